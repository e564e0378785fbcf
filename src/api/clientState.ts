/** What the app tells the API client at start-up; kept apart so the HTTP layer can load lazily. */
let startBackend: () => Promise<unknown> = () => Promise.resolve();
let backendReady: Promise<unknown> | undefined;
let unauthorizedHandler: () => void = () => {
  if (globalThis.location && globalThis.location.pathname !== '/login')
    globalThis.location.assign('/login');
};

/**
 * How to start the backend in the page (mock mode: the in-browser mock). The first request
 * starts it, so pages that need no data never load it and the first paint never waits for it.
 */
export function setBackendStarter(start: () => Promise<unknown>): void {
  startBackend = start;
  backendReady = undefined;
}

/** Requests wait for this first; the first call starts the backend. */
export function whenBackendReady(): Promise<unknown> {
  backendReady ??= startBackend().catch((error: unknown) =>
    console.error('The mock API failed to start', error),
  );
  return backendReady;
}

/** Waits for a start already under way, without starting one. */
export function whenStartingBackendReady(): Promise<unknown> {
  return backendReady ?? Promise.resolve();
}

let hydration: Promise<void> = Promise.resolve();

/**
 * Holds every answer until the page's build-time HTML is hydrated (the first render must match
 * it, so no data may land before); requests still go out at once. Returns the release.
 */
export function holdAnswersUntilHydrated(): () => void {
  let release = () => {};
  hydration = new Promise((resolve) => (release = resolve));
  return release;
}

/** Answers wait for this (at once unless a hydration holds them). */
export function whenHydrated(): Promise<void> {
  return hydration;
}

let sessionRenewer: () => Promise<boolean> = () => Promise.resolve(false);

/**
 * How a member whose session ended in the middle of a submission signs in again without leaving
 * the page; resolves true once they have (default: they can't).
 */
export function setSessionRenewer(renew: () => Promise<boolean>): void {
  sessionRenewer = renew;
}

export function renewSession(): Promise<boolean> {
  return sessionRenewer();
}

/** What happens after a 401 once the token is gone (default: a full navigation to /login). */
export function setUnauthorizedHandler(handler: () => void): void {
  unauthorizedHandler = handler;
}

export function notifyUnauthorized(): void {
  unauthorizedHandler();
}
