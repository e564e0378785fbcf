import { errorBannerMessage } from '@/api/errors';
import type { TeamInvitation } from '@/api/generated';
import { cancelTeamInvitation } from '@/api/team';
import { mutedText } from '@/styles/utilities.css';
import { Alert } from '@/ui/Alert';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { DateText } from '@/ui/DateText';
import { ROLE_LABELS } from './roles';
import * as styles from './Team.css';
import { useTeamChange } from './useTeamChange';

type InvitationRowProps = {
  invitation: TeamInvitation;
  manageable: boolean;
  onChanged: (message: string) => void;
};

/** An invitation waiting for its answer, or expired after 7 days (it holds no seat then). */
export function InvitationRow({ invitation, manageable, onChanged }: InvitationRowProps) {
  const cancel = useTeamChange(() => cancelTeamInvitation(invitation.id));
  return (
    <li className={styles.row}>
      <div className={styles.who}>
        <p className={styles.name}>
          {invitation.email} {invitation.expired ? <Badge tone="danger">Expired</Badge> : null}
        </p>
        <p className={mutedText}>
          {ROLE_LABELS[invitation.role]} · sent <DateText value={invitation.invited_at} /> ·{' '}
          {invitation.expired ? 'expired' : 'expires'} <DateText value={invitation.expires_at} />
        </p>
        {cancel.isError ? <Alert tone="error">{errorBannerMessage(cancel.error)}</Alert> : null}
      </div>
      {manageable ? (
        <div className={styles.rowActions}>
          <Button
            variant="secondary"
            disabled={cancel.isPending}
            aria-label={`${invitation.expired ? 'Remove the expired invitation' : 'Cancel invitation'} to ${invitation.email}`}
            onClick={() =>
              void cancel.mutateAsync(undefined).then(
                () =>
                  onChanged(
                    invitation.expired
                      ? `The expired invitation to ${invitation.email} was removed.`
                      : `The invitation to ${invitation.email} was cancelled.`,
                  ),
                () => undefined,
              )
            }
          >
            {invitation.expired ? 'Remove' : 'Cancel invitation'}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
