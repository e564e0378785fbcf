import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

/**
 * Plugins for the app's own build that Storybook's must not run. The security headers put the
 * app's Content-Security-Policy into every HTML page and a `frame-ancestors 'none'` hosting file
 * beside them: Storybook's iframe.html runs inline scripts that policy forbids, and its manager
 * frames the preview. The prerender renders the app's pages into the output (and would share its
 * server build's folder with an app build running at the same time, as in CI). The brotli twins
 * would add seconds to a build that only CI's screenshots and designers' browsers load. The
 * eager-compile hint fits chunks that run as they arrive; most of Storybook's (its manager, the
 * docs) don't.
 */
const APP_BUILD_PLUGINS = new Set([
  'ginger-security-headers',
  'ginger-prerender',
  'ginger-precompress',
  'ginger-eager-compile',
  // Stories keep the check of the mock's answers against the contract.
  'ginger-unchecked-mock-answers',
]);

function withoutAppBuildPlugins(plugins: PluginOption[] = []): PluginOption[] {
  return plugins
    .flat()
    .filter(
      (plugin) =>
        !(plugin && typeof plugin === 'object' && 'name' in plugin) ||
        !APP_BUILD_PLUGINS.has(plugin.name),
    );
}

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    // The app's Vite config adds MSW's worker script in mock mode, and Storybook runs in mock mode.
    plugins: withoutAppBuildPlugins(viteConfig.plugins),
  }),
};

export default config;
