import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../accounts/one-time-tokens.ts';
import { createApp } from '../app.ts';
import { oneTimeTokens } from '../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { call, readOutbox, signupPayload, TINY_PNG } from './accounts-test-helpers.ts';

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;
const SITE = 'https://site.multisalle.test';

beforeAll(async () => {
  testDb = await createTestDatabase({ seed: false });
  app = createApp({ db: testDb.db, accounts: { siteUrl: SITE } });
});
afterAll(() => testDb.close());

function uploadAvatar(token: string, file: Blob, name: string) {
  const form = new FormData();
  form.append('avatar', file, name);
  return app.request('/api/v2/user/avatar', {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
}

describe('the whole account flow, sign-up to password reset', () => {
  const payload = signupPayload({ portable: '' });
  const other = signupPayload();
  let userId = 0;
  let adminToken = '';
  let v2Token = '';
  let activationPath = '';

  it('signs up, answers 201 with the ids and mails an activation link built from PUBLIC_SITE_URL', async () => {
    const signup = await call(app, 'POST', '/api/v2/users', {
      body: payload,
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(signup.status).toBe(201);
    expect(signup.body).toEqual({ id: expect.any(Number), contactId: expect.any(Number) });
    userId = signup.body.id;
    const [mail] = await readOutbox(app);
    expect(mail?.to).toBe(payload.email);
    const link = mail?.links[0] ?? '';
    expect(link).toMatch(
      new RegExp(`^${SITE}/utilisateur/[A-Za-z0-9_-]{43}/${userId}/validation-inscription\\.html$`),
    );
    expect(mail?.text).toContain(link);
    activationPath = link
      .replace(SITE, '')
      .replace('/utilisateur/', '')
      .replace('/validation-inscription.html', '');
    expect(await call(app, 'POST', '/api/v2/users', { body: other })).toMatchObject({ status: 201 });
  });

  it('refuses to log in before activation with the not-activated message', async () => {
    const login = await call(app, 'POST', '/api/v2/auth', {
      body: { email: payload.email, password: payload.plainPassword },
    });
    expect(login).toEqual({
      status: 403,
      body: { description: "Votre compte n'est pas encore activé\u00a0: cliquez sur le lien reçu par mail." },
    });
  });

  it('stores only the hash of the activation token', async () => {
    const [token] = activationPath.split('/');
    const rows = await testDb.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashToken(token ?? ''));
    expect(rows[0]?.tokenHash).not.toContain(token);
  });

  it('activates once with an admin token, then answers GRAND-PUBLIC-019 to the reused link', async () => {
    const first = await call(app, 'POST', `/api/admin/grand-public/validation/inscription/${activationPath}`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ bSucces: true, szToken: expect.any(String) });
    expect(decodeJwt(first.body.szToken).aud).toBe('admin');
    const again = await call(app, 'POST', `/api/admin/grand-public/validation/inscription/${activationPath}`);
    expect(again).toEqual({
      status: 409,
      body: { sCodeErreur: 'GRAND-PUBLIC-019', szErreur: 'Le compte est déjà actif.' },
    });
  });

  it('answers GRAND-PUBLIC-016 to an unknown activation link', async () => {
    const unknown = await call(app, 'POST', `/api/admin/grand-public/validation/inscription/abc/${userId}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.sCodeErreur).toBe('GRAND-PUBLIC-016');
  });

  it('logs in on both bases, by email or pseudonym, with HS256 tokens of 7 days', async () => {
    const admin = await call(app, 'POST', '/api/admin/Connexion', {
      body: { szIdentifiant: payload.identifiant, szMotDePasse: payload.plainPassword },
    });
    expect(admin.status).toBe(200);
    expect(admin.body).toEqual({ bSucces: 1, szToken: expect.any(String) });
    adminToken = admin.body.szToken;
    const v2 = await call(app, 'POST', '/api/v2/auth', {
      body: { email: `  ${payload.email.toUpperCase()} `, password: payload.plainPassword },
    });
    expect(v2.status).toBe(200);
    v2Token = v2.body.token;
    const claims = decodeJwt(v2Token);
    expect(claims).toMatchObject({ aud: 'v2', userId, nIdContact: expect.any(Number) });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(7 * 24 * 3600);
    expect(claims.jti).toMatch(/^[0-9a-f-]{36}$/);
    const header = JSON.parse(Buffer.from(v2Token.split('.')[0] ?? '', 'base64url').toString());
    expect(header.alg).toBe('HS256');
  });

  it('accepts on a base only the token of that base', async () => {
    expect((await call(app, 'GET', `/api/v2/users/${userId}`, { token: adminToken })).status).toBe(401);
  });

  it('returns the profile with the wire field names', async () => {
    const profile = await call(app, 'GET', `/api/v2/users/${userId}`, { token: v2Token });
    expect(profile.status).toBe(200);
    expect(profile.body).toEqual({
      email: payload.email,
      nom: 'Durand',
      prenom: 'Alex',
      identifiant: payload.identifiant,
      portable: null,
      emailingCollectivite: true,
      equipementAdapte: false,
      mineur: false,
      avatarUrl: null,
      roles: ['ROLE_USER'],
      code_pin: null,
      userId,
      contactId: expect.any(Number),
      paiementActif: false,
      portableVerifie: false,
    });
  });

  it('reports fields used by another account in aDoublon and changes nothing', async () => {
    const update = {
      sNom: 'Durand-Roux',
      sPrenom: 'Alexandra',
      sPortable: '',
      sEmail: other.email,
      sIdentifiant: other.identifiant.toUpperCase(),
      rAvatar: null,
      nEmailing: 0,
    };
    const clash = await call(app, 'POST', '/api/admin/grand-public/compte/modifie', {
      body: update,
      token: adminToken,
    });
    expect(clash).toEqual({ status: 200, body: { bSucces: false, aDoublon: ['sEmail', 'sIdentifiant'] } });
    const unchanged = await call(app, 'GET', `/api/v2/users/${userId}`, { token: v2Token });
    expect(unchanged.body.nom).toBe('Durand');

    const ok = await call(app, 'POST', '/api/admin/grand-public/compte/modifie', {
      body: { ...update, sEmail: payload.email, sIdentifiant: payload.identifiant },
      token: adminToken,
    });
    expect(ok).toEqual({ status: 200, body: { bSucces: true, aDoublon: [] } });
    const changed = await call(app, 'GET', `/api/v2/users/${userId}`, { token: v2Token });
    expect(changed.body).toMatchObject({
      nom: 'Durand-Roux',
      prenom: 'Alexandra',
      emailingCollectivite: false,
    });
  });

  it('changes the email only once the link mailed to the new address is followed, and only once', async () => {
    const newEmail = `nouveau.${userId}@exemple.fr`;
    const update = await call(app, 'POST', '/api/admin/grand-public/compte/modifie', {
      body: {
        sNom: 'Durand',
        sPrenom: 'Alex',
        sPortable: null,
        sEmail: newEmail,
        sIdentifiant: payload.identifiant,
        nEmailing: 1,
      },
      token: adminToken,
    });
    expect(update.body).toEqual({ bSucces: true, aDoublon: [] });
    const [mail] = await readOutbox(app);
    expect(mail?.to).toBe(newEmail);
    const link = new URL(mail?.links[0] ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(`${SITE}/signin`);
    const body = {
      uuidUser: link.searchParams.get('uuidUser'),
      uuidConfirmation: link.searchParams.get('uuidConfirmation'),
    };
    expect((await call(app, 'GET', `/api/v2/users/${userId}`, { token: v2Token })).body.email).toBe(
      payload.email,
    );
    expect(await call(app, 'POST', '/api/v2/user/confirmation', { body })).toEqual({
      status: 200,
      body: { succes: true },
    });
    expect(await call(app, 'POST', '/api/v2/user/confirmation', { body })).toEqual({
      status: 200,
      body: { succes: false },
    });
    expect((await call(app, 'GET', `/api/v2/users/${userId}`, { token: v2Token })).body.email).toBe(newEmail);
    payload.email = newEmail;
  });

  it('stores a real PNG avatar and serves it', async () => {
    const response = await uploadAvatar(v2Token, new Blob([TINY_PNG], { type: 'image/png' }), 'moi.png');
    expect(response.status).toBe(200);
    const { avatarUrl } = await response.json();
    expect(avatarUrl).toMatch(new RegExp(`^/media/avatars/${userId}/[0-9a-f]{16}\\.png$`));
    const served = await app.request(avatarUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(TINY_PNG)).toBe(true);
    expect((await call(app, 'GET', `/api/v2/users/${userId}`, { token: v2Token })).body.avatarUrl).toBe(
      avatarUrl,
    );
  });

  it('refuses an image of 5 MB + 1 byte with UPLOAD-002', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    TINY_PNG.copy(big);
    const response = await uploadAvatar(v2Token, new Blob([big], { type: 'image/png' }), 'grand.png');
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      sCodeErreur: 'UPLOAD-002',
      szErreur: "La taille de l'image doit être inférieure à 5Mo",
    });
  });

  it('refuses a text file renamed .png with UPLOAD-003', async () => {
    const text = new Blob(["ceci n'est pas une image"], { type: 'image/png' });
    const response = await uploadAvatar(v2Token, text, 'faux.png');
    expect(response.status).toBe(422);
    expect((await response.json()).sCodeErreur).toBe('UPLOAD-003');
  });

  it('verifies the phone with the SMS code: a wrong code gives false, the right one true', async () => {
    const portable = '0611223344';
    const sent = await call(app, 'POST', '/api/v2/portable/enregistrement_portable', {
      body: { portable },
      token: v2Token,
    });
    expect(sent).toEqual({ status: 200, body: { bSucces: true } });
    const [sms] = await readOutbox(app);
    expect(sms).toMatchObject({ to: portable, sms: true });
    const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '000001' : '000000';
    expect(
      await call(app, 'POST', '/api/v2/portable/controle_portable', {
        body: { portable, code: wrong },
        token: v2Token,
      }),
    ).toEqual({ status: 200, body: { bSucces: false } });
    expect(
      await call(app, 'POST', '/api/v2/portable/controle_portable', {
        body: { portable, code },
        token: v2Token,
      }),
    ).toEqual({ status: 200, body: { bSucces: true } });
    const profile = await call(app, 'GET', `/api/v2/users/${userId}`, { token: v2Token });
    expect(profile.body).toMatchObject({ portable, portableVerifie: true });
  });

  it('generates a 6-digit PIN code', async () => {
    const pin = await call(app, 'POST', '/api/v2/user/generate-pin', { body: { userId }, token: v2Token });
    expect(pin.status).toBe(200);
    expect(pin.body.code_pin).toMatch(/^\d{6}$/);
    expect((await call(app, 'GET', `/api/v2/users/${userId}`, { token: v2Token })).body.code_pin).toBe(
      pin.body.code_pin,
    );
  });

  it('revokes the token on logout', async () => {
    expect((await call(app, 'POST', '/api/v2/logout', { token: v2Token })).status).toBe(204);
    expect(await call(app, 'GET', `/api/v2/users/${userId}`, { token: v2Token })).toEqual({
      status: 401,
      body: { description: 'Session expirée, veuillez vous reconnecter.' },
    });
  });

  it('answers the same neutral body to a reset request for a known and an unknown address', async () => {
    const login = await call(app, 'POST', '/api/v2/auth', {
      body: { email: payload.email, password: payload.plainPassword },
    });
    v2Token = login.body.token;
    const known = await call(app, 'POST', '/api/v2/forgot_password/', {
      body: { email: payload.email, host: 'https://evil.example/reinitialisation' },
    });
    const outboxAfterKnown = await readOutbox(app);
    const unknown = await call(app, 'POST', '/api/v2/forgot_password/', {
      body: { email: 'personne@exemple.fr', host: SITE },
    });
    const neutral = {
      message:
        'Si un compte existe pour cette adresse, vous recevrez un mail contenant un lien de réinitialisation.',
    };
    expect(known).toEqual({ status: 200, body: neutral });
    expect(unknown).toEqual(known);
    expect(await readOutbox(app)).toHaveLength(outboxAfterKnown.length);
    expect(outboxAfterKnown[0]?.to).toBe(payload.email);
  });

  it('resets the password through the mailed link, revoking the old tokens', async () => {
    const [mail] = (await readOutbox(app)).filter((entry) => entry.to === payload.email);
    const link = mail?.links[0] ?? '';
    expect(link).toMatch(new RegExp(`^${SITE}/reinitialisation/[A-Za-z0-9_-]{43}$`));
    const token = link.split('/').pop();
    expect(await call(app, 'GET', `/api/v2/forgot_password/${token}`)).toEqual({
      status: 200,
      body: { valid: true },
    });
    expect(
      await call(app, 'POST', `/api/v2/forgot_password/${token}`, { body: { password: 'nouveau-secret' } }),
    ).toEqual({ status: 200, body: { succes: true } });
    expect((await call(app, 'GET', `/api/v2/users/${userId}`, { token: v2Token })).status).toBe(401);
    expect((await call(app, 'GET', `/api/v2/users/${userId}`, { token: adminToken })).status).toBe(401);
    const reused = await call(app, 'POST', `/api/v2/forgot_password/${token}`, {
      body: { password: 'encore-autre' },
    });
    expect(reused).toEqual({
      status: 404,
      body: {
        description:
          "Le token n'est pas valide. Veuillez renouveler votre demande de changement de mot de passe",
      },
    });
    expect((await call(app, 'GET', `/api/v2/forgot_password/${token}`)).status).toBe(404);
    const old = await call(app, 'POST', '/api/v2/auth', {
      body: { email: payload.email, password: 'motdepasse1' },
    });
    expect(old.status).toBe(401);
    expect(old.body.sCodeErreur).toBe('CONNEXION-000');
    const fresh = await call(app, 'POST', '/api/v2/auth', {
      body: { email: payload.email, password: 'nouveau-secret' },
    });
    expect(fresh.status).toBe(200);
  });

  it('refuses an expired reset link (valid one hour)', async () => {
    await call(app, 'POST', '/api/v2/forgot_password/', { body: { email: payload.email } });
    const [mail] = await readOutbox(app);
    const token = mail?.links[0]?.split('/').pop() ?? '';
    const [row] = await testDb.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBeLessThanOrEqual(
      3600 * 1000 + 1000,
    );
    await testDb.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    expect((await call(app, 'GET', `/api/v2/forgot_password/${token}`)).status).toBe(404);
    const attempt = await call(app, 'POST', `/api/v2/forgot_password/${token}`, {
      body: { password: 'pas-valable' },
    });
    expect(attempt.status).toBe(404);
  });

  it('deletes the account: its tokens are revoked and it can no longer log in', async () => {
    const login = await call(app, 'POST', '/api/v2/auth', {
      body: { email: payload.email, password: 'nouveau-secret' },
    });
    const token = login.body.token;
    expect((await call(app, 'DELETE', `/api/v2/soft/delete/user/${userId}`, { token })).status).toBe(204);
    expect((await call(app, 'GET', `/api/v2/users/${userId}`, { token })).status).toBe(401);
    const again = await call(app, 'POST', '/api/v2/auth', {
      body: { email: payload.email, password: 'nouveau-secret' },
    });
    expect(again.status).toBe(401);
  });
});
