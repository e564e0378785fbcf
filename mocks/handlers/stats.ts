import { now as clockNow } from '@/lib/clock';
import { db } from '../db';
import { isClosedJob } from '../seed/listOrder';
import { contract, json } from './http';
import { route } from './route';

/**
 * Every person the world knows: accounts, dating members and the people who write in the
 * forums (by name, since forum posts carry names, not accounts).
 */
function communitySize(): number {
  return new Set([
    ...db.user.findMany().map((user) => user.name),
    ...db.datingProfile.findMany().map((profile) => profile.name),
    ...db.forumTopic.findMany().map((topic) => topic.author),
    ...db.forumReply.findMany().map((reply) => reply.author),
  ]).size;
}

function openJobCount(now: Date): number {
  return db.job.findMany().filter((job) => !isClosedJob(job, now)).length;
}

/** Site counters, all counted from the database, so every screen shows the same figure. */
export const statsHandlers = [
  contract.get(
    '/stats',
    route({}, () => {
      const locations = db.location.findMany();
      return json({
        data: {
          active_destinations: locations.length,
          travel_community: communitySize(),
          job_opportunities: openJobCount(clockNow()),
          travel_articles: db.article.count(),
          countries: new Set(locations.map((location) => location.country)).size,
          // Every location is a guide: the guides list's total (an unfiltered `/locations`).
          guides: locations.length,
          forum_topics: db.forumTopic.count(),
          dating_profiles: db.datingProfile.count(),
        },
      });
    }),
  ),
];
