import type { HttpResponse, JsonBodyType, PathParams } from 'msw';
import * as v from 'valibot';
import { now as clockNow } from '@/lib/clock';
import { settleMembership } from '../billing';
import { db } from '../db';
import { catchUp, commitChanges, exclusively, StorageFullError } from '../persist';
import { WriteConflict } from '../storage/rowStore';
import type { UserRecord } from '../resources';
import { coerceStrings, errorResponse, fieldErrors, validationError } from './http';
import { answerOnce } from './idempotency';
import { normalizeInput } from './normalizeInput';

type Output<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined;

type RouteOptions<Q, B, P> = {
  /** 'required' answers 401 without a valid bearer token; 'optional' reads the user when there is one. */
  auth?: 'required' | 'optional';
  query?: Q;
  body?: B;
  params?: P;
};

type RouteContext<Q, B, P, A> = {
  request: Request;
  query: Output<Q>;
  body: Output<B>;
  params: Output<P>;
  user: A extends 'required' ? UserRecord : UserRecord | null;
  token: string | null;
};

function bearerToken(request: Request): string | null {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export function userForToken(token: string | null): UserRecord | null {
  if (!token) return null;
  const session = db.session.findFirst((q) => q.where({ token }));
  if (!session) return null;
  return db.user.findFirst((q) => q.where({ id: session.user_id })) ?? null;
}

/** The path's own params: msw also names the origin wildcard before /api, by its position ('0'). */
function contractParams(params: PathParams): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).filter(
      (entry): entry is [string, string] => !/^\d+$/.test(entry[0]) && typeof entry[1] === 'string',
    ),
  );
}

function validate(schema: v.GenericSchema | undefined, input: unknown) {
  if (!schema) return { success: true as const, output: undefined };
  return v.safeParse(schema, input);
}

/**
 * The one wrapper every handler uses: reads the session, validates path, query and body (once
 * normalised, `normalizeInput`) with the contract's valibot schemas, answers with the
 * contract's error shapes, answers a submission sent again with its key only once, and saves
 * what a request other than GET changed (`commitChanges`): a change that can't be saved fails.
 * A request other than GET runs alone across the world's tabs (`exclusively`), so what it checks
 * still holds when it acts.
 */
export function route<
  Q extends v.GenericSchema | undefined = undefined,
  B extends v.GenericSchema | undefined = undefined,
  P extends v.GenericSchema | undefined = undefined,
  A extends 'required' | 'optional' | undefined = undefined,
  R extends JsonBodyType = JsonBodyType,
>(
  options: RouteOptions<Q, B, P> & { auth?: A },
  resolve: (
    context: RouteContext<Q, B, P, A>,
  ) => HttpResponse<NoInfer<R>> | Promise<HttpResponse<NoInfer<R>>>,
): (info: { request: Request; params: PathParams }) => Promise<HttpResponse<R>> {
  // What `resolve` answers is typed, so `contract.get(path, route(...))` checks it against the
  // operation. The route's own refusals (401, 404, 422, 500) may answer any operation; the
  // contract test checks that each operation documents them.
  return async (info) => (await answer(info)) as HttpResponse<R>;

  async function answer({ request, params }: { request: Request; params: PathParams }) {
    const token = bearerToken(request);
    if (options.auth === 'required' && !userForToken(token))
      return errorResponse(401, 'Unauthenticated.');

    const paramsResult = validate(
      options.params,
      coerceStrings(options.params ?? v.object({}), contractParams(params)),
    );
    if (!paramsResult.success) return errorResponse(404, 'Not found.');

    const url = new URL(request.url);
    const rawQuery = Object.fromEntries(url.searchParams.entries());
    const queryResult = validate(
      options.query,
      coerceStrings(options.query ?? v.object({}), rawQuery),
    );
    if (!queryResult.success) return validationError(fieldErrors(queryResult.issues));

    let rawBody: unknown;
    if (options.body) {
      try {
        rawBody = await request.json();
      } catch {
        return validationError({ body: ['The request body must be valid JSON.'] });
      }
    }
    const bodyResult = validate(options.body, normalizeInput(rawBody ?? {}));
    if (!bodyResult.success) return validationError(fieldErrors(bodyResult.issues));

    /** The answer from the world as it is now: the session, then the handler. */
    const resolveNow = async () => {
      const tokenUser = userForToken(token);
      if (options.auth === 'required' && !tokenUser) return errorResponse(401, 'Unauthenticated.');
      const user = tokenUser && (await settleMembership(tokenUser, clockNow()));
      return resolve({
        request,
        query: queryResult.output as Output<Q>,
        body: bodyResult.output as Output<B>,
        params: paramsResult.output as Output<P>,
        user: user as RouteContext<Q, B, P, A>['user'],
        token,
      });
    };
    if (request.method === 'GET') return resolveNow();
    return exclusively(() =>
      answerOnce(request, token ?? 'visitor', rawBody, () => saving(resolveNow)),
    );
  }
}

/** How often a request runs again when another tab saved the same rows first. */
const CONFLICT_RETRIES = 3;

/**
 * Answers a request that may change the world, then saves what it changed: when another tab saved
 * one of the same rows first (only where the browser has no Web Locks), the change is undone and
 * the request runs again on the newer rows; a storage that is full fails the request with its
 * sentence.
 */
async function saving(resolveNow: () => Promise<Response>): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await resolveNow();
      await commitChanges();
      return response;
    } catch (error) {
      if (error instanceof WriteConflict && attempt < CONFLICT_RETRIES) {
        await catchUp({ always: true });
        continue;
      }
      if (error instanceof StorageFullError) return errorResponse(507, error.message);
      throw error;
    }
  }
}
