// The sandbox card form follows the host a page was opened on (an emulator's 10.0.2.2, a LAN
// address), never a host name a third party could choose.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { createPlayer } from '../../cart/cart-test-helpers.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.ts';
import createToken from '../lyra/fixtures/create-token.json';
import { sandboxFormOrigin } from './form-origin.ts';

const SITE = 'https://multisalle.example';

let testDb: TestDatabase;
/** A server configured for SITE, reached directly (no proxy). */
let direct: ReturnType<typeof createApp>;
/** The same server behind a trusted proxy (TRUST_PROXY=1). */
let proxied: ReturnType<typeof createApp>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  direct = createApp({ db: testDb.db, payments: { siteUrl: SITE }, accounts: { trustProxy: false } });
  proxied = createApp({ db: testDb.db, payments: { siteUrl: SITE }, accounts: { trustProxy: true } });
});
afterAll(() => testDb.close());

/** `sUrlClient` and the answer's Cache-Control for a player asking `etat` at `url`. */
async function formAddress(app: ReturnType<typeof createApp>, url: string, headers = {}) {
  const { token } = await createPlayer(testDb.db);
  const response = await app.request(url, { headers: { authorization: `Bearer ${token}`, ...headers } });
  expect(response.status).toBe(200);
  const body = (await response.json()) as {
    oReponse: { sUrlClient: string; sFormToken: string; sClePublique: string };
  };
  return { ...body.oReponse, cacheControl: response.headers.get('cache-control') };
}

const etat = '/api/v2/paiement/alias/etat';

describe('sandboxFormOrigin: which origin the card form may be loaded from', () => {
  it('keeps an IP literal or localhost, the only hosts no DNS answer stands between', () => {
    expect(sandboxFormOrigin(SITE, 'http://10.0.2.2:8080')).toBe('http://10.0.2.2:8080');
    expect(sandboxFormOrigin(SITE, 'http://192.168.1.20:8080')).toBe('http://192.168.1.20:8080');
    expect(sandboxFormOrigin(SITE, 'http://[::1]:8080')).toBe('http://[::1]:8080');
    expect(sandboxFormOrigin(SITE, 'http://localhost:5173')).toBe('http://localhost:5173');
  });

  it('gives any other host name the configured address, and the configured host its configured scheme', () => {
    expect(sandboxFormOrigin(SITE, 'http://evil.example')).toBe(SITE);
    expect(sandboxFormOrigin(SITE, 'http://staging.multisalle.example')).toBe(SITE);
    expect(sandboxFormOrigin(SITE, 'http://multisalle.example')).toBe(SITE);
    expect(sandboxFormOrigin(SITE, null)).toBe(SITE);
  });
});

describe('GET paiement/alias/etat: sUrlClient follows the host the page was opened on', () => {
  it("answers the emulator's or the LAN's own address, never kept by a cache", async () => {
    const emulator = await formAddress(direct, `http://10.0.2.2:8093${etat}`);
    expect(emulator.sUrlClient).toBe('http://10.0.2.2:8093/sandbox-paiement');
    expect(emulator.cacheControl).toBe('no-store');
    const lan = await formAddress(direct, `http://192.168.1.20:8080${etat}`);
    expect(lan.sUrlClient).toBe('http://192.168.1.20:8080/sandbox-paiement');
  });

  it('answers the configured address to a host name it does not know, or to its own behind TLS', async () => {
    expect((await formAddress(direct, `http://evil.example${etat}`)).sUrlClient).toBe(
      `${SITE}/sandbox-paiement`,
    );
    expect((await formAddress(direct, `http://multisalle.example${etat}`)).sUrlClient).toBe(
      `${SITE}/sandbox-paiement`,
    );
  });

  it('reads X-Forwarded-Host and -Proto only behind a trusted proxy', async () => {
    const forwarded = { 'x-forwarded-host': '192.168.1.20:8080', 'x-forwarded-proto': 'http' };
    const ignored = await formAddress(direct, `http://multisalle.example${etat}`, forwarded);
    expect(ignored.sUrlClient).toBe(`${SITE}/sandbox-paiement`);
    const trusted = await formAddress(proxied, `http://127.0.0.1:8081${etat}`, forwarded);
    expect(trusted.sUrlClient).toBe('http://192.168.1.20:8080/sandbox-paiement');
    const named = { 'x-forwarded-host': 'evil.example, 10.0.0.1', 'x-forwarded-proto': 'http' };
    expect((await formAddress(proxied, `http://127.0.0.1:8081${etat}`, named)).sUrlClient).toBe(
      `${SITE}/sandbox-paiement`,
    );
    const garbage = { 'x-forwarded-host': '10.0.0.1@evil.example/x' };
    expect((await formAddress(proxied, `http://127.0.0.1:8081${etat}`, garbage)).sUrlClient).toBe(
      `${SITE}/sandbox-paiement`,
    );
  });

  it('serves the form itself on that host, framable by a page of that origin', async () => {
    const origin = 'http://10.0.2.2:8093';
    const form = await formAddress(direct, `${origin}${etat}`);
    const query = new URLSearchParams({
      origin,
      publicKey: form.sClePublique,
      formToken: form.sFormToken,
    });
    const page = await direct.request(`${form.sUrlClient}/formulaire?${query}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain(`frame-ancestors 'self' ${origin}`);
    // The app page that frames it allows its own origin only: the form is now on that origin.
    const appPage = await direct.request(`${origin}/app/moyen-de-paiement`);
    expect(appPage.headers.get('content-security-policy')).toContain("frame-src 'self'");
  });

  it("never moves Lyra's form: it lives on Lyra's hosts, not on this server", async () => {
    const fetchStub = (async () =>
      new Response(JSON.stringify(createToken), {
        headers: { 'content-type': 'application/json' },
      })) as typeof fetch;
    const lyra = createApp({
      db: testDb.db,
      payments: {
        siteUrl: SITE,
        provider: 'lyra',
        fetch: fetchStub,
        lyra: {
          shopId: '69876357',
          password: 'testpassword_FIXTURE',
          publicKey: '69876357:testpublickey_FIXTURE',
          hmacKey: 'testhmacFIXTURE0123456789',
          apiUrl: 'https://api.payzen.eu',
          clientUrl: 'https://static.payzen.eu',
        },
      },
    });
    expect((await formAddress(lyra, `http://10.0.2.2:8093${etat}`)).sUrlClient).toBe(
      'https://static.payzen.eu',
    );
  });
});
