import { defineConfig } from '@hey-api/openapi-ts';

export default defineConfig({
  input: './openapi.yaml',
  output: { path: './src/api/generated', format: 'prettier' },
  plugins: [{ name: '@hey-api/typescript', enums: 'javascript' }, 'valibot'],
});
