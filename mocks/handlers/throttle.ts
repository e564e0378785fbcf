import { now as clockNow } from '@/lib/clock';
import { json } from './http';

type Limit = { attempts: number; perMs: number };

/** Attempts per address, as a real backend's throttle counts them (Laravel: 5 logins a minute). */
export const LIMITS = {
  login: { attempts: 5, perMs: 60_000 },
  register: { attempts: 5, perMs: 60_000 },
  passwordReset: { attempts: 3, perMs: 10 * 60_000 },
} satisfies Record<string, Limit>;

type Action = keyof typeof LIMITS;

const attempts = new Map<string, number[]>();

function keyFor(action: Action, address: string) {
  return `${action}:${address.trim().toLowerCase()}`;
}

function recentAttempts(action: Action, address: string): number[] {
  const since = clockNow().getTime() - LIMITS[action].perMs;
  const recent = (attempts.get(keyFor(action, address)) ?? []).filter((at) => at > since);
  attempts.set(keyFor(action, address), recent);
  return recent;
}

/**
 * Counts an attempt for the address before any work is done for it, so requests that arrive
 * together can't all slip in before the first is counted: a 429 with Retry-After once the address
 * has used up its attempts (that request is not counted), else null.
 */
export function takeAttempt(action: Action, address: string) {
  const recent = recentAttempts(action, address);
  if (recent.length < LIMITS[action].attempts) {
    attempts.set(keyFor(action, address), [...recent, clockNow().getTime()]);
    return null;
  }
  const retryAfterMs = recent[0]! + LIMITS[action].perMs - clockNow().getTime();
  const response = json({ message: 'Too Many Attempts.' }, 429);
  response.headers.set('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  return response;
}

/** After a successful sign-in, earlier failures no longer count against the address. */
export function clearAttempts(action: Action, address: string): void {
  attempts.delete(keyFor(action, address));
}

/** Tests start each case with no attempts counted. */
export function resetThrottles(): void {
  attempts.clear();
}
