import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { getResponse } from 'msw';
import { api } from '../handlers';
import { restoreDatabase } from '../persist';
import { buildWorldHere } from '../seed';
import { SENT_MAIL_PATH, sentMail } from './sentMail';
import { isUnder, withWrongShape } from './wrongShape';

/** Browsers on this machine may call the server; any other origin gets no CORS headers. */
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

function corsHeaders(origin: string | undefined): Record<string, string> {
  if (!origin || !LOCAL_ORIGIN.test(origin)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, Idempotency-Key',
    // Cross-origin scripts see only simple response headers unless exposed: the app reads Retry-After.
    'Access-Control-Expose-Headers': 'Retry-After',
    'Access-Control-Max-Age': '600',
    vary: 'Origin',
  };
}

async function toFetchRequest(incoming: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD' && chunks.length > 0;
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  return new Request(new URL(incoming.url ?? '/', origin), {
    method: incoming.method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  });
}

/** Bodies worth compressing; like a production API, lists of guides travel gzipped. */
const GZIP_FROM_BYTES = 1024;

async function send(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  response: Response,
  cors: Record<string, string>,
) {
  const headers: Record<string, string> = { ...cors };
  response.headers.forEach((value, name) => (headers[name] = value));
  let body = Buffer.from(await response.arrayBuffer());
  headers.vary = [headers.vary, 'Accept-Encoding'].filter(Boolean).join(', ');
  if (
    body.length >= GZIP_FROM_BYTES &&
    /\bgzip\b/.test(incoming.headers['accept-encoding'] ?? '')
  ) {
    body = gzipSync(body);
    headers['content-encoding'] = 'gzip';
    delete headers['content-length'];
  }
  outgoing.writeHead(response.status, headers);
  outgoing.end(body);
}

export type MockHttpServer = { url: string; server: Server; close: () => Promise<void> };

/**
 * The mock API over HTTP: the same handlers and seeded database as the browser mock, so the
 * app built with VITE_API_BASE_URL (or curl, or any client) can use the contract.
 */
export async function startMockHttpServer({
  host = '127.0.0.1',
  port = 4400,
  /** Answers under this path (after /api, e.g. `/jobs`) break the contract: see wrongShape.ts. */
  wrongShapeUnder = undefined as string | undefined,
} = {}) {
  // Its world lives as long as the process, even where a test's DOM has an IndexedDB.
  await restoreDatabase(buildWorldHere, { inMemory: true });
  const server = createServer((incoming, outgoing) => {
    const cors = corsHeaders(incoming.headers.origin);
    if (incoming.method === 'OPTIONS') {
      outgoing.writeHead(204, cors).end();
      return;
    }
    if (incoming.method === 'GET' && incoming.url?.split('?')[0] === SENT_MAIL_PATH) {
      outgoing.writeHead(200, { 'Content-Type': 'application/json', ...cors });
      outgoing.end(JSON.stringify({ data: sentMail() }));
      return;
    }
    const origin = `http://${incoming.headers.host ?? `${host}:${port}`}`;
    toFetchRequest(incoming, origin)
      .then(async (request) => {
        const response =
          (await getResponse([api], request)) ??
          Response.json({ message: 'Not found.' }, { status: 404 });
        const answer =
          wrongShapeUnder && isUnder(request, wrongShapeUnder)
            ? await withWrongShape(response)
            : response;
        await send(incoming, outgoing, answer, cors);
      })
      .catch((error: unknown) => {
        console.error('[mock server]', error);
        if (!outgoing.headersSent)
          outgoing.writeHead(500, { 'Content-Type': 'application/json', ...cors });
        outgoing.end(JSON.stringify({ message: 'Server error.' }));
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}/api`,
    server,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  } satisfies MockHttpServer;
}
