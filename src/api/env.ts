/**
 * The one switch: with VITE_API_BASE_URL unset the app talks to the in-browser mock.
 * Code that must vanish from real-mode builds tests `import.meta.env.VITE_API_BASE_URL`
 * literally at its own site, so the bundler can drop it; this value is for everything else.
 */
export const apiBaseUrl: string = import.meta.env.VITE_API_BASE_URL || '/api';

/** How long a request may go unanswered before it fails as a lost connection. */
export const apiTimeoutMs: number = Number(import.meta.env.VITE_API_TIMEOUT_MS) || 15_000;
