import { doorMotifs, formatTimeIn } from '@multisalle/core';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { contacts, doorEntries, reservationParticipants, reservations, zones } from '../db/schema.ts';
import { Refusal } from '../domain-errors/index.ts';
import { firstEntryOf } from '../door/entry-facts.ts';
import { announceEntries } from '../hall-stream/announce.ts';
import { formatZoned } from '../planning/local-time.ts';
import { recordStaffAction, type StaffActor } from './audit.ts';
import { staffMessages } from './messages.ts';

/**
 * Lets a participant in by hand at the desk (phone dead, no QR code): recorded as the door's entries are,
 * with the staff member instead of a reader, and in the audit trail with the motif. One entry per person
 * and session, as at the door: a second answers when the first was. The hall's screens tick the arrival.
 *
 * @example const { arrive } = await enterByHand(db, hall, { reservationId, participantId, reason }, actor, now);
 */
export async function enterByHand(
  db: Database,
  hall: { hallId: number; timezone: string },
  entry: { reservationId: string; participantId: number; reason: string },
  actor: StaffActor,
  now: Date,
): Promise<{ arrive: string }> {
  const [found] = await db
    .select({
      contactId: reservationParticipants.contactId,
      pseudonym: contacts.pseudonym,
      status: reservations.status,
      endsAt: reservations.endsAt,
    })
    .from(reservationParticipants)
    .innerJoin(reservations, eq(reservations.id, reservationParticipants.reservationId))
    .innerJoin(zones, eq(zones.id, reservations.zoneId))
    .leftJoin(contacts, eq(contacts.id, reservationParticipants.contactId))
    .where(
      and(
        eq(reservationParticipants.id, entry.participantId),
        eq(reservationParticipants.reservationId, entry.reservationId),
        eq(zones.hallId, hall.hallId),
      ),
    );
  if (!found || found.contactId === null) throw new Refusal('not-found', staffMessages.unknownParticipant);
  if (found.status === 'cancelled') throw new Refusal('conflict', staffMessages.cancelledSession);
  if (found.endsAt <= now) {
    throw new Refusal('conflict', doorMotifs.finished(formatTimeIn(found.endsAt, hall.timezone)));
  }
  const who = { reservationId: entry.reservationId, contactId: found.contactId };
  const isRecorded = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(doorEntries)
      .values({
        hallId: hall.hallId,
        staffId: actor.staffId,
        decidedAt: now,
        isAllowed: true,
        reason: `${staffMessages.manualEntry}\u00a0: ${entry.reason}`,
        ...who,
      })
      .onConflictDoNothing()
      .returning({ id: doorEntries.id });
    if (rows.length === 0) return false;
    await recordStaffAction(
      tx,
      hall.hallId,
      actor,
      'entree.manuelle',
      {
        idReservation: entry.reservationId,
        idParticipant: entry.participantId,
        pseudo: found.pseudonym,
        motif: entry.reason,
      },
      now,
    );
    return true;
  });
  if (!isRecorded) {
    const enteredAt = (await firstEntryOf(db, who.reservationId, who.contactId)) ?? now;
    throw new Refusal('conflict', doorMotifs.alreadyIn(formatTimeIn(enteredAt, hall.timezone)));
  }
  announceEntries(db, hall.hallId, [who]);
  return { arrive: formatZoned(now, hall.timezone) };
}
