/** The three lists of `GET user/{userId}/payment/liste?type=` (spec 1 section 9). */
export type PaymentListType = 'past' | 'rectify' | 'coming';

/** A share's state: not debited yet, being debited, debited, or a failed debit to settle again. */
export type PaymentStatus = 'coming' | 'processing' | 'paid' | 'rectify';

/** One item of `paiements` as the v2 API sends it (the hall id field is `id{ProductKey}`). */
export interface WirePayment {
  id: number | string;
  idReservation: string;
  /** Cents. */
  montant: number;
  statut: PaymentStatus;
  /** YYYY-MM-DD, in the hall's time zone. */
  date: string;
  heureDebut: string;
  heureFin: string;
  datePaiement: string | null;
  nbPersonnes: number;
  activite: { libelle: string } | null;
  /** The hall label. */
  libelle: string;
  commentaire: string | null;
  motif: string | null;
  /** `part` (a share) or `remboursement` (the refund of a debited share of a game the hall cancelled). */
  nature?: 'part' | 'remboursement';
  /** A refund's progress: `en-cours` or `effectue`; null for a share. */
  statutRemboursement?: 'en-cours' | 'effectue' | 'refuse' | null;
  dateDemandeRemboursement?: string | null;
  dateRemboursement?: string | null;
  [hallIdField: string]: unknown;
}

/** One payment (a player's share of a reservation), with plain names. */
export interface Payment {
  /** The payment id; for a `coming` share, the reservation's id. */
  id: number | string;
  reservationId: string;
  amountCents: number;
  status: PaymentStatus;
  /** YYYY-MM-DD, in the hall's time zone. */
  date: string;
  /** HH:mm. */
  startTime: string;
  endTime: string;
  /** ISO date of the debit, `null` before it. */
  paidAt: string | null;
  peopleCount: number;
  sportLabel: string;
  hallId: number | null;
  hallLabel: string;
  comment: string | null;
  /** Why the debit failed, as the provider said it. */
  failureReason: string | null;
  /** A share, or the refund of a debited share (a game the hall cancelled after it was settled). */
  kind: 'share' | 'refund';
  /** A refund's progress; null for a share. */
  refundStatus: 'pending' | 'done' | 'refused' | null;
  /** ISO dates: when the refund was asked, and done. */
  refundRequestedAt: string | null;
  refundedAt: string | null;
}

/** One list of the payment history store (spec 1 section 3, store flags). */
export interface PaymentList {
  payments: Payment[];
  /** False on reset and while loading, true afterwards, also after a failed load (spec 1 section 3). */
  isFetched: boolean;
  isLoading: boolean;
}

/** The payment history store's value: one list per type. */
export type PaymentsState = Record<PaymentListType, PaymentList>;

/** What `POST contentieux/generer-ordre` answers. */
export interface WireRegenerateAnswer {
  bSucces: boolean;
  statut: 'paid' | 'rectify';
  sIdCommande: string;
}
