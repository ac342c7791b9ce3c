// The export's entries: what the halls' doors decided for the subject's contacts.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { contacts, doorEntries, halls } from '../db/schema.ts';
import type { DataSubject } from './collect-reservations.ts';
import type { MyData } from './export-schema.ts';

const iso = (at: Date) => at.toISOString();

/** What the halls' doors recorded for the subject's contacts. */
export async function collectEntries(db: Database, subject: DataSubject): Promise<MyData['entrees']> {
  const rows = await db
    .select({ entry: doorEntries, hall: halls.name, pseudonym: contacts.pseudonym })
    .from(doorEntries)
    .innerJoin(halls, eq(halls.id, doorEntries.hallId))
    .innerJoin(contacts, eq(contacts.id, doorEntries.contactId))
    .where(inArray(doorEntries.contactId, [subject.contactId, ...subject.familyContactIds]))
    .orderBy(asc(doorEntries.decidedAt));
  return rows.map(({ entry, hall, pseudonym }) => ({
    salle: hall,
    idReservation: entry.reservationId,
    pseudo: pseudonym,
    decideeLe: iso(entry.decidedAt),
    autorisee: entry.isAllowed,
    motif: entry.reason,
  }));
}
