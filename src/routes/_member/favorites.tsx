import { createFileRoute } from '@tanstack/react-router';
import { FavoritesPage } from '@/features/favorites/FavoritesPage';

export const Route = createFileRoute('/_member/favorites')({
  component: FavoritesPage,
});
