import path from 'node:path';
import type { LifeCycleEventsMap } from 'msw';
import { afterAll, beforeEach, expect } from 'vitest';
import { onContractAnswer } from '@mocks/contractAnswers';
import { server } from '@mocks/node';
import {
  type Answer,
  appendAnswers,
  requestOf,
} from '../../scripts/cli/contractCoverage/answerLog';

type MockedResponse = LifeCycleEventsMap['response:mocked'][0];

/**
 * Records into `dir` every answer the mock gives during this test file, for
 * `npm run contract:coverage`: each `contract.*` handler's by its operation, and every answer msw
 * gives (tests' own `server.use` overrides too) by its request. `./setup.ts` starts it when
 * CONTRACT_COVERAGE_DIR is set.
 */
export function recordAnswers(dir: string): void {
  const heard = new Map<string, Answer>();
  const hear = (answer: Answer) => heard.set(JSON.stringify(answer), answer);
  const stopHearing = onContractAnswer(({ operation, status }) => hear({ operation, status }));
  const hearMocked = ({ request, response }: MockedResponse) => {
    const asked = requestOf(request.method, request.url);
    if (asked) hear({ request: asked, status: response.status });
  };
  // Before each test: a test that drops every listener of the server (`removeAllListeners`)
  // drops this one too.
  beforeEach(() => {
    server.events.removeListener('response:mocked', hearMocked);
    server.events.on('response:mocked', hearMocked);
  });
  afterAll(() => {
    stopHearing();
    server.events.removeListener('response:mocked', hearMocked);
    const file = path.relative(process.cwd(), expect.getState().testPath ?? 'unknown');
    appendAnswers(dir, 'unit', file, heard.values());
  });
}
