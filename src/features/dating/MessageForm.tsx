import { FormShell } from '@/ui/FormShell';
import { MAX_MESSAGE } from './messageRules';
import type { useMessageForm } from './useMessageForm';

const ADVICE = 'Never share financial information.';

type MessageFormProps = {
  /** The form's state, kept by its owner (the dialog keeps the draft while it is closed). */
  message: ReturnType<typeof useMessageForm>;
  label: string;
  className: string;
  submitLabel: string;
  rows?: number;
  /** Whether the hint counts the characters typed against the limit. */
  counted?: boolean;
};

/** The box of a private message and its send button. */
export function MessageForm({
  message: { form, server },
  label,
  className,
  submitLabel,
  rows,
  counted,
}: MessageFormProps) {
  return (
    <FormShell
      form={form}
      label={label}
      className={className}
      server={server}
      submitLabel={submitLabel}
      pendingLabel="Sending..."
    >
      <form.AppField name="message">
        {(field) => (
          <field.TextArea
            label="Your message"
            rows={rows}
            hint={
              counted
                ? `${field.state.value.length} / ${MAX_MESSAGE} characters. ${ADVICE}`
                : ADVICE
            }
          />
        )}
      </form.AppField>
    </FormShell>
  );
}
