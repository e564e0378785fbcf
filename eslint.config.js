import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import-direction zones by path, so a relative import is held to them too:
 * routes → features → api, ui, seo, lib → styles; app wires them (docs/ARCHITECTURE.md).
 */
const LAYERS_BELOW = {
  styles: [],
  lib: ['styles'],
  ui: ['lib', 'styles'],
  seo: ['api', 'lib', 'styles'],
  api: ['lib', 'styles'],
  features: ['api', 'ui', 'seo', 'lib', 'styles'],
};
const ALL_LAYERS = ['routes', 'app', 'features', 'api', 'ui', 'seo', 'lib', 'styles'];

const layerZones = Object.entries(LAYERS_BELOW).map(([layer, below]) => ({
  target: `./src/${layer}`,
  from: ALL_LAYERS.filter((other) => other !== layer && !below.includes(other)).map(
    (other) => `./src/${other}`,
  ),
  message: `src/${layer} may import only ${below.join(', ') || 'nothing else of src'}.`,
}));

/** A feature uses another only through its public index ('@/features/favorites'), never internals. */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = FEATURES.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`, ...FEATURES.map((other) => `./${other}/index.ts`)],
  message: 'Features use each other only through their public index, never internals.',
}));

/**
 * The mock shares the contract (and the words for a break of it), the one clock, the card rules
 * and the page's way of yielding to input with the app, nothing else.
 */
const mockZone = {
  target: './mocks',
  from: './src',
  // The session token and web storage as the app keeps them: QA's 'Sign in as' writes the former.
  except: [
    './api/generated',
    './api/contractBreaks.ts',
    './lib/clock.ts',
    './api/paymentCard.ts',
    './lib/yieldToMain.ts',
    './api/token.ts',
    './lib/storage.ts',
  ],
  message:
    'Mocks import only src/api/generated, src/api/contractBreaks, src/lib/clock, src/api/paymentCard, src/lib/yieldToMain, src/api/token and src/lib/storage.',
};

/**
 * Every internal link and navigation is checked against the route tree by tsc: nothing may step
 * around the router's types (docs/ARCHITECTURE.md).
 */
const INTERNAL_HREF =
  'an internal path in `href` is not type-checked: use <Link to params search> from @tanstack/react-router.';
const typedLinkRules = [
  {
    selector: 'TSAsExpression[typeAnnotation.type="TSNeverKeyword"]',
    message:
      '`as never` turns the type checker off (a route, a link, a router): type the value instead.',
  },
  {
    selector: 'JSXAttribute[name.name="href"] > Literal[value=/^\\//]',
    message: `A JSX ${INTERNAL_HREF}`,
  },
  {
    selector: 'JSXAttribute[name.name="href"] > JSXExpressionContainer > Literal[value=/^\\//]',
    message: `A JSX ${INTERNAL_HREF}`,
  },
  {
    selector:
      'JSXAttribute[name.name="href"] > JSXExpressionContainer > TemplateLiteral > TemplateElement:first-child[value.raw=/^\\//]',
    message: `A JSX ${INTERNAL_HREF}`,
  },
  {
    selector:
      'CallExpression:matches([callee.name="navigate"], [callee.property.name="navigate"]) > ObjectExpression > Property[key.name="href"]',
    message: 'navigate({ href }) is not type-checked: use navigate({ to, params, search }).',
  },
];

/** Arrows, shapes, symbols, dingbats and fullwidth forms: characters most text fonts lack. */
const SYMBOL = '[\\u2190-\\u21FF\\u2300-\\u23FF\\u25A0-\\u27BF\\uFF00-\\uFFEF]';
const DRAWN_SYMBOL =
  'is a symbol typed as text: draw it with <Icon> (src/ui/Icon.tsx). The text font lacks it, and the browser looks through every font for one that has it, in the middle of a layout.';
const drawnSymbolRules = [
  { selector: `JSXText[value=/${SYMBOL}/]`, message: `This text ${DRAWN_SYMBOL}` },
  { selector: `Literal[value=/${SYMBOL}/]`, message: `This string ${DRAWN_SYMBOL}` },
  { selector: `TemplateElement[value.raw=/${SYMBOL}/]`, message: `This template ${DRAWN_SYMBOL}` },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'storybook-static',
      'node_modules',
      'src/api/generated',
      'src/routeTree.gen.ts',
      // MSW's service worker script, written by msw itself.
      'mocks/public',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  // The hooks rules read React code only: the seed, the handlers, scripts and browser tests have none.
  {
    ...reactHooks.configs.flat.recommended,
    files: [
      'src/**/*.{ts,tsx}',
      'stories/**/*.{ts,tsx}',
      'mocks/**/*.tsx',
      '.storybook/**/*.{ts,tsx}',
    ],
  },
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
  { files: ['scripts/**', 'visual/**'], rules: { 'no-console': 'off' } },
  {
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...typedLinkRules] },
  },
  {
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...typedLinkRules, ...drawnSymbolRules] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones] }],
    },
  },
  // Nothing imports a test, so a test is never part of a cycle: the costliest rule skips them.
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // A shared component's rules go in the components layer, under any screen's class on it.
  {
    files: ['src/ui/**/*.css.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@vanilla-extract/css',
              importNames: ['style', 'styleVariants', 'globalStyle'],
              message:
                "A component's rules go in the components layer: componentStyle or componentVariants (src/ui/componentStyle.ts).",
            },
            {
              name: '@vanilla-extract/recipes',
              importNames: ['recipe'],
              message:
                "A component's rules go in the components layer: componentRecipe (src/ui/componentStyle.ts).",
            },
          ],
        },
      ],
    },
  },
  // The mock's tests may read the app's formatting to check how the world reads on screen.
  {
    files: ['mocks/**/*.{ts,tsx}'],
    ignores: ['mocks/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...layerZones, ...featureZones, mockZone] },
      ],
    },
  },
);
