import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsConfigFromEnv, createAccounts } from '../accounts/index.ts';
import { createApp } from '../app.ts';
import type { TestPlayer } from '../cart/cart-test-helpers.ts';
import { reservationParticipants, reservations } from '../db/schema.ts';
import { runSettlement } from '../payments/settlement/index.ts';
import {
  addFamilyContact,
  addParticipant,
  createCountingProvider,
  reservationWithLink,
  sharesOf,
} from '../payments/settlement/settlement-test-helpers.ts';
import { createGuest } from '../reservations/accept-test-helpers.ts';
import { ANSWER_LOCK_MS } from '../reservations/lifecycle.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { call, readOutbox } from './accounts-test-helpers.ts';
import { acceptLink, answerLink, type InvitationLink, readLink } from './invitation-test-helpers.ts';

// Spec 1 section 4 (« Participant response », « Reservation status on the invitation page ») and section 7
// (« Reservations and invitations »): the invitation link's read and its answers, with places that never
// overflow nbPlaceMax (4 here: the organiser and 3 places left). The players meet every condition of an
// accept (`createGuest`: phone, conventions, safety video, saved card); accept-conditions.test.ts
// checks each one.

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db });
});
afterAll(() => testDb.close());

/** A 4-place reservation of `organiser` starting in `hoursAhead` hours, with its link token. */
const game = (organiser: TestPlayer, hoursAhead = 72) =>
  reservationWithLink(testDb.db, organiser.userId, hoursAhead);

const read = (g: InvitationLink, p?: TestPlayer) => readLink(app, g, p);
const answer = (g: InvitationLink, p: TestPlayer, reponses: { idUser: number; reponse: number }[]) =>
  answerLink(app, g, p, reponses);
const accept = (g: InvitationLink, p: TestPlayer) => acceptLink(app, g, p);

describe('the invitation link', () => {
  it("shows the reservation, its organiser and participants to a visitor, and the caller's part when signed in", async () => {
    const organiser = await createGuest(testDb.db);
    const g = await game(organiser);
    const visitor = await read(g);
    expect(visitor.status).toBe(200);
    expect(visitor.body).toMatchObject({
      id_reservation: g.id,
      statut: 'validate',
      reservation: { statut: 'validate', nbPlaceMax: 4, nbPlaceRestante: 3, dureeCreneau: 60 },
      moi: null,
      famille: [],
      jeton_diffusion: true,
      // The invitation link, not an open game's public link: the page asks nothing about a level range.
      lienPartieOuverte: false,
    });
    expect(visitor.body.reservation.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(visitor.body.reservation.heureDebut).toMatch(/^\d{2}:\d{2}$/);
    expect(visitor.body.participants).toHaveLength(1);
    expect(visitor.body.participants[0]).toMatchObject({ organisateur: true, reponse: 2 });
    expect(visitor.body.organisateur).toBe(visitor.body.participants[0].pseudo);

    const guest = await createGuest(testDb.db);
    const family = await addFamilyContact(testDb.db, guest.userId);
    const signedIn = await read(g, guest);
    expect(signedIn.body.moi).toEqual({
      idContact: guest.contactId,
      reponse: null,
      organisateur: false,
      reductions: [],
      // A ready test player has a verified 10-digit number: the element needs no phone step for them.
      portable: expect.stringMatching(/^06\d{8}$/),
      portableVerifie: true,
    });
    const unverified = await createGuest(testDb.db, { isReady: false });
    expect((await read(g, unverified)).body.moi).toMatchObject({ portable: '', portableVerifie: false });
    expect(signedIn.body.famille).toEqual([{ id: family, pseudo: expect.any(String), reponse: null }]);
    expect((await read(g, organiser)).body.moi).toMatchObject({ organisateur: true, reponse: 2 });
  });

  it('answers RESERVATION-001 for a wrong token, and a French 422 for a malformed one', async () => {
    const g = await game(await createGuest(testDb.db));
    const wrong = await read({ id: g.id, token: 'f'.repeat(32) });
    expect(wrong).toMatchObject({ status: 404, body: { sCodeErreur: 'RESERVATION-001' } });
    const malformed = await read({ id: g.id, token: 'pas-un-jeton' });
    expect(malformed.status).toBe(422);
    expect(JSON.stringify(malformed.body)).toContain("Le jeton d'invitation n'est pas valide");
  });

  it('answers 401 to a session token that is revoked or unreadable: the session ended, the caller is no visitor', async () => {
    const g = await game(await createGuest(testDb.db));
    const guest = await createGuest(testDb.db);
    expect((await read(g, guest)).status).toBe(200);
    expect((await call(app, 'POST', '/api/v2/logout', { token: guest.token })).status).toBe(204);
    const revoked = await read(g, guest);
    expect(revoked.status).toBe(401);
    expect(revoked.body).not.toHaveProperty('moi');
    expect((await read(g, { ...guest, token: 'jeton-illisible' })).status).toBe(401);
    // Without a token the page stays public.
    expect((await read(g)).status).toBe(200);
  });
});

describe('answering', () => {
  it('accepts, then refuses (wire 2 then 1), and counts the places left', async () => {
    const organiser = await createGuest(testDb.db);
    const g = await game(organiser);
    const guest = await createGuest(testDb.db);
    expect(await accept(g, guest)).toEqual({ status: 200, body: { succes: true } });
    expect((await read(g, guest)).body).toMatchObject({
      moi: { reponse: 2 },
      reservation: { nbPlaceRestante: 2 },
    });
    expect((await answer(g, guest, [{ idUser: guest.contactId, reponse: 1 }])).status).toBe(200);
    expect((await read(g, guest)).body).toMatchObject({
      moi: { reponse: 1 },
      reservation: { nbPlaceRestante: 3 },
    });
  });

  it("takes a player's family contacts in the same answer, and refuses another family's contact", async () => {
    const g = await game(await createGuest(testDb.db));
    const guest = await createGuest(testDb.db);
    const child = await addFamilyContact(testDb.db, guest.userId);
    const answered = await answer(g, guest, [
      { idUser: guest.contactId, reponse: 2 },
      { idUser: child, reponse: 2 },
    ]);
    expect(answered.status).toBe(200);
    const page = await read(g, guest);
    expect(page.body.reservation.nbPlaceRestante).toBe(1);
    expect(page.body.famille).toEqual([{ id: child, pseudo: expect.any(String), reponse: 2 }]);

    const stranger = await createGuest(testDb.db);
    const refused = await answer(g, stranger, [{ idUser: child, reponse: 0 }]);
    expect(refused).toMatchObject({ status: 403, body: { sCodeErreur: 'CONTACT-007' } });
  });

  it('refuses with RESERVATION-019 an answer that adds more people than the places left, and writes nothing', async () => {
    const g = await game(await createGuest(testDb.db));
    const guest = await createGuest(testDb.db);
    const family = [
      await addFamilyContact(testDb.db, guest.userId),
      await addFamilyContact(testDb.db, guest.userId),
      await addFamilyContact(testDb.db, guest.userId),
    ];
    const tooMany = await answer(g, guest, [
      { idUser: guest.contactId, reponse: 2 },
      ...family.map((idUser) => ({ idUser, reponse: 2 })),
    ]);
    expect(tooMany).toMatchObject({
      status: 409,
      body: {
        sCodeErreur: 'RESERVATION-019',
        szErreur:
          'Le nombre de personnes que vous souhaitez ajouter dépasse la limite maximum de personnes autorisées sur la réservation',
      },
    });
    const rows = await testDb.db
      .select()
      .from(reservationParticipants)
      .where(eq(reservationParticipants.reservationId, g.id));
    expect(rows).toHaveLength(1);
  });

  it('lets the organiser only accept ("Vous êtes l\'organisateur...")', async () => {
    const organiser = await createGuest(testDb.db);
    const g = await game(organiser);
    const refused = await answer(g, organiser, [{ idUser: organiser.contactId, reponse: 1 }]);
    expect(refused.status).toBe(403);
    expect(refused.body.description).toMatch(/^Vous êtes l'organisateur/);
  });

  it("locks the answers 15 minutes before the start, with the spec's text", async () => {
    expect(ANSWER_LOCK_MS).toBe(15 * 60_000);
    const organiser = await createGuest(testDb.db);
    const g = await game(organiser, 10 / 60); // starts in 10 minutes: inside the 15-minute lock
    expect((await read(g)).body.statut).toBe('finalisee');
    const late = await accept(g, await createGuest(testDb.db));
    expect(late).toEqual({
      status: 409,
      body: {
        szErreur: 'Dans les 15 minutes précédant la séance, vous ne pouvez plus modifier votre réponse.',
      },
    });
  });

  it("says the reservation was cancelled, on_going or finished in the states' words", async () => {
    const organiser = await createGuest(testDb.db);
    const cancelled = await game(organiser);
    await testDb.db
      .update(reservations)
      .set({ status: 'cancelled' })
      .where(eq(reservations.id, cancelled.id));
    expect((await read(cancelled)).body.statut).toBe('cancelled');
    expect((await accept(cancelled, await createGuest(testDb.db))).body).toEqual({
      szErreur: "La réservation a été supprimée par l'organisateur.",
    });
    const ongoing = await game(organiser, -0.5);
    expect((await read(ongoing)).body.statut).toBe('on_going');
    const finished = await game(organiser, -2);
    expect((await read(finished)).body.statut).toBe('finished');
    expect((await accept(finished, await createGuest(testDb.db))).body).toEqual({
      szErreur: 'La réservation est terminée.',
    });
  });

  it('admits no newcomer once the organiser closes the link, and still the players already on it', async () => {
    const organiser = await createGuest(testDb.db);
    const g = await game(organiser);
    const invited = await createGuest(testDb.db);
    await addParticipant(testDb.db, g.id, { userId: invited.userId, contactId: invited.contactId }, 0);
    const share = (p: TestPlayer, diffusionAutorisee: boolean) =>
      call(app, 'POST', '/api/v2/partage_lien_invitation', {
        token: p.token,
        body: { uuidReservation: g.id, diffusionAutorisee },
      });
    expect((await share(invited, false)).body).toMatchObject({ sCodeErreur: 'RESERVATION-017' });
    expect(await share(organiser, false)).toEqual({ status: 200, body: { succes: true } });
    expect((await accept(g, await createGuest(testDb.db))).body.description).toBe(
      "L'organisateur ne partage plus le lien de cette invitation.",
    );
    expect((await accept(g, invited)).status).toBe(200);
    const tokenRead = await call(app, 'GET', `/api/v2/jeton_invitation/${g.id}`, { token: organiser.token });
    expect(tokenRead.body).toEqual({ jetonInvitation: g.token, diffusionAutorisee: false });
    expect(
      (await call(app, 'GET', `/api/v2/jeton_invitation/${g.id}`, { token: invited.token })).status,
    ).toBe(403);
  });
});

describe('places never overflow', () => {
  it('lets exactly 3 of 50 concurrent accepts in when 3 places are left (RESERVATION-019 for the 47 others)', async () => {
    const organiser = await createGuest(testDb.db);
    const g = await game(organiser);
    const players = await Promise.all(Array.from({ length: 50 }, () => createGuest(testDb.db)));
    const answers = await Promise.all(players.map((p) => accept(g, p)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(47);
    for (const r of refused) expect(r.body.sCodeErreur).toBe('RESERVATION-019');
    const accepted = await testDb.db
      .select()
      .from(reservationParticipants)
      .where(eq(reservationParticipants.reservationId, g.id));
    expect(accepted.filter((p) => p.answer === 2)).toHaveLength(4);
  });

  it('is enforced by the database itself: a direct insert past nbPlaceMax is refused', async () => {
    const organiser = await createGuest(testDb.db);
    const g = await game(organiser);
    for (let i = 0; i < 3; i++) {
      const p = await createGuest(testDb.db);
      await addParticipant(testDb.db, g.id, { userId: p.userId, contactId: p.contactId });
    }
    const fifth = await createGuest(testDb.db);
    await expect(
      addParticipant(testDb.db, g.id, { userId: fifth.userId, contactId: fifth.contactId }),
    ).rejects.toThrow();
  });
});

describe('the settlement after a game whose players joined by invitation', () => {
  it('charges each accepted player an equal share, family members with the player who added them, in MES PAIEMENTS', async () => {
    // Every player meets the accept's conditions, a card whose debits pass (TEST_TOKENS.accepted) included.
    const [organiser, b, c, maybe] = [
      await createGuest(testDb.db),
      await createGuest(testDb.db),
      await createGuest(testDb.db),
      await createGuest(testDb.db),
    ];
    const g = await game(organiser);
    const child = await addFamilyContact(testDb.db, c.userId);
    expect((await accept(g, b)).status).toBe(200);
    const withFamily = await answer(g, c, [
      { idUser: c.contactId, reponse: 2 },
      { idUser: child, reponse: 2 },
    ]);
    expect(withFamily.status).toBe(200);
    expect((await answer(g, maybe, [{ idUser: maybe.contactId, reponse: 0 }])).status).toBe(200);

    const [reservation] = await testDb.db.select().from(reservations).where(eq(reservations.id, g.id));
    if (!reservation) throw new Error('no reservation');
    // The game ends; the settlement runs as of a minute later. 6 000 cents for 4 persons.
    await runSettlement(testDb.db, createCountingProvider(), {
      now: new Date(reservation.endsAt.getTime() + 60_000),
    });
    const shares = await sharesOf(testDb.db, g.id);
    expect(shares.map((s) => [s.userId, s.persons, s.amountCents, s.status])).toEqual([
      [organiser.userId, 1, 1500, 'paid'],
      [b.userId, 1, 1500, 'paid'],
      [c.userId, 2, 3000, 'paid'],
    ]);
    for (const [player, cents] of [
      [b, 1500],
      [c, 3000],
    ] as const) {
      const past = await call(app, 'GET', `/api/v2/user/${player.userId}/payment/liste?type=past`, {
        token: player.token,
      });
      expect(past.status).toBe(200);
      expect(past.body.paiements).toEqual([expect.objectContaining({ montant: cents })]);
    }
  });
});

describe('past teammates and invitation mails', () => {
  it('invites only players who played with the organiser, each once « attente », by a mail with the answer links and the .ics', async () => {
    const organiser = await createGuest(testDb.db);
    const teammate = await createGuest(testDb.db);
    const stranger = await createGuest(testDb.db);
    const before = await game(organiser, -48);
    await addParticipant(testDb.db, before.id, { userId: teammate.userId, contactId: teammate.contactId });
    const listed = await call(app, 'GET', '/api/v2/anciens_equipiers', { token: organiser.token });
    expect(listed.body.anciensEquipiers).toEqual([
      { idUser: teammate.userId, idContact: teammate.contactId, pseudo: expect.any(String) },
    ]);

    const g = await game(organiser);
    const invite = (ids: number[]) =>
      call(app, 'POST', '/api/v2/invitation/ancien_equipier', {
        token: organiser.token,
        body: { uuidReservation: g.id, idsEquipiers: ids },
      });
    expect((await invite([stranger.userId])).body).toMatchObject({ sCodeErreur: 'CONTACT-007' });
    expect(await invite([teammate.userId])).toEqual({ status: 200, body: { succes: true } });
    expect((await invite([teammate.userId])).status).toBe(200);
    const page = await read(g, teammate);
    expect(page.body.moi).toMatchObject({ reponse: 0 });
    expect(page.body.participants).toHaveLength(2);

    const mails = (await readOutbox(app)).filter((m) => m.links.some((l) => l.includes(g.id)));
    expect(mails).toHaveLength(2);
    const [mail] = mails;
    expect(mail?.subject).toMatch(/^Invitation\s: /);
    expect(mail?.links.map((l) => new URL(l).pathname)).toEqual([
      `/invitation/${g.id}/${g.token}/validation/${teammate.contactId}`,
      `/invitation/${g.id}/${g.token}/refus/${teammate.contactId}`,
      `/invitation/${g.id}/${g.token}/attente/${teammate.contactId}`,
      `/api/v2/reservation/${g.id}/agenda.ics`,
    ]);
  });

  it("answers the legacy base's invitation read and answer like the v2 ones", async () => {
    const organiser = await createGuest(testDb.db);
    const g = await game(organiser);
    const legacy = await call(
      app,
      'GET',
      `/api/admin/reservations/groupe/invitation?sIdReservation=${g.id}&sJetonInvitation=${g.token}`,
    );
    expect(legacy.body).toMatchObject({ id_reservation: g.id, statut: 'validate' });

    const guest = await createGuest(testDb.db);
    const adminToken = await createAccounts(
      testDb.db,
      accountsConfigFromEnv({ isProduction: false }),
    ).issueToken(guest, 'admin');
    const answered = await call(app, 'POST', '/api/admin/reservations/invitation/reponse', {
      token: adminToken,
      body: {
        uuidReservation: g.id,
        uuidInvitation: g.token,
        reponses: [{ idUser: guest.contactId, reponse: 2 }],
      },
    });
    expect(answered).toMatchObject({ status: 200, body: { succes: true } });
    expect((await read(g, guest)).body.moi).toMatchObject({ reponse: 2 });
  });
});

describe('the invitation validation (spec 1 section 7: idReservation, jetonInvitation, responseData)', () => {
  it('records the answers as invitation/reponse does, and refuses a malformed body or a wrong token', async () => {
    const organiser = await createGuest(testDb.db);
    const guest = await createGuest(testDb.db);
    const g = await game(organiser);
    const validate = (body: unknown) =>
      call(app, 'POST', '/api/v2/invitation/validation', { token: guest.token, body });

    const malformed = await validate({ idReservation: g.id, jetonInvitation: g.token });
    expect(malformed.status).toBe(422);
    expect(JSON.stringify(malformed.body)).toMatch(/responseData/);
    const wrongToken = await validate({
      idReservation: g.id,
      jetonInvitation: 'b'.repeat(32),
      responseData: [{ idUser: guest.contactId, reponse: 2 }],
    });
    expect(wrongToken.status).toBe(404);

    const validated = await validate({
      idReservation: g.id,
      jetonInvitation: g.token,
      responseData: [{ idUser: guest.contactId, reponse: 2, discounts: [] }],
    });
    expect(validated.status).toBe(200);
    expect(validated.body).toEqual({ succes: true });
    expect((await read(g, guest)).body.moi).toMatchObject({ reponse: 2 });
  });
});
