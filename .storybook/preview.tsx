import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { handlers } from '@mocks/handlers';
import { loadShippedWorld } from '@mocks/shippedWorld';
import { storyAnnotations } from './annotations';

async function startWorker() {
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  return worker;
}

const annotations = storyAnnotations(loadShippedWorld);

const preview: Preview = {
  ...annotations,
  loaders: [mswLoader(startWorker), ...(annotations.loaders as [])],
};

export default preview;
