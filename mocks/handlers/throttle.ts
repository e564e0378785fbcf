import { now as clockNow } from '@/lib/clock';
import { db } from '../db';
import { json } from './http';

type Limit = { attempts: number; perMs: number };

/** Attempts per address, as a real backend's throttle counts them (Laravel: 5 logins a minute). */
export const LIMITS = {
  login: { attempts: 5, perMs: 60_000 },
  register: { attempts: 5, perMs: 60_000 },
  passwordReset: { attempts: 3, perMs: 10 * 60_000 },
  /** Messages a member writes to sellers of classifieds (counted per member). */
  sellerMessage: { attempts: 5, perMs: 60 * 60_000 },
} satisfies Record<string, Limit>;

type Action = keyof typeof LIMITS;

function keyFor(action: Action, address: string) {
  return `${action}:${address.trim().toLowerCase()}`;
}

/**
 * Counts an attempt for the address before any work is done for it, so requests that arrive
 * together can't all slip in before the first is counted: a 429 with Retry-After once the address
 * has used up its attempts (that request is not counted), else null. The attempts are stored, so
 * every tab (and the HTTP server's every client) counts against the same limit.
 */
export async function takeAttempt(action: Action, address: string) {
  const key = keyFor(action, address);
  const nowMs = clockNow().getTime();
  const stored = db.attempt.findFirst((q) => q.where({ key }));
  const recent = (stored?.at ?? []).filter((at) => at > nowMs - LIMITS[action].perMs);
  if (recent.length < LIMITS[action].attempts) {
    const at = [...recent, nowMs];
    if (stored) await db.attempt.update(stored, { data: (row) => void (row.at = at) });
    else await db.attempt.create({ key, at });
    return null;
  }
  const retryAfterMs = recent[0]! + LIMITS[action].perMs - nowMs;
  const response = json({ message: 'Too Many Attempts.' }, 429);
  response.headers.set('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  return response;
}

/** After a successful sign-in, earlier failures no longer count against the address. */
export function clearAttempts(action: Action, address: string): void {
  db.attempt.delete((q) => q.where({ key: keyFor(action, address) }));
}

/** Forgets every attempt (a test trying many inputs from one address). */
export function resetThrottles(): void {
  db.attempt.clear();
}
