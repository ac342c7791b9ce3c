import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkOrigin } from '../accounts/site-url.ts';
import { createApp } from '../app.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { call, readOutbox, signupPayload } from './accounts-test-helpers.ts';

// A newcomer's first sign-up, activation and login. Mail links lead back to the address the site
// was opened at (its storage holds the cart), and the terms ticked on the form are not asked again.

let testDb: TestDatabase;
/** A development server: no `PUBLIC_SITE_URL`, so links follow the request's host. */
let devApp: ReturnType<typeof createApp>;
/** The same server behind a trusted proxy (`TRUST_PROXY=1`). */
let proxiedApp: ReturnType<typeof createApp>;
/** A server with `PUBLIC_SITE_URL` set. */
let configuredApp: ReturnType<typeof createApp>;
const FALLBACK = 'http://localhost:8080';

beforeAll(async () => {
  testDb = await createTestDatabase();
  const dev = { siteUrl: FALLBACK, followsRequestHost: true };
  devApp = createApp({ db: testDb.db, accounts: dev });
  proxiedApp = createApp({ db: testDb.db, accounts: { ...dev, trustProxy: true } });
  configuredApp = createApp({ db: testDb.db, accounts: { siteUrl: 'https://www.multisalle.test' } });
});
afterAll(() => testDb.close());

/**
 * Signs up through `app` at the address `origin` (the URL a node server builds from the Host header) with
 * these headers, and returns the activation link mailed.
 */
async function activationLink(
  app: typeof devApp,
  origin: string,
  headers: Record<string, string> = {},
  body = signupPayload(),
) {
  const signup = await call(app, 'POST', `${origin}/api/v2/users`, { body, headers });
  expect(signup.status).toBe(201);
  const [mail] = await readOutbox(app);
  expect(mail?.to).toBe(body.email);
  return mail?.links[0] ?? '';
}

describe('mail links use the address the site is served at', () => {
  it('in development, the activation link takes the Host the sign-up came to (phone on the LAN)', async () => {
    const link = await activationLink(devApp, 'http://192.168.1.20:5173');
    expect(link).toMatch(
      /^http:\/\/192\.168\.1\.20:5173\/utilisateur\/[\w-]{43}\/\d+\/validation-inscription\.html$/,
    );
  });

  it("in development, the password reset link takes the Host too, never the body's host field", async () => {
    const body = signupPayload();
    await activationLink(devApp, 'http://localhost:5173', {}, body);
    const forgot = await call(devApp, 'POST', 'http://localhost:5173/api/v2/forgot_password/', {
      body: { email: body.email, host: 'https://evil.example' },
    });
    expect(forgot.status).toBe(200);
    const [mail] = await readOutbox(devApp);
    expect(mail?.links[0]).toMatch(/^http:\/\/localhost:5173\/reinitialisation\/[\w-]{43}$/);
  });

  it("without TRUST_PROXY, X-Forwarded-Host is ignored; with it, the proxy's host and protocol are used", async () => {
    const forwarded = { 'x-forwarded-host': '10.0.2.2:8443', 'x-forwarded-proto': 'https' };
    expect(await activationLink(devApp, 'http://127.0.0.1:8081', forwarded)).toMatch(
      /^http:\/\/127\.0\.0\.1:8081\/utilisateur\//,
    );
    expect(await activationLink(proxiedApp, 'http://127.0.0.1:8081', forwarded)).toMatch(
      /^https:\/\/10\.0\.2\.2:8443\/utilisateur\//,
    );
  });

  it('a host name (anyone may send one) or a forwarded value that is not a host falls back to the default origin', async () => {
    const fallback = new RegExp(`^${FALLBACK}/utilisateur/`);
    expect(await activationLink(devApp, 'http://evil.example')).toMatch(fallback);
    expect(
      await activationLink(proxiedApp, 'http://127.0.0.1:8081', { 'x-forwarded-host': 'evil.example' }),
    ).toMatch(fallback);
    const odd = { 'x-forwarded-host': '10.0.0.1/phish?x=' };
    expect(await activationLink(proxiedApp, 'http://127.0.0.1:8081', odd)).toMatch(fallback);
  });

  it('PUBLIC_SITE_URL, when set, wins over any Host', async () => {
    const link = await activationLink(configuredApp, 'http://192.168.1.20:5173');
    expect(link).toMatch(/^https:\/\/www\.multisalle\.test\/utilisateur\//);
  });

  it('linkOrigin: production or a configured URL never follow the Host; a call without request keeps the default', async () => {
    const app = new Hono();
    const seen: string[] = [];
    app.get('/', (c) => {
      seen.push(
        linkOrigin({ siteUrl: FALLBACK, followsRequestHost: false, trustProxy: true }, c),
        linkOrigin({ siteUrl: FALLBACK, followsRequestHost: true, trustProxy: false }, c),
        linkOrigin({ siteUrl: FALLBACK, followsRequestHost: true, trustProxy: false }, undefined),
      );
      return c.text('ok');
    });
    await app.request('http://192.168.0.9:9000/', { headers: { 'x-forwarded-host': '10.9.9.9' } });
    expect(seen).toEqual([FALLBACK, 'http://192.168.0.9:9000', FALLBACK]);
  });
});

describe('the general conditions accepted on the sign-up form count as accepted', () => {
  /** Signs up with these extra fields, activates, logs in on v2 and lists the general conditions to accept. */
  async function generalConventionsAtFirstLogin(extra: Record<string, unknown>) {
    const body = signupPayload(extra);
    const link = await activationLink(devApp, 'http://localhost:5173', {}, body);
    const [, token, id] = /\/utilisateur\/([^/]+)\/(\d+)\/validation-inscription\.html$/.exec(link) ?? [];
    await call(devApp, 'POST', `/api/admin/grand-public/validation/inscription/${token}/${id}`);
    const login = await call(devApp, 'POST', '/api/v2/auth', {
      body: { email: body.email, password: body.plainPassword },
    });
    const list = await call(devApp, 'GET', '/api/v2/conventions-a-valider-connexion-gp', {
      token: login.body.token,
    });
    expect(list.status).toBe(200);
    return list.body.map((convention: { titre: string }) => convention.titre);
  }

  it('cgu ticked: the version in force is recorded at sign-up and the first login asks nothing', async () => {
    expect(await generalConventionsAtFirstLogin({ cgu: true })).toEqual([]);
  });

  it('no cgu field (an older client): the first login still asks for them', async () => {
    expect(await generalConventionsAtFirstLogin({})).toEqual(["Conditions générales d'utilisation"]);
  });

  it('cgu false is refused in French and creates no account', async () => {
    const body = signupPayload({ cgu: false });
    const signup = await call(devApp, 'POST', '/api/v2/users', { body });
    expect(signup.status).toBe(422);
    expect(JSON.stringify(signup.body)).toContain(
      "Veuillez accepter les conditions générales d'utilisation.",
    );
    const login = await call(devApp, 'POST', '/api/v2/auth', {
      body: { email: body.email, password: body.plainPassword },
    });
    expect(login.status).not.toBe(200);
  });
});
