import { useState } from 'react';
import { errorBannerMessage } from '@/api/errors';
import type { TeamMember } from '@/api/generated';
import { removeTeamMember, updateTeamMember } from '@/api/team';
import { mutedText } from '@/styles/utilities.css';
import { Alert } from '@/ui/Alert';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { DateText } from '@/ui/DateText';
import { Dialog } from '@/ui/Dialog';
import { Select } from '@/ui/Select';
import { ROLE_LABELS, ROLE_OPTIONS, type InvitedRole } from './roles';
import * as styles from './Team.css';
import { useTeamChange } from './useTeamChange';

const ROLE_ARTICLES: Record<InvitedRole, string> = { admin: 'an admin', member: 'a member' };
/** A refused change shows in the row (the mutation's error); nothing else to do with it. */
const ignore = () => undefined;

type MemberRowProps = {
  member: TeamMember;
  /** Whether the viewer may change this seat (an admin, not the owner's seat, not their own). */
  manageable: boolean;
  onChanged: (message: string) => void;
};

/** One seat: who holds it, their role, and (for admins) a role picker and Remove. */
export function MemberRow({ member, manageable, onChanged }: MemberRowProps) {
  const [confirming, setConfirming] = useState(false);
  const changeRole = useTeamChange((role: InvitedRole) => updateTeamMember(member.id, { role }));
  const remove = useTeamChange(() => removeTeamMember(member.id));
  const failure = changeRole.error ?? (confirming ? null : remove.error);

  return (
    <li className={styles.row}>
      <div className={styles.who}>
        <p className={styles.name}>
          <bdi>{member.name}</bdi> {member.is_you ? <Badge tone="info">You</Badge> : null}
        </p>
        <p className={mutedText}>
          {member.email} · joined <DateText value={member.joined_at} />
        </p>
        {failure ? <Alert tone="error">{errorBannerMessage(failure)}</Alert> : null}
      </div>
      {manageable ? (
        <div className={styles.rowActions}>
          <Select
            label={`Role of ${member.name}`}
            options={ROLE_OPTIONS}
            value={member.role}
            disabled={changeRole.isPending}
            onChange={(event) => {
              const role = event.target.value as InvitedRole;
              void changeRole
                .mutateAsync(role)
                .then(() => onChanged(`${member.name} is now ${ROLE_ARTICLES[role]}.`), ignore);
            }}
          />
          <Button
            variant="secondary"
            aria-label={`Remove ${member.name}`}
            onClick={() => setConfirming(true)}
          >
            Remove
          </Button>
        </div>
      ) : (
        <Badge tone={member.role === 'owner' ? 'brand' : 'neutral'}>
          {ROLE_LABELS[member.role]}
        </Badge>
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Remove ${member.name} from the team?`}
      >
        <div className={styles.who}>
          {remove.isError ? <Alert tone="error">{errorBannerMessage(remove.error)}</Alert> : null}
          <p className={mutedText}>
            Their seat is freed at once and they lose the Enterprise plan. Anything they saved stays
            in their own account.
          </p>
          <div className={styles.rowActions}>
            <Button
              disabled={remove.isPending}
              onClick={() =>
                // The row leaves the list with the answer, so the page says what happened.
                void remove
                  .mutateAsync(undefined)
                  .then(() => onChanged(`${member.name} was removed from the team.`), ignore)
              }
            >
              {remove.isPending ? 'Removing...' : 'Remove from team'}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Keep
            </Button>
          </div>
        </div>
      </Dialog>
    </li>
  );
}
