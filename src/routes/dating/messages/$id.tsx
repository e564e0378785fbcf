import { createFileRoute } from '@tanstack/react-router';
import { requireMember } from '@/features/auth';
import { ConversationPage } from '@/features/dating/ConversationPage';
import { ProfileNotFound } from '@/features/dating/ProfilePage';
import { recordIdParams } from '@/lib/recordId';

export const Route = createFileRoute('/dating/messages/$id')({
  params: recordIdParams,
  beforeLoad: requireMember,
  component: function ConversationRoute() {
    const { id } = Route.useParams();
    return id === null ? <ProfileNotFound /> : <ConversationPage id={id} />;
  },
});
