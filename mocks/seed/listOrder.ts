/** The default orders of the lists, shared by the seed (which hands out pictures by them) and the handlers. */

type Closing = { application_deadline: string | null };

/** A job whose application deadline has passed. */
export function isClosedJob(job: Closing, now: Date): boolean {
  return job.application_deadline !== null && new Date(job.application_deadline) < now;
}

export type BoardListed = Closing & { posted: string };

/** The job board's default order: open jobs first, newest first. */
export function jobBoardOrder(now: Date) {
  return (a: BoardListed, b: BoardListed) =>
    Number(isClosedJob(a, now)) - Number(isClosedJob(b, now)) || b.posted.localeCompare(a.posted);
}

type Listed = { id: number; online: boolean; lastSeen: string };

/** The members list's order: online first, then by who was seen last. */
export function profileListOrder(a: Listed, b: Listed): number {
  return Number(b.online) - Number(a.online) || b.lastSeen.localeCompare(a.lastSeen) || a.id - b.id;
}
