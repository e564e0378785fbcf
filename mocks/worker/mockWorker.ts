/**
 * Mock mode's backend, in a worker of its own: the database, the world's seed and the handlers
 * run off the page's main thread, so a phone's first visit spends none of its taps on them. The
 * page forwards each `/api` request (`../mockBackend.ts`, `../inPageApi.ts`) and shows the answers.
 */
import './memoryLocalStorage';
import { getResponse } from 'msw';
import { pinClock, unpinClock } from '@/lib/clock';
import { db } from '../db';
import { api } from '../handlers';
import {
  commitChanges,
  forgetPersistedData,
  onStorageReport,
  restoreDatabase,
  storageReport,
} from '../persist';
import { scenarioHandler } from '../scenarios/handler';
import { setScenario } from '../scenarios/store';
import { startSeededSession } from '../sessions';
import { legacyKey } from '../storage/legacyKey';
import { shippedWorldFrom } from '../shippedWorld';
import type { ReportChange } from './protocol';
import { type Port, serveCalls } from './rpc';
import { fromWireRequest, toWireAnswer } from './wire';

const page = self as unknown as Port;
const handlers = [scenarioHandler([api]), api];

serveCalls(page, {
  async start({ scenario, pinnedNow, reset, legacyWorld, world }) {
    if (pinnedNow === null) unpinClock();
    else pinClock(new Date(pinnedNow));
    setScenario(scenario);
    // Read where the page's own storage was: this worker's (memoryLocalStorage.ts).
    if (legacyWorld !== null) localStorage.setItem(legacyKey(scenario.scale), legacyWorld);
    await restoreDatabase(shippedWorldFrom(world), { scale: scenario.scale, reset });
    onStorageReport(() => page.postMessage({ report: storageReport() } satisfies ReportChange));
    return storageReport();
  },
  async answer(request) {
    return toWireAnswer(await getResponse(handlers, fromWireRequest(request)));
  },
  async signIn(as) {
    if (as === 'visitor') return null;
    const token = await startSeededSession(as);
    await commitChanges();
    return token;
  },
  setScenario,
  forgetPersistedData,
  sentMail: () => db.mail.findMany(),
});
