import { getConfig } from '../../config';
import { apiRequest } from '../../http';
import { showToast } from '../../toasts';

/** A player of an open game as the public list shows them: pseudonym and level only. */
export interface OpenGamePlayer {
  pseudo: string;
  niveau: number | null;
  provisoire: boolean | null;
}

/** One game of `GET v2 parties-ouvertes`. The hall id field is `id{ProductKey}`. */
export interface OpenGame {
  idReservation: string;
  jetonPartie: string;
  /** The public link on the site: the invitation page with the game's token. */
  lien: string;
  debut: string;
  fin: string;
  salle: { libelle: string; cle: string; ville: string };
  activite: { id: number; libelle: string };
  /** The court (zone) label. */
  terrain: string;
  nbPlaceMax: number;
  nbPlacesLibres: number;
  niveauMin: number | null;
  niveauMax: number | null;
  /** Plain text: render it as text, never as HTML. */
  message: string;
  paiementRequis: boolean;
  tarifParPersonne: number;
  organisateur: OpenGamePlayer | null;
  joueurs: OpenGamePlayer[];
}

/** What the organiser offers when opening a game. */
export interface OpenGameTerms {
  nbPlacesOffertes: number;
  niveauMin: number | null;
  niveauMax: number | null;
  message: string;
}

/** The organiser's view of their game (`GET v2 partie_ouverte/{id}`). */
export interface OpenGameOrganiserView {
  ouverte: boolean;
  partie:
    | (OpenGameTerms & {
        jetonPartie: string;
        lien: string;
        nbPlacesLibres: number;
        joueurs: (OpenGamePlayer & { idContact: number; statut: string })[];
      })
    | null;
}

/** French texts of the open games. */
export const openGameTexts = {
  opened: 'Votre partie est ouverte.',
  closed: 'Votre partie est fermée.',
  requestSent: "Votre demande est envoyée à l'organisateur. Vous recevrez sa réponse par e-mail.",
} as const;

/** Where the signed-in player stands on an open game's public link (`GET v2 partie_ouverte/demande/etat`). */
export interface OpenGameRequestStanding {
  niveauMin: number | null;
  niveauMax: number | null;
  /** The player's own level in the game's sport; `null` without a recorded match. */
  niveau: number | null;
  /** The player may join directly (their level fits, or there is no range). */
  dansLaFourchette: boolean;
  /** Their request: `requested`, `approved`, `declined`, `joined`, or `null`. */
  demande: 'requested' | 'approved' | 'declined' | 'joined' | null;
}

/**
 * The signed-in player's standing on the open game of a public link; `undefined` for a visitor, for a link
 * that is not an open game's, or on failure (no toast, no logout).
 *
 * @example const standing = await fetchRequestStanding(reservationId, token);
 */
export async function fetchRequestStanding(
  reservationId: string,
  token: string,
): Promise<OpenGameRequestStanding | undefined> {
  if (!getConfig().getToken('v2')) return undefined;
  try {
    return await apiRequest<OpenGameRequestStanding>('v2', '/partie_ouverte/demande/etat', {
      query: { uuidReservation: reservationId, jetonPartie: token },
      secure: true,
      silent: true,
      exemptFromLogout: true,
    });
  } catch {
    return undefined;
  }
}

/**
 * A player outside the game's level range asks its organiser to accept them (`POST v2
 * partie_ouverte/demande`). `true` when sent (toast « Votre demande est envoyée… »); a refusal shows the
 * server's French message (already asked, declined, blocked, 3 games...).
 */
export async function askToJoinOpenGame(reservationId: string, token: string): Promise<boolean> {
  try {
    await apiRequest('v2', '/partie_ouverte/demande', {
      method: 'POST',
      secure: true,
      body: { uuidReservation: reservationId, jetonPartie: token },
    });
    showToast('success', openGameTexts.requestSent);
    return true;
  } catch {
    return false;
  }
}

/**
 * The open games of a hall, soonest first (public). `undefined` when the list could not be read; no toast.
 *
 * @example const games = await fetchOpenGames({ multisalle: 1 });
 */
export async function fetchOpenGames(query: Record<string, string | number | undefined>) {
  try {
    const answer = await apiRequest<{ partiesOuvertes?: OpenGame[] }>('v2', '/parties-ouvertes', {
      query,
      silent: true,
    });
    return answer?.partiesOuvertes ?? [];
  } catch {
    return undefined;
  }
}

/** The organiser's view of their game; `undefined` on failure (no toast). */
export async function fetchOpenGame(reservationId: string) {
  try {
    return await apiRequest<OpenGameOrganiserView>('v2', `/partie_ouverte/${reservationId}`, {
      secure: true,
      silent: true,
    });
  } catch {
    return undefined;
  }
}

/**
 * Opens the organiser's game (or changes what it offers). `true` when done (toast « Votre partie est
 * ouverte. »); a refusal shows the server's French message.
 */
export async function openGame(reservationId: string, terms: OpenGameTerms): Promise<boolean> {
  try {
    await apiRequest('v2', '/partie_ouverte', {
      method: 'POST',
      secure: true,
      body: { uuidReservation: reservationId, ...terms },
    });
    showToast('success', openGameTexts.opened);
    return true;
  } catch {
    return false;
  }
}

/** Closes the organiser's game: its public link admits nobody new. `true` when done. */
export async function closeGame(reservationId: string): Promise<boolean> {
  try {
    await apiRequest('v2', '/partie_ouverte', {
      method: 'DELETE',
      secure: true,
      body: { uuidReservation: reservationId },
    });
    showToast('success', openGameTexts.closed);
    return true;
  } catch {
    return false;
  }
}

/** The organiser accepts or declines a request to join from outside the level range. `true` when done. */
export async function decideOpenGameRequest(
  reservationId: string,
  contactId: number,
  isAccepted: boolean,
): Promise<boolean> {
  try {
    await apiRequest('v2', '/partie_ouverte/demande/decision', {
      method: 'POST',
      secure: true,
      body: { uuidReservation: reservationId, idContact: contactId, accepte: isAccepted },
    });
    return true;
  } catch {
    return false;
  }
}

/** The organiser blocks a player from all their open games. `true` when done. */
export async function blockOpenGamePlayer(contactId: number): Promise<boolean> {
  try {
    await apiRequest('v2', '/partie_ouverte/blocage', {
      method: 'POST',
      secure: true,
      body: { idContact: contactId },
    });
    return true;
  } catch {
    return false;
  }
}
