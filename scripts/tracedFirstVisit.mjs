import { chromium } from '@playwright/test';

/**
 * One first visit to `url` in a new Chromium (a new process and profile) at a phone's size, traced
 * with `categories`; resolves to the trace's events. `prepare` gets the page's DevTools session
 * before the trace starts (to attach the debugger, say).
 */
export async function tracedFirstVisit(url, categories, prepare = async () => {}) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true });
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
    return events;
  } finally {
    await browser.close();
  }
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
