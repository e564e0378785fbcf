import * as v from 'valibot';
import { inviteTeamMember } from '@/api/team';
import { useServerErrors } from '@/api/useServerErrors';
import { useSubmission } from '@/api/useSubmission';
import { emailAddress } from '@/lib/formRules';
import { checkedBy, useAppForm } from '@/ui/form/appForm';
import { FormShell } from '@/ui/FormShell';
import * as styles from './Team.css';
import { ROLE_OPTIONS, type InvitedRole } from './roles';
import { useTeamChange } from './useTeamChange';

const inviteSchema = v.object({
  email: emailAddress,
  role: v.picklist(['member', 'admin']),
});

/** Invites a colleague by email; the form empties once the invitation is sent. */
export function InviteForm({ onInvited }: { onInvited: (email: string) => void }) {
  const server = useServerErrors();
  const submit = useSubmission();
  const invite = useTeamChange((invitation: { email: string; role: InvitedRole }) =>
    submit((key) => inviteTeamMember(invitation, key)),
  );
  const form = useAppForm({
    defaultValues: { email: '', role: 'member' as InvitedRole },
    ...checkedBy(inviteSchema),
    onSubmit: async ({ value, formApi }) => {
      const email = value.email.trim();
      await server.attempt(async () => {
        await invite.mutateAsync({ email, role: value.role });
        formApi.reset();
        onInvited(email);
      });
    },
  });

  return (
    <FormShell
      form={form}
      labelledBy="invite-heading"
      className={styles.inviteForm}
      server={server}
      error={server.forField('email') ? null : server.banner}
      submitLabel="Send invitation"
      pendingLabel="Sending..."
    >
      <form.AppField name="email">
        {(field) => <field.TextField label="Email address" type="email" autoComplete="off" />}
      </form.AppField>
      <form.AppField name="role">
        {(field) => <field.Select label="Role" options={ROLE_OPTIONS} />}
      </form.AppField>
    </FormShell>
  );
}
