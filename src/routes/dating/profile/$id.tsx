import { createFileRoute } from '@tanstack/react-router';
import { ProfileNotFound, ProfilePage } from '@/features/dating/ProfilePage';
import { optionalPage } from '@/lib/searchParams';

export const Route = createFileRoute('/dating/profile/$id')({
  component: function DatingProfileRoute() {
    // Profile ids are positive whole numbers; anything else is not a profile.
    const id = optionalPage(Route.useParams().id);
    return id === undefined ? <ProfileNotFound /> : <ProfilePage id={id} />;
  },
});
