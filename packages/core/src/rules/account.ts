/**
 * Validation rules of the account screens (spec 1 section 5, limits of section 9). Each rule is a pure
 * function returning the French message to show, or `null` when the value is fine.
 */

/** Spec 1 section 9: the pseudonym (player name) has at most 12 characters. */
export const PSEUDONYM_MAX_LENGTH = 12;
/** Spec 1 section 9: a mobile phone number has exactly 10 digits. */
export const PHONE_DIGITS = 10;
/** Spec 1 section 9: an uploaded image weighs at most 5 MB. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Spec 1 section 9: the age a new member declares being over. */
export const MINIMUM_AGE = 16;
/** Ours: the server refuses a new password shorter than this; the sign-up form says so before typing. */
export const PASSWORD_MIN_LENGTH = 8;

/** The French texts of the rules; quoted ones are the spec's, letter for letter. */
export const accountRuleMessages = {
  /** Spec 1 section 5. */
  required: 'Ce champ est requis',
  /** Ours: the spec gives the limit (section 9), not its text. */
  pseudonymTooLong: `Le pseudonyme ne doit pas dépasser ${PSEUDONYM_MAX_LENGTH} caractères`,
  /** Spec 1 section 8, COMPTE-016. */
  invalidPhone: 'Veuillez saisir un numéro de téléphone valide',
  /** Spec 1 section 8, UPLOAD. */
  imageTooLarge: "La taille de l'image doit être inférieure à 5Mo",
  /** Spec 1 section 5, sign-up. */
  passwordsDiffer: 'Les mots de passe ne concordent pas',
  /** Spec 1 section 5, reset. */
  resetPasswordsDiffer: 'Les deux mots de passe ne concordent pas',
  /** Spec 1 section 5, forgot password. */
  invalidEmail: 'Merci de vérifier vos informations et veuillez réessayer',
  /** Spec 1 section 5, sign-up: the terms box. */
  termsRequired: 'Ce champ est requis',
  /** Ours: the rule shown under the sign-up password before typing. */
  passwordRule: `${PASSWORD_MIN_LENGTH} caractères au moins.`,
  /** Ours, the server's text: a password under the minimum. */
  passwordTooShort: `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`,
  /** Ours: the 16-year box left unticked (spec 1 section 5 disables the submit instead). */
  ageRequired: `Cochez cette case\u00a0: il faut avoir plus de ${MINIMUM_AGE} ans pour créer un compte.`,
} as const;

/**
 * A required field: empty or blank gives "Ce champ est requis" (spec 1 section 5).
 *
 * @example requiredField('  ') // 'Ce champ est requis'
 */
export function requiredField(value: string | null | undefined): string | null {
  return (value ?? '').trim() === '' ? accountRuleMessages.required : null;
}

/**
 * The pseudonym: required, at most 12 characters once trimmed (spec 1 sections 5 and 9).
 *
 * @example pseudonymError('joueur-treize') // 'Le pseudonyme ne doit pas dépasser 12 caractères'
 */
export function pseudonymError(value: string | null | undefined): string | null {
  const required = requiredField(value);
  if (required) return required;
  return (value ?? '').trim().length > PSEUDONYM_MAX_LENGTH ? accountRuleMessages.pseudonymTooLong : null;
}

/**
 * A mobile phone number: exactly 10 digits (spec 1 sections 5 and 9). Spaces, dots and dashes between
 * digits are tolerated. An empty value is fine unless `isRequired`.
 *
 * @example phoneError('06 12 34 56 78') // null
 */
export function phoneError(value: string | null | undefined, isRequired = false): string | null {
  const raw = (value ?? '').trim();
  if (raw === '') return isRequired ? accountRuleMessages.required : null;
  return new RegExp(`^\\d{${PHONE_DIGITS}}$`).test(normalisePhone(raw))
    ? null
    : accountRuleMessages.invalidPhone;
}

/** The phone number without separators, as sent to the server ('06 12-34.56 78' → '0612345678'). */
export function normalisePhone(value: string): string {
  return value.trim().replace(/[\s.-]/g, '');
}

/**
 * An image to upload: at most 5 MB (spec 1 section 9), checked before sending.
 *
 * @example imageSizeError(file.size)
 */
export function imageSizeError(sizeBytes: number): string | null {
  return sizeBytes > IMAGE_MAX_BYTES ? accountRuleMessages.imageTooLarge : null;
}

/**
 * A new password: required, then at least {@link PASSWORD_MIN_LENGTH} characters (the server's rule, told
 * before the form is sent rather than after).
 *
 * @example newPasswordError('court') // 'Le mot de passe doit contenir au moins 8 caractères.'
 */
export function newPasswordError(value: string | null | undefined): string | null {
  const required = requiredField(value);
  if (required) return required;
  return (value ?? '').length < PASSWORD_MIN_LENGTH ? accountRuleMessages.passwordTooShort : null;
}

/**
 * The sign-up confirmation must equal the password (spec 1 section 5). An empty confirmation is
 * reported as required.
 *
 * @example passwordsMatchError('secret123', 'secret124') // 'Les mots de passe ne concordent pas'
 */
export function passwordsMatchError(password: string, confirmation: string): string | null {
  return (
    requiredField(confirmation) ?? (password === confirmation ? null : accountRuleMessages.passwordsDiffer)
  );
}

/**
 * The reset form: both values trimmed, required and equal (spec 1 section 5).
 *
 * @example resetPasswordsError(' a ', 'b') // 'Les deux mots de passe ne concordent pas'
 */
export function resetPasswordsError(password: string, confirmation: string): string | null {
  return (
    requiredField(confirmation) ??
    (password.trim() === confirmation.trim() ? null : accountRuleMessages.resetPasswordsDiffer)
  );
}

/**
 * An email address: required, then a plausible shape (something@domain.tld), trimmed first.
 *
 * @example emailError('nobody') // 'Merci de vérifier vos informations et veuillez réessayer'
 */
export function emailError(value: string | null | undefined): string | null {
  const required = requiredField(value);
  if (required) return required;
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test((value ?? '').trim()) ? null : accountRuleMessages.invalidEmail;
}
