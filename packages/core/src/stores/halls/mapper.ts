import { productNames } from '../../config';
import type { Hall, HallCoordinates, Sport, WireHall, WireSport } from './types';

/** Days of slots shown when the hall does not say (spec 2 section 9). */
export const DEFAULT_VISIBLE_DAYS = 7;

function flag(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function count(value: unknown, fallback: number): number {
  const number = Number(value);
  return Number.isFinite(number) && value !== null && value !== undefined ? number : fallback;
}

/** Wire `coordonnees` to {@link HallCoordinates}: `null` unless both are numbers within the globe's range. */
function coordinatesOf(wire: WireHall['coordonnees']): HallCoordinates | null {
  const latitude = wire?.latitude;
  const longitude = wire?.longitude;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** A wire sport to a {@link Sport}. */
export function mapSport(wire: WireSport): Sport {
  const recommendedPlayers = count(wire.nbPersonneConseille, 0);
  return {
    id: Number(wire.idSport),
    label: String(wire.libelle ?? ''),
    iconUrl: textOrNull(wire.icone),
    payingPlayers: count(wire.NbPersonnePayante, recommendedPlayers),
    recommendedPlayers,
  };
}

/**
 * A wire hall to a {@link Hall}: the only place that knows the wire names.
 *
 * @param productKey - names the id field (`idMultisalle`). @default the configured `productKey`
 * @example mapHall({ idMultisalle: 1, cle: 'padel-park', libelleSalle: 'Padel Park', ... })
 */
export function mapHall(wire: WireHall, productKey?: string): Hall {
  const { idField } = productNames(productKey);
  const address = wire.adresse ?? {};
  return {
    id: Number(wire[idField]),
    key: String(wire.cle),
    name: String(wire.libelleSalle ?? ''),
    caption: String(wire.legende ?? ''),
    sports: (wire.sports ?? []).map(mapSport),
    isActive: flag(wire.active),
    badgeUrl: textOrNull(wire.urlEcusson),
    bannerUrl: textOrNull(wire.urlBandeau),
    address: {
      street: String(address.rue ?? ''),
      complement: textOrNull(address.complement),
      postalCode: String(address.codePostal ?? ''),
      city: String(address.commune ?? ''),
    },
    services: (wire.services ?? []).map((service) => ({ label: service.libelle, iconUrl: service.urlIcone })),
    skipPaymentStep: flag(wire.ignorerEtapePaiement),
    visibleDays: count(wire.nbJoursVisiblesReservationCreneaux, DEFAULT_VISIBLE_DAYS),
    coordinates: coordinatesOf(wire.coordonnees),
  };
}

/**
 * A wire hall of the detail to a {@link Hall} with its public page: the description, the gallery's photos
 * and the own safety video the hall's console set (`null`, `[]` when it set none). Kept apart from
 * {@link mapHall} so the script-tag bundles, which never show them, do not carry it.
 *
 * @example mapHallPage({ ...wire, description: 'Deux terrains.', photos: [{ url, texteAlternatif }] }).photos
 */
export function mapHallPage(wire: WireHall, productKey?: string): Hall {
  return {
    ...mapHall(wire, productKey),
    description: textOrNull(wire.description),
    photos: (wire.photos ?? []).map((photo) => ({ url: photo.url, alt: photo.texteAlternatif })),
    safetyVideoUrl: textOrNull(wire.urlVideoSecurite),
  };
}
