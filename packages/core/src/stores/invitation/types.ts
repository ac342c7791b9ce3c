// The wire of the invitation page and of MES RÉSERVATIONS (spec 1 sections 3 and 7), shared by the
// reference server, which answers it, and the clients, which read it.

/** The reservation's state on the wire (spec 1 section 4), computed by the server from the clock. */
export type ReservationState = 'validate' | 'finalisee' | 'on_going' | 'finished' | 'cancelled';

/** A participant's answer: 0 maybe, 1 refuse, 2 accept (wire words attente, refus, validation). */
export type InvitationAnswer = 0 | 1 | 2;

/** A participant as the spec names its fields (spec 1 section 3 « Participant »). */
export interface WireParticipant {
  /** The participant's contact id (an account's main contact, or a family contact). */
  id: number;
  pseudo: string;
  nom: string;
  prenom: string;
  identifiant: string;
  organisateur: boolean;
  /** 0 maybe, 1 refuse, 2 accept. */
  reponse: InvitationAnswer;
  /** A family contact: the pseudonym of the account that added them. */
  ajoutePar: string | null;
}

/** The reservation part of the invitation page (spec 1 section 3 « Reservation on the invitation page »). */
export interface WireReservation {
  id_reservation: string;
  statut: ReservationState;
  reservation: {
    statut: ReservationState;
    /** The hall's local day, `YYYY-MM-DD`, and times `HH:MM`. */
    date: string;
    heureDebut: string;
    heureFin: string;
    dureeCreneau: number;
    nbPlaceMax: number;
    nbPlaceRestante: number;
    paiementRequis: boolean;
    /** Cents. */
    tarifParPersonne: number;
    /**
     * Whether each player pays a share (the cart's `partagePaiement`); false: the organiser pays the whole
     * bill, so a guest has nothing to pay and no discount to choose.
     */
    partagePaiement: boolean;
  };
  activite: { id: number; libelle: string };
  product: { id: number; libelle: string; cle: string; ville: string };
  participants: WireParticipant[];
  /** The organiser's pseudonym: who invites. */
  organisateur: string;
  ignorerEtapePaiement: boolean;
  /** Whether the link admits newcomers (the organiser's `diffusionAutorisee`). */
  jeton_diffusion: boolean;
}

/** The invitation page's answer: the reservation, and the caller's part in it when signed in. */
export interface WireInvitation extends WireReservation {
  /** The caller (signed in): their contact id, answer (null: not on it yet) and organiser flag. */
  moi: {
    idContact: number;
    reponse: InvitationAnswer | null;
    organisateur: boolean;
    /** The discount ids chosen with the caller's accept (beyond the spec's read: the page shows the choice again). */
    reductions: number[];
    /**
     * The caller's own phone and whether it is verified (an element without a session profile needs it for
     * « Phone verification » before accepting).
     */
    portable: string;
    portableVerifie: boolean;
  } | null;
  /** The caller's family contacts, with their answer on this reservation (null: not on it). */
  famille: { id: number; pseudo: string; reponse: InvitationAnswer | null }[];
  /** The waiting list as the caller sees it (beyond the spec: « Me prévenir si une place se libère »). */
  listeAttente: WireWaitingSpot;
  /**
   * Whether the page was reached through an open game's public link rather than the invitation link (beyond
   * the spec: only then does the page ask where the player stands on the game's level range).
   */
  lienPartieOuverte: boolean;
}

/** The caller's spot on a reservation's waiting list. */
export interface WireWaitingSpot {
  /** Players in line (not counting one a place is held for). */
  enAttente: number;
  /** The caller's place in line, 1 first; null when not in line. */
  position: number | null;
  /** A place freed for the caller is theirs until then (ISO instant); null: none held. */
  placeReserveeJusqua: string | null;
}

/** A player on the waiting list, as the organiser sees it in MES RÉSERVATIONS. */
export interface WireWaitingLine {
  pseudo: string;
  /** A place is held for them until then (ISO instant); null: in line. */
  placeReserveeJusqua: string | null;
}
