import type { TeamRole } from '@/api/generated';

export type InvitedRole = Exclude<TeamRole, 'owner'>;

export const ROLE_LABELS: Record<TeamRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
};

/** The roles an admin can give: the owner's is the contract holder's alone. */
export const ROLE_OPTIONS = [
  { value: 'member', label: ROLE_LABELS.member },
  { value: 'admin', label: ROLE_LABELS.admin },
] as const;
