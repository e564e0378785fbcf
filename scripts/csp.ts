import type { Plugin } from 'vite';

/**
 * The Content-Security-Policy of the built app: no inline or foreign script at all. Styles may
 * be inline attributes (React `style`); images may come from the API's hosts (https) or be a
 * photo the user picked (data:); calls go to this origin and the configured API's origin.
 */
export function contentSecurityPolicy(apiBaseUrl: string | undefined): string {
  const apiOrigin = apiBaseUrl ? new URL(apiBaseUrl).origin : null;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src 'self'${apiOrigin ? ` ${apiOrigin}` : ''}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Writes the policy into index.html at build time (the dev server injects inline scripts). */
export function cspPlugin(apiBaseUrl: string | undefined): Plugin {
  return {
    name: 'ginger-csp',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: {
          'http-equiv': 'Content-Security-Policy',
          content: contentSecurityPolicy(apiBaseUrl),
        },
        injectTo: 'head-prepend',
      },
    ],
  };
}
