import * as v from 'valibot';
import { vIdempotencyKey } from '@/api/generated/valibot.gen';
import { validationError } from './http';

/** How many submissions the mock remembers; the oldest is forgotten first. */
const REMEMBERED = 500;

const answers = new Map<string, Promise<Response>>();

/**
 * Answers a submission once per `Idempotency-Key` (per caller, method and path): a repeat, even
 * one sent while the first is still running, gets the first answer again instead of creating a
 * second topic or job. Refusals and failures are forgotten, so a corrected submission can be sent
 * again with the same key.
 */
export async function answerOnce(
  request: Request,
  caller: string,
  answer: () => Response | Promise<Response>,
): Promise<Response> {
  const key = request.headers.get('Idempotency-Key');
  if (!key || request.method === 'GET') return answer();
  if (!v.is(vIdempotencyKey, key))
    return validationError({
      'Idempotency-Key': ['The idempotency key must be between 16 and 64 characters.'],
    });
  const id = `${caller} ${request.method} ${new URL(request.url).pathname} ${key}`;
  const earlier = answers.get(id);
  if (earlier) return (await earlier).clone();

  const pending = Promise.resolve(answer());
  answers.set(id, pending);
  if (answers.size > REMEMBERED) answers.delete(answers.keys().next().value!);
  const response = await pending;
  if (!response.ok) answers.delete(id);
  return response.clone();
}

/** Tests start each case with no submission remembered. */
export function forgetSubmissions(): void {
  answers.clear();
}
