import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build, type Manifest, type Plugin, type ResolvedConfig } from 'vite';
import type { RenderedFrame } from '../../src/app/prerender.tsx';
import { shippedTablePath, smallTablesPath } from '../../mocks/seed/shipped.ts';
import { LARGE_TABLES } from '../../mocks/seed/tables.ts';
import { inlinedStylesheet } from './inlineEntryCss.ts';
import { requestTemplates } from './paramsPreloads.ts';
import { publicRequestTestFor } from './publicRequests.ts';
import { isMockStartChunk } from './chunkGroups.ts';

const SSR_ENTRY = 'src/app/prerender.tsx';
const FRAMES_DIR = '_frames';
const REDIRECTS_FILE = '_redirects';
/** The page for addresses no frame owns (member pages, not found): the plain shell. */
const SHELL_FILE = `${FRAMES_DIR}/shell.html`;
const HEAD_MARKER = '<!--app-head-->';
/** Preloads a params page's first data once its address is known (`public/params-preload.js`). */
const PARAMS_PRELOAD = 'params-preload.js';
const ROOT = /<div id="root">[\s\S]*?<!--\/app-shell-->\s*<\/div>/;

/** A frame, with its page's address and the GET requests the page sent while it rendered. */
type FrameWithRequests = RenderedFrame & { url: string; requests: string[] };
type RouteFrames = {
  id: string;
  path: string;
  /** Its route has a loader: in mock mode the page starts the mock at once (`inBrowserMock`). */
  loadsData: boolean;
  frames: [FrameWithRequests, FrameWithRequests];
};

/** The frames of every page route, rendered in a worker (`renderFrames.worker.mjs`). */
function renderFrames(root: string, entry: string): Promise<RouteFrames[]> {
  const worker = new Worker(path.join(root, 'scripts/build/renderFrames.worker.mjs'), {
    workerData: { entry },
  });
  return new Promise<RouteFrames[]>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  }).finally(() => void worker.terminate());
}

type Chunks = { scripts: string[]; styles: string[] };

/** The chunks of the manifest's `keys` and of what they import. */
function chunksOf(manifest: Manifest, keys: string[]): Chunks {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || key === 'index.html' || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { scripts: [...scripts], styles: [...styles] };
}

/** The route's chunks: its component and loader, and what they import. */
function routeChunks(manifest: Manifest, routeFile: string): Chunks {
  return chunksOf(
    manifest,
    ['component', 'loader'].map((split) => `${routeFile}?tsr-split=${split}`),
  );
}

/** The route file of a route id: '/jobs/$id' → src/routes/jobs/$id.tsx, '/jobs/' → …/index.tsx. */
function routeFile(id: string): string {
  if (id === '/') return 'src/routes/index.tsx';
  return `src/routes${id.endsWith('/') ? `${id}index` : id}.tsx`;
}

const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** What a page asks for beside its entry. */
type PagePreloads = {
  /** Its route's chunks and stylesheets. */
  chunks: Chunks;
  /** Its first data requests, sent while the script downloads. */
  dataUrls: string[];
  /** Mock mode: the start of the mock, at low priority so it never comes before the page's own. */
  mockScripts: string[];
  /** A params route's first data requests as templates, preloaded by `PARAMS_PRELOAD`. */
  paramsRequests?: { route: string; templates: string[] };
};

/**
 * A page: the template with the frame's head tags and its preloads, and its route's stylesheets
 * inline (a stylesheet link would hold the first paint for a request) after the shell's, where
 * the browser would add them when the route loads: a route's rule wins a tie with the shell's.
 */
async function pageHtml(
  outDir: string,
  template: string,
  frame: RenderedFrame,
  { chunks, dataUrls, mockScripts, paramsRequests }: PagePreloads,
) {
  const styles = await Promise.all(
    chunks.styles.map(async (file) =>
      inlinedStylesheet(`/${file}`, await readFile(path.join(outDir, file), 'utf8')),
    ),
  );
  const preloads = [
    ...chunks.scripts.map((file) => `<link rel="modulepreload" href="/${file}">`),
    // `crossorigin`: API calls are CORS requests without credentials, like this preload.
    ...dataUrls.map(
      (url) => `<link rel="preload" as="fetch" crossorigin href="${attribute(url)}">`,
    ),
    ...mockScripts.map((file) => `<link rel="modulepreload" fetchpriority="low" href="/${file}">`),
    ...(paramsRequests?.templates.length
      ? [
          `<script async src="/${PARAMS_PRELOAD}" data-route="${attribute(paramsRequests.route)}" ` +
            `data-requests="${attribute(JSON.stringify(paramsRequests.templates))}"></script>`,
        ]
      : []),
  ];
  return template
    .replace(HEAD_MARKER, frame.head + preloads.join(''))
    .replace('</head>', `${styles.join('')}</head>`)
    .replace(ROOT, `<div id="root" data-frame="${frame.routeId}">${frame.body}</div>`);
}

/** Netlify-style rule paths: '/jobs/$id' → '/jobs/:id'. */
const rulePath = (pattern: string) => pattern.replace(/\$(\w+)/g, ':$1');

/** The rewrites of a `_redirects` file: ':name' matches one segment, '*' the rest. */
function parseRedirects(file: string): Array<{ pattern: RegExp; target: string }> {
  return file
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([from, to, status]) => from && to && status === '200')
    .map(([from, to]) => ({
      pattern: new RegExp(`^${from!.replace(/:\w+/g, '[^/]+').replace(/\*$/, '.*')}/?$`),
      target: to!,
    }));
}

/**
 * Build-time HTML for every page (issue #18): each route is rendered in Node as it looks before
 * its data (`src/app/prerender.tsx`) and written with its own head tags, its stylesheets and its
 * chunks, so the page paints before any script runs and crawlers read its title, description and
 * JSON-LD; the app hydrates it (`src/main.tsx`). A route whose frame depends on its params, and
 * pages only members see, get the plain shell. `_redirects` maps addresses to frames for the host,
 * and `vite preview` follows it.
 */
export function prerenderPages(apiBaseUrl: string | undefined): Plugin {
  let config: ResolvedConfig;
  let outDir = '';
  return {
    name: 'ginger-prerender',
    apply: (_config, env) => (env.command === 'build' ? !env.isSsrBuild : env.isPreview === true),
    config: () => ({ build: { manifest: true } }),
    configResolved(resolved) {
      config = resolved;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // One folder per output: the mock-mode and real-backend builds never share their server build.
      const ssrDir = path.resolve(
        config.root,
        'node_modules/.cache/ginger-prerender',
        path.basename(outDir),
      );
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        publicDir: false,
        build: { ssr: SSR_ENTRY, outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
      });
      const routes = await renderFrames(
        config.root,
        pathToFileURL(path.join(ssrDir, 'prerender.js')).href,
      );
      const manifestFile = path.join(outDir, '.vite/manifest.json');
      const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
      const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
      // With a backend on its own origin, a page's first public data requests are preloaded.
      const isPreloadable = apiBaseUrl
        ? await publicRequestTestFor(path.join(config.root, 'openapi.yaml'), apiBaseUrl)
        : () => false;
      // In mock mode the API answers only once the page has started the mock, from the world's
      // files: a page that loads data asks for them beside its scripts (at 1×, the scale of any
      // visit but QA's).
      const worldFiles = [
        smallTablesPath(1),
        ...LARGE_TABLES.map((table) => shippedTablePath(1, table)),
      ].map((file) => `${config.base}${file}`);
      const mock = chunksOf(
        manifest,
        Object.keys(manifest).filter((key) => isMockStartChunk(manifest[key]!.name)),
      ).scripts;
      const mockScripts = (route: Chunks) => mock.filter((file) => !route.scripts.includes(file));
      const rules: string[] = [];
      // A member page beside a params route (/classifieds/mine and /classifieds/$id) must not
      // get that route's frame: its shell rule comes before the params rules.
      const shellRules: string[] = [];
      for (const {
        id,
        path: pattern,
        loadsData,
        frames: [frame, twin],
      } of routes) {
        // A redirect (member pages) or a frame that shows its params gets the plain shell.
        if (frame.routeId !== id || frame.body !== twin.body) {
          if (!pattern.includes('$')) shellRules.push(`${pattern} /${SHELL_FILE} 200`);
          continue;
        }
        const chunks = routeChunks(manifest, routeFile(id));
        const startsMock = !apiBaseUrl && loadsData;
        const isParams = pattern.includes('$');
        const html = await pageHtml(outDir, template, frame, {
          chunks,
          // A request that changes with the params is not the page's own: both frames sent it.
          dataUrls: startsMock
            ? worldFiles
            : [...new Set(frame.requests)].filter(
                (url) => twin.requests.includes(url) && isPreloadable(url),
              ),
          mockScripts: startsMock ? mockScripts(chunks) : [],
          paramsRequests: isParams
            ? {
                route: pattern,
                templates: requestTemplates(pattern, [frame, twin]).filter((template) =>
                  isPreloadable(template.replace(/\$\w+/g, 'param')),
                ),
              }
            : undefined,
        });
        const file = isParams
          ? `${FRAMES_DIR}/${id.slice(1).replaceAll('/', '-').replaceAll('$', '')}.html`
          : path.join(pattern.slice(1), 'index.html');
        await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
        await writeFile(path.join(outDir, file), html);
        if (isParams) rules.push(`${rulePath(pattern)} /${file} 200`);
      }
      await mkdir(path.join(outDir, FRAMES_DIR), { recursive: true });
      await writeFile(path.join(outDir, SHELL_FILE), template.replace(HEAD_MARKER, ''));
      rules.push(`/* /${SHELL_FILE} 200`);
      await writeFile(
        path.join(outDir, REDIRECTS_FILE),
        `${[...shellRules, ...rules].join('\n')}\n`,
      );
      await rm(path.join(outDir, '.vite'), { recursive: true });
    },
    async configurePreviewServer(server) {
      const file = await readFile(path.join(outDir, REDIRECTS_FILE), 'utf8').catch(() => '');
      const redirects = parseRedirects(file);
      server.middlewares.use((request, _response, next) => {
        const url = new URL(request.url ?? '/', 'http://preview');
        const page = path.posix.join(url.pathname, 'index.html');
        if (existsSync(path.join(outDir, page))) request.url = `${page}${url.search}`;
        else if (!path.extname(url.pathname)) {
          const target = redirects.find((rule) => rule.pattern.test(url.pathname))?.target;
          if (target) request.url = `${target}${url.search}`;
        }
        next();
      });
    },
  };
}
