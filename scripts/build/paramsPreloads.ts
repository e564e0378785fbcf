/** A frame's page address and the GET requests its first render sent. */
type FrameRequests = { url: string; requests: readonly string[] };

/** '/jobs/$id' and '/jobs/1' → { id: '1' }. */
function paramsOf(pattern: string, url: string): Record<string, string> {
  const values = url.split('/');
  return Object.fromEntries(
    pattern
      .split('/')
      .flatMap((segment, index) =>
        segment.startsWith('$') ? [[segment.slice(1), values[index] ?? '']] : [],
      ),
  );
}

/** `request` with each path segment that is a param's value written as the param's name. */
function templateOf(request: string, params: Record<string, string>): string {
  const url = new URL(request);
  const names = new Map(Object.entries(params).map(([name, value]) => [value, `$${name}`]));
  url.pathname = url.pathname
    .split('/')
    .map((segment) => names.get(segment) ?? segment)
    .join('/');
  return url.href;
}

/**
 * A params page's first requests as templates, '…/api/jobs/$id': each request of the first frame
 * whose path holds the page's params, written with their names, kept when the second frame sent
 * it with its own values. A request that names no param is the same on every page (the HTML
 * preloads it already); one that follows the params some other way is left out.
 */
export function requestTemplates(
  pattern: string,
  [frame, twin]: readonly [FrameRequests, FrameRequests],
): string[] {
  const params = paramsOf(pattern, frame.url);
  const twinParams = paramsOf(pattern, twin.url);
  return frame.requests.flatMap((request) => {
    const template = templateOf(request, params);
    if (template === request) return [];
    const filled = template.replace(/\$(\w+)/g, (_, name: string) => twinParams[name] ?? '');
    return twin.requests.includes(filled) ? [template] : [];
  });
}
