import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { contacts, doorEntries, reservations } from '../db/schema.ts';
import type { ActiveDevice } from '../hall-devices/device-repository.ts';
import { announceEntries } from '../hall-stream/announce.ts';
import { verifyEntryCode } from '../reservations/entry-code.ts';
import { findPinHolder, PIN_PATTERN } from './pin-entry.ts';

/** One decision a reader made offline, as it sends it later. */
export interface OfflineEntry {
  /** The reader's own id of the decision: the same id sent again is recorded once. */
  id: string;
  /** The scanned text. */
  code: string;
  autorise: boolean;
  motif: string;
  /** When the reader decided (its clock). */
  le: Date;
}

/** What a batch did: how many decisions it carried, how many were new, how many were already recorded. */
export interface OfflineBatchAnswer {
  recues: number;
  enregistrees: number;
  dejaRecues: number;
}

/**
 * Records a door reader's offline decisions as it made them (allowed or not, its motif and time), each
 * once per reader id: a batch sent again after a lost answer records nothing twice. A code that is ours and
 * intact, or a PIN of a session of the hall, names its reservation and participant, as online.
 *
 * @example await recordOfflineEntries(db, { signingKey, device, entries });
 */
export async function recordOfflineEntries(
  db: Database,
  { signingKey, device, entries }: { signingKey: Uint8Array; device: ActiveDevice; entries: OfflineEntry[] },
): Promise<OfflineBatchAnswer> {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  // A typed PIN names the participant whose session it opened at the time the reader decided.
  const decoded = await Promise.all(
    [...byId.values()].map(async (entry) => ({
      entry,
      code: PIN_PATTERN.test(entry.code)
        ? await findPinHolder(db, device.hallId, entry.code, entry.le).then(
            (holder) => holder && { kind: 'participant' as const, ...holder },
          )
        : verifyEntryCode(signingKey, entry.code),
    })),
  );
  const participantCodes = decoded.flatMap(({ code }) => (code?.kind === 'participant' ? [code] : []));
  // Signed codes name rows that may have gone since (a deleted family member): name only those still there.
  const known = async <T>(ids: T[], lookup: (ids: T[]) => Promise<T[]>) =>
    new Set(ids.length === 0 ? [] : await lookup([...new Set(ids)]));
  const reservationIds = await known(
    participantCodes.map((code) => code.reservationId),
    async (ids) =>
      (await db.select({ id: reservations.id }).from(reservations).where(inArray(reservations.id, ids))).map(
        (row) => row.id,
      ),
  );
  const contactIds = await known(
    participantCodes.map((code) => code.contactId),
    async (ids) =>
      (await db.select({ id: contacts.id }).from(contacts).where(inArray(contacts.id, ids))).map(
        (row) => row.id,
      ),
  );
  const rows = decoded.map(({ entry, code }) => {
    const isKnown =
      code?.kind === 'participant' &&
      reservationIds.has(code.reservationId) &&
      contactIds.has(code.contactId);
    return {
      hallId: device.hallId,
      deviceId: device.id,
      decidedAt: entry.le,
      isAllowed: entry.autorise,
      reason: entry.motif,
      readerEntryId: entry.id,
      reservationId: isKnown ? code.reservationId : null,
      contactId: isKnown ? code.contactId : null,
    };
  });
  const written = await db.insert(doorEntries).values(rows).onConflictDoNothing().returning({
    isAllowed: doorEntries.isAllowed,
    reservationId: doorEntries.reservationId,
    contactId: doorEntries.contactId,
  });
  // Entries decided offline reach the screens when the reader sends them (only the new ones).
  announceEntries(
    db,
    device.hallId,
    written.flatMap((row) =>
      row.isAllowed && row.reservationId && row.contactId !== null
        ? [{ reservationId: row.reservationId, contactId: row.contactId }]
        : [],
    ),
  );
  return {
    recues: entries.length,
    enregistrees: written.length,
    dejaRecues: entries.length - written.length,
  };
}
