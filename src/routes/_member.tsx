import { createFileRoute } from '@tanstack/react-router';
import { requireMember } from '@/features/auth';

/**
 * The pages for signed-in members (`_member/`, no segment of its own in their paths): a visitor
 * goes to /login, and comes back once signed in.
 */
export const Route = createFileRoute('/_member')({
  beforeLoad: requireMember,
});
