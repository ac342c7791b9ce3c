import { phoneText } from '@multisalle/core';

/** The texts of the phone check (spec 1 « Phone verification »: the modal « VALIDATION TÉLÉPHONE »). */
export const phoneTexts = {
  title: 'VALIDATION TÉLÉPHONE',
  open: 'VÉRIFIER MON NUMÉRO',
  /** Offered instead of « VÉRIFIER MON NUMÉRO » once the number is verified: a new number is verified anew. */
  change: 'CHANGER DE NUMÉRO',
  phoneLabel: 'Numéro de portable',
  phoneHint: '10 chiffres, par exemple 0612345678.',
  send: 'RECEVOIR LE CODE PAR SMS',
  resend: 'RENVOYER LE CODE',
  codeLabel: 'Code de validation',
  cancel: 'ANNULER',
  validate: 'VALIDER',
  status: ({ phone, isPhoneVerified }: { phone: string; isPhoneVerified: boolean }) =>
    isPhoneVerified
      ? `Votre numéro ${phoneText(phone)} est vérifié.`
      : phone
        ? `Votre numéro ${phoneText(phone)} n'est pas encore vérifié.`
        : "Vous n'avez pas encore de numéro vérifié.",
} as const;
