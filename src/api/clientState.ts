/** What the app tells the API client at start-up; kept apart so the HTTP layer can load lazily. */
let backendReady: Promise<unknown> = Promise.resolve();
let unauthorizedHandler: () => void = () => {
  if (globalThis.location && globalThis.location.pathname !== '/login')
    globalThis.location.assign('/login');
};

/** Requests wait for this promise first (in mock mode: the service worker starting). */
export function setBackendReady(ready: Promise<unknown>): void {
  backendReady = ready.catch((error: unknown) =>
    console.error('The mock API failed to start', error),
  );
}

export function whenBackendReady(): Promise<unknown> {
  return backendReady;
}

/** What happens after a 401 once the token is gone (default: a full navigation to /login). */
export function setUnauthorizedHandler(handler: () => void): void {
  unauthorizedHandler = handler;
}

export function notifyUnauthorized(): void {
  unauthorizedHandler();
}
