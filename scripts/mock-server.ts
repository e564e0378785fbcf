/** `npm run mock:server`: the mock API over HTTP on 127.0.0.1, port MOCK_API_PORT (default 4400). */
import { startMockHttpServer } from '../mocks/http/server';

const DEFAULT_PORT = 4400;
const port = Number(process.env.MOCK_API_PORT ?? DEFAULT_PORT);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`MOCK_API_PORT must be a port number, not "${process.env.MOCK_API_PORT}".`);
  process.exit(1);
}

const { url } = await startMockHttpServer({ port });
console.warn(`Mock API listening on ${url} (seeded data, kept in memory until it stops)`);
