import { redactedBody, redactedHeaders, redactedUrl } from './redact';

type NameValue = { name: string; value: string };

/** One API call as HAR 1.2 lists it (http://www.softwareishard.com/blog/har-12-spec/). */
export type HarEntry = {
  startedDateTime: string;
  time: number;
  request: {
    method: string;
    url: string;
    httpVersion: string;
    cookies: NameValue[];
    headers: NameValue[];
    queryString: NameValue[];
    postData?: { mimeType: string; text: string };
    headersSize: -1;
    bodySize: number;
  };
  response: {
    status: number;
    statusText: string;
    httpVersion: string;
    cookies: NameValue[];
    headers: NameValue[];
    content: { size: number; mimeType: string; text: string };
    redirectURL: string;
    headersSize: -1;
    bodySize: number;
  };
  cache: Record<string, never>;
  timings: { send: number; wait: number; receive: number };
};

export type HarLog = {
  log: { version: '1.2'; creator: { name: string; version: string }; entries: HarEntry[] };
};

/** A finished call: what was asked, what answered, when it started and how long it took. */
export type ApiCall = {
  startedAt: Date;
  durationMs: number;
  request: Request;
  requestBody: string;
  response: Response;
  responseBody: string;
};

const mimeTypeOf = (headers: Headers) => headers.get('content-type') ?? '';

/** A call as a HAR entry, with tokens and passwords redacted wherever they appear. */
export function harEntry(call: ApiCall): HarEntry {
  const { request, response } = call;
  const url = redactedUrl(request.url);
  const responseText = redactedBody(call.responseBody);
  const requestText = call.requestBody && redactedBody(call.requestBody);
  return {
    startedDateTime: call.startedAt.toISOString(),
    time: call.durationMs,
    request: {
      method: request.method,
      url,
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: redactedHeaders(request.headers),
      queryString: [...new URL(url).searchParams].map(([name, value]) => ({ name, value })),
      ...(requestText && {
        postData: { mimeType: mimeTypeOf(request.headers), text: requestText },
      }),
      headersSize: -1,
      bodySize: requestText.length,
    },
    response: {
      status: response.status,
      statusText: response.statusText,
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: redactedHeaders(response.headers),
      content: {
        size: responseText.length,
        mimeType: mimeTypeOf(response.headers),
        text: responseText,
      },
      redirectURL: '',
      headersSize: -1,
      bodySize: responseText.length,
    },
    cache: {},
    // The mock answers in the page's own service worker: the whole call is waiting for it.
    timings: { send: 0, wait: call.durationMs, receive: 0 },
  };
}

/** Entries as a HAR 1.2 log. */
export function harLog(entries: HarEntry[]): HarLog {
  return { log: { version: '1.2', creator: { name: 'Ginger QA panel', version: '1' }, entries } };
}
