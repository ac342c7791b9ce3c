import type { PendingPick } from './types';

/** The planning element's query parameters of a pick (the CONNEXION and INSCRIPTION links). */
export const pickParamNames = {
  hallKey: 'salle',
  sportId: 'sport',
  slotId: 'creneau',
  zoneId: 'zone',
  returnUrl: 'retour',
} as const;

const HALL_KEY = /^[a-z0-9-]{1,100}$/;
const DIGITS = /^[1-9][0-9]{0,15}$/;
/** Sports and courts are database rows (PostgreSQL integers); a slot id packs more and stays a safe integer. */
const MAX_ROW_ID = 2_147_483_647;
const MAX_RETURN_URL_LENGTH = 2048;

function positiveInteger(value: string | null, max: number): number | null {
  if (value === null || !DIGITS.test(value)) return null;
  const number = Number(value);
  return Number.isSafeInteger(number) && number <= max ? number : null;
}

/**
 * An `http:` or `https:` absolute address without credentials, normalised; `null` otherwise. Only a first
 * filter: the server alone says whether the site may send the player there.
 *
 * @example webAddressOrNull('javascript:alert(1)') // null
 */
export function webAddressOrNull(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_RETURN_URL_LENGTH) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username !== '' || url.password !== '') return null;
    return url.href;
  } catch {
    return null;
  }
}

/** A pick from loose values (query parameters, stored JSON), `null` unless each part is valid. */
export function validPick(values: {
  hallKey: unknown;
  sportId: unknown;
  slotId: unknown;
  zoneId: unknown;
  returnUrl: unknown;
}): PendingPick | null {
  const text = (value: unknown) =>
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value : null;
  const hallKey = text(values.hallKey);
  const sportId = positiveInteger(text(values.sportId), MAX_ROW_ID);
  const slotId = positiveInteger(text(values.slotId), Number.MAX_SAFE_INTEGER);
  const zoneId = positiveInteger(text(values.zoneId), MAX_ROW_ID);
  if (hallKey === null || !HALL_KEY.test(hallKey) || sportId === null || slotId === null || zoneId === null) {
    return null;
  }
  // A malformed return address is dropped, the pick kept: the player still wants the slot.
  return { hallKey, sportId, slotId, zoneId, returnUrl: webAddressOrNull(values.returnUrl) };
}

/**
 * The pick a /signin or /signup address carries (`?salle=&sport=&creneau=&zone=&retour=`), `null` when
 * any of the first four is missing or invalid.
 *
 * @example readPickParams('?salle=padel-park&sport=2&creneau=906218731&zone=3&retour=https%3A%2F%2Fwww.padel-club-tilleuls.fr%2F')
 */
export function readPickParams(search: string | URLSearchParams): PendingPick | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return validPick({
    hallKey: params.get(pickParamNames.hallKey),
    sportId: params.get(pickParamNames.sportId),
    slotId: params.get(pickParamNames.slotId),
    zoneId: params.get(pickParamNames.zoneId),
    returnUrl: params.get(pickParamNames.returnUrl),
  });
}

/**
 * The query string that carries a pick from one page to the next (« Pas encore de compte ? »), with its
 * `?`; empty for no pick.
 *
 * @example `/signup${pickSearch(pick)}` // '/signup?salle=padel-park&sport=2&creneau=906218731&zone=3'
 */
export function pickSearch(pick: PendingPick | null): string {
  if (!pick) return '';
  const params = new URLSearchParams({
    [pickParamNames.hallKey]: pick.hallKey,
    [pickParamNames.sportId]: String(pick.sportId),
    [pickParamNames.slotId]: String(pick.slotId),
    [pickParamNames.zoneId]: String(pick.zoneId),
  });
  if (pick.returnUrl) params.set(pickParamNames.returnUrl, pick.returnUrl);
  return `?${params.toString()}`;
}
