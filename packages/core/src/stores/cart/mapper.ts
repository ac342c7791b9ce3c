import { getConfig, productNames } from '../../config';
import type {
  Cart,
  CartLine,
  CartLineDescription,
  Reservation,
  WireCart,
  WireCartLine,
  WireValidateAnswer,
} from './types';

/** Options of {@link mapCartLine} and {@link mapCart}. */
export interface MapCartOptions {
  /** The v2 API base the cart came from; a picture's path is taken on its origin. @default getConfig().apiBase */
  apiBase?: string;
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

const httpUrl = /^https?:\/\//i;

/**
 * A picture URL the page may load: an http(s) URL, or a path of the API's origin (so an embedded panel on
 * a partner's site still finds `/media/...` on the API server). Anything else (`javascript:`, `data:`,
 * `//host`) is dropped.
 */
function imageUrl(value: unknown, apiBase: string): string | null {
  const url = textOrNull(value)?.trim();
  if (!url) return null;
  if (httpUrl.test(url)) return url;
  if (!url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return null;
  return httpUrl.test(apiBase) ? new URL(url, apiBase).href : url;
}

function mapDescription(wire: WireCartLine['description'], apiBase: string): CartLineDescription | null {
  if (!wire || typeof wire !== 'object') return null;
  return {
    imageUrl: imageUrl(wire.img, apiBase),
    level: textOrNull(wire.niveau),
    coach: textOrNull(wire.encadrant),
    unsafeHtml: textOrNull(wire.content),
  };
}

/**
 * A wire cart line with plain names: `nIdCreneau` becomes `slotId`, a cours line's `description` its
 * picture, level, coach and (unsanitised) HTML.
 *
 * @example mapCartLine(wire).description?.level // 'Niveau avancé'
 */
export function mapCartLine(
  line: WireCartLine,
  { apiBase = getConfig().apiBase }: MapCartOptions = {},
): CartLine {
  const { idField } = productNames();
  return {
    id: line.id,
    slotId: typeof line.nIdCreneau === 'number' ? line.nIdCreneau : null,
    hallId: Number(line[idField]),
    hallLabel: String(line[`libelle${idField.slice(2)}`] ?? ''),
    type: line.typeCreneau ?? 'court',
    sportId: line.sport.idSport,
    sportLabel: line.sport.libelle,
    priceCents: line.tarif,
    quantity: line.quantite,
    recommendedPlaces: line.nbPlaceConseille,
    startsAt: new Date(line.date_heure_debut),
    endsAt: new Date(line.date_heure_fin),
    durationMinutes: line.dureeCreneau,
    placesLeft: line.nb_place,
    description: mapDescription(line.description, apiBase),
  };
}

/**
 * A wire cart with plain names; lines in start order.
 *
 * @example mapCart(await apiRequest<WireCart>('v2', '/panier', { secure: true })).lines
 */
export function mapCart(cart: WireCart, options: MapCartOptions = {}): Cart {
  const lines = (Array.isArray(cart.contenu) ? cart.contenu : []).map((line) => mapCartLine(line, options));
  lines.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  return {
    uuid: cart.uuid,
    holdExpiresAt: cart.dtExpiration ? new Date(cart.dtExpiration) : null,
    totalCents: cart.tarif,
    lines,
    discounts: Array.isArray(cart.reductions) ? cart.reductions : [],
  };
}

/** The reservations of a validated cart, plain names. */
export function mapReservations(answer: WireValidateAnswer): Reservation[] {
  return (answer.reservations ?? []).map((reservation) => ({
    id: reservation.id_reservation,
    date: reservation.date,
    startTime: reservation.heureDebut,
    endTime: reservation.heureFin,
    isPaymentRequired: reservation.paiementRequis,
    perPersonCents: reservation.tarifParPersonne,
    maxPlaces: reservation.nbPlaceMax,
  }));
}
