import { TimeoutError } from 'ky';
import * as v from 'valibot';
import { now } from '@/lib/clock';
import { contractIssueOf, reportContractBreak, type ContractIssue } from './contractBreaks';
import { ApiError } from './errors';

/** Error bodies are read leniently: any of `message` and `errors` that has the right shape is used. */
const vErrorBody = v.object({
  message: v.fallback(v.optional(v.string()), undefined),
  errors: v.fallback(v.optional(v.record(v.string(), v.array(v.string()))), undefined),
});

/** Retry-After in seconds, as a number or an HTTP date. */
function retryAfterSeconds(response: Response): number | undefined {
  const header = response.headers.get('Retry-After')?.trim();
  if (!header) return undefined;
  const seconds = /^\d+$/.test(header)
    ? Number(header)
    : Math.ceil((Date.parse(header) - now().getTime()) / 1000);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

/** An error status, with the server's message and field errors when its body has them. */
export function apiErrorFromResponse(response: Response, body: unknown): ApiError {
  const { status } = response;
  const parsed = v.safeParse(vErrorBody, body);
  const serverMessage = parsed.success ? parsed.output.message?.trim() || undefined : undefined;
  const fieldErrors = parsed.success ? (parsed.output.errors ?? {}) : {};
  return new ApiError({
    status,
    kind: 'http',
    message: serverMessage ?? `Request failed with status ${status}.`,
    serverMessage,
    fieldErrors,
    retryAfterSeconds: status === 429 ? retryAfterSeconds(response) : undefined,
  });
}

/** One call as the contract names it: `GET /jobs/{id}`, sent as `/jobs/12`. */
export type Call = { operation: string; path: string };

function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`)
    .join('; ');
}

function contractError(call: Call, message: string, issues: ContractIssue[]): ApiError {
  reportContractBreak({ ...call, issues });
  return new ApiError({ status: 200, kind: 'contract', message });
}

/**
 * What went wrong with a call that got no usable answer, as an ApiError: a body that breaks the
 * contract or isn't JSON, a timeout, no connection. An ApiError (an error status) stays as it is.
 */
export function failureOf(error: unknown, call: Call): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof v.ValiError) {
    const issues = error.issues as v.BaseIssue<unknown>[];
    return contractError(
      call,
      `The response of ${call.path} does not match the API contract (${describeIssues(issues)}).`,
      issues.map(contractIssueOf),
    );
  }
  if (error instanceof SyntaxError) {
    return contractError(call, `The response of ${call.path} is not valid JSON.`, [
      { field: '(body)', expected: 'JSON', received: 'something else' },
    ]);
  }
  if (error instanceof TimeoutError)
    return new ApiError({
      status: 0,
      kind: 'timeout',
      message: 'The server took too long to answer.',
    });
  return new ApiError({ status: 0, kind: 'network', message: 'The server could not be reached.' });
}
