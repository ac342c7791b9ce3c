import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSigningKey } from '../accounts/config.ts';
import { accountsConfigFromEnv } from '../accounts/index.ts';
import { createApp } from '../app.ts';
import { createPlayer, type TestPlayer } from '../cart/cart-test-helpers.ts';
import { reservationParticipants } from '../db/schema.ts';
import {
  addFamilyContact,
  addParticipant,
  reservationWithLink,
} from '../payments/settlement/settlement-test-helpers.ts';
import { answerLinkMessages, organiserLinkHash } from '../reservations/answer-link.ts';
import { pinMessages } from '../reservations/participant-pin.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { call } from './accounts-test-helpers.ts';

// Spec 1 section 7: `participant/generate-pin` (a player's 6-digit door code for one session) and the
// legacy `reservations/invitation/change-reponse` (query parameters, empty body, organiser id and hash).

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db });
});
afterAll(() => testDb.close());

const game = (organiser: TestPlayer, hoursAhead = 72) =>
  reservationWithLink(testDb.db, organiser.userId, hoursAhead);

const pin = (p: TestPlayer, reservationId: string, userId: number = p.userId) =>
  call(app, 'POST', '/api/v2/participant/generate-pin', {
    token: p.token,
    body: { userId, uuidReservation: reservationId },
  });

describe('participant/generate-pin', () => {
  it('gives an accepted player a 6-digit code of their own, shown in their list, new on each call', async () => {
    const organiser = await createPlayer(testDb.db);
    const g = await game(organiser);
    const b = await createPlayer(testDb.db);
    await addParticipant(testDb.db, g.id, { userId: b.userId, contactId: b.contactId });
    const first = await pin(b, g.id);
    expect(first.status).toBe(200);
    expect(first.body.code_pin).toMatch(/^\d{6}$/);
    const list = await call(app, 'GET', `/api/v2/user/${b.userId}/liste_reservations`, { token: b.token });
    expect(list.body.reservations[0].monCodePin).toBe(first.body.code_pin);
    const organisers = await pin(organiser, g.id);
    expect(organisers.body.code_pin).toMatch(/^\d{6}$/);
    expect(organisers.body.code_pin).not.toBe(first.body.code_pin);
    const again = await pin(b, g.id);
    const [row] = await testDb.db
      .select({ pin: reservationParticipants.pinCode })
      .from(reservationParticipants)
      .where(eq(reservationParticipants.contactId, b.contactId));
    expect(row?.pin).toBe(again.body.code_pin);
  });

  it('refuses a player who has not accepted, another user id, an ended reservation and a malformed id', async () => {
    const organiser = await createPlayer(testDb.db);
    const g = await game(organiser);
    const maybe = await createPlayer(testDb.db);
    await addParticipant(testDb.db, g.id, { userId: maybe.userId, contactId: maybe.contactId }, 0);
    expect(await pin(maybe, g.id)).toMatchObject({
      status: 409,
      body: { szErreur: pinMessages.notAccepted },
    });
    expect((await pin(maybe, g.id, organiser.userId)).status).toBe(403);
    const ended = await game(organiser, -2);
    expect(await pin(organiser, ended.id)).toMatchObject({
      status: 409,
      body: { szErreur: pinMessages.over },
    });
    expect((await pin(organiser, 'pas-un-uuid')).status).toBe(422);
  });
});

describe('reservations/invitation/change-reponse (legacy base)', () => {
  const change = (params: Record<string, string | number>) =>
    call(
      app,
      'POST',
      `/api/admin/reservations/invitation/change-reponse?${new URLSearchParams(
        Object.entries(params).map(([k, v]) => [k, String(v)]),
      )}`,
    );

  it("changes a guest's or their family member's answer when the organiser id and hash match, else nothing", async () => {
    const organiser = await createPlayer(testDb.db);
    const g = await game(organiser);
    const guest = await createPlayer(testDb.db);
    const child = await addFamilyContact(testDb.db, guest.userId);
    await addParticipant(testDb.db, g.id, { userId: guest.userId, contactId: guest.contactId });
    await addParticipant(testDb.db, g.id, { contactId: child });
    const key = await loadSigningKey(testDb.db, accountsConfigFromEnv({ jwtSecret: undefined }, {}));
    const params = {
      sIdReservation: g.id,
      nIdGrandPublic: guest.userId,
      nIdOrganisateur: organiser.userId,
      sJetonInvitation: g.token,
      sReponse: 'refus',
      sMd5ActivationOrganisateur: organiserLinkHash(key, g.id, organiser.userId, g.token),
      nIdInvite: guest.contactId,
    };
    const answerOf = async (contactId: number) =>
      (
        await testDb.db
          .select({ answer: reservationParticipants.answer })
          .from(reservationParticipants)
          .where(eq(reservationParticipants.contactId, contactId))
      )[0]?.answer;

    const forged = await change({ ...params, sMd5ActivationOrganisateur: 'a'.repeat(32) });
    expect(forged).toMatchObject({ status: 403, body: { description: answerLinkMessages.badLink } });
    const otherOrganiser = await change({ ...params, nIdOrganisateur: guest.userId });
    expect(otherOrganiser.status).toBe(403);
    expect(await answerOf(guest.contactId)).toBe(2);

    expect(await change(params)).toMatchObject({ status: 200, body: { succes: true } });
    expect(await answerOf(guest.contactId)).toBe(1);
    expect((await change({ ...params, nIdInvite: child, sReponse: 'attente' })).status).toBe(200);
    expect(await answerOf(child)).toBe(0);

    const stranger = await createPlayer(testDb.db);
    await addParticipant(testDb.db, g.id, { userId: stranger.userId, contactId: stranger.contactId });
    expect((await change({ ...params, nIdInvite: stranger.contactId })).status).toBe(403);
    expect(await answerOf(stranger.contactId)).toBe(2);
    expect((await change({ ...params, sReponse: 'oui' })).status).toBe(422);
    expect((await change({ ...params, nIdInvite: 'x' })).status).toBe(422);
  });
});
