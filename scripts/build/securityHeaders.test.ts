// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  formatHeadersFile,
  headersForEveryPath,
  securityHeaders,
} from './securityHeaders';

describe('the shipped security headers', () => {
  it('forbid framing, sniffing and foreign script, and reach only the configured API', () => {
    const headers = securityHeaders('https://api.ginger.example/api');
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(headers['Content-Security-Policy']).toContain("script-src 'self';");
    expect(headers['Content-Security-Policy']).toContain(
      "connect-src 'self' https://api.ginger.example;",
    );
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': expect.stringContaining('camera=()'),
    });
  });

  it("allow a worker from the site itself in mock mode alone, where the mock's backend runs in one", () => {
    expect(contentSecurityPolicy(undefined)).toContain("worker-src 'self';");
    expect(contentSecurityPolicy('https://api.ginger.example/api')).toContain("worker-src 'none';");
  });

  it('keep framing out of the page policy, where browsers ignore it', () => {
    expect(contentSecurityPolicy(undefined)).not.toContain('frame-ancestors');
    expect(contentSecurityPolicy(undefined)).toContain("connect-src 'self';");
  });

  it('read back from the headers file exactly as written', () => {
    const headers = securityHeaders(undefined);
    expect(headersForEveryPath(formatHeadersFile(headers))).toEqual(headers);
  });

  it('take from a headers file only the rules for every path', () => {
    const file = [
      '# comment',
      '/assets/*',
      '  Cache-Control: public, max-age=31536000, immutable',
      '/*',
      '  X-Content-Type-Options: nosniff',
    ].join('\n');
    expect(headersForEveryPath(file)).toEqual({ 'X-Content-Type-Options': 'nosniff' });
  });
});
