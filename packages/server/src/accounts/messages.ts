/** French texts of the accounts area that are not catalogue codes (spec 1 sections 7 and 8, the wire contract). */
export const accountMessages = {
  sessionExpired: 'Session expirée, veuillez vous reconnecter.',
  forbidden: "Vous n'avez pas accès à cette ressource.",
  notActivated: "Votre compte n'est pas encore activé\u00a0: cliquez sur le lien reçu par mail.",
  tooManyAttempts: 'Trop de tentatives, veuillez réessayer dans quelques minutes.',
  passwordTooShort: 'Le mot de passe doit contenir au moins 8 caractères.',
  passwordTooLong: 'Le mot de passe ne doit pas dépasser 128 caractères.',
  pseudonymTooLong: 'Le nom de joueur ne doit pas dépasser 12 caractères.',
  forgotPasswordNeutral:
    'Si un compte existe pour cette adresse, vous recevrez un mail contenant un lien de réinitialisation.',
  resetTokenInvalid:
    "Le token n'est pas valide. Veuillez renouveler votre demande de changement de mot de passe",
  alreadyActive: 'Le compte est déjà actif.',
  termsRequired: "Veuillez accepter les conditions générales d'utilisation.",
} as const;
