import { doorMotifs, firstOfMonth, formatTimeIn } from '@multisalle/core';
import { localDateOf } from '../planning/local-time.ts';

/** What the door knows of a participant's code once its signature is checked. */
export interface EntryFacts {
  /** The reservation's hall, its name (for the motif) and time zone. */
  hallId: number;
  hallName: string;
  timeZone: string;
  /** How long before the start the door opens (the hall's `entry_opens_minutes_before`, 30 by default). */
  opensMinutesBefore: number;
  isCancelled: boolean;
  startsAt: Date;
  endsAt: Date;
  /** The participant's line on the reservation; `null` when the contact is not (or no longer) on it. */
  participant: { isAccepted: boolean } | null;
  /** When this participant's code first opened a door of this session; `null` before. */
  enteredAt: Date | null;
}

/** The door's answer: open or not, and why in French. */
export interface EntryDecision {
  allowed: boolean;
  reason: string;
}

/** When the door opens for a session: its start less the hall's window. */
export function opensAt(facts: Pick<EntryFacts, 'startsAt' | 'opensMinutesBefore'>): Date {
  return new Date(facts.startsAt.getTime() - facts.opensMinutesBefore * 60_000);
}

function dayLabel(instant: Date, timeZone: string): string {
  return firstOfMonth(
    new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone }).format(
      instant,
    ),
  );
}

/**
 * Decides whether a participant's code opens the door of `doorHallId` at `now`, in the order a person at the
 * door is best told: the wrong hall first (go elsewhere), then the session's state, the invitation, the
 * entry window (from `opensMinutesBefore` before the start to the end), and one entry per code.
 *
 * @example decideEntry(facts, { doorHallId: 1, now: new Date() }) // { allowed: false, reason: 'Trop tôt : …' }
 */
export function decideEntry(
  facts: EntryFacts,
  { doorHallId, now }: { doorHallId: number; now: Date },
): EntryDecision {
  const refuse = (reason: string) => ({ allowed: false, reason });
  const clock = (instant: Date) => formatTimeIn(instant, facts.timeZone);
  if (facts.hallId !== doorHallId) return refuse(doorMotifs.otherHall(facts.hallName));
  if (facts.isCancelled) return refuse(doorMotifs.cancelled);
  if (!facts.participant) return refuse(doorMotifs.notParticipant);
  if (!facts.participant.isAccepted) return refuse(doorMotifs.notAccepted);
  const opening = opensAt(facts);
  if (now < opening) {
    const isToday = localDateOf(opening, facts.timeZone) === localDateOf(now, facts.timeZone);
    return refuse(
      doorMotifs.tooEarly(clock(opening), isToday ? undefined : dayLabel(opening, facts.timeZone)),
    );
  }
  if (now >= facts.endsAt) return refuse(doorMotifs.finished(clock(facts.endsAt)));
  if (facts.enteredAt) return refuse(doorMotifs.alreadyIn(clock(facts.enteredAt)));
  return { allowed: true, reason: doorMotifs.allowed };
}
