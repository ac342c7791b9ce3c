import { productNames } from '../../config';
import { apiRequest } from '../../http';
import { formatDayLabel, hallDay } from '../../rules/hall-days';
import { formatTimeRange } from '../../rules/times';
import { fetchHallByKey } from '../halls';
import { mapSlot } from '../planning/mapper';
import type { WireSlotsAnswer } from '../planning/types';
import { pendingPickTexts } from './texts';
import type { PendingPick, PickDescription } from './types';

/**
 * What the sign-in and sign-up pages show of a waiting pick: the hall's name and sport (`GET v2
 * {productKey}/detail`) and the slot as the hall's visible days list it (`GET v2 creneaux/...`). Quiet:
 * no toast; what cannot be read is `null`.
 *
 * @example const description = await describePendingPick(pick); pickSummary(pick, description)
 */
export async function describePendingPick(
  pick: PendingPick,
  now: Date = new Date(),
): Promise<PickDescription> {
  const hall = await fetchHallByKey(pick.hallKey, { silent: true }).catch(() => undefined);
  if (!hall) return { hallName: null, sportLabel: null, slot: null };
  const sportLabel = hall.sports.find((sport) => sport.id === pick.sportId)?.label ?? null;
  const { routeSegment } = productNames();
  const path = `/creneaux/${routeSegment}/${hall.id}/debut/${hallDay(now)}/duree/${hall.visibleDays}`;
  const answer = await apiRequest<WireSlotsAnswer>('v2', path, {
    query: { activite: pick.sportId, gp: 1 },
    silent: true,
  }).catch(() => undefined);
  const wire = (Array.isArray(answer?.creneaux) ? answer.creneaux : []).find(
    (candidate) => candidate.nIdCreneau === pick.slotId && candidate.nIdZone === pick.zoneId,
  );
  return { hallName: hall.name, sportLabel, slot: wire ? mapSlot(wire) : null };
}

/**
 * The pick in one French line, after « Créneau choisi : »: hall, sport, day, hours and court as far as
 * they are known.
 *
 * @example pickSummary(pick, description) // 'PADEL PARK, PADEL, samedi 28 novembre, de 17h45 à 19h15, Terrain 1'
 */
export function pickSummary(pick: PendingPick, description: PickDescription | null): string {
  if (!description?.hallName) return `${pendingPickTexts.unknownSlot} (${pick.hallKey})`;
  const { hallName, sportLabel, slot } = description;
  const parts = [hallName, sportLabel];
  if (slot) {
    // As the element's connection-required dialog says it: 'samedi 28 novembre, de 17h45 à 19h15'.
    const day = formatDayLabel(hallDay(slot.startsAt));
    parts.push(day, formatTimeRange(slot.startsAt, slot.endsAt), slot.zoneLabel);
  }
  return parts.filter((part): part is string => Boolean(part)).join(', ');
}
