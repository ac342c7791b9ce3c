// A participant's door code: 6 digits a player types at the hall's keypad for one session, as an
// alternative to the QR code. One per player and reservation, different from the session's other codes.
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { participantAnswers, reservationParticipants } from '../db/schema.ts';
import { Refusal } from '../domain-errors/index.ts';
import { reservationState } from './lifecycle.ts';
import { lockReservation } from './waiting-lines.ts';

/** French messages of the door code. */
export const pinMessages = {
  notAccepted: 'Seuls les joueurs qui ont accepté la réservation reçoivent un code PIN.',
  over: 'Cette réservation est terminée ou annulée\u00a0: plus de code PIN.',
} as const;

/**
 * A new door code for the caller on a reservation they accepted (or organise), while it has not ended nor
 * been cancelled; it replaces their previous one. The row lock keeps two players from drawing the same
 * code at once.
 *
 * @example const { code_pin } = await generateParticipantPin(db, { reservationId, userId })
 */
export async function generateParticipantPin(
  db: Database,
  request: { reservationId: string; userId: number },
  now = new Date(),
): Promise<{ code_pin: string }> {
  return db.transaction(async (tx) => {
    const reservation = await lockReservation(tx, request.reservationId);
    const state = reservationState(reservation, now);
    if (state === 'finished' || state === 'cancelled') throw new Refusal('conflict', pinMessages.over);
    const lines = await tx
      .select({
        id: reservationParticipants.id,
        userId: reservationParticipants.userId,
        answer: reservationParticipants.answer,
        pin: reservationParticipants.pinCode,
      })
      .from(reservationParticipants)
      .where(eq(reservationParticipants.reservationId, reservation.id));
    const mine = lines.find((l) => l.userId === request.userId);
    if (!mine || mine.answer !== participantAnswers.accepted)
      throw new Refusal('conflict', pinMessages.notAccepted);
    const taken = new Set(lines.map((l) => l.pin));
    let pin: string;
    do pin = randomInt(0, 1_000_000).toString().padStart(6, '0');
    while (taken.has(pin));
    await tx
      .update(reservationParticipants)
      .set({ pinCode: pin })
      .where(
        and(
          eq(reservationParticipants.id, mine.id),
          eq(reservationParticipants.reservationId, reservation.id),
        ),
      );
    return { code_pin: pin };
  });
}
