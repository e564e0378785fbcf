import type { Db } from '../db';
import type { Scenario, SignInAs } from '../scenarios/scenario';
import type { StorageReport } from '../storageReport';
import type { WireAnswer, WireRequest } from './wire';

export type SentMail = ReturnType<Db['mail']['findMany']>;

export type StartOptions = {
  scenario: Scenario;
  /** The page's clock, when QA pinned it: the world is built around the same instant. */
  pinnedNow: number | null;
  /** Start from the plain seed: what members changed is forgotten. */
  reset: boolean;
  /** The page's document of changes from before 2026-11-25 (`storage/legacy.ts`), if any. */
  legacyWorld: string | null;
  /** World files the page fetched (its HTML preloads them), read before the network. */
  world: Array<{ path: string; body: ArrayBuffer }>;
};

/** What the page asks of the mock's worker (`mockWorker.ts`). */
export type MockBackendCalls = {
  /** Builds the world and opens the stored changes; the storage report once done. */
  start(options: StartOptions): Promise<StorageReport>;
  answer(request: WireRequest): Promise<WireAnswer>;
  /** Opens a session for a seeded account: its token, or null for 'visitor'. */
  signIn(as: SignInAs): Promise<string | null>;
  setScenario(scenario: Scenario): void;
  forgetPersistedData(): Promise<void>;
  sentMail(): SentMail;
};

export type CallName = keyof MockBackendCalls;

export type Call = {
  [Name in CallName]: { id: number; name: Name; args: Parameters<MockBackendCalls[Name]> };
}[CallName];

export type Reply = { id: number; value: unknown } | { id: number; error: string };

/** Sent by the worker whenever its storage report changes (the QA panel shows it). */
export type ReportChange = { report: StorageReport };
