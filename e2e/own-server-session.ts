// A server of a test's own on the suite's instant, with a French browser context following its clock and an
// API client on it: for the console's tests, whose hours, prices and sheets must not reach the courts and
// pages the other specs use.
import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';
import { E2E_START, followServerClock } from './clock';
import { startOwnServer, stopOwnServer } from './own-server';

export interface OwnServerSession {
  baseURL: string;
  request: APIRequestContext;
  context: BrowserContext;
  /** Closes the context and the client, then stops the server. */
  close(): Promise<void>;
}

/**
 * Starts the session's server on `E2E_PORT + portOffset` (an offset no other spec uses), in memory, timers off.
 *
 * @example
 * const own = await openOwnServerSession(browser, playwright, 320);
 * try { const page = await own.context.newPage(); … } finally { await own.close(); }
 */
export async function openOwnServerSession(
  browser: Browser,
  playwright: { request: { newContext(options: { baseURL: string }): Promise<APIRequestContext> } },
  portOffset: number,
): Promise<OwnServerSession> {
  const port = Number(process.env.E2E_PORT ?? 8090) + portOffset;
  const baseURL = `http://127.0.0.1:${port}`;
  const server = await startOwnServer(port, {
    CLOCK_START: E2E_START,
    PUBLIC_SITE_URL: baseURL,
    SITE_DIR: process.env.SITE_DIR ?? '',
    SETTLEMENT_INTERVAL_MS: '0',
    NOTICES_INTERVAL_MS: '0',
  });
  const request = await playwright.request.newContext({ baseURL });
  const context = await browser.newContext({ baseURL, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  await followServerClock(context, request);
  return {
    baseURL,
    request,
    context,
    async close() {
      await context.close();
      await request.dispose();
      await stopOwnServer(server);
    },
  };
}
