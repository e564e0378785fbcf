import { chromium } from '@playwright/test';

/**
 * Visits `url` `visits` times in a new Chromium (a new process and profile: the first visit finds
 * no cache) at a phone's size, each visit traced with `categories`; resolves to each visit's
 * events. `prepare` gets each visit's DevTools session before its trace starts (to attach the
 * debugger, say).
 */
export async function tracedVisits(url, categories, { visits = 1, prepare = async () => {} } = {}) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true });
    const traces = [];
    for (let visit = 0; visit < visits; visit += 1) {
      const session = await page.context().newCDPSession(page);
      await prepare(session);
      const events = [];
      session.on('Tracing.dataCollected', ({ value }) => events.push(...value));
      const complete = new Promise((resolve) => session.once('Tracing.tracingComplete', resolve));
      await session.send('Tracing.start', {
        traceConfig: { includedCategories: categories },
        transferMode: 'ReportEvents',
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      await session.send('Tracing.end');
      await complete;
      await session.detach();
      traces.push(events);
    }
    return traces;
  } finally {
    await browser.close();
  }
}
