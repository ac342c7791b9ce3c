// The words of the answers' digest and of a hall's news by SMS: one SMS of 160 characters at most,
// in GSM-7 where possible: a character outside it (', «, â, ê, œ…) turns the whole SMS into Unicode (70
// characters a part), so each one is written with its nearest GSM-7 letters.
import { formatHallTime, hallDay } from '@multisalle/core';
import type { GameFacts } from '../game-facts.ts';
import type { HallNewsFacts } from '../hall-news.ts';

/** One SMS: 160 GSM-7 characters at most. */
export const SMS_MAX = 160;
/** The longest part of a hall's name in a news SMS: the title matters more. */
const HALL_NAME_MAX = 40;
const ELLIPSIS = '...';

const GSM7_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** The extension table: each costs two characters of the 160 (escape and letter). */
const GSM7_EXTENSION = new Set('^{}\\[~]|€');
const isGsm7Char = (char: string) => GSM7_BASIC.has(char) || GSM7_EXTENSION.has(char);

/** What French texts hold that GSM-7 lacks, and what stands for it. */
const NEAREST: Record<string, string> = {
  "'": "'",
  '‘': "'",
  ʼ: "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '«': '"',
  '»': '"',
  '–': '-',
  '—': '-',
  '‑': '-',
  '−': '-',
  '…': ELLIPSIS,
  '\u00a0': ' ',
  '\u202f': ' ',
  '\u2009': ' ',
  '\t': ' ',
  œ: 'oe',
  Œ: 'OE',
};

/**
 * A text in GSM-7 where it can be: typographic quotes and dashes made plain, accents GSM-7 lacks dropped
 * (â → a, ç → c); what has no GSM-7 likeness (an emoji) is kept, and the SMS goes in Unicode.
 *
 * @example toGsm7('Châteauroux : « l'été »') // 'Chateauroux : "l'été"'
 */
export function toGsm7(text: string): string {
  let folded = '';
  for (const char of text.replace(/«\s*/g, '«').replace(/\s*»/g, '»')) {
    if (isGsm7Char(char)) folded += char;
    else if (NEAREST[char] !== undefined) folded += NEAREST[char];
    else {
      const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
      folded += bare && [...bare].every(isGsm7Char) ? bare : char;
    }
  }
  return folded;
}

/**
 * The characters a text takes in an SMS: an extension character (€, [, ]…) counts two in GSM-7.
 *
 * @example smsLength('10 €') // 5
 */
export function smsLength(text: string): number {
  const chars = [...text];
  if (!chars.every(isGsm7Char)) return chars.length;
  return chars.reduce((sum, char) => sum + (GSM7_EXTENSION.has(char) ? 2 : 1), 0);
}

/** `text` cut to `max` SMS characters, ending with « ... » when cut. */
function cut(text: string, max: number): string {
  if (smsLength(text) <= max) return text;
  let kept = '';
  for (const char of text) {
    if (smsLength(kept + char) > max - ELLIPSIS.length) break;
    kept += char;
  }
  return `${kept.trimEnd()}${ELLIPSIS}`;
}

/**
 * The text `build` makes with the longest start of `part` that keeps it within one SMS; `undefined` when
 * even `minimum` characters of it do not fit.
 */
function fitting(build: (part: string) => string, part: string, minimum: number): string | undefined {
  const room = SMS_MAX - smsLength(build(''));
  if (room < Math.min(minimum, smsLength(part))) return undefined;
  return build(cut(part, room));
}

/** What the organiser's digest SMS counts. */
export interface DigestCount {
  /** People who answered in the window. */
  answers: number;
  accepted: number;
  maxPlaces: number;
}

/**
 * The organiser's digest of the answers by SMS: how many answered, the game (sport, Paris day and time,
 * hall), where it stands, and the absolute link to MES RÉSERVATIONS. The hall's name is cut to fit.
 *
 * @example answersDigestSms(game, { answers: 2, accepted: 3, maxPlaces: 4 }, { brand: 'Multisalle', url })
 * // 'Multisalle : 2 réponses à votre partie de PADEL du 3/12 à 18h00 (PADEL PARK), 3 joueurs sur 4. Détails : https://…'
 */
export function answersDigestSms(
  game: Pick<GameFacts, 'hallName' | 'sportLabel' | 'startsAt'>,
  digest: DigestCount,
  { brand, url }: { brand: string; url: string },
): string {
  const [, month, day] = hallDay(game.startsAt).split('-');
  const when = `du ${Number(day)}/${Number(month)} à ${formatHallTime(game.startsAt)}`;
  const answers = `${digest.answers} réponse${digest.answers > 1 ? 's' : ''}`;
  const count =
    digest.accepted >= digest.maxPlaces
      ? 'partie complète'
      : `${digest.accepted} joueur${digest.accepted > 1 ? 's' : ''} sur ${digest.maxPlaces}`;
  const head = `${toGsm7(brand)} : ${answers} à votre partie de ${toGsm7(game.sportLabel)} ${when}`;
  const tail = `, ${count}. Détails : ${url}`;
  return (
    fitting((hall) => `${head} (${hall})${tail}`, toGsm7(game.hallName), 6) ??
    fitting((start) => `${start}${tail}`, head, 20) ??
    `${toGsm7(brand)} : ${answers}. ${url}`.slice(0, SMS_MAX)
  );
}

/**
 * A hall's news by SMS: the hall's name, the news' title cut to fit, and the absolute link to its page, or
 * to the hall's page when the news page's address leaves too little room for the title.
 *
 * @example hallNewsSms(news, { brand: 'Multisalle', newsUrl, hallUrl })
 * // 'Multisalle : nouvelles de PADEL PARK. Tournoi de Noël. Lire : https://…'
 */
export function hallNewsSms(
  news: Pick<HallNewsFacts, 'hallName' | 'title'>,
  { brand, newsUrl, hallUrl }: { brand: string; newsUrl: string; hallUrl: string },
): string {
  const head = `${toGsm7(brand)} : nouvelles de ${cut(toGsm7(news.hallName), HALL_NAME_MAX)}.`;
  const title = toGsm7(news.title.trim());
  const build = (url: string) => (part: string) =>
    `${head} ${part}${/[.!?]$/.test(part) ? '' : '.'} Lire : ${url}`;
  return (
    fitting(build(newsUrl), title, 20) ??
    fitting(build(hallUrl), title, 20) ??
    `${head} Lire : ${hallUrl}`.slice(0, SMS_MAX)
  );
}

/**
 * A game the hall cancelled, by SMS to each player who accepted it (a verified phone): the sport, the Paris
 * day and time, the hall, its motif cut to fit, and that the mail says more (refund included). In GSM-7,
 * one part of 160 characters.
 *
 * @example hallCancellationSms(game, 'Multisalle')
 * // 'Multisalle : votre partie de PADEL du 3/12 à 18h00 est annulée par PADEL PARK. Motif : Fuite d'eau. Détails par mail.'
 */
export function hallCancellationSms(
  game: Pick<GameFacts, 'hallName' | 'sportLabel' | 'startsAt' | 'hallCancellationReason'>,
  brand: string,
): string {
  const [, month, day] = hallDay(game.startsAt).split('-');
  const when = `du ${Number(day)}/${Number(month)} à ${formatHallTime(game.startsAt)}`;
  const head = `${toGsm7(brand)} : votre partie de ${toGsm7(game.sportLabel)} ${when} est annulée par`;
  const tail = '. Détails par mail.';
  const hall = fitting((name) => `${head} ${name}`, toGsm7(game.hallName), 6) ?? head;
  const reason = toGsm7(game.hallCancellationReason ?? '');
  return (
    (reason && fitting((motif) => `${hall}. Motif : ${motif}${tail}`, reason, 8)) ||
    fitting((start) => `${start}${tail}`, hall, 20) ||
    hall.slice(0, SMS_MAX)
  );
}
