import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.ts';
import { addBody, createPlayer, idsOf, slotsOf, type TestPlayer } from '../cart/cart-test-helpers.ts';
import { bookings, reservations } from '../db/schema.ts';
import { runSettlement } from '../payments/settlement/index.ts';
import {
  addParticipant,
  createCountingProvider,
  insertReservation,
  sharesOf,
} from '../payments/settlement/settlement-test-helpers.ts';
import { CANCELLATION_NOTICE_MS, cancellationMessages } from '../reservations/cancel-reservation.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { call } from './accounts-test-helpers.ts';

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;
const DAY = 86_400_000;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db });
});
afterAll(() => testDb.close());
afterEach(() => {
  vi.useRealTimers();
});

const cancel = (p: TestPlayer | undefined, id: string) =>
  call(app, 'PUT', `/api/v2/reservation/annulation/gp/${id}`, { token: p?.token });
const statusOf = async (id: string) =>
  (await testDb.db.select().from(reservations).where(eq(reservations.id, id)))[0];

describe('cancellation by the organiser', () => {
  it('frees the slot in the planning when the organiser cancels a booked game', async () => {
    const me = await createPlayer(testDb.db);
    const day = 4;
    const slots = await slotsOf(app, testDb.db, { hall: 'padel-park', sport: 'PADEL', daysFromToday: day });
    const slot = slots.find((s) => s.sStatut === 'disponible' && s.typeCreneau !== 'place');
    if (!slot) throw new Error('no free slot');
    const { sportId } = await idsOf(testDb.db, 'padel-park', 'PADEL');
    expect(
      (await call(app, 'POST', '/api/v2/panier/ajout', { token: me.token, body: addBody(slot, sportId) }))
        .status,
    ).toBe(200);
    const validated = await call(app, 'POST', '/api/v2/panier/valide', {
      token: me.token,
      body: { partagePaiement: false },
    });
    expect(validated.status).toBe(200);
    const id = validated.body.reservations[0].id_reservation as string;
    const statusNow = async () =>
      (await slotsOf(app, testDb.db, { hall: 'padel-park', sport: 'PADEL', daysFromToday: day })).find(
        (s) => s.nIdCreneau === slot.nIdCreneau,
      )?.sStatut;
    expect(await statusNow()).not.toBe('disponible');

    expect(await cancel(me, id)).toEqual({ status: 200, body: { bSucces: true } });
    expect(await statusNow()).toBe('disponible');
    const reservation = await statusOf(id);
    expect(reservation?.status).toBe('cancelled');
    expect(reservation?.cancelledAt).toBeInstanceOf(Date);
    const [booking] = await testDb.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, reservation?.bookingId ?? 0));
    expect(booking?.status).toBe('cancelled');
    // Cancelling again answers the same and changes nothing.
    expect(await cancel(me, id)).toEqual({ status: 200, body: { bSucces: true } });
  });

  it('allows it exactly 48 hours before the start and refuses it one second later', async () => {
    const organiser = await createPlayer(testDb.db, { isReady: false });
    const startsAt = new Date(Math.floor((Date.now() + 3 * DAY) / 1000) * 1000);
    const onTime = await insertReservation(testDb.db, organiser.userId, { startsAt });
    const late = await insertReservation(testDb.db, organiser.userId, {
      startsAt: new Date(startsAt.getTime() + DAY),
    });
    const lateStart = startsAt.getTime() + DAY;

    vi.useFakeTimers({ toFake: ['Date'], now: lateStart - CANCELLATION_NOTICE_MS + 1000 });
    expect(await cancel(organiser, late)).toEqual({
      status: 409,
      body: { szErreur: cancellationMessages.tooLate },
    });
    expect((await statusOf(late))?.status).toBe('validate');

    vi.setSystemTime(startsAt.getTime() - CANCELLATION_NOTICE_MS);
    expect(await cancel(organiser, onTime)).toEqual({ status: 200, body: { bSucces: true } });
    expect((await statusOf(onTime))?.status).toBe('cancelled');
  });

  it('lets only the organiser cancel, and never settles a cancelled reservation', async () => {
    const organiser = await createPlayer(testDb.db, { isReady: false });
    const mate = await createPlayer(testDb.db, { isReady: false });
    const startsAt = new Date(Date.now() + 5 * DAY);
    const id = await insertReservation(testDb.db, organiser.userId, { startsAt });
    await addParticipant(testDb.db, id, { userId: mate.userId });

    expect(await cancel(mate, id)).toEqual({
      status: 403,
      body: { description: cancellationMessages.notOrganiser },
    });
    expect((await cancel(undefined, id)).status).toBe(401);
    expect(await cancel(organiser, '00000000-0000-4000-8000-000000000000')).toEqual({
      status: 404,
      body: { description: cancellationMessages.notFound },
    });
    expect((await cancel(organiser, 'pas-un-uuid')).status).toBe(422);

    expect((await cancel(organiser, id)).status).toBe(200);
    const coming = await call(app, 'GET', `/api/v2/user/${mate.userId}/payment/liste?type=coming`, {
      token: mate.token,
    });
    expect(coming.body.paiements).toEqual([]);
    await runSettlement(testDb.db, createCountingProvider(), { now: new Date(startsAt.getTime() + 2 * DAY) });
    expect(await sharesOf(testDb.db, id)).toEqual([]);
    expect((await statusOf(id))?.settledAt).toBeNull();
  });
});
