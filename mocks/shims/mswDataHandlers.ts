/**
 * Replaces @mswjs/data's generated REST and GraphQL handlers in the browser build. The mock
 * writes its own handlers for the contract (mocks/handlers), and these modules would bring all of
 * msw's core and the whole `graphql` package (about 45 kB gzip) that nothing calls.
 */
function notIncluded(): never {
  throw new Error(
    'The Ginger mock writes its own handlers (mocks/handlers): @mswjs/data toHandlers() is not in this build.',
  );
}

export const generateRestHandlers = notIncluded;
export const generateGraphQLHandlers = notIncluded;
export const generateGraphQLSchema = notIncluded;
