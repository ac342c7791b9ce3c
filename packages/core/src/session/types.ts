/** Who is logged in, read from the v2 token's payload (`userId`, `nIdContact`). */
export interface SessionUser {
  userId: number;
  contactId: number;
}

/** The profile fetch response of `GET v2 /users/{id}` (spec 1 section 3), wire names. */
export interface WireProfile {
  email: string;
  nom: string;
  prenom: string;
  identifiant: string;
  portable: string | null;
  emailingCollectivite: boolean | number | null;
  equipementAdapte: boolean | number | null;
  mineur: boolean | number | null;
  avatarUrl: string | null;
  roles: string[] | null;
  code_pin: string | number | null;
  userId: number;
  contactId: number;
  paiementActif: boolean | number | null;
  portableVerifie: boolean | number | null;
}

/** The user profile (spec 1 section 3) with plain English names. */
export interface Profile {
  userId: number;
  contactId: number;
  email: string;
  lastName: string;
  firstName: string;
  /** The player name (wire `identifiant`). */
  pseudonym: string;
  phone: string;
  isPhoneVerified: boolean;
  /** Opt-in to hall mailings (wire `emailingCollectivite`). */
  acceptsMailing: boolean;
  needsAdaptedEquipment: boolean;
  isMinor: boolean;
  avatarUrl: string | null;
  roles: string[];
  pinCode: string | null;
  hasActivePayment: boolean;
}

/** The session store's value. */
export interface SessionState {
  /** The v2 token, `null` when logged out. */
  token: string | null;
  user: SessionUser | null;
  profile: Profile | null;
  /** True while the profile loads (the header's spinner, spec 1 section 2). */
  isLoading: boolean;
}

/** What a new member types on the sign-up screen (spec 1 section 5). */
export interface SignupInput {
  lastName: string;
  firstName: string;
  pseudonym: string;
  email: string;
  password: string;
  phone: string;
  acceptsMarketing: boolean;
  /**
   * The general conditions box was ticked: sent as `cgu: true` (beyond the spec's fields) so the server
   * records them as accepted and the first login does not ask for them again.
   */
  acceptsTerms?: boolean;
}

/** The editable part of the profile (the MON COMPTE form). */
export interface ProfileChanges {
  lastName: string;
  firstName: string;
  pseudonym: string;
  email: string;
  phone: string;
  acceptsMailing: boolean;
}

/** A profile field the server may report as already used by another account (`aDoublon`). */
export type DuplicateField = 'email' | 'pseudonym' | 'phone';
