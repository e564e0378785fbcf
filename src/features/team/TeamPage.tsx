import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Team } from '@/api/generated';
import { teamQueryOptions } from '@/api/team';
import { countOf } from '@/lib/format';
import { Seo } from '@/seo/Seo';
import { mutedText, pageStack, sectionStack, statusLine } from '@/styles/utilities.css';
import { Alert } from '@/ui/Alert';
import { EmptyState } from '@/ui/EmptyState';
import { QueryResult } from '@/ui/QueryResult';
import { RequireTier } from '@/features/account';
import { InvitationRow } from './InvitationRow';
import { InviteForm } from './InviteForm';
import { MemberRow } from './MemberRow';
import * as styles from './Team.css';

function Seats({ team, notice }: { team: Team; notice: string }) {
  const full = team.seats_used >= team.seats;
  return (
    <section className={styles.seats} aria-labelledby="seats-heading">
      <h2 id="seats-heading">{team.name}</h2>
      <p className={mutedText}>Enterprise · {countOf(team.members.length, 'member')}</p>
      <p className={mutedText} id="seats-used">
        {team.seats_used} of {team.seats} seats used, open invitations included.
      </p>
      <meter
        className={styles.seatMeter}
        min={0}
        max={team.seats}
        value={team.seats_used}
        aria-labelledby="seats-used"
      />
      {full ? (
        <Alert tone="info">
          Every seat is taken. Remove someone or cancel an invitation, or ask your account manager
          for more seats.
        </Alert>
      ) : null}
      <p className={statusLine} role="status">
        {notice}
      </p>
    </section>
  );
}

function TeamDashboard({ team }: { team: Team }) {
  const [notice, setNotice] = useState('');
  const admin = team.your_role !== 'member';
  return (
    <>
      <Seats team={team} notice={notice} />
      {admin ? (
        <section className={sectionStack} aria-labelledby="invite-heading">
          <h2 id="invite-heading">Invite a colleague</h2>
          <InviteForm onInvited={(email) => setNotice(`Invitation sent to ${email}.`)} />
        </section>
      ) : (
        <p className={mutedText}>
          Only the team&apos;s owner and admins can invite and change roles.
        </p>
      )}
      <section className={sectionStack} aria-labelledby="members-heading">
        <h2 id="members-heading">Members ({team.members.length})</h2>
        <ul className={styles.rows} aria-labelledby="members-heading">
          {team.members.map((member) => (
            <MemberRow
              key={member.id}
              member={member}
              manageable={admin && member.role !== 'owner' && !member.is_you}
              onChanged={setNotice}
            />
          ))}
        </ul>
      </section>
      <section className={sectionStack} aria-labelledby="invitations-heading">
        <h2 id="invitations-heading">Invitations</h2>
        {team.invitations.length ? (
          <ul className={styles.rows} aria-labelledby="invitations-heading">
            {team.invitations.map((invitation) => (
              <InvitationRow
                key={invitation.id}
                invitation={invitation}
                manageable={admin}
                onChanged={setNotice}
              />
            ))}
          </ul>
        ) : (
          <EmptyState
            title="No invitations waiting"
            description="Invitations you send show here until they are accepted, for 7 days."
          />
        )}
      </section>
    </>
  );
}

function TeamContent() {
  const team = useQuery(teamQueryOptions());
  return (
    <QueryResult query={team} what="your team">
      {(data) => <TeamDashboard team={data} />}
    </QueryResult>
  );
}

/** /team (Enterprise): seats, members and roles, and invitations by email. */
export function TeamPage() {
  return (
    <div className={pageStack}>
      <Seo title="Team" path="/team" noindex />
      <h1>Team</h1>
      <RequireTier tier="corporate">
        <TeamContent />
      </RequireTier>
    </div>
  );
}
