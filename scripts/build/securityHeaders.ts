import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The hosting headers file, in the `_headers` format static hosts read (a path, then its headers). */
export const HEADERS_FILE = '_headers';

/**
 * The Content-Security-Policy of the built app: no inline or foreign script at all. Styles may
 * be inline attributes (React `style`); images may come from the API's hosts (https) or be a
 * photo the user picked (data:); calls go to this origin and the configured API's origin. Workers
 * only in mock mode, from this origin: the mock answers through MSW's service worker.
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
    `worker-src ${apiOrigin ? "'none'" : "'self'"}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * What every response of the site should carry. `frame-ancestors` only works as a header (a meta
 * tag can't stop framing), so the policy is sent here in full as well as in the page.
 */
export function securityHeaders(apiBaseUrl: string | undefined): Record<string, string> {
  return {
    'Content-Security-Policy': `${contentSecurityPolicy(apiBaseUrl)}; frame-ancestors 'none'`,
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

export function formatHeadersFile(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return `# Security headers for every path; see README, "Hosting".\n/*\n${lines.join('\n')}\n`;
}

/** The headers a `_headers` file gives every path (its `/*` rules); other rules are not read. */
export function headersForEveryPath(file: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inEveryPathRule = false;
  for (const line of file.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      inEveryPathRule = line.trim() === '/*';
      continue;
    }
    const match = /^\s+([\w-]+):\s*(.*)$/.exec(line);
    if (inEveryPathRule && match) headers[match[1]!] = match[2]!.trim();
  }
  return headers;
}

/**
 * Ships the headers with the build: the policy as a meta tag in index.html (the dev server
 * injects inline scripts, so not there), the full set in `_headers` for the host, and
 * `vite preview` serves each build with its own `_headers`, so tests run under what ships.
 */
export function securityHeadersPlugin(apiBaseUrl: string | undefined): Plugin {
  let outDir = '';
  return {
    name: 'ginger-security-headers',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    transformIndexHtml(_html, context) {
      if (context.server) return [];
      return [
        {
          tag: 'meta',
          attrs: {
            'http-equiv': 'Content-Security-Policy',
            content: contentSecurityPolicy(apiBaseUrl),
          },
          injectTo: 'head-prepend',
        },
      ];
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: HEADERS_FILE,
        source: formatHeadersFile(securityHeaders(apiBaseUrl)),
      });
    },
    async configurePreviewServer(server) {
      const file = await readFile(path.join(outDir, HEADERS_FILE), 'utf8').catch(() => '');
      const headers = Object.entries(headersForEveryPath(file));
      server.middlewares.use((_request, response, next) => {
        for (const [name, value] of headers) response.setHeader(name, value);
        next();
      });
    },
  };
}
