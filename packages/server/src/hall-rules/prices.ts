import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { priceBands, sports, zoneSports, zones } from '../db/schema.ts';
import { InvalidField } from '../domain-errors/index.ts';
import { publishSlotChange } from '../live/index.ts';
import { timeToMinutes } from '../planning/local-time.ts';
import { invalidateHallPlanning } from '../planning/planning-repository.ts';
import { recordStaffAction, type StaffActor } from '../staff/audit.ts';

/** French texts of the prices' rules. */
export const priceMessages = {
  unknownOffer: 'Ce sport ne se joue pas sur ce terrain dans cette salle.',
  overlap:
    'Deux tarifs du même terrain et du même sport se chevauchent sur un jour, à partir de la même date.',
  offerWithoutPrice: (what: string) =>
    `Chaque terrain garde au moins un tarif pour chacun de ses sports\u00a0: ${what} n'en aurait plus.`,
} as const;

/** A price rule as the console reads it: one court's offer of a sport, some weekdays, a time band, from a day. */
export interface PriceRuleView {
  idRegle: number;
  idSport: number;
  sport: string;
  idZone: number;
  terrain: string;
  typeCreneau: 'terrain' | 'place' | 'cours' | null;
  jours: number[];
  debut: string;
  fin: string;
  prixCentimes: number;
  prixBarreCentimes: number | null;
  aPartirDu: string | null;
}

/** A rule of a change: `zoneId` null for every court offering the sport (of `slotType` when given). */
export interface PriceRule {
  sportId: number;
  zoneId: number | null;
  slotType?: 'terrain' | 'place' | 'cours' | null | undefined;
  weekdays: number[];
  startsAt: string;
  endsAt: string;
  priceCents: number;
  oldPriceCents: number | null;
  validFrom: string | null;
}

/** `08:00:00` as `08:00`, `24:00:00` as `24:00`. */
const wallTime = (value: string) => value.slice(0, 5);

/** The hall's offers (a court, a sport, a kind of slot) with their names, by court position. */
async function offersOf(db: Database, hallId: number) {
  return db
    .select({
      id: zoneSports.id,
      zoneId: zones.id,
      zoneLabel: zones.label,
      sportId: sports.id,
      sportLabel: sports.label,
      slotType: zoneSports.slotType,
    })
    .from(zoneSports)
    .innerJoin(zones, eq(zones.id, zoneSports.zoneId))
    .innerJoin(sports, eq(sports.id, zoneSports.sportId))
    .where(eq(zones.hallId, hallId))
    .orderBy(asc(zones.position), asc(zones.id), asc(sports.label), asc(zoneSports.id));
}

/**
 * The hall's price rules, court by court: each band of each offer, with the day it holds from.
 *
 * @example const regles = await pricesOf(db, hall.hallId);
 */
export async function pricesOf(db: Database, hallId: number): Promise<PriceRuleView[]> {
  const offers = await offersOf(db, hallId);
  if (offers.length === 0) return [];
  const rows = await db
    .select()
    .from(priceBands)
    .where(
      inArray(
        priceBands.zoneSportId,
        offers.map((offer) => offer.id),
      ),
    )
    .orderBy(asc(priceBands.startsAt), asc(priceBands.id));
  // Within an offer: the bands that always hold, then the dated ones by day; each by the slots' start.
  const from = (row: (typeof rows)[number]) => row.validFrom ?? '';
  return offers.flatMap((offer) =>
    rows
      .filter((row) => row.zoneSportId === offer.id)
      .sort((a, b) => from(a).localeCompare(from(b)))
      .map((row) => ({
        idRegle: row.id,
        idSport: offer.sportId,
        sport: offer.sportLabel,
        idZone: offer.zoneId,
        terrain: offer.zoneLabel,
        typeCreneau: offer.slotType,
        jours: [...row.weekdays].sort((a, b) => a - b),
        debut: wallTime(row.startsAt),
        fin: wallTime(row.endsAt),
        prixCentimes: row.priceCents,
        prixBarreCentimes: row.oldPriceCents,
        aPartirDu: row.validFrom,
      })),
  );
}

/**
 * Replaces the hall's price rules with `rules`, as one action: a rule without a court applies to every
 * court offering its sport. A rule from a date replaces the ones before it from that day on; the slots not
 * yet booked show the new prices at once, and a booking keeps the price it was made at (the reservation
 * holds its total). Refused when two rules of one offer overlap from the same day, or when an offer would
 * be left without any price (its slots could not be sold). Audited.
 *
 * @example await setPrices(db, hall.hallId, rules, staff, clock.now());
 */
export async function setPrices(
  db: Database,
  hallId: number,
  rules: readonly PriceRule[],
  actor: StaffActor,
  now: Date,
): Promise<PriceRuleView[]> {
  await db.transaction(async (tx) => {
    const offers = await offersOf(tx, hallId);
    const bands = rules.flatMap((rule) => {
      const targets = offers.filter(
        (offer) =>
          offer.sportId === rule.sportId &&
          (rule.zoneId === null || offer.zoneId === rule.zoneId) &&
          (rule.slotType === undefined || offer.slotType === rule.slotType),
      );
      if (targets.length === 0) throw new InvalidField('regles', priceMessages.unknownOffer);
      return targets.map((offer) => ({ offer, rule }));
    });
    for (const [index, band] of bands.entries()) {
      const clash = bands
        .slice(index + 1)
        .some(
          (other) =>
            other.offer.id === band.offer.id &&
            other.rule.validFrom === band.rule.validFrom &&
            other.rule.weekdays.some((day) => band.rule.weekdays.includes(day)) &&
            timeToMinutes(other.rule.startsAt) < timeToMinutes(band.rule.endsAt) &&
            timeToMinutes(band.rule.startsAt) < timeToMinutes(other.rule.endsAt),
        );
      if (clash) throw new InvalidField('regles', priceMessages.overlap);
    }
    const unpriced = offers.find((offer) => !bands.some((band) => band.offer.id === offer.id));
    if (unpriced)
      throw new InvalidField(
        'regles',
        priceMessages.offerWithoutPrice(`${unpriced.zoneLabel} · ${unpriced.sportLabel}`),
      );
    const before = await tx
      .select({ id: priceBands.id })
      .from(priceBands)
      .where(
        inArray(
          priceBands.zoneSportId,
          offers.map((offer) => offer.id),
        ),
      );
    await tx.delete(priceBands).where(
      inArray(
        priceBands.id,
        before.map((row) => row.id),
      ),
    );
    if (bands.length > 0)
      await tx.insert(priceBands).values(
        bands.map(({ offer, rule }) => ({
          zoneSportId: offer.id,
          weekdays: [...rule.weekdays].sort((a, b) => a - b),
          startsAt: `${rule.startsAt}:00`,
          endsAt: `${rule.endsAt}:00`,
          priceCents: rule.priceCents,
          oldPriceCents: rule.oldPriceCents,
          validFrom: rule.validFrom,
        })),
      );
    await recordStaffAction(
      tx,
      hallId,
      actor,
      'regle.tarifs',
      {
        regles: bands.length,
        avant: before.length,
        aPartirDu: [...new Set(rules.map((rule) => rule.validFrom))],
      },
      now,
    );
  });
  // The planning of every player shows the new prices now, not when the cache would have run out.
  invalidateHallPlanning(db, hallId);
  publishSlotChange(db, hallId);
  return pricesOf(db, hallId);
}
