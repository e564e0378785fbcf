import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';

type Operation = { security?: unknown[] };
type Contract = { paths: Record<string, Record<string, Operation>> };

/** '/locations/{country}' → a pattern for '/locations/thailand'. */
const pathPattern = (template: string) => new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`);

/**
 * Whether a GET request goes to an operation whose answer is the same for everyone: the contract
 * says so with `security: []`. An operation where a session is optional (`- {}` beside
 * `bearerAuth`) may answer a member differently, and Chrome hands a preloaded answer to the page's
 * request even when that request carries the member's token.
 */
function publicRequestTest(contract: Contract, apiBaseUrl: string): (url: string) => boolean {
  const publicPaths = Object.entries(contract.paths)
    .filter(([, operations]) => operations.get?.security?.length === 0)
    .map(([template]) => pathPattern(template));
  const base = new URL(apiBaseUrl);
  return (url) => {
    const { origin, pathname } = new URL(url);
    if (origin !== base.origin || !pathname.startsWith(base.pathname)) return false;
    const operationPath = pathname.slice(base.pathname.replace(/\/$/, '').length);
    return publicPaths.some((pattern) => pattern.test(operationPath));
  };
}

/** `publicRequestTest` for the project's `openapi.yaml`. */
export async function publicRequestTestFor(
  contractFile: string,
  apiBaseUrl: string,
): Promise<(url: string) => boolean> {
  return publicRequestTest(parse(await readFile(contractFile, 'utf8')) as Contract, apiBaseUrl);
}
