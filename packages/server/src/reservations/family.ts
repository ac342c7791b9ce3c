// MA FAMILLE: the contacts a player answers invitations for (no account, no phone). Only their owner
// (`contacts.parent_user_id`) reads or changes them; a pseudonym is unique among every contact.
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { uniqueViolation } from '../accounts/user-repository.ts';
import { dataRightsMessages } from '../data-rights/messages.ts';
import type { Database } from '../db/client.ts';
import {
  contacts,
  matchPlayers,
  participantAnswers,
  reservationParticipants,
  reservations,
} from '../db/schema.ts';
import { CatalogueError } from '../domain-errors/index.ts';
import type { InvitationMailer } from './invitation-mails.ts';
import { offerPlacesOf } from './waiting-list.ts';

/** A family contact as the wire shows it. */
export interface WireFamilyContact {
  id: number;
  nom: string;
  prenom: string;
  pseudo: string;
  mineur: boolean;
}

/** What creating or changing a family contact takes. */
export interface FamilyContactInput {
  nom: string;
  prenom: string;
  pseudo: string;
  mineur: boolean;
}

/** The wire form of a family contact row. */
export const familyContactWire = (row: typeof contacts.$inferSelect): WireFamilyContact => ({
  id: row.id,
  nom: row.lastName,
  prenom: row.firstName,
  pseudo: row.pseudonym,
  mineur: row.isMinor,
});

/** A player's family contacts, by pseudonym. */
export async function listFamily(db: Database, ownerUserId: number): Promise<WireFamilyContact[]> {
  const rows = await db
    .select()
    .from(contacts)
    .where(eq(contacts.parentUserId, ownerUserId))
    .orderBy(asc(contacts.pseudonym));
  return rows.map(familyContactWire);
}

/** The owner's contact `id`: CONTACT-004 when there is none, CONTACT-007 when it is someone else's. */
export async function ownFamilyContact(db: Database, ownerUserId: number, id: number) {
  const [row] = await db.select().from(contacts).where(eq(contacts.id, id));
  if (!row) throw new CatalogueError('CONTACT-004');
  if (row.parentUserId !== ownerUserId) throw new CatalogueError('CONTACT-007');
  return row;
}

/** Runs a write, turning a pseudonym already used by any contact into CONTACT-011. */
async function withUniquePseudonym<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) === 'contacts_pseudonym_unique') throw new CatalogueError('CONTACT-011');
    throw error;
  }
}

/** Adds a family contact to the player's family. */
export async function createFamilyContact(
  db: Database,
  ownerUserId: number,
  input: FamilyContactInput,
): Promise<WireFamilyContact> {
  const [row] = await withUniquePseudonym(() =>
    db
      .insert(contacts)
      .values({
        parentUserId: ownerUserId,
        lastName: input.nom,
        firstName: input.prenom,
        pseudonym: input.pseudo,
        isMinor: input.mineur,
      })
      .returning(),
  );
  if (!row) throw new CatalogueError('CONTACT-001');
  return familyContactWire(row);
}

/** Changes one of the player's family contacts. */
export async function updateFamilyContact(
  db: Database,
  ownerUserId: number,
  id: number,
  input: FamilyContactInput,
): Promise<WireFamilyContact> {
  await ownFamilyContact(db, ownerUserId, id);
  const [row] = await withUniquePseudonym(() =>
    db
      .update(contacts)
      .set({ lastName: input.nom, firstName: input.prenom, pseudonym: input.pseudo, isMinor: input.mineur })
      .where(eq(contacts.id, id))
      .returning(),
  );
  if (!row) throw new CatalogueError('CONTACT-004');
  return familyContactWire(row);
}

/**
 * Deletes one of the player's family contacts. Their answers on reservations not played yet go with them:
 * the places they held free up and go to those waiting lists' next in line at once. Games already played
 * keep their line for the history, without the contact.
 */
export async function deleteFamilyContact(
  db: Database,
  mail: InvitationMailer,
  ownerUserId: number,
  id: number,
  now = new Date(),
): Promise<void> {
  await ownFamilyContact(db, ownerUserId, id);
  const freed = await db.transaction(async (tx) => {
    const upcoming = tx
      .select({ id: reservations.id })
      .from(reservations)
      .where(and(gt(reservations.startsAt, now), isNull(reservations.settledAt)));
    const removed = await tx
      .delete(reservationParticipants)
      .where(
        and(
          eq(reservationParticipants.contactId, id),
          inArray(reservationParticipants.reservationId, upcoming),
        ),
      )
      .returning({
        reservationId: reservationParticipants.reservationId,
        answer: reservationParticipants.answer,
      });
    // A played match keeps its sheet, whose line must name someone once the contact is gone (the
    // `match_players_who` check): the removed member is written as the placeholder, not by their name.
    await tx
      .update(matchPlayers)
      .set({ name: dataRightsMessages.erasedPerson })
      .where(eq(matchPlayers.contactId, id));
    await tx.delete(contacts).where(eq(contacts.id, id));
    return removed
      .filter((line) => line.answer === participantAnswers.accepted)
      .map((line) => line.reservationId);
  });
  for (const reservationId of new Set(freed)) await offerPlacesOf(db, mail, reservationId, now);
}
