import type { World, WorldOptions } from './world';

let prebuilt: { key: string; load: () => World } | undefined;

/** What tells one world from another: the instant it is built around and its scale. */
export const worldKey = ({ now, scale }: WorldOptions) => `${now.getTime()}:${scale}`;

/**
 * Hands this process the world of `options` built by another (Vitest builds the tests' world once
 * per run: `src/test/globalSetup.ts`); `load` is called only when something seeds it.
 */
export function adoptPrebuiltWorld(options: WorldOptions, load: () => World): void {
  prebuilt = { key: worldKey(options), load };
}

/** The loader of the world with `key`, when another process built it. */
export function prebuiltWorld(key: string): (() => World) | undefined {
  return prebuilt?.key === key ? prebuilt.load : undefined;
}
