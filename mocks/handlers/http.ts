import {
  http,
  type HttpHandler,
  HttpResponse,
  type JsonBodyType,
  passthrough,
  type PathParams,
} from 'msw';
import type { OpenApiHttpHandlers, PathsFor, ResponseBodyFor } from 'openapi-msw';
import * as v from 'valibot';
import type { paths } from '@/api/generated/paths.gen';
import { checkedAgainstContract } from './contractCheck';

/** Every handler path starts here; `*` matches any origin, so the same handlers serve the browser, Node and the HTTP server. */
export const API = '*/api';

/**
 * First in the service worker's handlers (the app's mock mode, Storybook): a request outside the
 * API (a chunk, an image, the world's files) goes straight to the network. msw would otherwise try
 * every handler on it, and each try reads the cookies: tens of milliseconds of the page's main
 * thread for every company logo.
 */
export const passNonApiThrough = http.all(
  ({ request }) => !new URL(request.url).pathname.startsWith('/api/'),
  () => passthrough(),
);

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Operations<M extends Method> = OpenApiHttpHandlers<paths>[M];

/** A handler of one operation: its contract path, and a resolver that answers the operation's shapes. */
type ContractHandler<M extends Method> = <Path extends PathsFor<Operations<M>>>(
  path: Path,
  resolve: (info: {
    request: Request;
    params: PathParams;
  }) => Promise<HttpResponse<ResponseBodyFor<Operations<M>, Path>>>,
) => HttpHandler;

function handlerFor<M extends Method>(method: M): ContractHandler<M> {
  return (path, resolve) =>
    http[method](
      `${API}${path.replace(/\{(\w+)\}/g, ':$1')}`,
      checkedAgainstContract(`${method.toUpperCase()} ${path}`, resolve),
    );
}

/**
 * msw's `http`, typed from openapi.yaml with openapi-msw's types: a handler names its operation
 * by the contract's path (`contract.get('/jobs/{id}', route(...))`), and an answer of a shape
 * that operation doesn't declare is a type error. What types can't see (a status, a number's
 * range, a cast) is checked as each answer goes out (`checkedAgainstContract`). (openapi-msw's
 * own wrapper would also build a query reader and a response helper for every request, which
 * `route()` doesn't use.)
 */
export const contract = {
  get: handlerFor('get'),
  post: handlerFor('post'),
  put: handlerFor('put'),
  patch: handlerFor('patch'),
  delete: handlerFor('delete'),
};

/** A JSON answer whose type is its body's, so the contract can check it. */
export function json<T extends JsonBodyType>(body: T, status = 200): HttpResponse<T> {
  return HttpResponse.json(body, { status });
}

export function noContent(): HttpResponse<null> {
  return new HttpResponse(null, { status: 204 });
}

export function errorResponse(status: number, message: string) {
  return json({ message }, status);
}

export function validationError(errors: Record<string, string[]>, message?: string) {
  const first = Object.values(errors)[0]?.[0];
  return json({ message: message ?? first ?? 'The given data was invalid.', errors }, 422);
}

/** A date as the backend writes it in its messages and emails: '1 December 2026'. */
export function longDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export function notFound(what: string) {
  return errorResponse(404, `${what} not found.`);
}

function fieldLabel(field: string): string {
  return field.replace(/_/g, ' ');
}

/**
 * What the contract's formats let through but a real backend refuses, as Laravel words it: a
 * date that is not on the calendar ('2026-02-31' passes `format: date`), a link that is not a
 * web address (`javascript:` passes `format: uri`, and would run when the link is clicked).
 */
const RULES = {
  calendarDate: {
    holds: (value: string) => {
      const day = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
    },
    message: (name: string) => `The ${name} field must be a valid date.`,
  },
  webAddress: {
    holds: (value: string) => /^https?:\/\/\S/i.test(value.trim()),
    message: (name: string) =>
      `The ${name} field must start with one of the following: http://, https://.`,
  },
};

/** Errors for each given field whose value breaks its rule; absent values are left to the schema. */
export function ruleErrors(
  checks: Array<[field: string, value: string | null | undefined, rule: keyof typeof RULES]>,
): Record<string, string[]> | null {
  const errors = checks
    .filter(([, value, rule]) => value && !RULES[rule].holds(value))
    .map(([field, , rule]) => [field, [RULES[rule].message(fieldLabel(field))]]);
  return errors.length > 0 ? Object.fromEntries(errors) : null;
}

/** Laravel-style messages, so the app is tested against the wording a real backend sends. */
function issueMessage(field: string, issue: v.BaseIssue<unknown>): string {
  const name = fieldLabel(field);
  if (issue.input === undefined || issue.input === null || issue.input === '')
    return `The ${name} field is required.`;
  switch (issue.type) {
    case 'email':
      return `The ${name} field must be a valid email address.`;
    case 'min_length':
      return Array.isArray(issue.input)
        ? `The ${name} field must have at least ${String(issue.requirement)} items.`
        : `The ${name} field must be at least ${String(issue.requirement)} characters.`;
    case 'max_length':
      return Array.isArray(issue.input)
        ? `The ${name} field must not have more than ${String(issue.requirement)} items.`
        : `The ${name} field must not be greater than ${String(issue.requirement)} characters.`;
    case 'min_value':
      return `The ${name} field must be at least ${String(issue.requirement)}.`;
    case 'max_value':
      return `The ${name} field must not be greater than ${String(issue.requirement)}.`;
    case 'picklist':
      return `The selected ${name} is invalid.`;
    case 'number':
    case 'integer':
      return `The ${name} field must be a number.`;
    case 'boolean':
      return `The ${name} field must be true or false.`;
    case 'string':
      return `The ${name} field must be a string.`;
    default:
      return `The ${name} field is invalid.`;
  }
}

export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? 'body';
    (errors[field] ??= []).push(issueMessage(field, issue));
  }
  return errors;
}

/** The primitive type a (possibly optional or piped) schema expects, so strings from a URL can be converted. */
function expectedType(schema: unknown): string | undefined {
  let current = schema as { type?: string; wrapped?: unknown } | undefined;
  while (
    current &&
    (current.type === 'optional' || current.type === 'nullable' || current.type === 'nullish')
  ) {
    current = current.wrapped as typeof current;
  }
  return current?.type;
}

/** Turns URL strings into the numbers and booleans the object schema's entries expect; anything else stays a string. */
export function coerceStrings(
  schema: v.GenericSchema,
  raw: Record<string, string>,
): Record<string, unknown> {
  const entries = (schema as unknown as { entries?: Record<string, unknown> }).entries ?? {};
  return Object.fromEntries(
    Object.entries(raw).map(([key, value]) => {
      const type = expectedType(entries[key]);
      if (type === 'number' && value.trim() !== '' && !Number.isNaN(Number(value)))
        return [key, Number(value)];
      if (type === 'boolean' && (value === 'true' || value === 'false'))
        return [key, value === 'true'];
      if (type === 'boolean' && (value === '1' || value === '0')) return [key, value === '1'];
      return [key, value];
    }),
  );
}

export function paginate<T>(items: readonly T[], page: number, perPage: number) {
  const lastPage = Math.max(1, Math.ceil(items.length / perPage));
  const start = (page - 1) * perPage;
  return {
    data: items.slice(start, start + perPage),
    meta: { total: items.length, per_page: perPage, current_page: page, last_page: lastPage },
  };
}

/** Case-insensitive "does any of these texts contain the term". */
export function matchesSearch(
  term: string | undefined,
  texts: ReadonlyArray<string | null | undefined>,
): boolean {
  const needle = term?.trim().toLowerCase();
  if (!needle) return true;
  return texts.some((text) => text?.toLowerCase().includes(needle));
}
