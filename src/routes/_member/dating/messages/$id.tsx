import { createFileRoute } from '@tanstack/react-router';
import { ConversationPage } from '@/features/dating/ConversationPage';
import { ProfileNotFound } from '@/features/dating/ProfilePage';
import { recordIdParams } from '@/lib/recordId';

export const Route = createFileRoute('/_member/dating/messages/$id')({
  params: recordIdParams,
  component: function ConversationRoute() {
    const { id } = Route.useParams();
    return id === null ? <ProfileNotFound /> : <ConversationPage id={id} />;
  },
});
