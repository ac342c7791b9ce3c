import { hallPath } from './staff-api.ts';
import { staffCall } from './staff-session.ts';

/*
 * The calls of the hall's prices (`rules` permission: owners and managers), the wire's French names turned
 * into English ones here (the server's schemas are in packages/server/src/routes/staff-prices.ts).
 */

/** One price band of one court's sport, from a day. */
export interface PriceRule {
  /** The server's id of the band; `null` for a rule not saved yet. */
  id: number | null;
  sportId: number;
  sport: string;
  /** `null` in a new rule: every court of the sport. */
  courtId: number | null;
  court: string;
  slotType: 'terrain' | 'place' | 'cours' | null;
  /** ISO weekdays, 1 = Monday. */
  weekdays: number[];
  /** `HH:MM`, the hall's wall time. */
  startsAt: string;
  endsAt: string;
  priceCents: number;
  oldPriceCents: number | null;
  /** The first day it holds (`AAAA-MM-JJ`), or `null`: always. */
  validFrom: string | null;
}

interface WireRule {
  idRegle: number;
  idSport: number;
  sport: string;
  idZone: number;
  terrain: string;
  typeCreneau: PriceRule['slotType'];
  jours: number[];
  debut: string;
  fin: string;
  prixCentimes: number;
  prixBarreCentimes: number | null;
  aPartirDu: string | null;
}

const ruleOf = (wire: WireRule): PriceRule => ({
  id: wire.idRegle,
  sportId: wire.idSport,
  sport: wire.sport,
  courtId: wire.idZone,
  court: wire.terrain,
  slotType: wire.typeCreneau,
  weekdays: wire.jours,
  startsAt: wire.debut,
  endsAt: wire.fin,
  priceCents: wire.prixCentimes,
  oldPriceCents: wire.prixBarreCentimes,
  validFrom: wire.aPartirDu,
});

const wireOf = (rule: PriceRule) => ({
  idSport: rule.sportId,
  idZone: rule.courtId,
  // A new rule for every court leaves the kind of slot open; a listed one keeps its own.
  ...(rule.courtId === null ? {} : { typeCreneau: rule.slotType }),
  jours: rule.weekdays,
  debut: rule.startsAt,
  fin: rule.endsAt,
  prixCentimes: rule.priceCents,
  prixBarreCentimes: rule.oldPriceCents,
  aPartirDu: rule.validFrom,
});

/** `GET salles/{cle}/tarifs`: the hall's price rules, court by court. */
export async function fetchPrices(hallKey: string, signal?: AbortSignal): Promise<PriceRule[]> {
  const wire = await staffCall<{ regles: WireRule[] }>(`${hallPath(hallKey)}/tarifs`, { signal });
  return wire.regles.map(ruleOf);
}

/** `PUT salles/{cle}/tarifs`: replaces the hall's rules; answers them as the server keeps them. */
export async function savePrices(hallKey: string, rules: PriceRule[]): Promise<PriceRule[]> {
  const wire = await staffCall<{ regles: WireRule[] }>(`${hallPath(hallKey)}/tarifs`, {
    method: 'PUT',
    body: { regles: rules.map(wireOf) },
  });
  return wire.regles.map(ruleOf);
}
