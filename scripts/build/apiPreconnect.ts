import type { Plugin } from 'vite';

/**
 * With an API on another origin, index.html opens the connection to it while the script
 * downloads, so the first data request does not pay for the handshake. `crossorigin`: API
 * calls are CORS requests without credentials, which use the anonymous connection pool.
 */
export function apiPreconnect(apiBaseUrl: string | undefined): Plugin {
  return {
    name: 'ginger-api-preconnect',
    apply: 'build',
    transformIndexHtml: () =>
      apiBaseUrl
        ? [
            {
              tag: 'link',
              attrs: { rel: 'preconnect', href: new URL(apiBaseUrl).origin, crossorigin: '' },
              injectTo: 'head',
            },
          ]
        : [],
  };
}
