import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { datingKeys, sendDatingMessage } from '@/api/dating';
import type { DatingProfile } from '@/api/generated';
import { useServerErrors } from '@/api/useServerErrors';
import { useSubmission } from '@/api/useSubmission';
import { ConfirmingDialog } from '@/ui/ConfirmingDialog';
import { textFieldProps } from '@/ui/formBindings';
import { FormShell } from '@/ui/FormShell';
import { TextArea } from '@/ui/TextArea';
import * as styles from './Dating.css';
import { MAX_MESSAGE, messageSchema } from './messageRules';

type MessageDialogProps = { profile: DatingProfile; open: boolean; onClose: () => void };

/** Compose and send a private message; the draft survives closing the dialog and a failed send. */
export function MessageDialog({ profile, open, onClose }: MessageDialogProps) {
  const server = useServerErrors();
  const [sent, setSent] = useState<string | null>(null);
  const submit = useSubmission();
  const queryClient = useQueryClient();
  const form = useForm({
    defaultValues: { message: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: messageSchema },
    onSubmit: async ({ value, formApi }) => {
      server.reset();
      try {
        const message = value.message.trim();
        setSent(await submit((key) => sendDatingMessage(profile.id, message, key)));
        formApi.reset();
        void queryClient.invalidateQueries({ queryKey: datingKeys.messages });
      } catch (error) {
        server.fail(error);
      }
    },
  });

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
        error={server.banner}
        submitLabel="Send Message"
        pendingLabel="Sending..."
      >
        <form.Field name="message">
          {(field) => (
            <TextArea
              label="Your message"
              hint={`${field.state.value.length} / ${MAX_MESSAGE} characters. Never share financial information.`}
              {...textFieldProps(field, server.forField('message'))}
            />
          )}
        </form.Field>
      </FormShell>
    </ConfirmingDialog>
  );
}
