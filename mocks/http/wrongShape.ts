/**
 * For trying the app's contract watch against a backend that departs from openapi.yaml
 * (`MOCK_WRONG_SHAPE=/jobs npm run mock:server`): answers under a path get two faults a new
 * backend typically has, a number sent as a string and a field the contract doesn't name.
 */

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The resource of an answer: `data`, or the first of a list `data`. */
function resourceOf(body: Json): Json | undefined {
  const data = Array.isArray(body.data) ? body.data[0] : body.data;
  return isObject(data) ? data : undefined;
}

export async function withWrongShape(response: Response): Promise<Response> {
  if (!response.ok || !response.headers.get('content-type')?.includes('json')) return response;
  const body: unknown = await response.json();
  const resource = isObject(body) ? resourceOf(body) : undefined;
  if (resource) {
    if (typeof resource.id === 'number') resource.id = String(resource.id);
    resource.legacy_ref = 'v1';
  }
  return Response.json(body, { status: response.status, headers: response.headers });
}

/** Whether the request's path (after /api) is under `prefix`. */
export function isUnder(request: Request, prefix: string): boolean {
  const path = new URL(request.url).pathname.replace(/^\/api/, '');
  return path === prefix || path.startsWith(`${prefix}/`);
}
