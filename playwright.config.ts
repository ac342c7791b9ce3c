import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E_START } from './e2e/e2e-start';
import { FIXED_NOW } from './e2e/visual/fixed-now';

/** Debian's Chromium: Playwright's own browser download is not reachable from our machines. */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  throw new Error(
    `No Chromium found at ${chromiumPath}. Install Debian's browser with 'apt-get install -y chromium' ` +
      '(or point CHROMIUM_PATH at a Chromium binary), then run the browser tests again.',
  );
}

const port = Number(process.env.E2E_PORT ?? 8090);
const baseURL = `http://127.0.0.1:${port}`;
/**
 * The visual tests' own server: a fresh database and a clock started at FIXED_NOW (CLOCK_START),
 * so that their screenshots see the same data at every run, untouched by the other tests' bookings.
 */
const visualPort = port + 100;
const visualURL = `http://127.0.0.1:${visualPort}`;
/**
 * With a PostgreSQL server (TEST_DATABASE_URL, as .ci/run sets it), the tests tagged `@postgres` run a
 * second time on a server of their own on it (e2e/postgres-server.ts): the database production uses.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
const postgresPort = port + 200;
const postgresSiteURL = `http://127.0.0.1:${postgresPort}`;

/** The suite's server settings, shared by its PGlite and PostgreSQL servers. */
const suiteServerEnv = (serverPort: number, url: string) => ({
  PORT: String(serverPort),
  DATA_DIR: 'memory://',
  NODE_ENV: 'test',
  DATABASE_URL: '',
  CLOCK_START: E2E_START,
  SITE_DIR: process.env.SITE_DIR ?? '',
  // The sandbox card form is framed from this origin: the site's frame-src 'self' must match it.
  PUBLIC_SITE_URL: url,
  // Players made by e2e/payment-card.ts verify their phone from an address of their own
  // (X-Forwarded-For): the suite verifies more phones than the 10 SMS per hour one address may ask.
  TRUST_PROXY: '1',
});

const launchOptions = {
  executablePath: chromiumPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  // A test that fails once on a good build is a defect to mend, never a retry.
  retries: 0,
  // CI machines can be several times slower than a workstation (a whole run took 22 min on one): the
  // waits there are longer so that a slow page is not taken for a broken one. Nothing here times the product.
  timeout: process.env.CI ? 90_000 : 30_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    launchOptions,
    // The site registers a service worker, and page.route does not see what a worker answers:
    // specs that mock the API keep working with it blocked. e2e/offline-reservations.spec.ts allows it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /visual\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'visual-desktop',
      testMatch: /visual\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: visualURL,
        viewport: { width: 1280, height: 800 },
        launchOptions,
      },
    },
    {
      // Pixel ratio 1: the reference images stay small; the layout is the phone's (390 px wide, touch).
      name: 'visual-phone',
      testMatch: /visual\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: visualURL,
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 1,
        launchOptions,
      },
    },
    ...(postgresUrl
      ? [
          {
            name: 'postgres',
            testIgnore: /visual\.spec\.ts/,
            grep: /@postgres/,
            use: {
              ...devices['Desktop Chrome'],
              baseURL: postgresSiteURL,
              viewport: { width: 1280, height: 800 },
              launchOptions,
            },
          },
        ]
      : []),
    {
      // The phone viewport runs the tests about layout, touch and small screens, tagged `@phone`; the
      // rest is the same code at another width, proven once by the desktop project.
      name: 'phone',
      testIgnore: /visual\.spec\.ts/,
      grep: /@phone/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 3,
        launchOptions,
      },
    },
  ],
  // The real server on a fresh in-memory database, serving the built site (npm run test:e2e builds it), its
  // clock started at E2E_START: the tests run on the same afternoon whatever the hour (e2e/clock.ts gives
  // each browser context the server's time).
  webServer: [
    {
      command: 'node --conditions=source --import tsx packages/server/src/main.ts',
      url: `${baseURL}/api/v2/multisalle`,
      env: suiteServerEnv(port, baseURL),
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
    },
    {
      command: 'node --conditions=source --import tsx packages/server/src/main.ts',
      url: `${visualURL}/api/v2/multisalle`,
      env: {
        PORT: String(visualPort),
        DATA_DIR: 'memory://',
        NODE_ENV: 'test',
        DATABASE_URL: '',
        SITE_DIR: process.env.SITE_DIR ?? '',
        PUBLIC_SITE_URL: visualURL,
        CLOCK_START: FIXED_NOW,
        // Nothing runs in the background: the data stay as seeded.
        SETTLEMENT_INTERVAL_MS: '0',
        NOTICES_INTERVAL_MS: '0',
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    ...(postgresUrl
      ? [
          {
            command: 'node --import tsx e2e/postgres-server.ts',
            url: `${postgresSiteURL}/api/v2/multisalle`,
            env: { ...suiteServerEnv(postgresPort, postgresSiteURL), TEST_DATABASE_URL: postgresUrl },
            reuseExistingServer: false,
            timeout: 120_000,
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
          },
        ]
      : []),
  ],
  // Screenshots compared with the reference images of e2e/visual.spec.ts-snapshots: a pixel may differ in
  // shade (antialiasing), and at most 0.2 % of them at all; a moved or resized block is far more.
  expect: {
    timeout: process.env.CI ? 15_000 : 5_000,
    toHaveScreenshot: { maxDiffPixelRatio: 0.002, threshold: 0.2 },
  },
});
