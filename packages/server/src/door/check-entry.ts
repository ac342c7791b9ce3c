import { doorMotifs, formatTimeIn } from '@multisalle/core';
import type { Database } from '../db/client.ts';
import { doorEntries } from '../db/schema.ts';
import type { ActiveDevice } from '../hall-devices/device-repository.ts';
import { announceEntries } from '../hall-stream/announce.ts';
import { verifyEntryCode } from '../reservations/entry-code.ts';
import { decideEntry } from './decide-entry.ts';
import { firstEntryOf, loadEntry, type WireSession } from './entry-facts.ts';
import { findPinHolder, PIN_PATTERN } from './pin-entry.ts';

/** The door's answer on the wire: `{ autorise, motif, participant: { pseudo }, seance }`. */
export interface WireEntryDecision {
  autorise: boolean;
  motif: string;
  /** `null` when the code is not ours or is altered: nobody to name. */
  participant: { pseudo: string } | null;
  seance: WireSession | null;
}

/** What {@link checkEntry} needs. */
export interface CheckEntryInput {
  /** The key our participant codes are signed with (`accounts.tokens.signingKey()`). */
  signingKey: Uint8Array;
  device: ActiveDevice;
  /** The scanned text. */
  code: string;
  now: Date;
}

/**
 * The door's online decision on a scanned code or a typed PIN, recorded (device, time, participant, allowed, motif)
 * whatever it is. One person in once: the allowed row is unique per participant of a session in the
 * database, so two doors scanning the same code at the same instant let it in once.
 *
 * @example const answer = await checkEntry(db, { signingKey, device, code, now: new Date() });
 */
export async function checkEntry(db: Database, input: CheckEntryInput): Promise<WireEntryDecision> {
  const { device, now } = input;
  const record = async (
    allowed: boolean,
    reason: string,
    who: { reservationId: string | null; contactId: number | null },
  ) => {
    const rows = await db
      .insert(doorEntries)
      .values({
        hallId: device.hallId,
        deviceId: device.id,
        decidedAt: now,
        isAllowed: allowed,
        reason,
        ...who,
      })
      .onConflictDoNothing()
      .returning({ id: doorEntries.id });
    return rows.length > 0;
  };
  const refuseUnknown = async (reason: string, reservationId: string | null = null) => {
    await record(false, reason, { reservationId, contactId: null });
    return { autorise: false, motif: reason, participant: null, seance: null };
  };

  // Six digits are a player's PIN, typed on the keypad; anything else is a scanned QR code.
  const isPin = PIN_PATTERN.test(input.code);
  const verified = isPin
    ? await findPinHolder(db, device.hallId, input.code, now).then(
        (holder) => holder && { kind: 'participant' as const, ...holder },
      )
    : verifyEntryCode(input.signingKey, input.code);
  if (!verified) return refuseUnknown(isPin ? doorMotifs.unknownPin : doorMotifs.unknownCode);
  const loaded = await loadEntry(db, verified.reservationId, verified.contactId);
  if (!loaded) return refuseUnknown(doorMotifs.unknownCode);
  if (verified.kind === 'seance') return refuseUnknown(doorMotifs.sessionCode, verified.reservationId);

  const who = { reservationId: verified.reservationId, contactId: verified.contactId };
  const answer = (allowed: boolean, reason: string): WireEntryDecision => ({
    autorise: allowed,
    motif: reason,
    participant: loaded.pseudonym === null ? null : { pseudo: loaded.pseudonym },
    seance: loaded.session,
  });
  const decision = decideEntry(loaded.facts, { doorHallId: device.hallId, now });
  if (decision.allowed) {
    if (await record(true, decision.reason, who)) {
      // The hall's screens tick the player as arrived (every process, through the hall's event bus).
      announceEntries(db, device.hallId, [who]);
      return answer(true, decision.reason);
    }
    // Another door let this code in between our read and our write: this scan is the second one.
    const enteredAt = (await firstEntryOf(db, who.reservationId, who.contactId)) ?? now;
    const reason = doorMotifs.alreadyIn(formatTimeIn(enteredAt, loaded.facts.timeZone));
    await record(false, reason, who);
    return answer(false, reason);
  }
  await record(false, decision.reason, who);
  return answer(false, decision.reason);
}
