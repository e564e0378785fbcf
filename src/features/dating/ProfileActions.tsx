import { lazy, useState } from 'react';
import type { DatingProfile } from '@/api/generated';
import { useCurrentUser } from '@/api/useCurrentUser';
import { formatCount } from '@/lib/format';
import { absoluteUrl } from '@/seo/site';
import { sectionStack } from '@/styles/utilities.css';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { Icon } from '@/ui/Icon';
import { OnceOpened } from '@/ui/OnceOpened';
import { ShareButton } from '@/ui/ShareButton';
import { SignInLink } from '@/ui/SignInLink';
import * as styles from './Dating.css';
import { profilePath } from './profileDisplay';
import { ReportProfileDialog } from './ReportProfileDialog';
import { useProfileLike } from './useProfileLike';

// Loads when first opened: the profile's first paint needs neither it nor the form library.
const MessageDialog = lazy(() =>
  import('./MessageDialog').then((module) => ({ default: module.MessageDialog })),
);

/** Message, like, share and report, under the member's name. */
export function ProfileActions({ profile, liked }: { profile: DatingProfile; liked: boolean }) {
  const { user } = useCurrentUser();
  const like = useProfileLike(profile.id, user?.id ?? null);
  const [dialog, setDialog] = useState<'message' | 'report' | null>(null);

  return (
    <div className={sectionStack}>
      <p className={styles.row}>
        {user ? (
          <>
            <Button onClick={() => setDialog('message')}>Send Message</Button>
            <Button
              variant="secondary"
              aria-pressed={liked}
              disabled={like.isPending}
              onClick={() => like.mutate()}
            >
              <Icon name={liked ? 'heartFilled' : 'heart'} /> {liked ? 'Liked' : 'Like'} (
              {formatCount(profile.likes)})
            </Button>
          </>
        ) : (
          <>
            <SignInLink>Sign in to send a message</SignInLink>
            <SignInLink variant="secondary">Sign in to like</SignInLink>
          </>
        )}
        <ShareButton
          title={`${profile.name} on Ginger`}
          url={absoluteUrl(profilePath(profile.id))}
        />
        <Button variant="ghost" size="sm" onClick={() => setDialog('report')}>
          Report
        </Button>
      </p>
      {like.isError ? (
        <Alert tone="error">We could not save your like. Please try again.</Alert>
      ) : null}
      {user ? (
        <OnceOpened open={dialog === 'message'}>
          <MessageDialog
            profile={profile}
            open={dialog === 'message'}
            onClose={() => setDialog(null)}
          />
        </OnceOpened>
      ) : null}
      <ReportProfileDialog
        profile={profile}
        open={dialog === 'report'}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
