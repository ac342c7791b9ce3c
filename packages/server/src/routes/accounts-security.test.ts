import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../accounts/one-time-tokens.ts';
import { createApp } from '../app.ts';
import { oneTimeTokens, settings } from '../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { call, createActivePlayer, readOutbox, signupPayload, TINY_PNG } from './accounts-test-helpers.ts';

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;
let alice: Awaited<ReturnType<typeof createActivePlayer>>;
let bob: Awaited<ReturnType<typeof createActivePlayer>>;

beforeAll(async () => {
  testDb = await createTestDatabase({ seed: false });
  app = createApp({ db: testDb.db, accounts: { trustProxy: true } });
  alice = await createActivePlayer(app);
  bob = await createActivePlayer(app);
});
afterAll(() => testDb.close());

const SESSION_EXPIRED = { description: 'Session expirée, veuillez vous reconnecter.' };
const FORBIDDEN = { description: "Vous n'avez pas accès à cette ressource." };

describe('session tokens', () => {
  it('refuses a token signed with alg none', async () => {
    const claims = decodeJwt(alice.v2Token);
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(
      JSON.stringify(claims),
    ).toString('base64url')}.`;
    expect(await call(app, 'GET', `/api/v2/users/${alice.userId}`, { token: unsigned })).toEqual({
      status: 401,
      body: SESSION_EXPIRED,
    });
  });

  it('refuses a token signed with another secret', async () => {
    const claims = decodeJwt(alice.v2Token);
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('un autre secret de trente-deux caracteres au moins'));
    expect((await call(app, 'GET', `/api/v2/users/${alice.userId}`, { token: forged })).status).toBe(401);
  });

  it('refuses a token whose iat is before the configured cut-off', async () => {
    const later = createApp({ db: testDb.db, accounts: { tokenCutoff: new Date(Date.now() + 3600_000) } });
    expect(await call(later, 'GET', `/api/v2/users/${alice.userId}`, { token: alice.v2Token })).toEqual({
      status: 401,
      body: SESSION_EXPIRED,
    });
    // The same token, with the default cut-off of 2024-06-30, is fine: the secret lives in the database.
    const restarted = createApp({ db: testDb.db });
    expect(
      (await call(restarted, 'GET', `/api/v2/users/${alice.userId}`, { token: alice.v2Token })).status,
    ).toBe(200);
  });

  it('refuses a token of the right secret once expired, and accepts it while valid', async () => {
    const [setting] = await testDb.db.select().from(settings).where(eq(settings.key, 'jwt_secret'));
    const key = new TextEncoder().encode(setting?.value ?? '');
    const claims = decodeJwt(alice.v2Token);
    const resign = (exp: number) =>
      new SignJWT({ ...claims, exp }).setProtectedHeader({ alg: 'HS256' }).sign(key);
    const valid = await resign(Math.floor(Date.now() / 1000) + 60);
    expect((await call(app, 'GET', `/api/v2/users/${alice.userId}`, { token: valid })).status).toBe(200);
    const expired = await resign(Math.floor(Date.now() / 1000) - 10);
    expect((await call(app, 'GET', `/api/v2/users/${alice.userId}`, { token: expired })).status).toBe(401);
  });
});

describe('authorisation on every secure call', () => {
  const other = () => `/api/v2/users/${bob.userId}`;

  it("answers 403 to another user's id on the profile, PIN and deletion calls", async () => {
    const token = alice.v2Token;
    expect(await call(app, 'GET', other(), { token })).toEqual({ status: 403, body: FORBIDDEN });
    expect(
      await call(app, 'POST', '/api/v2/user/generate-pin', { body: { userId: bob.userId }, token }),
    ).toEqual({ status: 403, body: FORBIDDEN });
    expect(await call(app, 'DELETE', `/api/v2/soft/delete/user/${bob.userId}`, { token })).toEqual({
      status: 403,
      body: FORBIDDEN,
    });
    expect((await call(app, 'GET', other(), { token: bob.v2Token })).status).toBe(200);
  });

  it("changes only the caller's own account on the calls that take no id", async () => {
    const update = await call(app, 'POST', '/api/admin/grand-public/compte/modifie', {
      body: {
        sNom: 'Alice',
        sPrenom: 'Modifiée',
        sPortable: '',
        sEmail: alice.payload.email,
        sIdentifiant: alice.payload.identifiant,
        nEmailing: 0,
      },
      token: alice.adminToken,
    });
    expect(update.body).toEqual({ bSucces: true, aDoublon: [] });
    expect((await call(app, 'GET', other(), { token: bob.v2Token })).body.prenom).toBe('Alex');
  });

  const secureCalls: [string, string, unknown][] = [
    ['GET', '/api/v2/users/1', undefined],
    ['POST', '/api/admin/grand-public/compte/modifie', {}],
    ['POST', '/api/v2/user/avatar', undefined],
    ['POST', '/api/v2/user/generate-pin', { userId: 1 }],
    ['DELETE', '/api/v2/soft/delete/user/1', undefined],
    ['POST', '/api/v2/portable/enregistrement_portable', { portable: '0600000000' }],
    ['POST', '/api/v2/portable/controle_portable', { portable: '0600000000', code: '123456' }],
    ['POST', '/api/v2/logout', undefined],
  ];
  it.each(secureCalls)('answers 401 to %s %s without a token', async (method, path, body) => {
    expect(await call(app, method, path, { body })).toEqual({ status: 401, body: SESSION_EXPIRED });
  });
  it.each(secureCalls)('answers 401 to %s %s with a malformed token', async (method, path, body) => {
    expect((await call(app, method, path, { body, token: 'pas.un.jeton' })).status).toBe(401);
  });
});

describe('login rate limit', () => {
  it('answers 429 after 5 failed logins per 15 minutes on one account, even with the right password', async () => {
    const { payload } = await createActivePlayer(app);
    const headers = { 'x-forwarded-for': '203.0.113.5' };
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const failed = await call(app, 'POST', '/api/admin/Connexion', {
        body: { szIdentifiant: payload.email, szMotDePasse: 'mauvais-mdp' },
        headers,
      });
      expect(failed).toEqual({
        status: 401,
        body: { sCodeErreur: 'CONNEXION-001', szErreur: 'Identifiant ou mot de passe invalide.' },
      });
    }
    const blocked = await call(app, 'POST', '/api/v2/auth', {
      body: { email: payload.email, password: payload.plainPassword },
      headers,
    });
    expect(blocked).toEqual({
      status: 429,
      body: { description: 'Trop de tentatives, veuillez réessayer dans quelques minutes.' },
    });
  });

  it('answers 429 after 20 failed logins per 15 minutes from one address, whatever the account', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.7' };
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      const failed = await call(app, 'POST', '/api/v2/auth', {
        body: { email: `inconnu${attempt}@exemple.fr`, password: 'nimportequoi' },
        headers,
      });
      expect(failed.status).toBe(401);
    }
    const blocked = await call(app, 'POST', '/api/v2/auth', {
      body: { email: bob.payload.email, password: bob.payload.plainPassword },
      headers,
    });
    expect(blocked.status).toBe(429);
    const elsewhere = await call(app, 'POST', '/api/v2/auth', {
      body: { email: bob.payload.email, password: bob.payload.plainPassword },
      headers: { 'x-forwarded-for': '198.51.100.8' },
    });
    expect(elsewhere.status).toBe(200);
  });

  it('does not count successful logins', async () => {
    const headers = { 'x-forwarded-for': '192.0.2.44' };
    for (let attempt = 1; attempt <= 7; attempt += 1) {
      const login = await call(app, 'POST', '/api/v2/auth', {
        body: { email: alice.payload.email, password: alice.payload.plainPassword },
        headers,
      });
      expect(login.status).toBe(200);
    }
  });
});

describe('sign-up validation', () => {
  it('refuses a password under 8 characters with the French message', async () => {
    const answer = await call(app, 'POST', '/api/v2/users', {
      body: signupPayload({ plainPassword: '1234567' }),
    });
    expect(answer.status).toBe(422);
    expect(answer.body.detail).toBe('Le mot de passe doit contenir au moins 8 caractères.');
    expect(answer.body.violations[0].propertyPath).toBe('plainPassword');
  });

  it('refuses a pseudonym over 12 characters', async () => {
    const answer = await call(app, 'POST', '/api/v2/users', {
      body: signupPayload({ identifiant: 'a'.repeat(13) }),
    });
    expect(answer.status).toBe(422);
    expect(answer.body.detail).toBe('Le nom de joueur ne doit pas dépasser 12 caractères.');
    const twelve = await call(app, 'POST', '/api/v2/users', {
      body: signupPayload({ identifiant: 'b'.repeat(12) }),
    });
    expect(twelve.status).toBe(201);
  });

  it('names each missing field with its GRAND-PUBLIC-007 to 012 message', async () => {
    const answer = await call(app, 'POST', '/api/v2/users', { body: {} });
    expect(answer.status).toBe(422);
    const messages = Object.fromEntries(
      answer.body.violations.map((v: { propertyPath: string; message: string }) => [
        v.propertyPath,
        v.message,
      ]),
    );
    expect(messages).toMatchObject({
      nom: 'Le nom est obligatoire.',
      prenom: 'Le prénom est obligatoire.',
      email: "L'adresse email est obligatoire.",
      identifiant: 'Le nom de joueur est obligatoire.',
      plainPassword: 'Le mot de passe est obligatoire.',
    });
  });

  it('answers 409 GRAND-PUBLIC-005 to a taken pseudonym and GRAND-PUBLIC-006 to a taken email', async () => {
    const pseudo = await call(app, 'POST', '/api/v2/users', {
      body: signupPayload({ identifiant: alice.payload.identifiant.toUpperCase() }),
    });
    expect(pseudo).toEqual({
      status: 409,
      body: { sCodeErreur: 'GRAND-PUBLIC-005', szErreur: 'Ce nom de joueur est déjà utilisé.' },
    });
    const email = await call(app, 'POST', '/api/v2/users', {
      body: signupPayload({ email: bob.payload.email }),
    });
    expect(email.status).toBe(409);
    expect(email.body.sCodeErreur).toBe('GRAND-PUBLIC-006');
  });

  it('answers 4xx, never 500, to malformed JSON and wrong types', async () => {
    const malformed = await app.request('/api/v2/users', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(malformed.status).toBe(400);
    const wrongTypes = await call(app, 'POST', '/api/v2/users', {
      body: signupPayload({ nom: 12, mineur: 'oui', portable: 612345678 }),
    });
    expect(wrongTypes.status).toBe(422);
    const login = await call(app, 'POST', '/api/admin/Connexion', {
      body: { szIdentifiant: [], szMotDePasse: {} },
    });
    expect(login.status).toBe(422);
    const reset = await call(app, 'POST', '/api/v2/forgot_password/', { body: 'texte' });
    expect(reset.status).toBe(422);
    const noBody = await app.request('/api/v2/auth', { method: 'POST' });
    expect(noBody.status).toBeGreaterThanOrEqual(400);
    expect(noBody.status).toBeLessThan(500);
    const badId = await call(app, 'GET', '/api/v2/users/abc', { token: alice.v2Token });
    expect(badId.status).toBe(422);
    const pin = await call(app, 'POST', '/api/v2/user/generate-pin', {
      body: { userId: 'x' },
      token: alice.v2Token,
    });
    expect(pin.status).toBe(422);
  });
});

describe('activation links', () => {
  it('answers GRAND-PUBLIC-017 to an expired activation link', async () => {
    const payload = signupPayload();
    const signup = await call(app, 'POST', '/api/v2/users', { body: payload });
    const [mail] = await readOutbox(app);
    const [, token, id] = /\/utilisateur\/([^/]+)\/(\d+)\//.exec(mail?.links[0] ?? '') ?? [];
    expect(Number(id)).toBe(signup.body.id);
    await testDb.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.tokenHash, hashToken(token ?? '')));
    const answer = await call(app, 'POST', `/api/admin/grand-public/validation/inscription/${token}/${id}`);
    expect(answer.status).toBe(422);
    expect(answer.body.sCodeErreur).toBe('GRAND-PUBLIC-017');
  });

  it("refuses an activation link with another account's id", async () => {
    await call(app, 'POST', '/api/v2/users', { body: signupPayload() });
    const [mail] = await readOutbox(app);
    const [, token] = /\/utilisateur\/([^/]+)\//.exec(mail?.links[0] ?? '') ?? [];
    const answer = await call(
      app,
      'POST',
      `/api/admin/grand-public/validation/inscription/${token}/${alice.userId}`,
    );
    expect(answer.status).toBe(404);
  });
});

describe('phone verification', () => {
  it('refuses a number that is not 10 digits', async () => {
    for (const portable of ['061122334', '06112233445', '06abcdefgh']) {
      const answer = await call(app, 'POST', '/api/v2/portable/enregistrement_portable', {
        body: { portable },
        token: alice.v2Token,
      });
      expect(answer.status).toBe(422);
      expect(answer.body.detail).toBe('Veuillez saisir un numéro de téléphone valide');
    }
    const update = await call(app, 'POST', '/api/admin/grand-public/compte/modifie', {
      body: {
        sNom: 'A',
        sPrenom: 'B',
        sPortable: '12345',
        sEmail: alice.payload.email,
        sIdentifiant: alice.payload.identifiant,
      },
      token: alice.adminToken,
    });
    expect(update.status).toBe(422);
  });

  it('voids the code after 5 wrong tries, and limits SMS sends to 3 per 15 minutes', async () => {
    const player = await createActivePlayer(app);
    const portable = '0799887766';
    const send = () =>
      call(app, 'POST', '/api/v2/portable/enregistrement_portable', {
        body: { portable },
        token: player.v2Token,
      });
    expect((await send()).status).toBe(200);
    const code = /\b(\d{6})\b/.exec((await readOutbox(app))[0]?.text ?? '')?.[1] ?? '';
    const wrong = code === '999999' ? '999998' : '999999';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answer = await call(app, 'POST', '/api/v2/portable/controle_portable', {
        body: { portable, code: wrong },
        token: player.v2Token,
      });
      expect(answer.body).toEqual({ bSucces: false });
    }
    const late = await call(app, 'POST', '/api/v2/portable/controle_portable', {
      body: { portable, code },
      token: player.v2Token,
    });
    expect(late.body).toEqual({ bSucces: false });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    expect(await send()).toEqual({
      status: 429,
      body: { description: 'Trop de tentatives, veuillez réessayer dans quelques minutes.' },
    });
  });
});

describe('dev outbox and configuration', () => {
  it('lists mails with clickable links on /dev/outbox, newest first', async () => {
    const page = await app.request('/dev/outbox');
    expect(page.status).toBe(200);
    const html = await page.text();
    const [latest] = await readOutbox(app);
    expect(html).toContain('<a href="http');
    expect(html.indexOf(latest?.to ?? '')).toBeGreaterThan(-1);
  });

  it('hides the outbox in production and requires JWT_SECRET there', () => {
    expect(() =>
      createApp({ db: testDb.db, isProduction: true, accounts: { jwtSecret: undefined } }),
    ).toThrow(/JWT_SECRET/);
    const production = createApp({
      db: testDb.db,
      isProduction: true,
      accounts: { jwtSecret: 'un secret de production long de 32 caracteres' },
    });
    return Promise.all([production.request('/dev/outbox.json'), production.request('/dev/outbox')]).then(
      ([json, html]) => {
        expect(json.status).toBe(404);
        expect(html.status).toBe(404);
      },
    );
  });

  it('serves a stored avatar publicly but not a made-up one', async () => {
    const form = new FormData();
    form.append('avatar', new Blob([TINY_PNG]), 'a.png');
    const upload = await app.request('/api/v2/user/avatar', {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${bob.v2Token}` },
    });
    const { avatarUrl } = await upload.json();
    expect((await app.request(avatarUrl)).status).toBe(200);
    expect((await app.request(`/media/avatars/${bob.userId}/0000000000000000.png`)).status).toBe(404);
  });
});
