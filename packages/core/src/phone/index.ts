import type { Profile } from '../session/types';

/**
 * Whether the phone step must run before booking (spec 2 section 4, spec 1 section 2): the profile has no
 * verified mobile number. No profile loaded yet counts as "check needed".
 *
 * @example if (needsPhoneCheck($session.get().profile)) openPhoneModal()
 */
export function needsPhoneCheck(
  profile: Pick<Profile, 'phone' | 'isPhoneVerified'> | null | undefined,
): boolean {
  if (!profile?.isPhoneVerified) return true;
  return profile.phone.trim() === '';
}

/**
 * A French phone number as people read it: ten digits in pairs, « 06 12 34 56 78 »; anything else (a
 * foreign number, a half-typed one) as it was written.
 *
 * @example phoneText('0612345678') // '06 12 34 56 78'
 */
export function phoneText(phone: string): string {
  const digits = phone.replace(/[\s.-]/g, '');
  return /^0\d{9}$/.test(digits) ? digits.replace(/(\d\d)(?=\d)/g, '$1 ') : phone;
}

/** The server's refusal texts of `POST panier/valide` (403 `description`), by the step that fixes them. */
export const bookingRefusals = {
  conventions: 'Veuillez valider les conventions de la salle.',
  phone: 'Veuillez vérifier votre numéro de téléphone avant de réserver.',
  safetyVideo: 'Veuillez regarder la vidéo des consignes de sécurité.',
  card: 'Veuillez enregistrer votre carte bancaire avant de réserver\u00a0: cette salle demande un paiement par carte.',
} as const;

/**
 * Which step a refusal of the cart validation asks for, read from its 403 `description`.
 *
 * @example refusalStep(error.body) // 'safetyVideo'
 */
export function refusalStep(body: unknown): keyof typeof bookingRefusals | null {
  const description = (body as { description?: unknown } | null | undefined)?.description;
  if (typeof description !== 'string') return null;
  for (const [step, text] of Object.entries(bookingRefusals)) {
    if (description === text) return step as keyof typeof bookingRefusals;
  }
  if (/vid[ée]o/i.test(description)) return 'safetyVideo';
  return null;
}
