import { madeOnFirstUse } from '../performance/made-on-first-use';

/** A point on the Earth in WGS 84 degrees (a hall's `coordinates`, a player's position). */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** The Earth's mean radius in km (IUGG), the usual figure for the haversine formula. */
export const EARTH_RADIUS_KM = 6371;

/** Under this many km a distance shows one decimal (« à 2,6 km »), from it on none (« à 780 km »). */
export const DISTANCE_DECIMALS_BELOW_KM = 10;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The great-circle distance in km between two points (haversine formula, a spherical Earth of
 * {@link EARTH_RADIUS_KM}): about 0.5 % off the ellipsoid at worst, far below what « à 12 km » shows.
 *
 * @example distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 }) // 111.19...
 */
export function distanceKm(from: GeoPoint, to: GeoPoint): number {
  const halfChord =
    Math.sin(radians(to.latitude - from.latitude) / 2) ** 2 +
    Math.cos(radians(from.latitude)) *
      Math.cos(radians(to.latitude)) *
      Math.sin(radians(to.longitude - from.longitude) / 2) ** 2;
  // min(): rounding can push the chord a hair above 1 for antipodal points, and asin would give NaN.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(halfChord)));
}

const oneDecimal = madeOnFirstUse(() => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }));
const noDecimal = madeOnFirstUse(() => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 }));

/**
 * How far something is, as players read it: « à 2,6 km », « à 780 km », « à 1 234 km » (fr-FR
 * grouping). The number and its unit never part at a line break.
 *
 * @example formatDistanceKm(12.4) // 'à 12 km'
 */
export function formatDistanceKm(km: number): string {
  const format = km < DISTANCE_DECIMALS_BELOW_KM ? oneDecimal() : noDecimal();
  return `à ${format.format(km)}\u00a0km`;
}

/**
 * The items nearest `from` first, each with its distance in km; an item `locate` cannot place (a hall
 * without coordinates) comes after the placed ones with `distanceKm: null`. Equal distances (games of the
 * same hall) keep their order, so a list that came soonest first stays soonest first within a hall.
 *
 * @example nearestFirst(games, (game) => coordinatesByHall.get(game.salle.cle) ?? null, position)
 */
export function nearestFirst<T>(
  items: readonly T[],
  locate: (item: T) => GeoPoint | null,
  from: GeoPoint,
): { item: T; distanceKm: number | null }[] {
  const measured = items.map((item) => {
    const point = locate(item);
    return { item, distanceKm: point ? distanceKm(from, point) : null };
  });
  // Array.prototype.sort is stable (ES2019): ties keep the incoming order.
  return measured.sort((a, b) => {
    if (a.distanceKm === null || b.distanceKm === null) {
      return (a.distanceKm === null ? 1 : 0) - (b.distanceKm === null ? 1 : 0);
    }
    return a.distanceKm - b.distanceKm;
  });
}
