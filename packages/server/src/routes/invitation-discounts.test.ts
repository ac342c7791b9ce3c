import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createPlayer, type TestPlayer } from '../cart/cart-test-helpers.ts';
import {
  discounts,
  halls,
  participantDiscounts,
  reservationParticipants,
  reservations,
  userDiscounts,
  zoneSports,
  zones,
} from '../db/schema.ts';
import { runSettlement } from '../payments/settlement/index.ts';
import {
  addFamilyContact,
  createCountingProvider,
  reservationWithLink,
  saveTestAlias,
  sharesOf,
  TEST_TOKENS,
} from '../payments/settlement/settlement-test-helpers.ts';
import { participantDiscountMessages as messages } from '../reservations/participant-discounts.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { call } from './accounts-test-helpers.ts';

// Spec 1 « Invitation page » (« a discount choice appear[s] only when paiementRequis is true and the user (or
// a family member) accepts ») and « Response submit item » (idUser, reponse, discounts): the chosen
// status-based discounts are checked, kept per person, shown again, and come off that person's part of the
// share at the settlement. Reservations here: 4 places, 6 000 cents, shared bill.

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;
/** Discount ids: 20 % cumulative, 3 € cumulative, 5 € alone, and one of another hall. */
const ids = { percent20: 0, fixed300: 0, alone500: 0, otherHall: 0 };

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db });
  const [offer] = await testDb.db
    .select({ hallId: zones.hallId })
    .from(zoneSports)
    .innerJoin(zones, eq(zones.id, zoneSports.zoneId))
    .limit(1);
  const [other] = await testDb.db.select({ id: halls.id }).from(halls).limit(2).offset(1);
  if (!offer || !other || other.id === offer.hallId) throw new Error('two seeded halls expected');
  const add = async (values: typeof discounts.$inferInsert) => {
    const [row] = await testDb.db.insert(discounts).values(values).returning({ id: discounts.id });
    return row?.id ?? 0;
  };
  ids.percent20 = await add({
    label: 'Étudiant 20 %',
    status: 'Étudiant',
    percent: 20,
    isCumulative: true,
    isCodeCumulable: true,
  });
  ids.fixed300 = await add({
    label: 'Membre 3 €',
    status: 'Membre',
    amountCents: 300,
    isCumulative: true,
    isCodeCumulable: true,
  });
  ids.alone500 = await add({ label: 'Fidélité 5 €', status: 'Fidèle', amountCents: 500 });
  ids.otherHall = await add({ label: 'Autre salle 10 %', status: 'Membre', percent: 10, hallId: other.id });
});
afterAll(() => testDb.close());

async function playerWithAllDiscounts(): Promise<TestPlayer> {
  // Ready (phone, conventions, safety video) and a card below: what an accept asks.
  const player = await createPlayer(testDb.db, { hasCard: false });
  await testDb.db
    .insert(userDiscounts)
    .values(Object.values(ids).map((discountId) => ({ userId: player.userId, discountId })));
  await saveTestAlias(testDb.db, player.userId, TEST_TOKENS.accepted);
  return player;
}

const answer = (
  g: { id: string; token: string },
  p: TestPlayer,
  reponses: { idUser: number; reponse: number; discounts?: number[] }[],
) =>
  call(app, 'POST', '/api/v2/invitation/reponse', {
    token: p.token,
    body: { uuidReservation: g.id, uuidInvitation: g.token, reponses },
  });
const read = (g: { id: string; token: string }, p: TestPlayer) =>
  call(app, 'GET', `/api/v2/reservations/groupe/invitation?reservation=${g.id}&invitation=${g.token}`, {
    token: p.token,
  });
const linesOf = (reservationId: string) =>
  testDb.db
    .select({ id: reservationParticipants.id })
    .from(reservationParticipants)
    .where(eq(reservationParticipants.reservationId, reservationId));
const chosenRows = (participantIds: number[]) =>
  testDb.db
    .select()
    .from(participantDiscounts)
    .then((rows) => rows.filter((row) => participantIds.includes(row.participantId)));

describe('the discount choice of an invitation answer', () => {
  it('refuses (422, in French, nothing written) a discount without an accept, not granted, of another hall, not combinable, or for the organiser', async () => {
    const organiser = await playerWithAllDiscounts();
    const guest = await playerWithAllDiscounts();
    const stranger = await createPlayer(testDb.db, { isReady: false });
    const g = await reservationWithLink(testDb.db, organiser.userId);
    const cases: [TestPlayer, { idUser: number; reponse: number; discounts: number[] }[], string][] = [
      [guest, [{ idUser: guest.contactId, reponse: 0, discounts: [ids.percent20] }], messages.onlyWithAccept],
      [guest, [{ idUser: guest.contactId, reponse: 1, discounts: [ids.percent20] }], messages.onlyWithAccept],
      [
        stranger,
        [{ idUser: stranger.contactId, reponse: 2, discounts: [ids.percent20] }],
        messages.notGranted,
      ],
      [guest, [{ idUser: guest.contactId, reponse: 2, discounts: [ids.otherHall] }], messages.notGranted],
      [
        guest,
        [{ idUser: guest.contactId, reponse: 2, discounts: [ids.percent20, ids.alone500] }],
        messages.notCombinable,
      ],
      [
        organiser,
        [{ idUser: organiser.contactId, reponse: 2, discounts: [ids.percent20] }],
        messages.organiser,
      ],
    ];
    for (const [player, reponses, description] of cases) {
      const refused = await answer(g, player, reponses);
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual({ description });
    }
    // Only the organiser's line: no refused answer was written, nor any discount.
    const lines = await linesOf(g.id);
    expect(lines).toHaveLength(1);
    expect(await chosenRows(lines.map((l) => l.id))).toEqual([]);
  });

  it('refuses a discount on a reservation that asks no payment, or whose bill the organiser pays alone', async () => {
    const organiser = await createPlayer(testDb.db, { isReady: false });
    const guest = await playerWithAllDiscounts();
    const free = await reservationWithLink(testDb.db, organiser.userId, 72, { isPaymentRequired: false });
    const alone = await reservationWithLink(testDb.db, organiser.userId, 72, { isBillShared: false });
    const withDiscount = [{ idUser: guest.contactId, reponse: 2, discounts: [ids.percent20] }];
    expect((await answer(free, guest, withDiscount)).body).toEqual({ description: messages.noPayment });
    expect((await answer(alone, guest, withDiscount)).body).toEqual({ description: messages.notShared });
    // Without a discount the same accept goes through.
    expect((await answer(free, guest, [{ idUser: guest.contactId, reponse: 2 }])).status).toBe(200);
  });

  it('keeps the choice per person, shows it again, clears it with a maybe, and the settlement takes it off each part', async () => {
    const organiser = await playerWithAllDiscounts();
    const student = await playerWithAllDiscounts();
    const parent = await playerWithAllDiscounts();
    const changesMind = await playerWithAllDiscounts();
    const g = await reservationWithLink(testDb.db, organiser.userId);
    const child = await addFamilyContact(testDb.db, parent.userId);

    const studentAnswer = await answer(g, student, [
      { idUser: student.contactId, reponse: 2, discounts: [ids.percent20, ids.percent20] },
    ]);
    expect(studentAnswer.status).toBe(200);
    expect((await read(g, student)).body.moi.reductions).toEqual([ids.percent20]);

    // The parent pays for the child: the two cumulative discounts for each of them.
    const both = [ids.percent20, ids.fixed300];
    const familyAnswer = await answer(g, parent, [
      { idUser: parent.contactId, reponse: 2, discounts: both },
      { idUser: child, reponse: 2, discounts: both },
    ]);
    expect(familyAnswer.status).toBe(200);
    expect((await read(g, parent)).body.moi.reductions).toEqual(both);

    // The third guest accepts with a discount, then says maybe: the discount goes with the accept.
    await answer(g, changesMind, [{ idUser: changesMind.contactId, reponse: 2, discounts: [ids.alone500] }]);
    // 4 places: organiser, student, parent and child are on it, so that accept was COMPLET.
    expect((await read(g, changesMind)).body.moi.reponse).toBeNull();
    await answer(g, student, [{ idUser: student.contactId, reponse: 0 }]);
    expect((await read(g, student)).body.moi.reductions).toEqual([]);
    await answer(g, student, [{ idUser: student.contactId, reponse: 2, discounts: [ids.percent20] }]);

    const [reservation] = await testDb.db.select().from(reservations).where(eq(reservations.id, g.id));
    if (!reservation) throw new Error('no reservation');
    await runSettlement(testDb.db, createCountingProvider(), {
      now: new Date(reservation.endsAt.getTime() + 60_000),
    });
    // 6 000 cents for 4 persons, 1 500 each: the organiser pays 1 500 (their cart chose their discounts),
    // the student 1 500 − 20 % = 1 200, the parent (1 500 − 300 − 300) × 2 = 1 800.
    const shares = await sharesOf(testDb.db, g.id);
    expect(shares.map((s) => [s.userId, s.persons, s.amountCents, s.status])).toEqual([
      [organiser.userId, 1, 1500, 'paid'],
      [student.userId, 1, 1200, 'paid'],
      [parent.userId, 2, 1800, 'paid'],
    ]);
  });
});
