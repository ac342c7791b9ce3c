import type { Slot } from '../planning/types';

/**
 * A slot a visitor picked before signing in, on a partner's page (the planning element on another site) or
 * on our own hall page: what `POST v2 panier/ajout` takes, the hall, and the partner page to go back to.
 */
export interface PendingPick {
  /** The hall's key (`salle`), e.g. `padel-park`. */
  hallKey: string;
  /** `nIdSport` (`sport`). */
  sportId: number;
  /** `nIdCreneau` (`creneau`). */
  slotId: number;
  /** `nIdZone` (`zone`). */
  zoneId: number;
  /** The partner page's full address (`retour`), not yet checked by the server; `null` when none. */
  returnUrl: string | null;
}

/** A {@link PendingPick} as kept in storage, with the time it was kept. */
export interface KeptPick extends PendingPick {
  /** Epoch milliseconds. */
  keptAtMs: number;
}

/** What became of a pick put in the cart after the sign-in. */
export type PlacedPickOutcome = 'added' | 'alreadyInCart' | 'unavailable' | 'refused';

/** The result of {@link placePendingPick}, shown by the cart page. */
export interface PlacedPick {
  outcome: PlacedPickOutcome;
  /** The French sentence to show (`Votre créneau est dans votre panier.`...). */
  message: string;
  hallKey: string;
  /** The partner page, only when the server found its origin registered for the hall; else `null`. */
  returnUrl: string | null;
  /** The partner's host, as the way back names it (`www.padel-club-tilleuls.fr`). */
  returnHost: string | null;
}

/** What the sign-in and sign-up pages show of a waiting pick. */
export interface PickDescription {
  /** The hall's name, `null` when the hall could not be read. */
  hallName: string | null;
  sportLabel: string | null;
  /** The slot as the hall's planning lists it, `null` when it is not (or no longer) listed. */
  slot: Slot | null;
}
