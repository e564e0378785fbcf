import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import-direction zones: routes → features → api, ui, seo, lib → styles (docs/ARCHITECTURE.md). */
const zone = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

const upward = (...targets) =>
  targets.map((target) => ({
    group: [`@/${target}`, `@/${target}/*`],
    message: `This layer may not import ${target}.`,
  }));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'storybook-static',
      'node_modules',
      'src/api/generated',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  { files: ['scripts/**'], rules: { 'no-console': 'off' } },
  zone(['src/styles/**'], [...upward('routes', 'features', 'api', 'ui', 'seo', 'lib', 'app')]),
  zone(['src/lib/**'], [...upward('routes', 'features', 'api', 'ui', 'seo', 'app')]),
  zone(['src/ui/**'], [...upward('routes', 'features', 'api', 'seo', 'app')]),
  zone(['src/seo/**'], [...upward('routes', 'features', 'ui', 'app')]),
  zone(['src/api/**'], [...upward('routes', 'features', 'ui', 'seo')]),
  zone(
    ['src/features/**'],
    [
      ...upward('routes'),
      {
        group: ['@/features/*/*'],
        message:
          "Features use each other only through their public index ('@/features/favorites'), never internals.",
      },
    ],
  ),
  // The mock shares the contract and the one clock with the app, nothing else (its tests may
  // read the app's formatting to check how the world reads on screen).
  zone(
    ['mocks/**'],
    [
      {
        group: [
          '@/*',
          '!@/api',
          '!@/api/generated',
          '!@/api/generated/*',
          '!@/lib',
          '@/lib/*',
          '!@/lib/clock',
        ],
        message: 'Mocks import only api/generated and lib/clock.',
      },
      {
        group: ['../src/*', '../../src/*'],
        message: 'Mocks import only api/generated and lib/clock, through @/.',
      },
    ],
    ['mocks/**/*.test.ts'],
  ),
);
