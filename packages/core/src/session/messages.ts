/** French texts of the account screens beyond `messages.ts` (spec 1 sections 4 and 8; "ours" where the spec is silent). */
export const accountMessages = {
  /** Spec 1 section 4: the sign-up success modal. */
  signupSuccessTitle: 'Validation de votre inscription',
  signupSuccessText:
    'Votre compte a bien été enregistré. Un mail contenant un lien va vous être envoyé pour confirmer votre inscription.',
  /** Spec 1 section 4: the sign-up error modal. */
  signupErrorTitle: "Erreur lors de l'inscription",
  signupDuplicate: 'Pseudo ou email déjà utilisé',
  /** Spec 1 section 2: the activation page while it works. */
  activating: 'Activation en cours...',
  /** Spec 1 section 5: a duplicate reported by the server, by field. */
  duplicateField: (field: string) => `L'information du champ ${field} est déjà utilisée`,
  /** Ours: the labels the duplicate message names. */
  duplicateFieldNames: { email: 'email', pseudonym: 'pseudonyme', phone: 'portable' },
  /** Ours: after the SMS is sent. */
  phoneCodeSent: 'Un code de validation vous a été envoyé par SMS.',
  /** Ours: « Télécharger mes données » failed (a 429 shows the server's own text). */
  myDataFailed: 'Le téléchargement de vos données a échoué, veuillez réessayer.',
  /** Ours: after the account deletion. */
  accountDeleted: 'Votre compte a bien été supprimé.',
  /** Ours: after a new PIN. */
  pinGenerated: 'Votre nouveau code PIN a bien été généré.',
  /** Ours: avatar saved. */
  avatarUpdated: 'Votre photo a bien été mise à jour.',
} as const;
