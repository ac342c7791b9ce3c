import { normalisePhone } from '../rules/account';
import type { DuplicateField, Profile, ProfileChanges, SignupInput, WireProfile } from './types';

const flag = (value: unknown): boolean => value === true || value === 1 || value === '1';

/** Wire profile (`GET v2 /users/{id}`) to {@link Profile}. */
export function mapProfile(wire: WireProfile): Profile {
  return {
    userId: Number(wire.userId),
    contactId: Number(wire.contactId),
    email: wire.email ?? '',
    lastName: wire.nom ?? '',
    firstName: wire.prenom ?? '',
    pseudonym: wire.identifiant ?? '',
    phone: wire.portable ?? '',
    isPhoneVerified: flag(wire.portableVerifie),
    acceptsMailing: flag(wire.emailingCollectivite),
    needsAdaptedEquipment: flag(wire.equipementAdapte),
    isMinor: flag(wire.mineur),
    avatarUrl: wire.avatarUrl || null,
    roles: Array.isArray(wire.roles) ? wire.roles : [],
    pinCode: wire.code_pin === null || wire.code_pin === undefined ? null : String(wire.code_pin),
    hasActivePayment: flag(wire.paiementActif),
  };
}

/** The sign-up payload of `POST v2 /users` (spec 1 section 3); email trimmed (section 5). */
export function toWireSignup(input: SignupInput) {
  return {
    actif: false,
    email: input.email.trim(),
    idParent: null,
    identifiant: input.pseudonym.trim(),
    mineur: false,
    nom: input.lastName.trim(),
    plainPassword: input.password,
    portable: input.phone.trim() === '' ? null : normalisePhone(input.phone),
    prenom: input.firstName.trim(),
    infosCom: input.acceptsMarketing,
    responsable: null,
    // Sent only when ticked: the form refuses an unticked box before anything is sent.
    ...(input.acceptsTerms ? { cgu: true } : {}),
  };
}

/** The account update payload of `POST admin /grand-public/compte/modifie` (spec 1 section 3). */
export function toWireProfileUpdate(changes: ProfileChanges, avatarUrl: string | null) {
  return {
    sNom: changes.lastName.trim(),
    sPrenom: changes.firstName.trim(),
    sPortable: normalisePhone(changes.phone),
    sEmail: changes.email.trim(),
    sIdentifiant: changes.pseudonym.trim(),
    rAvatar: avatarUrl,
    nEmailing: changes.acceptsMailing ? 1 : 0,
  };
}

const duplicateNames: Record<string, DuplicateField> = {
  sEmail: 'email',
  sIdentifiant: 'pseudonym',
  sPortable: 'phone',
};

/** The `aDoublon` wire names to {@link DuplicateField}s, unknown names dropped. */
export function mapDuplicates(wire: unknown): DuplicateField[] {
  if (!Array.isArray(wire)) return [];
  return wire.flatMap((name) => {
    const field = duplicateNames[String(name)];
    return field ? [field] : [];
  });
}
