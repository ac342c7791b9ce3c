import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsConfigFromEnv, createAccounts } from '../accounts/index.ts';
import { createApp } from '../app.ts';
import type { TestPlayer } from '../cart/cart-test-helpers.ts';
import { contacts, participantDiscounts, reservationParticipants, waitingListEntries } from '../db/schema.ts';
import {
  addFamilyContact,
  saveTestAlias,
  TEST_TOKENS,
} from '../payments/settlement/settlement-test-helpers.ts';
import { call, createActivePlayer, readOutbox } from '../routes/accounts-test-helpers.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { createGuest, gameInHall, guestMissing } from './accept-test-helpers.ts';
import { organiserLinkHash } from './answer-link.ts';

// The hole where an invitee would skip every gate: the server asks on every accept what the invitation
// page asks (spec 1 « Invitation flow »: the phone and payment conditions, skipped with ignorerEtapePaiement;
// spec 2 section 4: the hall's conventions and safety video), on both bases and whatever sends the accept.
// A refusal is a 403 `{ sCodeErreur, szErreur }` naming the first condition missing, and writes nothing.
// Seeded halls: padel-park (a `reservation` convention, card), multisalle-chateauroux (conventions, safety
// video, card), multisalle-ajaccio (ignorerEtapePaiement).

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db });
});
afterAll(() => testDb.close());

type Game = { id: string; token: string; hallId: number };

const refusals = {
  conventions: { sCodeErreur: 'MULTISALLE-003', szErreur: 'Veuillez valider les conventions de la salle.' },
  phone: {
    sCodeErreur: 'MULTISALLE-004',
    szErreur: "Veuillez vérifier votre numéro de téléphone avant d'accepter l'invitation.",
  },
  safetyVideo: {
    sCodeErreur: 'MULTISALLE-005',
    szErreur: 'Veuillez regarder la vidéo des consignes de sécurité.',
  },
  card: {
    sCodeErreur: 'MULTISALLE-006',
    szErreur:
      "Veuillez enregistrer votre carte bancaire avant d'accepter\u00a0: cette salle demande un paiement par carte.",
  },
} as const;

const answer = (g: Game, p: { token: string }, reponses: { idUser: number; reponse: number }[]) =>
  call(app, 'POST', '/api/v2/invitation/reponse', {
    token: p.token,
    body: { uuidReservation: g.id, uuidInvitation: g.token, reponses },
  });
const accept = (g: Game, p: { token: string; contactId: number }) =>
  answer(g, p, [{ idUser: p.contactId, reponse: 2 }]);
const read = (g: Game, p?: { token: string }) =>
  call(app, 'GET', `/api/v2/reservations/groupe/invitation?reservation=${g.id}&invitation=${g.token}`, {
    token: p?.token,
  });

/** The reservation's participant lines, its places left and its chosen discounts: what a refusal must leave. */
async function snapshot(g: Game) {
  const lines = await testDb.db
    .select({ contactId: reservationParticipants.contactId, answer: reservationParticipants.answer })
    .from(reservationParticipants)
    .where(eq(reservationParticipants.reservationId, g.id));
  const discounts = await testDb.db.select().from(participantDiscounts);
  const waiting = await testDb.db
    .select()
    .from(waitingListEntries)
    .where(eq(waitingListEntries.reservationId, g.id));
  return { lines, placesLeft: (await read(g)).body.reservation.nbPlaceRestante, discounts, waiting };
}

/** Validates the hall's conventions still to validate, through the conventions dialog's calls. */
async function validateConventions(p: TestPlayer, hallId: number) {
  const list = await call(
    app,
    'GET',
    `/api/v2/multisalle/${hallId}/conventions-a-valider?declencheur=reservation`,
    { token: p.token },
  );
  expect(list.body.length).toBeGreaterThan(0);
  for (const convention of list.body as { id: number }[]) {
    const validated = await call(
      app,
      'POST',
      `/api/v2/multisalle/${hallId}/convention/${convention.id}/valider`,
      { token: p.token },
    );
    expect(validated.status).toBeLessThan(300);
  }
}

/** Verifies a phone number by its SMS code, as the « VALIDATION TÉLÉPHONE » step does. */
async function verifyPhone(p: TestPlayer, phone: string) {
  const sent = await call(app, 'POST', '/api/v2/portable/enregistrement_portable', {
    token: p.token,
    body: { portable: phone },
  });
  expect(sent.status).toBe(200);
  const sms = (await readOutbox(app)).find((m) => m.to === phone && m.sms);
  const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1] ?? '';
  const checked = await call(app, 'POST', '/api/v2/portable/controle_portable', {
    token: p.token,
    body: { portable: phone, code },
  });
  expect(checked.body).toEqual({ bSucces: true });
}

/** Sends the safety video attestation of a hall, as the « CONSIGNES DE SÉCURITÉ » step does. */
async function watchSafetyVideo(p: TestPlayer, hallId: number) {
  const sent = await call(app, 'POST', '/api/v2/video/securite', {
    token: p.token,
    body: { date: '2026-11-22', heure: '10:00', videoRegardee: true, idMultisalle: hallId },
  });
  expect(sent.status).toBe(201);
}

const phoneOf = async (p: TestPlayer) =>
  (await testDb.db.select({ phone: contacts.phone }).from(contacts).where(eq(contacts.id, p.contactId)))[0]
    ?.phone ?? '';

describe('an accept asks what the invitation page asks', () => {
  it("conventions (spec 2 section 4, declencheur=reservation): refused with MULTISALLE-003 until the hall's are validated, nothing written", async () => {
    const organiser = await createGuest(testDb.db);
    const g = await gameInHall(testDb.db, organiser.userId, 'padel-park');
    const guest = await guestMissing(testDb.db, 'conventions');
    const before = await snapshot(g);
    expect(await accept(g, guest)).toEqual({ status: 403, body: refusals.conventions });
    expect(await snapshot(g)).toEqual(before);
    expect((await read(g, guest)).body.moi.reponse).toBeNull();

    await validateConventions(guest, g.hallId);
    expect(await accept(g, guest)).toEqual({ status: 200, body: { succes: true } });
    expect((await read(g)).body.reservation.nbPlaceRestante).toBe(before.placesLeft - 1);
  });

  it('safety video (spec 2 section 4, videoSecuriteRequise): refused with MULTISALLE-005 until it is watched, nothing written', async () => {
    const organiser = await createGuest(testDb.db);
    const g = await gameInHall(testDb.db, organiser.userId, 'multisalle-chateauroux');
    const guest = await guestMissing(testDb.db, 'safetyVideo');
    const before = await snapshot(g);
    expect(await accept(g, guest)).toEqual({ status: 403, body: refusals.safetyVideo });
    expect(await snapshot(g)).toEqual(before);

    await watchSafetyVideo(guest, g.hallId);
    expect(await accept(g, guest)).toEqual({ status: 200, body: { succes: true } });
  });

  it('verified phone (spec 1 « Invitation flow », phone condition): refused with MULTISALLE-004 until the SMS code is checked, nothing written', async () => {
    const organiser = await createGuest(testDb.db);
    const g = await gameInHall(testDb.db, organiser.userId, 'padel-park');
    const guest = await guestMissing(testDb.db, 'phone');
    const before = await snapshot(g);
    expect(await accept(g, guest)).toEqual({ status: 403, body: refusals.phone });
    expect(await snapshot(g)).toEqual(before);

    await verifyPhone(guest, await phoneOf(guest));
    expect(await accept(g, guest)).toEqual({ status: 200, body: { succes: true } });
  });

  it('saved card when paiementRequis (spec 1 « Invitation flow », payment condition): refused with MULTISALLE-006 until a card is saved, nothing written', async () => {
    const organiser = await createGuest(testDb.db);
    const g = await gameInHall(testDb.db, organiser.userId, 'padel-park');
    const guest = await guestMissing(testDb.db, 'card');
    const before = await snapshot(g);
    expect(await accept(g, guest)).toEqual({ status: 403, body: refusals.card });
    expect(await snapshot(g)).toEqual(before);

    await saveTestAlias(testDb.db, guest.userId, TEST_TOKENS.accepted);
    expect(await accept(g, guest)).toEqual({ status: 200, body: { succes: true } });
  });

  it('names the first condition missing in the order the page walks them: conventions, phone, safety video, card', async () => {
    const organiser = await createGuest(testDb.db);
    const g = await gameInHall(testDb.db, organiser.userId, 'multisalle-chateauroux');
    const guest = await guestMissing(testDb.db, 'conventions', 'phone', 'safetyVideo', 'card');
    expect((await accept(g, guest)).body).toEqual(refusals.conventions);
    await validateConventions(guest, g.hallId);
    expect((await accept(g, guest)).body).toEqual(refusals.phone);
    await verifyPhone(guest, await phoneOf(guest));
    expect((await accept(g, guest)).body).toEqual(refusals.safetyVideo);
    await watchSafetyVideo(guest, g.hallId);
    expect((await accept(g, guest)).body).toEqual(refusals.card);
    await saveTestAlias(testDb.db, guest.userId, TEST_TOKENS.accepted);
    expect(await accept(g, guest)).toEqual({ status: 200, body: { succes: true } });
  });

  it('asks no card of a reservation without paiementRequis, but still the phone', async () => {
    const organiser = await createGuest(testDb.db);
    const free = await gameInHall(testDb.db, organiser.userId, 'padel-park', {
      isPaymentRequired: false,
    });
    expect(await accept(free, await guestMissing(testDb.db, 'card'))).toEqual({
      status: 200,
      body: { succes: true },
    });
    expect(await accept(free, await guestMissing(testDb.db, 'phone'))).toEqual({
      status: 403,
      body: refusals.phone,
    });
  });

  it('asks neither card nor phone in a hall that skips the payment step (ignorerEtapePaiement), even with paiementRequis', async () => {
    const organiser = await createGuest(testDb.db);
    const g = await gameInHall(testDb.db, organiser.userId, 'multisalle-ajaccio', {
      isPaymentRequired: true,
    });
    expect((await read(g)).body).toMatchObject({
      ignorerEtapePaiement: true,
      reservation: { paiementRequis: true },
    });
    const guest = await guestMissing(testDb.db, 'phone', 'card');
    expect(await accept(g, guest)).toEqual({ status: 200, body: { succes: true } });
  });

  it('needs no condition to decline or say maybe (spec 1: the conditions are skipped when nobody accepts)', async () => {
    const organiser = await createGuest(testDb.db);
    const g = await gameInHall(testDb.db, organiser.userId, 'multisalle-chateauroux');
    const guest = await guestMissing(testDb.db, 'conventions', 'phone', 'safetyVideo', 'card');
    expect(await answer(g, guest, [{ idUser: guest.contactId, reponse: 1 }])).toEqual({
      status: 200,
      body: { succes: true },
    });
    expect(await answer(g, guest, [{ idUser: guest.contactId, reponse: 0 }])).toEqual({
      status: 200,
      body: { succes: true },
    });
    expect((await read(g, guest)).body.moi.reponse).toBe(0);
  });

  it('refuses a family member accepted by a player without a card the same way (they pay for them), nothing written', async () => {
    const organiser = await createGuest(testDb.db);
    const g = await gameInHall(testDb.db, organiser.userId, 'padel-park');
    const parent = await guestMissing(testDb.db, 'card');
    const child = await addFamilyContact(testDb.db, parent.userId);
    const before = await snapshot(g);
    // The parent declines for themselves and accepts for the child: the child's place is the parent's to pay.
    const onlyChild = await answer(g, parent, [
      { idUser: parent.contactId, reponse: 1 },
      { idUser: child, reponse: 2 },
    ]);
    expect(onlyChild).toEqual({ status: 403, body: refusals.card });
    expect(await answer(g, parent, [{ idUser: child, reponse: 2 }])).toEqual({
      status: 403,
      body: refusals.card,
    });
    expect(await snapshot(g)).toEqual(before);

    await saveTestAlias(testDb.db, parent.userId, TEST_TOKENS.accepted);
    expect((await answer(g, parent, [{ idUser: child, reponse: 2 }])).status).toBe(200);
    expect((await read(g, parent)).body.famille).toEqual([
      { id: child, pseudo: expect.any(String), reponse: 2 },
    ]);
  });

  it('asks the organiser nothing for their own line, but the card for a family member they add', async () => {
    const organiser = await guestMissing(testDb.db, 'card');
    const g = await gameInHall(testDb.db, organiser.userId, 'padel-park');
    expect((await accept(g, organiser)).status).toBe(200);
    const child = await addFamilyContact(testDb.db, organiser.userId);
    expect(
      await answer(g, organiser, [
        { idUser: organiser.contactId, reponse: 2 },
        { idUser: child, reponse: 2 },
      ]),
    ).toEqual({ status: 403, body: refusals.card });
  });

  it('the invitation validation (idReservation, jetonInvitation, responseData) is refused the same way', async () => {
    const organiser = await createGuest(testDb.db);
    const g = await gameInHall(testDb.db, organiser.userId, 'padel-park');
    const guest = await guestMissing(testDb.db, 'card');
    const validate = () =>
      call(app, 'POST', '/api/v2/invitation/validation', {
        token: guest.token,
        body: {
          idReservation: g.id,
          jetonInvitation: g.token,
          responseData: [{ idUser: guest.contactId, reponse: 2 }],
        },
      });
    const before = await snapshot(g);
    expect(await validate()).toEqual({ status: 403, body: refusals.card });
    expect(await snapshot(g)).toEqual(before);
    await saveTestAlias(testDb.db, guest.userId, TEST_TOKENS.accepted);
    expect(await validate()).toEqual({ status: 200, body: { succes: true } });
  });

  it("the legacy base's answer (reservations/invitation/reponse) and its mail link (change-reponse) are refused the same way", async () => {
    const organiser = await createGuest(testDb.db);
    const g = await gameInHall(testDb.db, organiser.userId, 'padel-park');
    const guest = await guestMissing(testDb.db, 'card');
    const adminToken = await createAccounts(
      testDb.db,
      accountsConfigFromEnv({ isProduction: false }),
    ).issueToken(guest, 'admin');
    const before = await snapshot(g);
    const legacy = await call(app, 'POST', '/api/admin/reservations/invitation/reponse', {
      token: adminToken,
      body: {
        uuidReservation: g.id,
        uuidInvitation: g.token,
        reponses: [{ idUser: guest.contactId, reponse: 2 }],
      },
    });
    expect(legacy).toEqual({ status: 403, body: refusals.card });

    const key = await createAccounts(
      testDb.db,
      accountsConfigFromEnv({ isProduction: false }),
    ).tokens.signingKey();
    const link = (sReponse: string) =>
      `/api/admin/reservations/invitation/change-reponse?${new URLSearchParams({
        sIdReservation: g.id,
        nIdGrandPublic: String(guest.userId),
        nIdOrganisateur: String(organiser.userId),
        sJetonInvitation: g.token,
        sReponse,
        sMd5ActivationOrganisateur: organiserLinkHash(key, g.id, organiser.userId, g.token),
        nIdInvite: String(guest.contactId),
      })}`;
    expect(await call(app, 'POST', link('validation'))).toEqual({ status: 403, body: refusals.card });
    expect(await snapshot(g)).toEqual(before);
    // Declining from the mail needs nothing; accepting goes through once the card is saved.
    expect((await call(app, 'POST', link('refus'))).status).toBe(200);
    await saveTestAlias(testDb.db, guest.userId, TEST_TOKENS.accepted);
    expect(await call(app, 'POST', link('validation'))).toEqual({ status: 200, body: { succes: true } });
  });

  it('the kept answer sent after login by a brand-new account (the hole) is refused until every step is done', async () => {
    const organiser = await createGuest(testDb.db);
    const g = await gameInHall(testDb.db, organiser.userId, 'padel-park');
    // Signed up, activated and signed in for real: no card, no verified phone, no convention validated.
    const { v2Token: token, userId, contactId } = await createActivePlayer(app);
    const newcomer = { token, userId, contactId };
    const before = await snapshot(g);
    // What the site sends after login (spec 1 « Invitation flow »): the kept answer with the contact id.
    const kept = () => answer(g, newcomer, [{ idUser: contactId, reponse: 2 }]);
    expect(await kept()).toEqual({ status: 403, body: refusals.conventions });
    expect(await snapshot(g)).toEqual(before);

    await validateConventions(newcomer, g.hallId);
    expect(await kept()).toEqual({ status: 403, body: refusals.phone });
    await verifyPhone(newcomer, `07${String(userId).padStart(8, '0')}`);
    expect(await kept()).toEqual({ status: 403, body: refusals.card });
    expect(await snapshot(g)).toEqual(before);
    await saveTestAlias(testDb.db, userId, TEST_TOKENS.accepted);
    expect(await kept()).toEqual({ status: 200, body: { succes: true } });
    expect((await read(g)).body.reservation.nbPlaceRestante).toBe(before.placesLeft - 1);
  });
});
