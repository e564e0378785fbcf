import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '@/features/account/SettingsPage';

export const Route = createFileRoute('/_member/settings')({
  component: SettingsPage,
});
