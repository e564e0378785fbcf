// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { harEntry, harLog } from './har';
import { REDACTED } from './redact';

const login = () =>
  harEntry({
    startedAt: new Date('2027-03-16T09:30:00.000Z'),
    durationMs: 42,
    request: new Request('http://localhost/api/auth/reset-password?token=abc123&page=2', {
      method: 'POST',
      headers: { Authorization: 'Bearer tok-1', 'Content-Type': 'application/json' },
    }),
    requestBody: JSON.stringify({
      email: 'adventurer@ginger.example',
      password: 'Adventurer123!',
      password_confirmation: 'Adventurer123!',
      remember: true,
    }),
    response: new Response(null, {
      status: 200,
      headers: { 'Content-Type': 'application/json', 'Set-Cookie': 'sid=1' },
    }),
    responseBody: JSON.stringify({ token: 'tok-2', user: { name: 'Aditya', api_key: 'k' } }),
  });

describe('a recorded API call as HAR 1.2', () => {
  it('redacts tokens and passwords in headers, the address and both bodies, at any depth', () => {
    const entry = login();
    expect(JSON.stringify(entry)).not.toMatch(/tok-1|tok-2|abc123|Adventurer123!|sid=1|"k"/);
    expect(entry.request.headers).toContainEqual({ name: 'authorization', value: REDACTED });
    expect(entry.request.queryString).toEqual([
      { name: 'token', value: REDACTED },
      { name: 'page', value: '2' },
    ]);
    expect(JSON.parse(entry.request.postData!.text)).toEqual({
      email: 'adventurer@ginger.example',
      password: REDACTED,
      password_confirmation: REDACTED,
      remember: true,
    });
    expect(JSON.parse(entry.response.content.text)).toEqual({
      token: REDACTED,
      user: { name: 'Aditya', api_key: REDACTED },
    });
  });

  it('keeps the request, the response and the timing HAR asks for', () => {
    const entry = login();
    expect(entry).toMatchObject({
      startedDateTime: '2027-03-16T09:30:00.000Z',
      time: 42,
      request: { method: 'POST', httpVersion: 'HTTP/1.1', headersSize: -1 },
      response: { status: 200, content: { mimeType: 'application/json' }, redirectURL: '' },
      timings: { send: 0, wait: 42, receive: 0 },
    });
    expect(entry.request.url).toBe(
      'http://localhost/api/auth/reset-password?token=%5Bredacted%5D&page=2',
    );
    expect(harLog([entry]).log).toMatchObject({ version: '1.2', entries: [entry] });
  });

  it('leaves a body that is not JSON as it is, and a call without a body without postData', () => {
    const entry = harEntry({
      startedAt: new Date(),
      durationMs: 1,
      request: new Request('http://localhost/api/stats'),
      requestBody: '',
      response: new Response('plain', { headers: { 'Content-Type': 'text/plain' } }),
      responseBody: 'plain',
    });
    expect(entry.request.postData).toBeUndefined();
    expect(entry.response.content.text).toBe('plain');
  });
});
