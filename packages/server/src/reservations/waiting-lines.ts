// The waiting list's open lines and the places they hold: what the answers, the invitation's read and the
// waiting list itself all count.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { contacts, reservations, waitingListEntries } from '../db/schema.ts';
import { CatalogueError } from '../domain-errors/index.ts';

/** A transaction of {@link Database}. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** The database or one of its transactions. */
export type Executor = Database | Transaction;

/**
 * The reservation row, locked until the transaction ends (answers, holds and door codes on one reservation
 * run one after the other), or RESERVATION-001.
 */
export async function lockReservation(
  tx: Transaction,
  id: string,
): Promise<typeof reservations.$inferSelect> {
  const [reservation] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
  if (!reservation) throw new CatalogueError('RESERVATION-001');
  return reservation;
}

/** The open lines (in line or holding a place) of some reservations, first in line first. */
export async function openWaitingLines(db: Executor, reservationIds: string[]) {
  if (reservationIds.length === 0) return [];
  return db
    .select({
      reservationId: waitingListEntries.reservationId,
      userId: waitingListEntries.userId,
      contactId: waitingListEntries.contactId,
      pseudonym: contacts.pseudonym,
      status: waitingListEntries.status,
      offerExpiresAt: waitingListEntries.offerExpiresAt,
    })
    .from(waitingListEntries)
    .innerJoin(contacts, eq(contacts.id, waitingListEntries.contactId))
    .where(
      and(
        inArray(waitingListEntries.reservationId, reservationIds),
        inArray(waitingListEntries.status, ['waiting', 'offered']),
      ),
    )
    .orderBy(asc(waitingListEntries.joinedAt), asc(waitingListEntries.id));
}

type OpenLine = Awaited<ReturnType<typeof openWaitingLines>>[number];

/** Whether a line holds a place at `now`. */
export const isHolding = (line: Pick<OpenLine, 'status' | 'offerExpiresAt'>, now: Date) =>
  line.status === 'offered' && line.offerExpiresAt !== null && line.offerExpiresAt.getTime() > now.getTime();

/** The places held at `now` for others than `contactId`: what nobody else may take. */
export const placesHeldForOthers = (lines: readonly OpenLine[], now: Date, contactId?: number) =>
  lines.filter((l) => isHolding(l, now) && l.contactId !== contactId).length;
