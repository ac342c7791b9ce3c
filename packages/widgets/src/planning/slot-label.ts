import {
  formatDayLabel,
  formatDuration,
  formatPriceCents,
  formatTimeRange,
  hallDay,
  perPersonCents,
  placesLeft,
  placesLeftText,
  planningTexts,
  type Slot,
} from '@multisalle/core';
import { abbreviation } from './court-labels';
import { planningPanelTexts } from './texts';

/** The texts a slot shows, computed once for the tile, the card and the accessible name. */
export interface SlotTexts {
  timeRange: string;
  duration: string;
  perPerson: string;
  total: string;
  /** The struck old price per person, when there is one. */
  oldPerPerson: string | null;
  /** 'N places restantes' for `place` and `cours` slots. */
  places: string | null;
  level: string | null;
  status: string;
  /** The full French name screen readers announce. */
  label: string;
}

/** The struck old price per person of a slot, when it has one (spec 2 section 9). */
export function oldPerPersonText(slot: Slot): string | null {
  return slot.oldPriceCents === null
    ? null
    : formatPriceCents(perPersonCents(slot.oldPriceCents, slot.recommendedPlayers));
}

/**
 * The texts of a slot (spec 2 section 9): prices per person and per slot, struck old price, places
 * left, level of a cours, status.
 *
 * @example slotTexts(slot).label // 'de 09h00 à 10h30, Terrain de padel 1 (TP1), lundi 23 novembre, 1h30min, ...'
 */
export function slotTexts(slot: Slot): SlotTexts {
  const timeRange = formatTimeRange(slot.startsAt, slot.endsAt);
  const duration = formatDuration(slot.durationMinutes);
  const perPerson = formatPriceCents(slot.perPersonCents);
  const total = formatPriceCents(slot.priceCents);
  const oldPerPerson = oldPerPersonText(slot);
  const places =
    slot.maxParticipants === null ? null : placesLeftText(placesLeft(slot.maxParticipants, slot.filled ?? 0));
  // The hall gives a cours its level (spec 2 section 9: 'Niveau avancé').
  const level = slot.level;
  const status = planningTexts.status[slot.status];
  const price =
    slot.perPersonCents === 0
      ? perPerson
      : `${perPerson} ${planningTexts.perPerson} (${total} ${planningTexts.perSlot})`;
  // What a tile shows comes first, in its order (the time, then the court), so that a person who drives
  // the page by voice names the button by what they see (WCAG 2.5.3); then the day and the rest. A narrow
  // tile or a group's court shows the court's short name ('TP1'): the name holds it after the full one.
  const short = abbreviation(slot.zoneLabel);
  const label = [
    timeRange,
    short === slot.zoneLabel ? short : `${slot.zoneLabel} (${short})`,
    formatDayLabel(hallDay(slot.startsAt)),
    duration,
    price,
    oldPerPerson && `${planningTexts.insteadOf} ${oldPerPerson}`,
    places,
    level,
    status,
  ]
    .filter(Boolean)
    .join(', ');
  return { timeRange, duration, perPerson, total, oldPerPerson, places, level, status, label };
}

/**
 * The picked slot as the connection-required modal says it: its day, times, court and whole price.
 *
 * @example pickedSlotText(slot) // 'Créneau choisi : samedi 28 novembre, de 17h45 à 19h15, Terrain de padel 1, 48,00 €'
 */
export function pickedSlotText(slot: Slot): string {
  const { timeRange, total } = slotTexts(slot);
  return `${planningPanelTexts.picked} ${formatDayLabel(hallDay(slot.startsAt))}, ${timeRange}, ${slot.zoneLabel}, ${total}`;
}
