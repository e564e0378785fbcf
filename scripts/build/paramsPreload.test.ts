import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The script as the browser gets it: a classic script, run where the page's HTML puts it.
const source = readFileSync('public/params-preload.js', 'utf8');
const API = 'https://api.ginger.example/api';

function runAt(path: string, route: string, requests: string[]) {
  window.history.pushState({}, '', path);
  const script = document.createElement('script');
  script.dataset.route = route;
  script.dataset.requests = JSON.stringify(requests);
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
  new Function(source)();
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
    href: link.href,
    as: link.getAttribute('as'),
    crossOrigin: link.crossOrigin,
  }));

afterEach(() => {
  document.head.replaceChildren();
  delete document.documentElement.dataset.appStarted;
  window.history.pushState({}, '', '/');
});

describe("a params page's data preload", () => {
  it("asks for each of the page's first reads with the params of its address", () => {
    runAt('/locations/thailand/bangkok', '/locations/$country/$slug', [`${API}/locations/$slug`]);
    expect(preloads()).toEqual([
      { href: `${API}/locations/bangkok`, as: 'fetch', crossOrigin: 'anonymous' },
    ]);
  });

  it('reads an address with a trailing slash like one without', () => {
    runAt('/jobs/12/', '/jobs/$id', [`${API}/jobs/$id`]);
    expect(preloads().map((link) => link.href)).toEqual([`${API}/jobs/12`]);
  });

  it('asks for nothing once the app has started, whose own requests may have left', () => {
    document.documentElement.dataset.appStarted = '';
    runAt('/jobs/12', '/jobs/$id', [`${API}/jobs/$id`]);
    expect(preloads()).toEqual([]);
  });

  it('asks for nothing on an address of another route', () => {
    runAt('/jobs', '/jobs/$id', [`${API}/jobs/$id`]);
    runAt('/articles/a-week-in-hanoi', '/jobs/$id', [`${API}/jobs/$id`]);
    expect(preloads()).toEqual([]);
  });
});
