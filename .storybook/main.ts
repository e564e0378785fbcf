import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

/**
 * The app's security headers plugin puts its Content-Security-Policy into every HTML page the
 * build writes and a `frame-ancestors 'none'` hosting file beside them. Storybook's iframe.html
 * runs inline scripts that policy forbids, and its manager frames the preview, so Storybook
 * builds without it.
 */
function withoutSecurityHeaders(plugins: PluginOption[] = []): PluginOption[] {
  return plugins
    .flat()
    .filter(
      (plugin) =>
        !(plugin && typeof plugin === 'object' && 'name' in plugin) ||
        plugin.name !== 'ginger-security-headers',
    );
}

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  // The screenshots (`npm run build-storybook:screenshots`) skip the docs pages, and reading every
  // component's props for their tables is half of the build's time: that build leaves them out.
  typescript: { reactDocgen: process.env.STORYBOOK_WITHOUT_DOCS_TABLES ? false : 'react-docgen' },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: withoutSecurityHeaders(viteConfig.plugins),
  }),
};

export default config;
