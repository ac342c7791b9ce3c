import { formatPriceCents } from '@multisalle/core';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPlayer } from '../cart/cart-test-helpers.ts';
import {
  bookings,
  contacts,
  halls,
  payments,
  paymentTransactions,
  refunds,
  reservationParticipants,
  reservations,
  sandboxTransactions,
  zones,
} from '../db/schema.ts';
import { bookGame, runAt, saveSandboxCard, useNoticeSuite } from '../notices/notice-test-helpers.ts';
import { smsSendingTime } from '../notices/quiet-hours.ts';
import { createCardProvider, PaymentProviderError, paymentsConfigFromEnv } from '../payments/index.ts';
import type { CardProvider } from '../payments/provider.ts';
import { REFUND_JOB, runRefunds } from '../payments/refunds/index.ts';
import { runSettlement } from '../payments/settlement/index.ts';
import { settleDueReservations } from '../payments/settlement/settle-reservations.ts';
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

const cancelAsHall = (token: string, reservationId: string, motif = "Fuite d'eau sur le terrain") =>
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
    expect(row).toMatchObject({ status: 'cancelled', hallCancellationReason: "Fuite d'eau sur le terrain" });
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
      expect(mails[0]?.text).toContain("a annulé cette partie (motif\u00a0: Fuite d'eau sur le terrain)");
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
        details: { idReservation: reservationId, motif: "Fuite d'eau sur le terrain" },
      }),
    );
  });

  it("also tells by SMS each accepted player with a verified phone who takes the games' SMS, outside the quiet hours", async () => {
    const organiser = await createPlayer(suite.db);
    const [contact] = await suite.db
      .select({ phone: contacts.phone })
      .from(contacts)
      .where(eq(contacts.id, organiser.contactId));
    const phone = contact?.phone ?? '';
    expect(phone).toMatch(/^0\d{9}$/);
    const { reservationId } = await bookGame(suite.app, suite.db, organiser, { daysFromToday: 1 });
    const manager = await createStaffMember(suite.app, 'padel-park', 'gestionnaire');
    expect((await cancelAsHall(manager.token, reservationId, "Coupure d'électricité")).status).toBe(200);

    // Run when an SMS may go (8:00 to 21:00 in Paris), whatever the hour of this run.
    await runAt(suite.app, smsSendingTime(new Date()));
    const sms = await suite.smsTo(phone);
    expect(sms).toHaveLength(1);
    expect(sms[0]?.body).toMatch(
      /^Multisalle\s: votre partie de \S+ du \d+\/\d+ à \d{2}h\d{2} est annulée par /,
    );
    expect(sms[0]?.body).toContain("Motif : Coupure d'électricité. Détails par mail.");
  });

  it("refuses a receptionist and another hall's manager (403), an unknown reservation (404) and an empty motif (422)", async () => {
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

// Refunds (rules R1 to R6; R7 to R9 in payments/refunds/refunds.test.ts): the hall cancels a game already settled; every share debited is refunded.
describe('a cancellation by the hall of a settled game', () => {
  /** A game of `organiser` and `teammate`, both with a sandbox card, played and settled (both shares paid). */
  async function settledGame() {
    const organiser = await createPlayer(suite.db);
    const teammate = await createPlayer(suite.db);
    for (const player of [organiser, teammate]) {
      await saveSandboxCard(suite.db, player, 'accepted', '497010XXXXXX0014');
    }
    const { reservationId, startsAt } = await bookGame(suite.app, suite.db, organiser, { daysFromToday: 2 });
    await suite.db
      .insert(reservationParticipants)
      .values({ reservationId, userId: teammate.userId, contactId: teammate.contactId, answer: 2 });
    const provider = createCardProvider(suite.db, paymentsConfigFromEnv());
    const afterGame = new Date(startsAt.getTime() + 3 * HOUR);
    await runSettlement(suite.db, provider, { now: afterGame });
    const shares = await suite.db.select().from(payments).where(eq(payments.reservationId, reservationId));
    expect(shares.map((share) => share.status)).toEqual(['paid', 'paid']);
    return { organiser, teammate, reservationId, shares, provider, afterGame };
  }

  const pastList = async (player: { userId: number; token: string }) =>
    (
      await call(suite.app, 'GET', `/api/v2/user/${player.userId}/payment/liste?type=past`, {
        token: player.token,
      })
    ).body.paiements as Record<string, unknown>[];

  it('R1-R3: refunds every debited share (pending with the cancellation, in the journal, then done by the job), tells each player their refunded share and shows it in MES PAIEMENTS', async () => {
    const { organiser, teammate, reservationId, shares, provider } = await settledGame();
    const manager = await createStaffMember(suite.app, 'padel-park', 'gestionnaire');
    expect(await cancelAsHall(manager.token, reservationId)).toEqual({
      status: 200,
      body: { annulee: true },
    });

    // R1: one pending refund per debited share, written with the cancellation, asked by the manager.
    const asked = await suite.db.select().from(refunds).where(eq(refunds.reservationId, reservationId));
    expect(asked.map((r) => [r.paymentId, r.userId, r.amountCents, r.status, r.requestedByEmail])).toEqual(
      expect.arrayContaining(
        shares.map((share) => [share.id, share.userId, share.amountCents, 'pending', manager.email]),
      ),
    );
    expect(asked).toHaveLength(2);

    // R2: the journal has the cancellation and one line per refund.
    const owner = await createStaffMember(suite.app, 'padel-park', 'proprietaire');
    const journal = await call(suite.app, 'GET', '/api/gestion/salles/padel-park/journal', {
      token: owner.token,
    });
    const refundLines = (
      journal.body.actions as { action: string; details: Record<string, unknown> }[]
    ).filter(
      (line) => line.action === 'paiement.remboursement' && line.details.idReservation === reservationId,
    );
    expect(refundLines.map((line) => line.details.montant).sort()).toEqual(
      shares.map((share) => share.amountCents).sort(),
    );

    // R3: MES PAIEMENTS keeps the debit and adds the refund as its own line, pending then done.
    const pending = await pastList(teammate);
    const teammateShare = shares.find((share) => share.userId === teammate.userId);
    expect(pending.filter((line) => line.idReservation === reservationId)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: teammateShare?.id, nature: 'part', statutRemboursement: null }),
        expect.objectContaining({
          nature: 'remboursement',
          montant: teammateShare?.amountCents,
          statutRemboursement: 'en-cours',
          dateRemboursement: null,
        }),
      ]),
    );

    // The players are told, with their share refunded.
    await runAt(suite.app, new Date());
    for (const player of [organiser, teammate]) {
      const share = shares.find((s) => s.userId === player.userId);
      const [mail] = (await suite.mailsOf(player)).filter((m) => m.subject?.startsWith('Partie annulée'));
      expect(mail?.text).toContain("a annulé cette partie (motif\u00a0: Fuite d'eau sur le terrain)");
      expect(mail?.text).toContain(
        `Votre part de ${formatPriceCents(share?.amountCents ?? 0)}, déjà débitée, vous est remboursée`,
      );
    }

    // The job carries the refunds out at the provider, once.
    const report = await runRefunds(suite.db, provider);
    expect(report.byKind[REFUND_JOB]).toBe(2);
    const done = await suite.db.select().from(refunds).where(eq(refunds.reservationId, reservationId));
    expect(done.every((r) => r.status === 'succeeded' && r.providerRefundId && r.doneAt)).toBe(true);
    await runRefunds(suite.db, provider);
    const credits = await suite.db
      .select()
      .from(sandboxTransactions)
      .where(
        inArray(
          sandboxTransactions.uuid,
          done.map((r) => r.providerRefundId ?? ''),
        ),
      );
    expect(credits.map((c) => [c.operation, c.amountCents]).sort()).toEqual(
      done.map((r) => ['CREDIT', r.amountCents]).sort(),
    );
    const after = await pastList(teammate);
    expect(after).toContainEqual(
      expect.objectContaining({ nature: 'remboursement', statutRemboursement: 'effectue' }),
    );
  });

  it('R4: a share written but not debited yet is never debited once the game is cancelled, and leaves MES PAIEMENTS', async () => {
    const organiser = await createPlayer(suite.db);
    await saveSandboxCard(suite.db, organiser, 'accepted', '497010XXXXXX0014');
    const { reservationId, startsAt } = await bookGame(suite.app, suite.db, organiser, { daysFromToday: 4 });
    const afterGame = new Date(startsAt.getTime() + 3 * HOUR);
    await settleDueReservations(suite.db, afterGame);
    const manager = await createStaffMember(suite.app, 'padel-park', 'gestionnaire');
    expect(await cancelAsHall(manager.token, reservationId)).toEqual({
      status: 200,
      body: { annulee: true },
    });

    const report = await runSettlement(suite.db, createCardProvider(suite.db, paymentsConfigFromEnv()), {
      now: afterGame,
    });
    const [share] = await suite.db.select().from(payments).where(eq(payments.reservationId, reservationId));
    expect(report.debits.filter((d) => d.paymentId === share?.id)).toEqual([]);
    expect(share).toMatchObject({ status: 'coming', attempts: 0 });
    expect(share?.cancelledAt).not.toBeNull();
    expect(await suite.db.select().from(refunds).where(eq(refunds.reservationId, reservationId))).toEqual([]);
    const coming = await call(
      suite.app,
      'GET',
      `/api/v2/user/${organiser.userId}/payment/liste?type=coming`,
      {
        token: organiser.token,
      },
    );
    expect(
      (coming.body.paiements as { idReservation: string }[]).filter((p) => p.idReservation === reservationId),
    ).toEqual([]);
  });

  it('R6: a debit under way at the cancellation is followed to its end: its player is told it will be refunded if it goes through, and a debit never sent is not sent', async () => {
    const organiser = await createPlayer(suite.db);
    await saveSandboxCard(suite.db, organiser, 'accepted', '497010XXXXXX0014');
    const { reservationId, startsAt } = await bookGame(suite.app, suite.db, organiser, { daysFromToday: 5 });
    const afterGame = new Date(startsAt.getTime() + 3 * HOUR);
    await settleDueReservations(suite.db, afterGame);
    // A server stopped right after it claimed the share, before any order went to the provider.
    await suite.db
      .update(payments)
      .set({ status: 'processing', updatedAt: new Date(0) })
      .where(eq(payments.reservationId, reservationId));
    const manager = await createStaffMember(suite.app, 'padel-park', 'gestionnaire');
    expect(await cancelAsHall(manager.token, reservationId)).toEqual({
      status: 200,
      body: { annulee: true },
    });

    await runAt(suite.app, new Date());
    const [share] = await suite.db.select().from(payments).where(eq(payments.reservationId, reservationId));
    const [mail] = (await suite.mailsOf(organiser)).filter((m) => m.subject?.startsWith('Partie annulée'));
    expect(mail?.text).toContain(
      `Votre part de ${formatPriceCents(share?.amountCents ?? 0)} était en cours de prélèvement\u00a0: si elle est débitée, elle vous sera remboursée`,
    );

    const provider = createCardProvider(suite.db, paymentsConfigFromEnv());
    await runSettlement(suite.db, provider, { now: afterGame, staleProcessingMs: 0 });
    const [after] = await suite.db.select().from(payments).where(eq(payments.reservationId, reservationId));
    expect(after).toMatchObject({ status: 'rectify', lastOrderId: null });
    expect(await suite.db.select().from(refunds).where(eq(refunds.reservationId, reservationId))).toEqual([]);
    const rectify = await call(
      suite.app,
      'GET',
      `/api/v2/user/${organiser.userId}/payment/liste?type=rectify`,
      {
        token: organiser.token,
      },
    );
    expect(
      (rectify.body.paiements as { idReservation: string }[]).filter(
        (p) => p.idReservation === reservationId,
      ),
    ).toEqual([]);
  });

  it('R5: a refund the provider cannot reach is tried again later; one it refuses is recorded failed with its error and its player told to see the hall', async () => {
    const { teammate, reservationId, provider, shares } = await settledGame();
    const manager = await createStaffMember(suite.app, 'padel-park', 'gestionnaire');
    await cancelAsHall(manager.token, reservationId);
    let unreachable = 1;
    const flaky: CardProvider = {
      ...provider,
      async refund(request) {
        if (unreachable-- > 0) throw new PaymentProviderError('NETWORK', 'connection reset');
        return provider.refund(request);
      },
    };
    // The teammate's debit is one the provider no longer knows: it refuses to refund it.
    const teammateShare = shares[1];
    const [order] = await suite.db
      .select({ id: payments.lastOrderId })
      .from(payments)
      .where(eq(payments.id, teammateShare?.id ?? 0));
    await suite.db
      .update(paymentTransactions)
      .set({ providerTransactionId: 'inconnue-du-fournisseur' })
      .where(eq(paymentTransactions.orderId, order?.id ?? ''));

    const now = new Date();
    const first = await runRefunds(suite.db, flaky, { now });
    expect(first.retried).toBe(1);
    const later = await runRefunds(suite.db, flaky, { now: new Date(now.getTime() + 2 * 60_000) });
    expect(later.retried).toBe(0);
    const rows = await suite.db.select().from(refunds).where(eq(refunds.reservationId, reservationId));
    const byShare = new Map(rows.map((r) => [r.paymentId, r]));
    expect(byShare.get(shares[0]?.id ?? 0)).toMatchObject({ status: 'succeeded' });
    expect(byShare.get(teammateShare?.id ?? 0)).toMatchObject({ status: 'failed', errorCode: 'PSP_010' });
    const refusedLine = (await pastList(teammate)).find((line) => line.nature === 'remboursement');
    expect(refusedLine).toMatchObject({ statutRemboursement: 'refuse', dateRemboursement: null });
  });

  it('R5: a refund the provider never answers is given up at its last try as failed, not left « en cours », and its player told to see the hall', async () => {
    const { organiser, reservationId, provider } = await settledGame();
    const manager = await createStaffMember(suite.app, 'padel-park', 'gestionnaire');
    await cancelAsHall(manager.token, reservationId);
    const down: CardProvider = {
      ...provider,
      async refund() {
        throw new PaymentProviderError('NETWORK', 'connection reset');
      },
    };
    const now = new Date();
    const first = await runRefunds(suite.db, down, { now, maxAttempts: 2 });
    expect(first.retried).toBeGreaterThan(0);
    const pending = await suite.db.select().from(refunds).where(eq(refunds.reservationId, reservationId));
    expect(pending.map((row) => row.status)).toEqual(pending.map(() => 'pending'));

    const last = await runRefunds(suite.db, down, {
      now: new Date(now.getTime() + 10 * 60_000),
      maxAttempts: 2,
    });
    expect(last).toMatchObject({ retried: 0, failed: 0 });
    const rows = await suite.db.select().from(refunds).where(eq(refunds.reservationId, reservationId));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows)
      expect(row).toMatchObject({ status: 'failed', errorCode: 'NETWORK', attempts: 2 });
    const line = (await pastList(organiser)).find((found) => found.nature === 'remboursement');
    expect(line).toMatchObject({ statutRemboursement: 'refuse' });

    // The console lists them in failure with the provider's error, and a manager asks them again.
    const refundsPath = '/api/gestion/salles/padel-park/remboursements';
    const failed = await call(suite.app, 'GET', `${refundsPath}?statut=echec`, { token: manager.token });
    expect(failed.status).toBe(200);
    const listed = (failed.body.remboursements as { id: string }[]).filter((refund) =>
      rows.some((row) => row.id === refund.id),
    );
    expect(listed).toHaveLength(rows.length);
    expect(listed[0]).toMatchObject({
      statut: 'echec',
      idReservation: reservationId,
      tentatives: 2,
      erreur: { code: 'NETWORK', message: 'NETWORK: connection reset' },
    });
    const target = listed[0]?.id ?? '';
    const receptionist = await createStaffMember(suite.app, 'padel-park', 'accueil');
    const elsewhere = await createStaffMember(suite.app, 'multisalle-ajaccio', 'gestionnaire');
    for (const token of [receptionist.token, elsewhere.token]) {
      expect((await call(suite.app, 'GET', refundsPath, { token })).status).toBe(403);
      expect((await call(suite.app, 'POST', `${refundsPath}/${target}/relance`, { token })).status).toBe(403);
    }
    const elsewherePath = `/api/gestion/salles/multisalle-ajaccio/remboursements/${target}/relance`;
    expect(await call(suite.app, 'POST', elsewherePath, { token: elsewhere.token })).toEqual({
      status: 404,
      body: { description: "Ce remboursement n'existe pas dans cette salle." },
    });
    const retried = await call(suite.app, 'POST', `${refundsPath}/${target}/relance`, {
      token: manager.token,
    });
    expect(retried).toMatchObject({ status: 200, body: { statut: 'en-cours', tentatives: 0, erreur: null } });
    expect(
      await call(suite.app, 'POST', `${refundsPath}/${target}/relance`, { token: manager.token }),
    ).toEqual({
      status: 409,
      body: {
        szErreur:
          'Seul un remboursement en échec peut être relancé\u00a0: celui-ci est en cours ou déjà effectué.',
      },
    });
    // The provider answers again: the retried refund goes through; the others stay failed until asked.
    await runRefunds(suite.db, provider, { now: new Date(now.getTime() + 20 * 60_000), maxAttempts: 2 });
    const done = await call(suite.app, 'GET', `${refundsPath}?statut=effectue`, { token: manager.token });
    expect(done.body.remboursements).toContainEqual(
      expect.objectContaining({ id: target, statut: 'effectue', tentatives: 1, erreur: null }),
    );
    const owner = await createStaffMember(suite.app, 'padel-park', 'proprietaire');
    const journal = await call(suite.app, 'GET', '/api/gestion/salles/padel-park/journal', {
      token: owner.token,
    });
    expect(journal.body.actions).toContainEqual(
      expect.objectContaining({
        qui: manager.email,
        action: 'paiement.relance',
        details: expect.objectContaining({ idRemboursement: target, idReservation: reservationId }),
      }),
    );
  });
});
