import { defineConfig } from '@hey-api/openapi-ts';

export default defineConfig({
  input: './openapi.yaml',
  output: { path: './src/api/generated', format: 'prettier' },
  plugins: [
    // The app makes its own client from this runtime (src/api/client.ts) and passes it to every call.
    { name: '@hey-api/client-ky', throwOnError: true },
    // Enums as objects: the shell imports a few without pulling in every schema (docs/decisions/0022-endpoint-layer-is-generated.md).
    { name: '@hey-api/typescript', enums: 'javascript' },
    {
      name: 'valibot',
      '~resolvers': {
        // An object that doesn't say what else it may hold holds nothing else: a property the
        // contract doesn't declare fails the check, in a request to the mock and in a response.
        object: (ctx) =>
          ctx.schema.additionalProperties === undefined
            ? ctx.$(ctx.symbols.v).attr('strictObject').call(ctx.nodes.shape(ctx))
            : undefined,
      },
    },
    // Responses only: the server checks requests (and answers 422 with field errors the forms show).
    {
      name: '@hey-api/sdk',
      includeInEntry: false,
      auth: false,
      client: false,
      validator: { response: 'valibot' },
    },
    { name: '@tanstack/react-query', queryKeys: { tags: true }, infiniteQueryKeys: { tags: true } },
  ],
});
