import { createFileRoute } from '@tanstack/react-router';
import { requireMember } from '@/features/auth';
import { SettingsPage } from '@/features/account/SettingsPage';

export const Route = createFileRoute('/settings')({
  beforeLoad: requireMember,
  component: SettingsPage,
});
