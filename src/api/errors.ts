export const GENERIC_ERROR_MESSAGE = 'An error occurred. Please try again.';

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'contract';
export type FieldErrors = Record<string, string[]>;

/** The one error type every API call rejects with. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** The server's own message, when it sent one. */
  readonly serverMessage: string | undefined;
  readonly fieldErrors: FieldErrors;

  constructor(options: {
    status: number;
    kind: ApiErrorKind;
    message: string;
    serverMessage?: string;
    fieldErrors?: FieldErrors;
  }) {
    super(options.message);
    this.status = options.status;
    this.kind = options.kind;
    this.serverMessage = options.serverMessage;
    this.fieldErrors = options.fieldErrors ?? {};
  }

  /** The first message of the first field that has one. */
  get firstFieldError(): string | undefined {
    return Object.values(this.fieldErrors).find((messages) => messages.length > 0)?.[0];
  }

  get isClientError(): boolean {
    return this.kind === 'http' && this.status >= 400 && this.status < 500;
  }
}

/**
 * What a form banner shows (SPEC §8): the server's message; else the first message of the
 * first field; else a generic sentence.
 */
export function errorBannerMessage(error: unknown): string {
  if (error instanceof ApiError)
    return error.serverMessage ?? error.firstFieldError ?? GENERIC_ERROR_MESSAGE;
  return GENERIC_ERROR_MESSAGE;
}
