import { createHash } from 'node:crypto';
import { doorMotifs } from '@multisalle/core';
import { and, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  contacts,
  doorManifestReads,
  halls,
  participantAnswers,
  reservationParticipants,
  reservations,
  sports,
  zones,
} from '../db/schema.ts';
import type { ActiveDevice } from '../hall-devices/device-repository.ts';
import { addDays, formatZoned, type LocalDate, zonedInstant } from '../planning/local-time.ts';
import { entryCode } from '../reservations/entry-code.ts';
import { codeDigest } from './code-digest.ts';
import { opensAt } from './decide-entry.ts';
import { entryKey, firstEntries } from './first-entries.ts';

/** One code that opens the door that day, as a reader checks it offline. */
export interface ManifestEntry {
  /** {@link codeDigest} of the participant's code. */
  empreinte: string;
  /**
   * {@link codeDigest} of the participant's 6-digit PIN, when they generated one: a PIN typed offline is
   * matched by it (as secret as the PIN itself: the manifest goes to the hall's door devices only).
   */
  empreintePin: string | null;
  pseudo: string;
  /** From when the door opens for it, the session's start and end (ISO 8601, the hall's offset). */
  ouverture: string;
  debut: string;
  fin: string;
  terrain: string;
  sport: string;
  /** When the code already opened a door (another reader, online), else `null`: a second scan is refused. */
  entreLe: string | null;
}

/** The day's manifest of a hall's door (`GET /salle/{id}/manifeste?date=`). */
export interface Manifest {
  date: LocalDate;
  /** How digests are made: `sha256` of the scanned text (UTF-8), in hex. */
  algorithme: 'sha256';
  ouvertureAvantMinutes: number;
  genereLe: string;
  entrees: ManifestEntry[];
  /** Codes this reader was given in its last manifest of the day that no longer open the door, and why. */
  annulations: { empreinte: string; motif: string }[];
}

/** What {@link buildManifest} needs. */
export interface ManifestInput {
  signingKey: Uint8Array;
  device: ActiveDevice;
  day: LocalDate;
  /** The reader's `If-None-Match`: unchanged entries answer `unchanged` and record no read. */
  ifNoneMatch?: string;
  now: Date;
}

/** The manifest and its ETag, or `unchanged` when the reader's copy is current. */
export type ManifestAnswer =
  | { unchanged: true; etag: string }
  | { unchanged: false; etag: string; manifest: Manifest };

interface DayCodes {
  entries: ManifestEntry[];
  /** Digests of the day's codes that do not open the door, with the motif. */
  refused: Map<string, string>;
  minutesBefore: number;
  timeZone: string;
}

/** The day's sessions of the hall (those starting that day, in the hall's time zone) and their codes. */
async function dayCodes(
  db: Database,
  signingKey: Uint8Array,
  hallId: number,
  day: LocalDate,
): Promise<DayCodes> {
  const [hall] = await db
    .select({ timeZone: halls.timezone, minutesBefore: halls.entryOpensMinutesBefore })
    .from(halls)
    .where(eq(halls.id, hallId));
  const timeZone = hall?.timeZone ?? 'Europe/Paris';
  const minutesBefore = hall?.minutesBefore ?? 30;
  const from = zonedInstant(day, 0, timeZone);
  const to = zonedInstant(addDays(day, 1), 0, timeZone);
  const rows = await db
    .select({
      reservationId: reservations.id,
      status: reservations.status,
      startsAt: reservations.startsAt,
      endsAt: reservations.endsAt,
      court: zones.label,
      sport: sports.label,
      contactId: reservationParticipants.contactId,
      isOrganiser: reservationParticipants.isOrganiser,
      answer: reservationParticipants.answer,
      pseudonym: contacts.pseudonym,
      pin: reservationParticipants.pinCode,
    })
    .from(reservations)
    .innerJoin(zones, eq(zones.id, reservations.zoneId))
    .innerJoin(sports, eq(sports.id, reservations.sportId))
    .innerJoin(reservationParticipants, eq(reservationParticipants.reservationId, reservations.id))
    .innerJoin(contacts, eq(contacts.id, reservationParticipants.contactId))
    .where(and(eq(zones.hallId, hallId), gte(reservations.startsAt, from), lt(reservations.startsAt, to)));
  const reservationIds = [...new Set(rows.map((row) => row.reservationId))];
  const enteredAt = await firstEntries(db, reservationIds);

  const entries: ManifestEntry[] = [];
  const refused = new Map<string, string>();
  for (const row of rows) {
    if (row.contactId === null) continue;
    const digest = codeDigest(entryCode(signingKey, 'participant', row.reservationId, row.contactId));
    const isAccepted = row.isOrganiser || row.answer === participantAnswers.accepted;
    if (row.status === 'cancelled') refused.set(digest, doorMotifs.cancelled);
    else if (!isAccepted) refused.set(digest, doorMotifs.notAccepted);
    else {
      const at = enteredAt.get(entryKey(row.reservationId, row.contactId));
      entries.push({
        empreinte: digest,
        empreintePin: row.pin ? codeDigest(row.pin) : null,
        pseudo: row.pseudonym,
        ouverture: formatZoned(
          opensAt({ startsAt: row.startsAt, opensMinutesBefore: minutesBefore }),
          timeZone,
        ),
        debut: formatZoned(row.startsAt, timeZone),
        fin: formatZoned(row.endsAt, timeZone),
        terrain: row.court,
        sport: row.sport,
        entreLe: at ? formatZoned(at, timeZone) : null,
      });
    }
  }
  // A stable order, so the same entries always give the same ETag.
  entries.sort((a, b) => a.debut.localeCompare(b.debut) || a.empreinte.localeCompare(b.empreinte));
  return { entries, refused, minutesBefore, timeZone };
}

/**
 * The day's manifest for a door reader: the codes that open the door (as digests, with the pseudonym, the
 * window and any entry already made), and what was cancelled since this reader's last read of that day.
 * A read is remembered per reader and day; an `If-None-Match` equal to the current ETag records nothing.
 *
 * @example const answer = await buildManifest(db, { signingKey, device, day: '2026-11-25', now: new Date() });
 */
export async function buildManifest(db: Database, input: ManifestInput): Promise<ManifestAnswer> {
  const { device, day, now } = input;
  const { entries, refused, minutesBefore } = await dayCodes(db, input.signingKey, device.hallId, day);
  const digest = createHash('sha256').update(JSON.stringify({ day, minutesBefore, entries })).digest('hex');
  const etag = `"${digest.slice(0, 32)}"`;
  const sent = (input.ifNoneMatch ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (sent.includes(etag)) return { unchanged: true, etag };

  const allowed = entries.map((entry) => entry.empreinte);
  const [previous] = await db
    .select({ digests: doorManifestReads.digests })
    .from(doorManifestReads)
    .where(and(eq(doorManifestReads.deviceId, device.id), eq(doorManifestReads.day, day)));
  const current = new Set(allowed);
  const annulations = (previous?.digests ?? [])
    .filter((empreinte) => !current.has(empreinte))
    .map((empreinte) => ({ empreinte, motif: refused.get(empreinte) ?? doorMotifs.noLongerValid }));
  await db
    .insert(doorManifestReads)
    .values({ deviceId: device.id, day, digests: allowed, readAt: now })
    .onConflictDoUpdate({
      target: [doorManifestReads.deviceId, doorManifestReads.day],
      set: { digests: allowed, readAt: now },
    });
  return {
    unchanged: false,
    etag,
    manifest: {
      date: day,
      algorithme: 'sha256',
      ouvertureAvantMinutes: minutesBefore,
      genereLe: now.toISOString(),
      entrees: entries,
      annulations,
    },
  };
}
