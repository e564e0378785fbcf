import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { api } from '@mocks/handlers';
import { passNonApiThrough } from '@mocks/handlers/http';
import { loadShippedWorld } from '@mocks/shippedWorld';
import { storyAnnotations } from './annotations';
import { forgetEarlierContractBreaks, markContractBreaks } from './contractBreaks';
import { applyChosenScenario, scenarioClockLoader, scenarioGlobalTypes } from './scenarioToolbar';
import { StatesDocsPage } from './StatesDocsPage';

// Plays wait for the mock API as long as the Vitest run of the stories does (src/test/setup.ts):
// the testing library's 1 s default fails on a busy machine.
configure({ asyncUtilTimeout: 8000 });

markContractBreaks();

const worker = setupWorker(passNonApiThrough, api);

async function startWorker() {
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  return worker;
}

const annotations = storyAnnotations(loadShippedWorld);

const preview: Preview = {
  ...annotations,
  parameters: { ...annotations.parameters, docs: { page: StatesDocsPage } },
  globalTypes: scenarioGlobalTypes,
  initialGlobals: { scenario: '' },
  loaders: [
    mswLoader(startWorker),
    forgetEarlierContractBreaks,
    scenarioClockLoader,
    ...(annotations.loaders as []),
  ],
  beforeEach: ({ globals }) => applyChosenScenario(globals, worker),
};

export default preview;
