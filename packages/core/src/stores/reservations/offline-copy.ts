import { getConfig } from '../../config';
import { signedInPlayer } from '../../session/signed-in';
import { readOffline, writeOffline } from '../../storage/offline-records';
import { vaultGeneration } from '../../storage/offline-vault';
import type { WireParticipant } from '../invitation/types';
import type { WireReservationLine } from './types';

/** The record of the player's database that holds the copy. */
const COPY_KEY = 'reservations';

/** What the device keeps of MES RÉSERVATIONS for one player, to show it at the hall's door. */
export interface OfflineReservations {
  /** When the list was loaded from the server (ISO instant). */
  updatedAt: string;
  /** The coming games only, other people reduced to what the page shows of them (pseudonym, answer). */
  reservations: WireReservationLine[];
  /** The entry QR codes (`data:image/svg+xml` URLs) by `{reservation id}/{contact id}`. */
  qrCodes: Record<string, string>;
}

/**
 * The people whose entry QR code the player holds for a reservation: themselves and the family members
 * they added, when they accepted (spec 1 section 2, MES RÉSERVATIONS). Never another player's.
 *
 * @example doorCodeHolders(reservation, player.contactId).map((p) => p.pseudo) // ['leam', 'lou']
 */
export function doorCodeHolders(reservation: WireReservationLine, contactId: number): WireParticipant[] {
  const mine = reservation.participants.find((p) => p.id === contactId);
  if (!mine) return [];
  const family = reservation.participants.filter((p) => p.ajoutePar !== null && p.ajoutePar === mine.pseudo);
  return [mine, ...family].filter((p) => p.reponse === 2);
}

const codeKey = (reservationId: string, contactId: number) => `${reservationId}/${contactId}`;

/** The line as the page shows it: names and login ids of the people on it are not kept. */
function shownPart(line: WireReservationLine): WireReservationLine {
  return {
    ...line,
    participants: line.participants.map((p) => ({ ...p, nom: '', prenom: '', identifiant: '' })),
  };
}

/**
 * Keeps the player's coming games and the QR codes they hold on the device, when the host asked for it
 * (`configure({ keepReservationsOffline: true })`, the site). Nothing is written if the player signed out
 * or changed meanwhile. Resolves whether the copy was written.
 *
 * @example void keepOfflineCopy(player, reservations, new Date().toISOString(), loadQrCode)
 */
export async function keepOfflineCopy(
  player: { userId: number; contactId: number },
  reservations: WireReservationLine[],
  updatedAt: string,
  loadCode: (reservationId: string, contactId: number) => Promise<string | null>,
): Promise<boolean> {
  if (!getConfig().keepReservationsOffline) return false;
  // A logout while the codes load voids this copy, even if the same player signs in again meanwhile.
  const startedAt = vaultGeneration();
  const coming = reservations.filter((r) => r.aVenir);
  const qrCodes: Record<string, string> = {};
  await Promise.all(
    coming.flatMap((r) =>
      doorCodeHolders(r, player.contactId).map(async (p) => {
        const code = await loadCode(r.id_reservation, p.id);
        if (code) qrCodes[codeKey(r.id_reservation, p.id)] = code;
      }),
    ),
  );
  if (signedInPlayer()?.userId !== player.userId) return false;
  const copy: OfflineReservations = { updatedAt, reservations: coming.map(shownPart), qrCodes };
  return writeOffline(player.userId, COPY_KEY, copy, startedAt);
}

/**
 * The copy kept for the player, `null` when there is none (or the host keeps none).
 *
 * @example const copy = await readOfflineCopy(12); copy?.updatedAt
 */
export async function readOfflineCopy(userId: number): Promise<OfflineReservations | null> {
  if (!getConfig().keepReservationsOffline) return null;
  return readOffline<OfflineReservations>(userId, COPY_KEY);
}

/**
 * A QR code from the signed-in player's copy, `null` when it holds none.
 *
 * @example await offlineQrCode(reservationId, contactId) // 'data:image/svg+xml;…'
 */
export async function offlineQrCode(reservationId: string, contactId: number): Promise<string | null> {
  const player = signedInPlayer();
  if (!player) return null;
  const copy = await readOfflineCopy(player.userId);
  return copy?.qrCodes[codeKey(reservationId, contactId)] ?? null;
}
