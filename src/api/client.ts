import * as v from 'valibot';
import { ApiError } from './errors';
import { type RequestOptions, send } from './http';

function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`)
    .join('; ');
}

/** Calls the API and parses the body with the contract's schema: a broken response becomes a clear ApiError. */
export async function apiRequest<TSchema extends v.GenericSchema>(
  path: string,
  schema: TSchema,
  options: RequestOptions = {},
): Promise<v.InferOutput<TSchema>> {
  const response = await send(path, options);
  const body: unknown = await response.json().catch(() => {
    throw new ApiError({
      status: response.status,
      kind: 'contract',
      message: `The response of ${path} is not valid JSON.`,
    });
  });
  const result = v.safeParse(schema, body);
  if (!result.success) {
    throw new ApiError({
      status: response.status,
      kind: 'contract',
      message: `The response of ${path} does not match the API contract (${describeIssues(result.issues)}).`,
    });
  }
  return result.output;
}

/** Calls the API when no body is expected back (e.g. 204 No Content). */
export async function apiCommand(path: string, options: RequestOptions = {}): Promise<void> {
  await send(path, { method: 'post', ...options });
}
