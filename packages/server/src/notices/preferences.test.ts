// « Mes notifications »: the API on both bases (the mobile app's v2 token, the admin base's own), described in
// the OpenAPI document, reminders that follow the choices, and the one-click unsubscribe of a reminder mail
// (RFC 8058 headers, signed link, no session, forged links refused with a French page).
import { describe, expect, it } from 'vitest';
import { accountsConfigFromEnv, createAccounts } from '../accounts/index.ts';
import { createPlayer, type TestPlayer } from '../cart/cart-test-helpers.ts';
import { insertReservation } from '../payments/settlement/settlement-test-helpers.ts';
import { call, createActivePlayer } from '../routes/accounts-test-helpers.ts';
import { rawHeader, runAt, useNoticeSuite } from './notice-test-helpers.ts';
import { planBookingNotices } from './plan-notices.ts';

const suite = useNoticeSuite('http://localhost:8105');
const SITE = suite.siteUrl;
const HOUR = 3_600_000;
const MINUTE = 60_000;

const path = (player: TestPlayer) => `/api/v2/users/${player.userId}/notifications`;

/** A game in `days` days at 14:00 UTC with its notices planned; its 24 h reminder is then run. */
async function remindedGame(organiser: TestPlayer, days: number) {
  const startsAt = new Date(Date.now() + days * 24 * HOUR);
  startsAt.setUTCHours(13, 0, 0, 0);
  const reservationId = await insertReservation(suite.db, organiser.userId, { startsAt });
  await planBookingNotices(suite.db, { reservationId, startsAt });
  await runAt(suite.app, new Date(startsAt.getTime() - 24 * HOUR + MINUTE));
  const reminders = (await suite.mailsOf(organiser)).filter((m) => m.subject?.startsWith('Rappel\u00a0: '));
  return reminders;
}

describe('Mes notifications', () => {
  it("answers the defaults, then the player's changes, on both API bases", async () => {
    const me = await createPlayer(suite.db);
    const first = await call(suite.app, 'GET', path(me), { token: me.token });
    expect(first).toMatchObject({
      status: 200,
      body: {
        rappels: { mail: true, sms: true },
        reponses: { mail: true, sms: false },
        actualites: { mail: false, sms: false },
        paiements: { mail: true, modifiable: false },
        annulations: { mail: true, modifiable: false },
      },
    });
    const changed = await call(suite.app, 'PUT', path(me), {
      token: me.token,
      body: { rappels: { sms: false } },
    });
    expect(changed).toMatchObject({ status: 200, body: { rappels: { mail: true, sms: false } } });
    const adminPath = `/api/admin/users/${me.userId}/notifications`;
    // A v2 token is not an admin-base token: the admin base asks for its own login.
    expect((await call(suite.app, 'GET', adminPath, { token: me.token })).status).toBe(401);
    const adminToken = await createAccounts(
      suite.db,
      accountsConfigFromEnv({ isProduction: false }),
    ).issueToken(me, 'admin');
    const viaAdmin = await call(suite.app, 'PUT', adminPath, {
      token: adminToken,
      body: { actualites: { mail: true } },
    });
    expect(viaAdmin).toMatchObject({
      status: 200,
      body: { rappels: { sms: false }, actualites: { mail: true } },
    });
    expect((await call(suite.app, 'GET', path(me), { token: me.token })).body.actualites).toEqual({
      mail: true,
      sms: false,
    });
  });

  it('answers the mobile app, signed in on the v2 base with its bearer token, and the admin base', async () => {
    // A real sign-up and login: the token the app holds is the one POST /api/v2/auth gives.
    const player = await createActivePlayer(suite.app);
    const own = `/api/v2/users/${player.userId}/notifications`;
    expect(await call(suite.app, 'GET', own, { token: player.v2Token })).toMatchObject({
      status: 200,
      body: { rappels: { mail: true, sms: true }, actualites: { mail: false, sms: false } },
    });
    const changed = await call(suite.app, 'PUT', own, {
      token: player.v2Token,
      body: { actualites: { mail: true }, reponses: { mail: false } },
    });
    expect(changed).toMatchObject({
      status: 200,
      body: { actualites: { mail: true, sms: false }, reponses: { mail: false, sms: false } },
    });
    const adminPath = `/api/admin/users/${player.userId}/notifications`;
    expect(await call(suite.app, 'GET', adminPath, { token: player.adminToken })).toMatchObject({
      status: 200,
      body: { actualites: { mail: true }, reponses: { mail: false } },
    });
    // Each token on its own base only.
    expect((await call(suite.app, 'GET', adminPath, { token: player.v2Token })).status).toBe(401);
    expect((await call(suite.app, 'GET', own, { token: player.adminToken })).status).toBe(401);
    // Signed out (the app's token revoked), the calls answer 401.
    await call(suite.app, 'POST', '/api/v2/logout', { token: player.v2Token });
    expect((await call(suite.app, 'GET', own, { token: player.v2Token })).status).toBe(401);
  });

  it('is described in the OpenAPI document on both bases', async () => {
    const doc = await (await suite.app.request('/api/openapi.json')).json();
    for (const base of ['/api/v2', '/api/admin']) {
      const path = doc.paths[`${base}/users/{id}/notifications`];
      expect(path, base).toBeDefined();
      for (const method of ['get', 'put']) {
        expect(path[method].security, `${method} ${base}`).toEqual([{ bearer: [] }]);
        expect(Object.keys(path[method].responses).sort()).toEqual(['200', '401', '403', '422']);
      }
      expect(path.get.responses['200'].content['application/json'].schema.$ref).toBe(
        '#/components/schemas/MesNotifications',
      );
    }
    const body = doc.paths['/api/v2/users/{id}/notifications'].put.requestBody.content['application/json'];
    expect(body.schema.$ref).toBe('#/components/schemas/ChangementNotifications');
    expect(Object.keys(doc.components.schemas.ChangementNotifications.properties)).toEqual([
      'rappels',
      'reponses',
      'actualites',
    ]);
    expect(doc.components.schemas.MesNotifications.required).toEqual([
      'rappels',
      'reponses',
      'actualites',
      'paiements',
      'annulations',
    ]);
  });

  it("refuses unknown kinds, locked kinds and another player's account in French", async () => {
    const me = await createPlayer(suite.db);
    const other = await createPlayer(suite.db);
    const unknown = await call(suite.app, 'PUT', path(me), {
      token: me.token,
      body: { promotions: { mail: false } },
    });
    expect(unknown.status).toBe(422);
    const locked = await call(suite.app, 'PUT', path(me), {
      token: me.token,
      body: { paiements: { mail: false } },
    });
    expect(locked).toMatchObject({
      status: 422,
      body: { description: expect.stringContaining('ne peuvent pas') },
    });
    const notBoolean = await call(suite.app, 'PUT', path(me), {
      token: me.token,
      body: { rappels: { mail: 'non' } },
    });
    expect(notBoolean.status).toBe(422);
    expect((await call(suite.app, 'GET', path(other), { token: me.token })).status).toBe(403);
    expect((await call(suite.app, 'PUT', path(other), { token: me.token, body: {} })).status).toBe(403);
    expect((await call(suite.app, 'GET', path(me))).status).toBe(401);
  });

  it('stops the reminders when they are turned off', async () => {
    const me = await createPlayer(suite.db);
    await call(suite.app, 'PUT', path(me), {
      token: me.token,
      body: { rappels: { mail: false, sms: false } },
    });
    expect(await remindedGame(me, 9)).toHaveLength(0);
  });
});

describe('the one-click unsubscribe', () => {
  it("is in the reminder's RFC 8058 headers and turns reminders off without a session", async () => {
    const me = await createPlayer(suite.db);
    const [mail] = await remindedGame(me, 10);
    const link = /^<(.+)>$/.exec(rawHeader(mail, 'list-unsubscribe'))?.[1] ?? '';
    expect(link.startsWith(`${SITE}/api/v2/notifications/desabonnement/${me.userId}.rappels.`)).toBe(true);
    expect(rawHeader(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail?.html).toContain(link);
    const target = link.slice(SITE.length);
    // Opening the link (or a scanner fetching it) changes nothing.
    const page = await suite.app.request(target);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Ne plus recevoir les rappels avant vos parties\u00a0?');
    expect((await call(suite.app, 'GET', path(me), { token: me.token })).body.rappels).toEqual({
      mail: true,
      sms: true,
    });
    const oneClick = await suite.app.request(target, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain('Vous ne recevrez plus les rappels');
    expect((await call(suite.app, 'GET', path(me), { token: me.token })).body.rappels).toEqual({
      mail: false,
      sms: false,
    });
  });

  it('refuses a forged or damaged link with a French page, never a 500', async () => {
    const me = await createPlayer(suite.db);
    const other = await createPlayer(suite.db);
    const [mail] = await remindedGame(me, 11);
    const link = /^<(.+)>$/.exec(rawHeader(mail, 'list-unsubscribe'))?.[1] ?? '';
    const token = link.split('/').at(-1) ?? '';
    const signature = token.split('.').at(-1) ?? '';
    const forged = [
      `${other.userId}.rappels.${signature}`,
      `${me.userId}.actualites.${signature}`,
      // One character of the signature changed (never to itself: the last one may already be an A).
      `${me.userId}.rappels.${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`,
      'nimporte-quoi',
      `${me.userId}.rappels.${'A'.repeat(43)}`,
      '%00',
    ];
    for (const bad of forged) {
      for (const method of ['GET', 'POST']) {
        const answer = await suite.app.request(`/api/v2/notifications/desabonnement/${bad}`, { method });
        expect(answer.status, `${method} ${bad}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, `${method} ${bad}`).toBeLessThan(500);
      }
    }
    const page = await suite.app.request(`/api/v2/notifications/desabonnement/${forged[0]}`, {
      method: 'POST',
    });
    expect(await page.text()).toContain("Ce lien de désabonnement n'est pas valide.");
    expect((await call(suite.app, 'GET', path(other), { token: other.token })).body.rappels).toEqual({
      mail: true,
      sms: true,
    });
  });
});
