/**
 * Runs `work` once no other holder of the lock `name` is running: across every tab of the origin
 * where the browser has Web Locks, within this JavaScript realm elsewhere (Node: Vitest and the
 * HTTP mock server, one process each). Check-then-act work (a limit, a counter, a checkout) done
 * inside holds however many requests arrive at once.
 */
export function exclusive<T>(name: string, work: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  if (locks) return locks.request(name, work) as Promise<T>;
  return inThisRealm(name, work);
}

/** When the last work queued on each lock in this realm has settled (never rejects). */
const queues = new Map<string, Promise<void>>();

function inThisRealm<T>(name: string, work: () => Promise<T>): Promise<T> {
  const turn = (queues.get(name) ?? Promise.resolve()).then(work);
  const settled = turn.then(
    () => {},
    () => {},
  );
  queues.set(name, settled);
  void settled.then(() => {
    if (queues.get(name) === settled) queues.delete(name);
  });
  return turn;
}
