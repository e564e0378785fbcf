import { countOf } from '@/lib/format';

export const GENERIC_ERROR_MESSAGE = 'An error occurred. Please try again.';

/** `signed-out`: the session ended during a submission and the member did not sign in again. */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'contract' | 'signed-out';
export type FieldErrors = Record<string, string[]>;

/** The one error type every API call rejects with. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** The server's own message, when it sent one. */
  readonly serverMessage: string | undefined;
  readonly fieldErrors: FieldErrors;
  /** How long a throttled caller (429) should wait, from the server's Retry-After. */
  readonly retryAfterSeconds: number | undefined;

  constructor(options: {
    status: number;
    kind: ApiErrorKind;
    message: string;
    serverMessage?: string;
    fieldErrors?: FieldErrors;
    retryAfterSeconds?: number;
  }) {
    super(options.message);
    this.status = options.status;
    this.kind = options.kind;
    this.serverMessage = options.serverMessage;
    this.fieldErrors = options.fieldErrors ?? {};
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  /** The first message of the first field that has one. */
  get firstFieldError(): string | undefined {
    return Object.values(this.fieldErrors).find((messages) => messages.length > 0)?.[0];
  }

  get isClientError(): boolean {
    return this.kind === 'http' && this.status >= 400 && this.status < 500;
  }
}

/** The API's 404: what was asked for does not exist (any more). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** Longer than this, a server's message is a dump (a stack, a query), not words for a person. */
const MAX_SHOWN_MESSAGE_LENGTH = 300;

/** 507: the change was refused because the server's storage is full, which its message says. */
const INSUFFICIENT_STORAGE = 507;

/**
 * A message the server wrote for the user, in a sentence or two: an answer to their request (4xx),
 * or why their change could not be kept (507).
 */
function messageForPeople(error: ApiError): string | undefined {
  const message = error.serverMessage;
  const meantForPeople = error.isClientError || error.status === INSUFFICIENT_STORAGE;
  if (!meantForPeople || !message || message.length > MAX_SHOWN_MESSAGE_LENGTH) return undefined;
  return message;
}

/** 'Too many attempts' with how long to wait: seconds under a minute, else whole minutes. */
function throttledMessage(retryAfterSeconds: number): string {
  const wait =
    retryAfterSeconds < 60
      ? countOf(retryAfterSeconds, 'second')
      : countOf(Math.ceil(retryAfterSeconds / 60), 'minute');
  return `Too many attempts. Please try again in ${wait}.`;
}

/**
 * What a form banner shows: the server's message; else the first message of the
 * first field; else a generic sentence. A server failure (5xx) always gets the generic
 * sentence: its text ('Server Error', 'SQLSTATE[23000]...') was never meant for users.
 */
export function errorBannerMessage(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'signed-out') return error.message;
  if (error instanceof ApiError && error.status === 429 && error.retryAfterSeconds)
    return throttledMessage(error.retryAfterSeconds);
  if (error instanceof ApiError)
    return messageForPeople(error) ?? error.firstFieldError ?? GENERIC_ERROR_MESSAGE;
  return GENERIC_ERROR_MESSAGE;
}
