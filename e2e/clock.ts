// The browser tests' time. Their server starts its clock at a chosen instant (CLOCK_START in
// playwright.config.ts): an ordinary weekday afternoon in Paris, whatever the hour the suite runs at. Each
// browser context takes the server's time as it opens (Playwright's clock, running on from there), and the
// tests read "today" from the server too, so the site, the API and the test agree on the day.
import { type APIRequestContext, type Browser, type BrowserContext, test as base } from '@playwright/test';

export * from '@playwright/test';

export { E2E_START } from './e2e-start';

/** The server's time now (its development route; the server's clock started at CLOCK_START). */
export async function serverNow(request: APIRequestContext): Promise<Date> {
  const response = await request.get('/dev/horloge');
  if (!response.ok()) throw new Error(`GET /dev/horloge answered ${response.status()}`);
  const { maintenant } = (await response.json()) as { maintenant: string };
  return new Date(maintenant);
}

/** A date as `YYYY-MM-DD` in Paris. */
export const parisDay = (instant: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(instant);

/** Today in Paris on the server's clock, as `YYYY-MM-DD` (the slot routes' `debut`). */
export async function serverToday(request: APIRequestContext): Promise<string> {
  return parisDay(await serverNow(request));
}

/** Gives a context's pages the server's time, running on from there, before any of them opens. */
export async function followServerClock(context: BrowserContext, request: APIRequestContext): Promise<void> {
  await context.clock.install({ time: await serverNow(request) });
}

/** Playwright's `test`, whose pages show the server's time. */
export const test = base.extend({
  context: async ({ context, request }, use) => {
    await followServerClock(context, request);
    await use(context);
  },
});

/**
 * A page in a browser context of its own (another person's, with no session), on the server's time, the cookie
 * choice already made so the banner stays out of the way.
 */
export async function newPersonPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  await followServerClock(context, context.request);
  await context.addInitScript(() => window.localStorage.setItem('cookie_value', '0'));
  return { context, page: await context.newPage() };
}
