import { useState } from 'react';
import type { DatingProfile } from '@/api/generated';
import { ConfirmingDialog } from '@/ui/ConfirmingDialog';
import * as styles from './Dating.css';
import { MessageForm } from './MessageForm';
import { useMessageForm } from './useMessageForm';

type MessageDialogProps = { profile: DatingProfile; open: boolean; onClose: () => void };

/** Compose and send a private message; the draft survives closing the dialog and a failed send. */
export function MessageDialog({ profile, open, onClose }: MessageDialogProps) {
  const [sent, setSent] = useState<string | null>(null);
  const message = useMessageForm(profile.id, setSent);

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
      <MessageForm
        message={message}
        label={`Message to ${profile.name}`}
        className={styles.dialogForm}
        submitLabel="Send Message"
        counted
      />
    </ConfirmingDialog>
  );
}
