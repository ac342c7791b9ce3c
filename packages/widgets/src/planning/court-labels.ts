/** What a group of courts at one time shows: the words their names share, and each court's own part. */
export interface CourtLabels {
  /** The shared words ('Terrain de padel'), or `null` when the names share none. */
  common: string | null;
  /** One short label per court, in order ('1', '2'; or 'CB1', 'TC' when nothing is shared). */
  short: string[];
}

const MAX_SHORT_LENGTH = 6;

/** 'Court de badminton 1' → 'CB1', 'Terrain central' → 'TC': initials of the words of 3+ letters, numbers kept. */
export function abbreviation(label: string): string {
  if (label.length <= MAX_SHORT_LENGTH) return label;
  return label
    .split(/\s+/)
    .map((word) => (/^\d+$/.test(word) ? word : word.length >= 3 ? (word[0]?.toUpperCase() ?? '') : ''))
    .join('');
}

/**
 * Short labels for the courts of a group tile (its buttons keep the full names for screen readers and on
 * hover): the words all names start with are said once, each button shows what is left; names that share
 * nothing are abbreviated.
 *
 * @example courtLabels(['Terrain de padel 1', 'Terrain de padel 2']) // { common: 'Terrain de padel', short: ['1', '2'] }
 */
export function courtLabels(labels: readonly string[]): CourtLabels {
  const words = labels.map((label) => label.trim().split(/\s+/));
  const first = words[0] ?? [];
  let shared = 0;
  while (
    shared < first.length &&
    words.every((name) => name.length > shared + 1 && name[shared] === first[shared])
  ) {
    shared += 1;
  }
  if (shared === 0) return { common: null, short: labels.map(abbreviation) };
  return {
    common: first.slice(0, shared).join(' '),
    short: words.map((name) => abbreviation(name.slice(shared).join(' '))),
  };
}
