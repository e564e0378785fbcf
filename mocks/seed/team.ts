import type { Timeline } from './timeline';

/** Erin's company on Enterprise: ten seats, six colleagues, one invitation open, one expired. */
const COLLEAGUES = [
  { name: 'Somchai Wongsa', email: 'somchai@harbourline.example', role: 'admin', daysAgo: 190 },
  { name: 'Mei Tanaka', email: 'mei@harbourline.example', role: 'member', daysAgo: 160 },
  { name: 'Arjun Mehta', email: 'arjun@harbourline.example', role: 'member', daysAgo: 121 },
  { name: 'Sofia Reyes', email: 'sofia@harbourline.example', role: 'member', daysAgo: 75 },
  { name: 'Nguyen Van An', email: 'an@harbourline.example', role: 'member', daysAgo: 33 },
] as const;

export function seededTeams() {
  return [{ id: 1, owner_user_id: 3, name: 'Harbourline Relocation', seats: 10 }];
}

export function seededTeamMembers(time: Timeline) {
  return [
    {
      id: 1,
      team_id: 1,
      user_id: 3,
      name: 'Erin Enterprise',
      email: 'enterprise@ginger.example',
      role: 'owner' as const,
      joined_at: time.daysAgo(200),
    },
    ...COLLEAGUES.map(({ daysAgo, ...colleague }, index) => ({
      id: index + 2,
      team_id: 1,
      user_id: null,
      ...colleague,
      joined_at: time.daysAgo(daysAgo),
    })),
  ];
}

export function seededTeamInvitations(time: Timeline) {
  return [
    {
      id: 1,
      team_id: 1,
      email: 'lena@harbourline.example',
      role: 'member' as const,
      invited_at: time.daysAgo(2),
    },
    {
      id: 2,
      team_id: 1,
      email: 'tom@harbourline.example',
      role: 'member' as const,
      invited_at: time.daysAgo(12),
    },
  ];
}
