/** Names whose values sign someone in or prove who they are: never written into a report. */
const SECRET = /token|password|secret|authorization|cookie|api[-_]?key/i;

export const REDACTED = '[redacted]';

export const isSecretName = (name: string): boolean => SECRET.test(name);

/** Headers as HAR lists them, the secret ones' values redacted. */
export function redactedHeaders(headers: Headers): Array<{ name: string; value: string }> {
  return [...headers].map(([name, value]) => ({
    name,
    value: isSecretName(name) ? REDACTED : value,
  }));
}

/** The address with its secret query parameters' values redacted. */
export function redactedUrl(address: string): string {
  const url = new URL(address);
  for (const name of [...url.searchParams.keys()])
    if (isSecretName(name)) url.searchParams.set(name, REDACTED);
  return url.toString();
}

function redactedValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactedValue);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, field]) => [
      name,
      isSecretName(name) ? REDACTED : redactedValue(field),
    ]),
  );
}

/** A body with every secret field of its JSON redacted, at any depth; other text as it is. */
export function redactedBody(text: string): string {
  try {
    return JSON.stringify(redactedValue(JSON.parse(text)));
  } catch {
    return text;
  }
}
