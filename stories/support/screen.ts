import type { Meta } from '@storybook/react-vite';
import { AppAt } from './AppAt';

/** Meta for a whole-screen story: the real app at `path`, backed by the mock API. */
export function screenMeta(title: string, path: string) {
  return {
    title,
    component: AppAt,
    args: { path },
    parameters: { screen: true, layout: 'fullscreen' },
  } satisfies Meta<typeof AppAt>;
}
