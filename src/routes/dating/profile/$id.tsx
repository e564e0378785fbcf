import { createFileRoute } from '@tanstack/react-router';
import { ProfileNotFound, ProfilePage } from '@/features/dating/ProfilePage';
import { recordIdParams } from '@/lib/recordId';

export const Route = createFileRoute('/dating/profile/$id')({
  params: recordIdParams,
  component: function DatingProfileRoute() {
    const { id } = Route.useParams();
    return id === null ? <ProfileNotFound /> : <ProfilePage id={id} />;
  },
});
