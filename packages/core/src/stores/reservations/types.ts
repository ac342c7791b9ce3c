import type { InvitationAnswer, WireReservation, WireWaitingLine } from '../invitation/types';

/** A line of the player's reservation list (`GET v2 user/{id}/liste_reservations`). */
export interface WireReservationLine extends WireReservation {
  /** Not ended and not cancelled. */
  aVenir: boolean;
  /** The caller organises it. */
  organisateurMoi: boolean;
  /** The caller's own answer (null: only their family is on it). */
  maReponse: InvitationAnswer | null;
  /** The link's token (the page, the calendar file). */
  jetonInvitation: string;
  /** The caller's door code for this session (`participant/generate-pin`); null: none drawn yet. */
  monCodePin: string | null;
  /** The waiting list, first in line first: the organiser's to see; empty for the others. */
  listeAttente: WireWaitingLine[];
  /**
   * Who the hall's door let in, the organiser's to see; empty for the others. Absent from a copy
   * kept offline by an older version of the site.
   */
  arrivees?: WireArrival[];
}

/** A participant the hall's door let in: their contact id and when they first came in (ISO 8601). */
export interface WireArrival {
  idContact: number;
  arriveLe: string;
}
