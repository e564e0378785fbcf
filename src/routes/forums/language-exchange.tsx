import { createFileRoute } from '@tanstack/react-router';
import { LanguageExchangePage } from '@/features/forums/ForumBoardPage';

export const Route = createFileRoute('/forums/language-exchange')({
  component: LanguageExchangePage,
});
