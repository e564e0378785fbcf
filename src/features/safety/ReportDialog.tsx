import { useState } from 'react';
import * as v from 'valibot';
import { createReport } from '@/api/dating';
import type { ReportTarget } from '@/api/generated';
import { useServerErrors } from '@/api/useServerErrors';
import { useSubmission } from '@/api/useSubmission';
import { ConfirmingDialog } from '@/ui/ConfirmingDialog';
import { checkedBy, useAppForm } from '@/ui/form/appForm';
import { FormShell } from '@/ui/FormShell';
import * as styles from './Safety.css';

const PROFILE_REASONS = [
  'Fake profile or stolen photos',
  'Asking for money or financial details',
  'Harassment or threats',
  'Inappropriate photos or language',
  'Underage member',
  'Something else',
];
const POST_REASONS = [
  'Spam or self-promotion',
  'Harassment or hateful language',
  'Misleading or dangerous advice',
  'Inappropriate content',
  'Something else',
];
const MAX_DETAILS = 800;

const reportSchema = v.object({
  reason: v.pipe(v.string(), v.minLength(1, 'Choose a reason')),
  details: v.pipe(
    v.string(),
    v.maxLength(MAX_DETAILS, `Keep the details under ${MAX_DETAILS} characters`),
  ),
});

type ReportDialogProps = {
  target: ReportTarget;
  targetId: number;
  /** Whose profile or post it is, as the dialog names it. */
  author: string;
  open: boolean;
  onClose: () => void;
};

/** Report a profile or a post to the safety team: a reason, optional details, then the team's confirmation. */
export function ReportDialog({ target, targetId, author, open, onClose }: ReportDialogProps) {
  const server = useServerErrors();
  const [received, setReceived] = useState<string | null>(null);
  const submit = useSubmission();
  const form = useAppForm({
    defaultValues: { reason: '', details: '' },
    ...checkedBy(reportSchema),
    onSubmit: async ({ value, formApi }) => {
      const details = value.details.trim();
      await server.attempt(async () => {
        const report = {
          target_type: target,
          target_id: targetId,
          reason: details ? `${value.reason}: ${details}` : value.reason,
        };
        setReceived(await submit((key) => createReport(report, key)));
        formApi.reset();
      });
    },
  });

  function close() {
    setReceived(null);
    onClose();
  }

  return (
    <ConfirmingDialog
      open={open}
      onClose={close}
      title={target === 'profile' ? `Report ${author}` : `Report this ${target}`}
      confirmation={received}
    >
      <FormShell
        form={form}
        label={`Report the ${target} of ${author}`}
        className={styles.dialogForm}
        server={server}
        submitLabel="Send Report"
        pendingLabel="Sending..."
      >
        <p className={styles.muted}>Reports are private: {author} is not told who sent them.</p>
        <form.AppField name="reason">
          {(field) => (
            <field.Select
              label="Reason"
              options={[
                { value: '', label: 'Select a reason...' },
                ...(target === 'profile' ? PROFILE_REASONS : POST_REASONS).map((reason) => ({
                  value: reason,
                  label: reason,
                })),
              ]}
            />
          )}
        </form.AppField>
        <form.AppField name="details">
          {(field) => (
            <field.TextArea
              label="Details (optional)"
              rows={4}
              hint="What happened, and where? This helps our safety team act quickly."
            />
          )}
        </form.AppField>
      </FormShell>
    </ConfirmingDialog>
  );
}
