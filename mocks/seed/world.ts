import { hashPassword } from '../passwords';
import { seededAccountCreatedAt, SEEDED_ACCOUNTS, seededSalt } from './accounts';
import { seedArticleRows } from './articles';
import { seedDatingRows } from './dating';
import { seedForumRows } from './forums';
import { seedJobRows } from './jobs';
import { seedLocationRows, withCounts } from './locations';
import {
  seededDatingMessages,
  seededFavorites,
  seededJournalEntries,
  seededSubscriptions,
  seededSupportRequests,
  seededTravelLists,
} from './memberData';
import { seededInsiderGuides } from './insiderGuides';
import { seededAds } from './classifieds';
import { seededProfileViews } from './profileViews';
import { createSeededFaker } from './random';
import { seededTeamInvitations, seededTeamMembers, seededTeams } from './team';
import { type Timeline, timeline } from './timeline';

export type WorldOptions = {
  /** The instant the world is built around. */
  now: Date;
  /** How many times the default rows of jobs, forum topics and dating profiles (articles stay one set). */
  scale: number;
};

/** What every seed step gets: the one faker (its order of calls fixes the world) and the time. */
export type SeedContext = {
  faker: ReturnType<typeof createSeededFaker>;
  time: Timeline;
  scale: number;
};

async function seededUsers(time: Timeline) {
  return Promise.all(
    SEEDED_ACCOUNTS.map(async (account) => {
      const salt = seededSalt(account.id);
      return {
        id: account.id,
        name: account.name,
        email: account.email,
        membership_tier: account.membership_tier,
        password_salt: salt,
        password_hash: await hashPassword(account.password, salt),
        created_at: seededAccountCreatedAt(time),
      };
    }),
  );
}

/**
 * The deterministic world as rows, table by table: the same rows and texts on any day, with
 * every date measured back (or forward) from `now`. It touches no database: Node builds it and
 * ships it to the browser as data (`seed/ship.ts`).
 */
export async function buildWorld({ now, scale }: WorldOptions) {
  const context: SeedContext = { faker: createSeededFaker(), time: timeline(now), scale };
  const locations = seedLocationRows(context);
  const jobs = seedJobRows(context, new Map(locations.map((row) => [row.city, row.id])));
  const articles = seedArticleRows(context);
  const forums = seedForumRows(context);
  const world = {
    location: locations,
    job: jobs,
    article: articles,
    user: await seededUsers(context.time),
    favorite: seededFavorites(context.time),
    travelList: seededTravelLists(context.time),
    subscription: seededSubscriptions(context.time),
    insiderGuide: seededInsiderGuides(context.time),
    ad: seededAds(context.time),
    team: seededTeams(),
    teamMember: seededTeamMembers(context.time),
    teamInvitation: seededTeamInvitations(context.time),
    journalEntry: seededJournalEntries(context.time),
    supportRequest: seededSupportRequests(context.time),
    forumTopic: forums.topics,
    forumReply: forums.replies,
    profileView: seededProfileViews(forums.topics, forums.replies, context.time),
    datingProfile: seedDatingRows(context),
    datingMessage: seededDatingMessages(context.time),
  };
  return { ...world, location: withCounts(world.location, world.job, world.datingProfile) };
}

export type World = Awaited<ReturnType<typeof buildWorld>>;
export type WorldTable = keyof World;
