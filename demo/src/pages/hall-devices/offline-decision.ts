import { doorMotifs, firstOfMonth, formatTimeIn } from '@multisalle/core';

/*
 * The door's decision without the server, from the day's manifest: the same rules as the server's
 * `door/decide-entry.ts` and `door/pin-entry.ts`, on digests (the manifest carries no code). Pure: the digest
 * is computed by the caller (Web Crypto is asynchronous), the time is passed in.
 */

/** A player's PIN: six digits typed on the keypad (the server's `PIN_PATTERN`). */
export const PIN_PATTERN = /^\d{6}$/;

/** One code that opens the door that day (a manifest's `entrees` line, wire names). */
export interface ManifestLine {
  empreinte: string;
  empreintePin: string | null;
  pseudo: string;
  ouverture: string;
  debut: string;
  fin: string;
  terrain: string;
  sport: string;
  entreLe: string | null;
}

/** The day's manifest (`GET /salle/{id}/manifeste?date=`), as the server writes it. */
export interface DoorManifest {
  date: string;
  entrees: ManifestLine[];
  annulations: { empreinte: string; motif: string }[];
}

/** What the door says, decided here. */
export interface OfflineDecision {
  isAllowed: boolean;
  reason: string;
  /** The line the code matched (its QR digest names the participant), `null` for an unknown code. */
  line: ManifestLine | null;
}

export interface OfflineInput {
  /** Hex SHA-256 of the scanned text or of the typed PIN. */
  digest: string;
  isPin: boolean;
  now: Date;
  timeZone: string;
  /** Entries this reader let in since the manifest was read, by QR digest: when (ISO). */
  enteredHere: Readonly<Record<string, string>>;
}

const DAY_MS = 24 * 3_600_000;

const dayOf = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(instant);
const dayLabel = (instant: Date, timeZone: string) =>
  firstOfMonth(
    new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone }).format(
      instant,
    ),
  );

/** A PIN finds the session of the hall not ended and starting within a day, the nearest start first. */
function pinLine(manifest: DoorManifest, digest: string, now: Date): ManifestLine | null {
  const candidates = manifest.entrees
    .filter(
      (line) =>
        line.empreintePin === digest &&
        Date.parse(line.fin) > now.getTime() &&
        Date.parse(line.debut) < now.getTime() + DAY_MS,
    )
    .sort((a, b) => Date.parse(a.debut) - Date.parse(b.debut));
  return candidates[0] ?? null;
}

/**
 * Decides from the manifest whether a code opens the door at `now`: a cancelled code says why, an unknown
 * one is refused, then the window (from `ouverture` to `fin`) and one entry per code (`entreLe`, or an entry
 * let in here since).
 *
 * @example decideOffline(manifest, { digest, isPin: false, now, timeZone: 'Europe/Paris', enteredHere: {} })
 */
export function decideOffline(manifest: DoorManifest, input: OfflineInput): OfflineDecision {
  const { digest, now, timeZone } = input;
  const refuse = (reason: string, line: ManifestLine | null = null) => ({ isAllowed: false, reason, line });
  const line = input.isPin
    ? pinLine(manifest, digest, now)
    : (manifest.entrees.find((candidate) => candidate.empreinte === digest) ?? null);
  if (!line) {
    const cancelled = input.isPin
      ? undefined
      : manifest.annulations.find((annulation) => annulation.empreinte === digest);
    if (cancelled) return refuse(cancelled.motif);
    return refuse(input.isPin ? doorMotifs.unknownPin : doorMotifs.unknownCode);
  }
  const clock = (iso: string) => formatTimeIn(new Date(iso), timeZone);
  const opening = new Date(line.ouverture);
  if (now < opening) {
    const isToday = dayOf(opening, timeZone) === dayOf(now, timeZone);
    return refuse(
      doorMotifs.tooEarly(clock(line.ouverture), isToday ? undefined : dayLabel(opening, timeZone)),
      line,
    );
  }
  if (now.getTime() >= Date.parse(line.fin)) return refuse(doorMotifs.finished(clock(line.fin)), line);
  const enteredAt = line.entreLe ?? input.enteredHere[line.empreinte];
  if (enteredAt) return refuse(doorMotifs.alreadyIn(clock(enteredAt)), line);
  return { isAllowed: true, reason: doorMotifs.allowed, line };
}

/**
 * The line a code names, whatever the decision (to remember an entry let in online, by its QR digest).
 *
 * @example lineOf(manifest, digest, true, new Date())?.empreinte
 */
export function lineOf(manifest: DoorManifest, digest: string, isPin: boolean, now: Date) {
  return isPin ? pinLine(manifest, digest, now) : manifest.entrees.find((line) => line.empreinte === digest);
}

/**
 * Hex SHA-256 of a text as UTF-8, as the manifest's digests are made. Web Crypto exists on secure pages
 * only (https or localhost): elsewhere `null`, and the reader cannot decide offline.
 *
 * @example await sha256Hex('123456') // '8d969eef…'
 */
export async function sha256Hex(text: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const bytes = new Uint8Array(await subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
