/** A slot's status: `disponible`, `reserve` and `panier` on the wire (spec 2 section 4). */
export type SlotStatus = 'available' | 'booked' | 'inCart';

/** A slot's kind: `typeCreneau` on the wire, absent for a plain court (spec 2 section 3). */
export type SlotType = 'court' | 'terrain' | 'place' | 'cours';

/** A bookable slot of one zone (court) for one sport, with its prices in cents. */
export interface Slot {
  /** `nIdCreneau`: stable, decoded by the server alone. */
  id: number;
  zoneId: number;
  zoneLabel: string;
  startsAt: Date;
  endsAt: Date;
  durationMinutes: number;
  status: SlotStatus;
  type: SlotType;
  /** The whole slot's price (`fTarif`). */
  priceCents: number;
  /** `tarifIndividuel`: the price divided by the recommended number of players, rounded to the cent. */
  perPersonCents: number;
  /** `prixBarre`: the struck old price of the whole slot, when there is one. */
  oldPriceCents: number | null;
  recommendedPlayers: number;
  /** Set for `place` and `cours` slots. */
  maxParticipants: number | null;
  /** Places taken, set for `place` and `cours` slots. */
  filled: number | null;
  /** `niveau`: a cours's level as the hall gives it ('Niveau avancé', spec 2 section 9), else `null`. */
  level: string | null;
}

/** A slot as `GET creneaux/...` sends it (the slots wire contract). */
export interface WireSlot {
  nIdCreneau: number;
  nIdZone: number;
  sLibelleZone: string;
  dtDateHeureDebut: string;
  dtDateHeureFin: string;
  /** Minutes. */
  dureeCreneau: number;
  sStatut: 'disponible' | 'reserve' | 'panier';
  typeCreneau?: 'terrain' | 'place' | 'cours';
  fTarif: number;
  tarifIndividuel: number;
  prixBarre: number | null;
  nbPersonneConseille: number;
  nbParticipantMax: number | null;
  remplissage: number | null;
  /** A cours's level; absent on other slots. */
  niveau?: string;
}

/** The 200 answer of `GET creneaux/{productKey}/{id}/debut/{start}/duree/{days}`. */
export interface WireSlotsAnswer {
  idSport: number;
  dateStart: string;
  /** Inclusive. */
  dateEnd: string;
  creneaux: WireSlot[];
}

/** The days the slots were loaded for, as 'YYYY-MM-DD' in the halls' time zone, both inclusive. */
export interface SlotRange {
  start: string;
  end: string;
}

/** The state of one planning panel's store. */
export interface PlanningState {
  slots: Slot[];
  isLoading: boolean;
  /** The French message of the last failed load, else `null`. */
  error: string | null;
  /** What the server answered for; `null` before the first load. */
  range: SlotRange | null;
}

/** What {@link PlanningStore.loadSlots} asks for. */
export interface LoadSlotsParams {
  hallId: number;
  sportId: number;
  /** First day, 'YYYY-MM-DD' in the halls' time zone. */
  start: string;
  /** Whole days, at least 1; the server cuts at the hall's visible window. */
  days: number;
}
