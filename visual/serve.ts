import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { STORYBOOK_DIR } from './catalogue';

/** Serves the static Storybook on 127.0.0.1:<port> for the screenshot run (and nothing else). */
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain',
};

const port = Number(process.argv[2]);

createServer(async (request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  const file = path.join(STORYBOOK_DIR, path.normalize(decodeURIComponent(pathname)));
  const target = file.endsWith(path.sep) ? path.join(file, 'index.html') : file;
  try {
    const body = await readFile(target);
    response.writeHead(200, {
      'Content-Type': TYPES[path.extname(target)] ?? 'application/octet-stream',
      // The build does not change during a run: let the browser keep what it fetched.
      'Cache-Control': 'max-age=3600',
    });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
}).listen(port, '127.0.0.1');
