import { useState } from 'react';
import type { DatingProfile } from '@/api/generated';
import { ConfirmingDialog } from '@/ui/ConfirmingDialog';
import { FormShell } from '@/ui/FormShell';
import * as styles from './Dating.css';
import { MAX_MESSAGE } from './messageRules';
import { useMessageForm } from './useMessageForm';

type MessageDialogProps = { profile: DatingProfile; open: boolean; onClose: () => void };

/** Compose and send a private message; the draft survives closing the dialog and a failed send. */
export function MessageDialog({ profile, open, onClose }: MessageDialogProps) {
  const [sent, setSent] = useState<string | null>(null);
  const { form, server } = useMessageForm(profile.id, setSent);

  function close() {
    setSent(null);
    onClose();
  }

  return (
    <ConfirmingDialog
      open={open}
      onClose={close}
      title={`Message ${profile.name}`}
      confirmation={sent}
    >
      <FormShell
        form={form}
        label={`Message to ${profile.name}`}
        className={styles.dialogForm}
        server={server}
        submitLabel="Send Message"
        pendingLabel="Sending..."
      >
        <form.AppField name="message">
          {(field) => (
            <field.TextArea
              label="Your message"
              hint={`${field.state.value.length} / ${MAX_MESSAGE} characters. Never share financial information.`}
            />
          )}
        </form.AppField>
      </FormShell>
    </ConfirmingDialog>
  );
}
