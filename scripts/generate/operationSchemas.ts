/**
 * Writes src/api/generated/operationSchemas.gen.ts from openapi.yaml (run by `npm run generate`,
 * after the valibot schemas): for each operation, the schema of its request body and of its
 * response body at every status it documents. The valibot plugin only names each operation's
 * success response; the mock checks every answer it gives (mocks/handlers/contractCheck.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';

const CONTRACT = 'openapi.yaml';
const SCHEMAS = 'src/api/generated/valibot.gen.ts';
const OUTPUT = 'src/api/generated/operationSchemas.gen.ts';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

type Ref = { $ref: string };
type Body = { content?: Record<string, { schema?: Partial<Ref> }> };
type Operation = { requestBody?: Body; responses: Record<string, Body & Partial<Ref>> };
type Contract = {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, Body> };
};

const contract = parse(readFileSync(CONTRACT, 'utf8')) as Contract;
const generatedNames = new Set(
  Array.from(readFileSync(SCHEMAS, 'utf8').matchAll(/^export const (v\w+)/gm), (match) => match[1]),
);

const lastSegment = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);

/** The generated schema of a body, `null` for none; only named JSON schemas have one. */
function schemaName(body: Body, where: string): string | null {
  if (!body.content) return null;
  const types = Object.keys(body.content);
  const ref = body.content['application/json']?.schema?.$ref;
  if (types.length !== 1 || !ref)
    throw new Error(`${where}: only a $ref'd application/json schema can be checked (${types}).`);
  const name = `v${lastSegment(ref)}`;
  if (!generatedNames.has(name)) throw new Error(`${where}: ${SCHEMAS} has no ${name}.`);
  return name;
}

type Entry = { key: string; request: string | null; responses: [string, string | null][] };

function responsesOf(operation: Operation, key: string): Entry['responses'] {
  return Object.entries(operation.responses).map(([status, declared]) => {
    if (!/^\d{3}$/.test(status)) throw new Error(`${key}: ${status} is not one status.`);
    const response = declared.$ref
      ? contract.components.responses[lastSegment(declared.$ref)]!
      : declared;
    return [status, schemaName(response, `${key} ${status}`)];
  });
}

const operations: Entry[] = Object.entries(contract.paths).flatMap(([path, item]) =>
  METHODS.filter((method) => item[method]).map((method) => {
    const operation = item[method]!;
    const key = `${method.toUpperCase()} ${path}`;
    const request = operation.requestBody
      ? schemaName(operation.requestBody, `${key} request`)
      : null;
    return { key, request, responses: responsesOf(operation, key) };
  }),
);

const imported = new Set(
  operations.flatMap(({ request, responses }) => [request, ...responses.map(([, name]) => name)]),
);
imported.delete(null);

const rendered = operations.map(({ key, request, responses }) =>
  [
    `  '${key}': {`,
    ...(request ? [`    request: ${request},`] : []),
    `    responses: { ${responses.map(([status, name]) => `${status}: ${name}`).join(', ')} },`,
    '  },',
  ].join('\n'),
);

writeFileSync(
  OUTPUT,
  `// Generated from ${CONTRACT} by scripts/generate/operationSchemas.ts (npm run generate): do not edit.

import {
${[...imported]
  .sort()
  .map((name) => `  ${name},`)
  .join('\n')}
} from './valibot.gen';

/**
 * Every operation by method and contract path: the schema of its request body, and the schema of
 * the response body at each status it documents (null: that answer has no body).
 */
export const operationSchemas = {
${rendered.join('\n')}
};
`,
);
