import { getConfig } from '../config';

/** At most this many sport icons on a hall card (spec 2 section 9). */
export const MAX_SPORTS_ON_CARD = 4;

/** Sport labels on cards are cut after this many characters (spec 2 section 9). */
export const SPORT_LABEL_MAX_CHARS = 10;

/**
 * A sport label as a card shows it: longer than 10 characters, the first 10 and `...` (spec 2 section 2).
 *
 * @example truncateSportLabel('BADMINTON LOISIR') // 'BADMINTON ...'
 */
export function truncateSportLabel(label: string): string {
  return label.length > SPORT_LABEL_MAX_CHARS ? `${label.slice(0, SPORT_LABEL_MAX_CHARS)}...` : label;
}

/**
 * The sports a hall card shows, and whether the 'Découvrez les autres sports' button shows (more than 4).
 *
 * @example sportsOnCard(hall.sports) // { shown: [...4 sports], hasMore: true }
 */
export function sportsOnCard<T>(sports: readonly T[]): { shown: T[]; hasMore: boolean } {
  return { shown: sports.slice(0, MAX_SPORTS_ON_CARD), hasMore: sports.length > MAX_SPORTS_ON_CARD };
}

/** The sport icons of the grid (spec 2 section 2). */
export type SportIconName =
  | 'football'
  | 'foot5'
  | 'handball'
  | 'volleyball'
  | 'basket5x5'
  | 'basket3x3'
  | 'badminton'
  | 'tennis'
  | 'golf'
  | 'escalade'
  | 'cyclisme'
  | 'padel'
  | 'pingpong'
  | 'yoga'
  | 'fitness';

const iconsByLabel: Readonly<Record<string, SportIconName>> = {
  football: 'football',
  foot5: 'foot5',
  'foot 5': 'foot5',
  'foot à 5': 'foot5',
  futsal: 'foot5',
  handball: 'handball',
  volley: 'volleyball',
  volleyball: 'volleyball',
  'volley-ball': 'volleyball',
  'basket 5x5': 'basket5x5',
  basket5x5: 'basket5x5',
  basket: 'basket5x5',
  'basket 3x3': 'basket3x3',
  basket3x3: 'basket3x3',
  badminton: 'badminton',
  tennis: 'tennis',
  golf: 'golf',
  escalade: 'escalade',
  cyclisme: 'cyclisme',
  padel: 'padel',
  'ping pong': 'pingpong',
  'ping-pong': 'pingpong',
  pingpong: 'pingpong',
  'tennis de table': 'pingpong',
  yoga: 'yoga',
  fitness: 'fitness',
};

/**
 * The icon of a sport, matched by lower-cased trimmed label; unknown sports get the fitness icon
 * (spec 2 section 2).
 *
 * @example sportIconName(' Basket 3x3 ') // 'basket3x3'
 */
export function sportIconName(label: string): SportIconName {
  const normalised = label.trim().toLowerCase().replace(/\s+/g, ' ');
  return iconsByLabel[normalised] ?? 'fitness';
}

/** One tile of the home page sport grid. */
export interface SportGridEntry {
  label: string;
  icon: SportIconName;
  /** The sport article slug (`/multisalle/article-sport/{slug}`); `null`: the tile does nothing on click. */
  slug: string | null;
}

const articleSlugs: Readonly<Record<string, string>> = {
  FOOT5: 'zoom-foot-5',
  PADEL: 'infos-padel',
  'BASKET 3X3': 'basket-3x3',
  BADMINTON: 'salle-badminton-connectee',
  TENNIS: 'les-terrains-de-tennis-couvert-{product}',
  'PING PONG': 'le-tennis-de-table-d-activite-de-loisirs-a-sport-olympique',
  FUTSAL: 'futsal-sport-derive-du-football',
  VOLLEY: 'terrain-de-volley-a-louer',
  VOLLEYBALL: 'terrain-de-volley-a-louer',
  'BASKET 5X5': 'salle-basket-5x5',
  HANDBALL: 'nouvelle-salle-handball',
  YOGA: 'yoga-agit-sur-le-corps-et-esprit',
  FITNESS: 'histoire-du-fitness',
};

/**
 * The sport article slug of a sport label (spec 2 section 2's table, `{product}` replaced), `null` for
 * sports without an article (GOLF, CYCLISME, ESCALADE, FOOTBALL, unknown).
 *
 * @param productKey - @default the configured `productKey`
 * @example sportArticleSlug('Tennis', 'salle') // 'les-terrains-de-tennis-couvert-salle'
 */
export function sportArticleSlug(label: string, productKey?: string): string | null {
  const slug = articleSlugs[label.trim().toUpperCase().replace(/\s+/g, ' ')];
  return slug === undefined ? null : slug.replace('{product}', productKey ?? getConfig().productKey);
}

const gridLabels = [
  'FOOTBALL',
  'FOOT5',
  'HANDBALL',
  'VOLLEYBALL',
  'BASKET 5X5',
  'BASKET 3X3',
  'BADMINTON',
  'TENNIS',
  'GOLF',
  'ESCALADE',
  'CYCLISME',
  'PADEL',
  'PING PONG',
  'YOGA',
  'FITNESS',
] as const;

/**
 * The 15 sports of the home page grid in the spec's order, each with its icon and article slug.
 *
 * @param productKey - @default the configured `productKey`
 * @example sportGrid()[1] // { label: 'FOOT5', icon: 'foot5', slug: 'zoom-foot-5' }
 */
export function sportGrid(productKey?: string): SportGridEntry[] {
  return gridLabels.map((label) => ({
    label,
    icon: sportIconName(label),
    slug: sportArticleSlug(label, productKey),
  }));
}

/**
 * A sport's readable key, as a partner writes it in `sport="padel"`: the label in lower case, accents
 * dropped, every run of other characters a single dash. Derived, never stored: the label is the source.
 *
 * @example sportKey('PING PONG') // 'ping-pong'
 * @example sportKey('Foot à 5') // 'foot-a-5'
 */
export function sportKey(label: string): string {
  return label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The sport a partner's `sport` attribute names: its id (`"3"`) or its readable key (`"padel"`, see
 * {@link sportKey}); `undefined` when the hall has no such sport.
 *
 * @example findSport(hall.sports, 'padel') // { id: 3, label: 'PADEL', ... }
 */
export function findSport<T extends { id: number; label: string }>(
  sports: readonly T[],
  wanted: string,
): T | undefined {
  const value = wanted.trim();
  if (/^\d+$/.test(value)) return sports.find((sport) => sport.id === Number(value));
  const key = sportKey(value);
  return sports.find((sport) => sportKey(sport.label) === key);
}
