import { createFileRoute } from '@tanstack/react-router';
import { requireMember } from '@/features/auth';
import { FavoritesPage } from '@/features/favorites/FavoritesPage';

export const Route = createFileRoute('/favorites')({
  beforeLoad: requireMember,
  component: FavoritesPage,
});
