/** A sport offered by a hall (wire: `idSport, libelle, icone, NbPersonnePayante, nbPersonneConseille`). */
export interface Sport {
  id: number;
  label: string;
  /** The hall's own icon path, when it has one. */
  iconUrl: string | null;
  payingPlayers: number;
  recommendedPlayers: number;
}

/** A hall's address (wire: `rue, complement, codePostal, commune`). */
export interface HallAddress {
  street: string;
  complement: string | null;
  postalCode: string;
  city: string;
}

/** A hall service shown on the hall page (wire: `libelle, urlIcone`). */
export interface HallService {
  label: string;
  iconUrl: string;
}

/** Where a hall is, in WGS 84 degrees (wire `coordonnees: { latitude, longitude }`). */
export interface HallCoordinates {
  latitude: number;
  longitude: number;
}

/** A hall (the spec's `{product}`, spec 2 section 3) with plain English names. */
export interface Hall {
  id: number;
  /** The key of the hall's route, `/multisalle/{key}` (wire `cle`). */
  key: string;
  name: string;
  caption: string;
  sports: Sport[];
  isActive: boolean;
  badgeUrl: string | null;
  bannerUrl: string | null;
  address: HallAddress;
  services: HallService[];
  /** Wire `ignorerEtapePaiement`. */
  skipPaymentStep: boolean;
  /** Days of slots shown (wire `nbJoursVisiblesReservationCreneaux`). @default 7 */
  visibleDays: number;
  /** Where the hall is (wire `coordonnees`); `null` when the server does not say. @default null */
  coordinates: HallCoordinates | null;
  /** The hall's own safety video (wire `urlVideoSecurite`); `null`: the site's. @default null */
  safetyVideoUrl?: string | null;
  /** The hall page's text under INFORMATIONS, plain text (wire `description`, detail only). @default null */
  description?: string | null;
  /** The gallery's photos sent from the hall's console, in order (wire `photos`, detail only). @default [] */
  photos?: HallPhoto[];
}

/** A photo of the hall's gallery (wire `url, texteAlternatif`). */
export interface HallPhoto {
  url: string;
  alt: string;
}

/** The state of {@link $halls}. */
export interface HallsState {
  list: Hall[];
  /** False on reset and while loading, true afterwards (also after a failure). */
  isFetched: boolean;
  isLoading: boolean;
  /** The French message of the last failure, `null` after a success. */
  error: string | null;
}

/** A sport as the server sends it. */
export interface WireSport {
  idSport: number;
  libelle: string;
  icone?: string | null;
  NbPersonnePayante?: number | null;
  nbPersonneConseille?: number | null;
}

/**
 * A hall as the server sends it. The id field is named after the product word (`idMultisalle` by
 * default), hence the index signature.
 */
export interface WireHall {
  [idField: string]: unknown;
  cle: string;
  libelleSalle: string;
  legende?: string | null;
  sports?: WireSport[] | null;
  active?: boolean | number | null;
  urlEcusson?: string | null;
  urlBandeau?: string | null;
  adresse?: {
    rue?: string | null;
    complement?: string | null;
    codePostal?: string | null;
    commune?: string | null;
  } | null;
  services?: { libelle: string; urlIcone: string }[] | null;
  ignorerEtapePaiement?: boolean | number | null;
  nbJoursVisiblesReservationCreneaux?: number | null;
  coordonnees?: { latitude?: number | null; longitude?: number | null } | null;
  urlVideoSecurite?: string | null;
  description?: string | null;
  photos?: { url: string; texteAlternatif: string }[] | null;
}
