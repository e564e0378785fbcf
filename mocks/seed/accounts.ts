import type { Timeline } from './timeline';

/** The demo accounts QA signs in with (listed in README and docs/QA.md). */
export const SEEDED_ACCOUNTS = [
  {
    id: 1,
    name: 'Emma Explorer',
    email: 'explorer@ginger.example',
    password: 'Explorer123!',
    membership_tier: 'free',
  },
  {
    id: 2,
    name: 'Aditya Adventurer',
    email: 'adventurer@ginger.example',
    password: 'Adventurer123!',
    membership_tier: 'premium',
  },
  {
    id: 3,
    name: 'Erin Enterprise',
    email: 'enterprise@ginger.example',
    password: 'Enterprise123!',
    membership_tier: 'corporate',
  },
] as const;

/** Fixed salts keep the seed identical on every machine; accounts created later get random ones. */
export function seededSalt(id: number): string {
  return `ginger-seed-salt-${id}`;
}

/** The demo accounts joined a while ago. */
export function seededAccountCreatedAt(time: Timeline): string {
  return time.daysAgo(200);
}
