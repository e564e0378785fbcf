import { useCurrentUser } from '@/api/useCurrentUser';
import { Dialog } from '@/ui/Dialog';
import { LoginForm } from './LoginForm';
import { useCacheSignedInMember } from './useSignedIn';

/** Sign in without leaving the page: the form behind keeps what was typed and sends it after. */
export function SignInAgainDialog({ onDone }: { onDone: (signedIn: boolean) => void }) {
  const { user } = useCurrentUser();
  const cacheMember = useCacheSignedInMember();
  return (
    <Dialog open title="Sign in to continue" onClose={() => onDone(false)}>
      <p>Your session has ended. Sign in again and what you wrote will be sent.</p>
      <LoginForm
        defaultEmail={user?.email}
        onSignedIn={(member) => {
          cacheMember(member);
          onDone(true);
        }}
      />
    </Dialog>
  );
}
