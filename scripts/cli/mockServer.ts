/**
 * `npm run mock:server`: the mock API over HTTP on 127.0.0.1, port MOCK_API_PORT (default 4400).
 * MOCK_CLOCK (e.g. 2028-02-29T10:00:00Z) pins its clock there, running on, as `?mock=clock:` does.
 * MOCK_WRONG_SHAPE (e.g. /jobs) makes answers under that path break the contract, to see the
 * app's contract watch at work (`VITE_API_BASE_URL=http://127.0.0.1:4400/api npm run dev`).
 */
import { pinClock } from '../../src/lib/clock';
import { startMockHttpServer } from '../../mocks/http/server';
import { parseInstant } from '../../mocks/scenarios/scenario';

const DEFAULT_PORT = 4400;
const port = Number(process.env.MOCK_API_PORT ?? DEFAULT_PORT);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`MOCK_API_PORT must be a port number, not "${process.env.MOCK_API_PORT}".`);
  process.exit(1);
}

if (process.env.MOCK_CLOCK) {
  const instant = parseInstant(process.env.MOCK_CLOCK);
  if (!instant) {
    console.error(
      `MOCK_CLOCK must be a UTC instant such as 2028-02-29T10:00:00Z, not "${process.env.MOCK_CLOCK}".`,
    );
    process.exit(1);
  }
  pinClock(instant);
}

const wrongShapeUnder = process.env.MOCK_WRONG_SHAPE || undefined;
const { url } = await startMockHttpServer({ port, wrongShapeUnder });
console.warn(`Mock API listening on ${url} (seeded data, kept in memory until it stops)`);
if (wrongShapeUnder)
  console.warn(`Answers under ${wrongShapeUnder} break the contract on purpose.`);
