import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPlayer } from '../cart/cart-test-helpers.ts';
import { bookings, halls, payments, reservationParticipants, reservations, zones } from '../db/schema.ts';
import { bookGame, runAt, useNoticeSuite } from '../notices/notice-test-helpers.ts';
import { createCardProvider, paymentsConfigFromEnv } from '../payments/index.ts';
import { runSettlement } from '../payments/settlement/index.ts';
import { insertReservation } from '../payments/settlement/settlement-test-helpers.ts';
import { cancellationMessages } from '../reservations/cancel-reservation.ts';
import { staffMessages } from '../staff/index.ts';
import { call } from './accounts-test-helpers.ts';
import { createStaffMember } from './staff-test-helpers.ts';

// Cancellation by the hall, from its console: any reservation of the hall, at any time (where the organiser
// stops at 48 h before), with a motif every accepted participant reads; the slot is free again and nothing
// is debited for the game afterwards.

const HOUR = 3_600_000;
const suite = useNoticeSuite('http://localhost:8107');

const cancelAsHall = (token: string, reservationId: string, motif = 'Fuite d’eau sur le terrain') =>
  call(suite.app, 'POST', `/api/gestion/reservations/${reservationId}/annulation`, {
    token,
    body: { motif },
  });

describe('a cancellation by the hall', () => {
  it('cancels a game the organiser no longer may (under 48 h): every accepted player is told the motif, the slot is free, nothing is debited', async () => {
    const organiser = await createPlayer(suite.db);
    const teammate = await createPlayer(suite.db);
    const { reservationId, startsAt } = await bookGame(suite.app, suite.db, organiser, { daysFromToday: 1 });
    await suite.db
      .insert(reservationParticipants)
      .values({ reservationId, userId: teammate.userId, contactId: teammate.contactId, answer: 2 });
    const tooLate = await call(suite.app, 'PUT', `/api/v2/reservation/annulation/gp/${reservationId}`, {
      token: organiser.token,
    });
    expect(tooLate).toEqual({ status: 409, body: { szErreur: cancellationMessages.tooLate } });

    const manager = await createStaffMember(suite.app, 'padel-park', 'gestionnaire');
    expect(await cancelAsHall(manager.token, reservationId)).toEqual({
      status: 200,
      body: { annulee: true },
    });
    expect(await cancelAsHall(manager.token, reservationId)).toEqual({
      status: 200,
      body: { annulee: false },
    });
    const [row] = await suite.db.select().from(reservations).where(eq(reservations.id, reservationId));
    expect(row).toMatchObject({ status: 'cancelled', hallCancellationReason: 'Fuite d’eau sur le terrain' });
    const [booking] = await suite.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, row?.bookingId ?? 0));
    expect(booking?.status).toBe('cancelled');

    await runAt(suite.app, new Date());
    for (const player of [organiser, teammate]) {
      const mails = (await suite.mailsOf(player)).filter((mail) =>
        mail.subject?.startsWith('Partie annulée'),
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain('a annulé cette partie (motif : Fuite d’eau sur le terrain)');
    }

    const provider = createCardProvider(suite.db, paymentsConfigFromEnv());
    await runSettlement(suite.db, provider, { now: new Date(startsAt.getTime() + 3 * HOUR) });
    expect(await suite.db.select().from(payments).where(eq(payments.reservationId, reservationId))).toEqual(
      [],
    );

    const owner = await createStaffMember(suite.app, 'padel-park', 'proprietaire');
    const journal = await call(suite.app, 'GET', '/api/gestion/salles/padel-park/journal', {
      token: owner.token,
    });
    expect(journal.body.actions).toContainEqual(
      expect.objectContaining({
        qui: manager.email,
        action: 'reservation.annulation',
        details: { idReservation: reservationId, motif: 'Fuite d’eau sur le terrain' },
      }),
    );
  });

  it('refuses a receptionist and another hall’s manager (403), an unknown reservation (404) and a settled game (409)', async () => {
    const organiser = await createPlayer(suite.db);
    const reservationId = await insertReservation(suite.db, organiser.userId, {
      startsAt: new Date(Date.now() + 30 * HOUR),
    });
    const [reservation] = await suite.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, reservationId));
    // The first seeded offer's hall: the staff below are made there, and in another one.
    const { hallKey, otherHallKey } = await hallKeysOf(reservation?.zoneId ?? 0);
    const desk = await createStaffMember(suite.app, hallKey, 'accueil');
    expect(await cancelAsHall(desk.token, reservationId)).toEqual({
      status: 403,
      body: { description: staffMessages.roleForbidden },
    });
    const elsewhere = await createStaffMember(suite.app, otherHallKey, 'gestionnaire');
    expect(await cancelAsHall(elsewhere.token, reservationId)).toEqual({
      status: 403,
      body: { description: staffMessages.hallForbidden },
    });
    const manager = await createStaffMember(suite.app, hallKey, 'gestionnaire');
    expect(await cancelAsHall(manager.token, '0b7e4c1e-3f7a-4f51-9d0c-2a8f6f1f2c3d')).toEqual({
      status: 404,
      body: { description: cancellationMessages.notFound },
    });
    expect((await cancelAsHall(manager.token, reservationId, '')).status).toBe(422);
    await suite.db
      .update(reservations)
      .set({ settledAt: new Date() })
      .where(eq(reservations.id, reservationId));
    expect(await cancelAsHall(manager.token, reservationId)).toEqual({
      status: 409,
      body: { szErreur: cancellationMessages.alreadySettled },
    });
  });
});

/** The key of a zone's hall, and of another hall. */
async function hallKeysOf(zoneId: number): Promise<{ hallKey: string; otherHallKey: string }> {
  const all = await suite.db.select({ key: halls.key, id: halls.id }).from(halls);
  const [zone] = await suite.db.select({ hallId: zones.hallId }).from(zones).where(eq(zones.id, zoneId));
  const hallKey = all.find((hall) => hall.id === zone?.hallId)?.key;
  const otherHallKey = all.find((hall) => hall.id !== zone?.hallId)?.key;
  if (!hallKey || !otherHallKey) throw new Error('two seeded halls expected');
  return { hallKey, otherHallKey };
}
