import * as v from 'valibot';
import { vIdempotencyKey } from '@/api/generated/valibot.gen';
import { validationError } from './http';

/** How many submissions the mock remembers; the oldest is forgotten first. */
const REMEMBERED = 500;

/** A submission's answer, by its key, with the body it was sent with. */
const answers = new Map<string, { body: string; response: Promise<Response> }>();

const KEY_REUSED =
  'This Idempotency-Key was already used for a different request. Send each new request with a new key.';

/**
 * Answers a submission once per `Idempotency-Key` (per caller, method and path): a repeat, even
 * one sent while the first is still running, gets the first answer again instead of creating a
 * second topic or job; the same key with another body is refused (422), as it can only be a
 * client's mistake. Refusals and failures are forgotten, so a corrected submission can be sent
 * again with the same key.
 */
export async function answerOnce(
  request: Request,
  caller: string,
  /** The request's body as read, so that a repeat is told from another request. */
  sent: unknown,
  answer: () => Response | Promise<Response>,
): Promise<Response> {
  const key = request.headers.get('Idempotency-Key');
  if (!key || request.method === 'GET') return answer();
  if (!v.is(vIdempotencyKey, key))
    return validationError({
      'Idempotency-Key': ['The idempotency key must be between 16 and 64 characters.'],
    });
  const id = `${caller} ${request.method} ${new URL(request.url).pathname} ${key}`;
  const body = JSON.stringify(sent ?? null);
  const earlier = answers.get(id);
  if (earlier && earlier.body !== body) return validationError({ 'Idempotency-Key': [KEY_REUSED] });
  if (earlier) return (await earlier.response).clone();

  const pending = Promise.resolve(answer());
  answers.set(id, { body, response: pending });
  if (answers.size > REMEMBERED) answers.delete(answers.keys().next().value!);
  const response = await pending;
  if (!response.ok) answers.delete(id);
  return response.clone();
}

/** Tests start each case with no submission remembered. */
export function forgetSubmissions(): void {
  answers.clear();
}
