import { useQueryClient } from '@tanstack/react-query';
import { datingKeys, sendDatingMessage } from '@/api/dating';
import { useServerErrors } from '@/api/useServerErrors';
import { useSubmission } from '@/api/useSubmission';
import { checkedBy, useAppForm } from '@/ui/form/appForm';
import { messageSchema } from './messageRules';

/**
 * A private message to the profile `profileId`: validated, sent once per submission, then the
 * box empties and the inbox refreshes; after a failure, what was typed stays.
 */
export function useMessageForm(profileId: number, onSent: (confirmation: string) => void) {
  const server = useServerErrors();
  const submit = useSubmission();
  const queryClient = useQueryClient();
  const form = useAppForm({
    defaultValues: { message: '' },
    ...checkedBy(messageSchema),
    onSubmit: async ({ value, formApi }) => {
      await server.attempt(async () => {
        const message = value.message.trim();
        onSent(await submit((key) => sendDatingMessage(profileId, message, key)));
        formApi.reset();
        await queryClient.invalidateQueries({ queryKey: datingKeys.messages });
      });
    },
  });
  return { form, server };
}
