import { lazy, Suspense, useEffect, useState } from 'react';
import { setSessionRenewer } from '@/api/clientState';

// Seen only when a session ends during a submission: it loads then.
const SignInAgainDialog = lazy(() =>
  import('./SignInAgainDialog').then((module) => ({ default: module.SignInAgainDialog })),
);

type Finish = (signedIn: boolean) => void;

/**
 * While mounted, a submission whose session has ended asks here: the member signs in again in
 * a dialog (answer true) or closes it (false). Submissions that fail together share one dialog.
 */
export function SignInAgain() {
  const [finish, setFinish] = useState<Finish | null>(null);
  useEffect(() => {
    let asking: { promise: Promise<boolean>; finish: Finish } | null = null;
    const end: Finish = (signedIn) => {
      const ended = asking;
      asking = null;
      setFinish(null);
      ended?.finish(signedIn);
    };
    setSessionRenewer(() => {
      if (!asking) {
        let resolve: Finish = () => undefined;
        asking = { promise: new Promise<boolean>((settle) => (resolve = settle)), finish: resolve };
        setFinish(() => end);
      }
      return asking.promise;
    });
    return () => {
      setSessionRenewer(() => Promise.resolve(false));
      end(false);
    };
  }, []);
  return finish ? (
    <Suspense fallback={null}>
      <SignInAgainDialog onDone={finish} />
    </Suspense>
  ) : null;
}
