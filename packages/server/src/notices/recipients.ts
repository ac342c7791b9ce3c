// Who hears about a game: the accounts of its accepted participants, and for a family member (a contact
// without an account) the account that owns it; one notice per account.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { contacts, participantAnswers, reservationParticipants, reservations, users } from '../db/schema.ts';

/** An account a notice goes to. */
export interface Recipient {
  userId: number;
  email: string;
  pseudonym: string;
  phone: string | null;
  isPhoneVerified: boolean;
}

/**
 * The accounts to tell about a game, as its participants stand now (a player who left is not one).
 *
 * @example const people = await acceptedRecipients(db, reservationId);
 */
export async function acceptedRecipients(db: Database, reservationId: string): Promise<Recipient[]> {
  const lines = await db
    .select({ userId: reservationParticipants.userId, parentUserId: contacts.parentUserId })
    .from(reservationParticipants)
    .leftJoin(contacts, eq(contacts.id, reservationParticipants.contactId))
    .where(
      and(
        eq(reservationParticipants.reservationId, reservationId),
        eq(reservationParticipants.answer, participantAnswers.accepted),
      ),
    );
  const userIds = [
    ...new Set(
      lines.map((line) => line.userId ?? line.parentUserId).filter((id): id is number => id !== null),
    ),
  ];
  return recipientsByIds(db, userIds);
}

/**
 * Accounts by id, deleted ones left out.
 *
 * @example const [organiser] = await recipientsByIds(db, [reservation.organiserUserId]);
 */
export async function recipientsByIds(db: Database, userIds: number[]): Promise<Recipient[]> {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: users.id,
      email: users.email,
      pseudonym: contacts.pseudonym,
      phone: contacts.phone,
      isPhoneVerified: contacts.isPhoneVerified,
    })
    .from(users)
    .innerJoin(contacts, eq(contacts.userId, users.id))
    .where(and(inArray(users.id, userIds), isNull(users.deletedAt)))
    .orderBy(users.id);
}

/**
 * The organiser's account of a reservation.
 *
 * @example const organiserId = await organiserOf(db, reservationId);
 */
export async function organiserOf(db: Database, reservationId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: reservations.organiserUserId })
    .from(reservations)
    .where(eq(reservations.id, reservationId));
  return row?.userId;
}
