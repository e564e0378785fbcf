import { isClockPinned, now } from '@/lib/clock';
import type { Scenario, SignInAs } from './scenarios/scenario';
import { setScenario } from './scenarios/store';
import { SHIPPED_WORLD_DIR, smallTablesPath } from './seed/shipped';
import { fetchWorldFile } from './worldFile';
import { legacyKey } from './storage/legacyKey';
import type { StorageReport } from './storageReport';
import { type Caller, callerOf, type Port } from './worker/rpc';
import { fromWireAnswer, toWireRequest } from './worker/wire';

/**
 * The page's side of mock mode's backend, which runs in a worker (`worker/mockWorker.ts`): starts
 * it, forwards the API's requests to it and keeps the QA panel's view of its storage.
 */
let call: Caller | null = null;
let report: StorageReport = { mode: 'memory', dropped: [], full: false };
const listeners = new Set<() => void>();

function backend(): Caller {
  if (!call) throw new Error('The mock backend has not started.');
  return call;
}

const handOver = async (path: string) => ({
  path,
  body: await (await fetchWorldFile(path)).arrayBuffer(),
});

/**
 * The world's files the worker starts from: the small tables, and whatever of this scale the
 * page's HTML preloads (scripts/prerender.ts). Fetched here, where the preloads are, and handed
 * over unparsed.
 */
function firstWorldFiles(scale: number) {
  const folder = `${SHIPPED_WORLD_DIR}/x${scale}/`;
  const preloaded = [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=fetch]')]
    .map((link) => new URL(link.href).pathname.slice(1))
    .filter((path) => path.startsWith(folder));
  return Promise.all([...new Set([smallTablesPath(scale), ...preloaded])].map(handOver));
}

/** Starts the worker's backend: the world built around this page's clock, as the scenario says. */
export async function startMockBackend(
  worker: Port,
  { scenario, reset }: { scenario: Scenario; reset: boolean },
): Promise<void> {
  call = callerOf(worker, (change) => {
    report = change.report;
    for (const listener of listeners) listener();
  });
  const legacy = legacyKey(scenario.scale);
  report = await call('start', {
    scenario,
    reset,
    pinnedNow: isClockPinned() ? now().getTime() : null,
    legacyWorld: localStorage.getItem(legacy),
    world: await firstWorldFiles(scenario.scale),
  });
  // The worker has moved its changes into the store shared by every tab.
  localStorage.removeItem(legacy);
}

/** The worker's answer to an API request; undefined when no handler answers it. */
export async function answerFromMock(request: Request): Promise<Response | undefined> {
  return fromWireAnswer(await backend()('answer', await toWireRequest(request)));
}

export function storageReport(): StorageReport {
  return report;
}

/** Calls `listener` whenever the storage report changes; returns the unsubscribe. */
export function onStorageReport(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens a session for the seeded account of a tier: its token, or null for a visitor. */
export function openSeededSession(as: SignInAs): Promise<string | null> {
  return backend()('signIn', as);
}

/** Sets the scenario for the rest of this tab's session, in the page and in the backend. */
export function applyScenario(next: Scenario): void {
  setScenario(next);
  void backend()('setScenario', next);
}

/** Forgets everything members changed: the next start is the plain seed. */
export function forgetPersistedData(): Promise<void> {
  return backend()('forgetPersistedData');
}

/** What the backend would have emailed, newest first. */
export async function sentMail() {
  const mails = await backend()('sentMail');
  return mails.sort((a, b) => Date.parse(b.sent_at) - Date.parse(a.sent_at));
}
