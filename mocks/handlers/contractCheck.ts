import type { PathParams } from 'msw';
import * as v from 'valibot';
import { contractIssueOf, type ContractIssue } from '@/api/contractBreaks';
import { operationSchemas } from '@/api/generated/operationSchemas.gen';
import { noteContractAnswer } from '../contractAnswers';
import { reportContractViolation } from '../contractViolations';
import { normalizeInput } from './normalizeInput';

type Schemas = {
  request?: v.GenericSchema;
  /** By documented status; null where that answer has no body. */
  responses: Readonly<Partial<Record<number, v.GenericSchema | null>>>;
};

const schemasByOperation: Readonly<Record<string, Schemas>> = operationSchemas;

type Resolver<R extends Response> = (info: { request: Request; params: PathParams }) => Promise<R>;

/** The body of a message that should hold JSON, or the issue of one that doesn't. */
function jsonOf(text: string, field: string): { body: unknown } | { issue: ContractIssue } {
  try {
    return { body: JSON.parse(text) as unknown };
  } catch {
    return { issue: { field, expected: 'JSON', received: text ? 'something else' : 'no body' } };
  }
}

async function answerIssues(schemas: Schemas, answer: Response): Promise<ContractIssue[]> {
  const schema = schemas.responses[answer.status];
  if (schema === undefined) {
    const documented = Object.keys(schemas.responses).join(', ');
    return [{ field: '(status)', expected: documented, received: String(answer.status) }];
  }
  const text = await answer.clone().text();
  if (schema === null)
    return text ? [{ field: '(body)', expected: 'no body', received: 'a body' }] : [];
  const json = jsonOf(text, '(body)');
  if ('issue' in json) return [json.issue];
  return v.safeParse(schema, json.body).issues?.map(contractIssueOf) ?? [];
}

/** Where a request body the handler accepted breaks the request's schema, as `route()` reads it. */
function acceptedRequestIssues(schema: v.GenericSchema, sent: string): ContractIssue[] {
  const json = jsonOf(sent, '(request)');
  if ('issue' in json) return [json.issue];
  return (v.safeParse(schema, normalizeInput(json.body)).issues ?? []).map((issue) => {
    const { field, ...rest } = contractIssueOf(issue);
    return { field: `(request) ${field}`, ...rest };
  });
}

/**
 * `resolve`, with each of its answers held to the operation in openapi.yaml: a status the
 * operation documents, a body of that status's schema, and no success for a request body the
 * contract refuses. A departure is reported (`reportContractViolation`); the answer goes out as it
 * was given, and is noted for whoever records the contract's coverage (`noteContractAnswer`).
 */
export function checkedAgainstContract<R extends Response>(
  operation: string,
  resolve: Resolver<R>,
): Resolver<R> {
  const schemas = schemasByOperation[operation];
  if (!schemas) throw new Error(`${operation} is not an operation of openapi.yaml.`);
  return async (info) => {
    const sent = schemas.request ? await info.request.clone().text() : '';
    const answer = await resolve(info);
    noteContractAnswer({ operation, status: answer.status });
    const issues = await answerIssues(schemas, answer);
    if (schemas.request && answer.ok) issues.push(...acceptedRequestIssues(schemas.request, sent));
    if (issues.length > 0)
      reportContractViolation({
        operation,
        status: answer.status,
        path: new URL(info.request.url).pathname.replace(/^\/api/, ''),
        issues,
      });
    return answer;
  };
}
