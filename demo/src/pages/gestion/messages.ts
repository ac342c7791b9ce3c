import { sheetAuditWords } from './sheet-messages.ts';
import type { DayPerson, StaffRole } from './staff-api.ts';

/** The French texts of the hall's console (`/gestion/`), in one place. */
export const consoleMessages = {
  brand: 'Multisalle · Gestion',
  loading: 'Chargement…',
  retry: 'Réessayer',
  signOut: 'Se déconnecter',
  signingOut: 'Déconnexion…',
  hallNav: 'Gestion de la salle',
  // Sign-in and activation.
  signInTitle: 'Connexion à la gestion',
  signInIntro: "Accès réservé au personnel des salles. Fermer l'onglet vous déconnecte.",
  email: 'Adresse email',
  password: 'Mot de passe',
  confirmation: 'Confirmation',
  signInSubmit: 'SE CONNECTER',
  signingIn: 'Connexion en cours…',
  emailRequired: 'Saisissez votre adresse email.',
  passwordRequired: 'Saisissez votre mot de passe.',
  activationTitle: 'Choisir votre mot de passe',
  activationIntro:
    "Ce mot de passe vous servira à vous connecter à la gestion de la salle. Le lien ne sert qu'une fois.",
  passwordHint: '8 caractères au moins.',
  passwordTooShort: 'Le mot de passe doit contenir au moins 8 caractères.',
  passwordTooLong: 'Le mot de passe ne doit pas dépasser 128 caractères.',
  confirmationRequired: 'Saisissez à nouveau le mot de passe.',
  confirmationMismatch: 'Les deux mots de passe ne sont pas identiques.',
  activationSubmit: 'ENREGISTRER ET SE CONNECTER',
  activating: 'Enregistrement en cours…',
  toSignIn: 'Aller à la connexion',
  // Halls.
  hallsTitle: 'Vos salles',
  noHall: 'Aucune salle ne vous est confiée pour le moment.',
  // The day.
  dayNav: 'La journée',
  dayTitle: 'La journée',
  dateBar: 'Choix du jour',
  previousDay: 'Jour précédent',
  today: "Aujourd'hui",
  nextDay: 'Jour suivant',
  dateLabel: 'Date',
  courts: 'Terrains',
  noSession: 'Aucune séance ce jour-là.',
  noSessionOnCourt: 'Aucune séance sur ce terrain.',
  noCourt: "Cette salle n'a aucun terrain.",
  organiser: 'Organisateur',
  noOrganiser: 'Organisateur inconnu',
  participants: 'Participants',
  noParticipant: 'Aucun participant.',
  isOrganiser: 'organisateur',
  // Staff.
  staffNav: 'Personnel',
  staffTitle: 'Personnel',
  staffTable: 'Le personnel de la salle',
  role: 'Rôle',
  state: 'État',
  actions: 'Actions',
  active: 'Actif',
  linkSent: 'Lien envoyé',
  you: 'vous',
  saveRole: 'Enregistrer',
  remove: 'Retirer',
  confirmRemove: 'Confirmer le retrait',
  cancel: 'Annuler',
  inviteTitle: 'Inviter un membre',
  inviteSubmit: 'INVITER',
  inviting: 'Invitation en cours…',
  emailInvalid: 'Saisissez une adresse email valide (par exemple nom@exemple.fr).',
  linkLabel: "Lien d'activation",
  copyLink: 'Copier le lien',
  linkCopied: 'Lien copié.',
  copyFailed: 'La copie a échoué\u00a0: sélectionnez le lien et copiez-le.',
  noStaff: 'Personne ne travaille encore dans cette salle.',
  // Journal.
  journalNav: 'Journal',
  journalTitle: 'Journal',
  journalTable: 'Les actions du personnel, de la plus récente à la plus ancienne',
  when: 'Date',
  who: 'Qui',
  what: 'Action',
  details: 'Détails',
  older: 'Plus ancien',
  loadingOlder: 'Chargement des lignes plus anciennes…',
  noAction: 'Aucune action enregistrée.',
  journalEnd: 'Début du journal atteint.',
} as const;

/** A role in words. */
export const roleWords: Record<StaffRole, string> = {
  proprietaire: 'Propriétaire',
  gestionnaire: 'Gestionnaire',
  accueil: 'Accueil',
};

/** A participant's answer in words. */
export const answerWords: Record<DayPerson['answer'], string> = {
  accepte: 'Accepté',
  refuse: 'Refusé',
  'en-attente': 'En attente',
};

/** A participant's share in words. */
export const shareWords: Record<NonNullable<DayPerson['share']>, string> = {
  payee: 'Part payée',
  'a-venir': 'Part à venir',
  'a-regulariser': 'À régulariser',
};

/** The audit trail's actions in words; another action shows as the server names it. */
export const actionWords: Record<string, string> = {
  'personnel.ajout': 'Ajout au personnel',
  'personnel.role': 'Changement de rôle',
  'personnel.retrait': 'Retrait du personnel',
  'regle.porte': 'Fenêtre de la porte',
  'regle.horaires': "Horaires d'ouverture",
  'regle.tarifs': 'Tarifs',
  'reduction.ajout': 'Nouveau code de réduction',
  'reduction.retrait': "Retrait d'un code de réduction",
  'actualite.publication': "Publication d'une actualité",
  'actualite.retrait': "Retrait d'une actualité",
  'appareil.ajout': "Ajout d'un appareil",
  'appareil.revocation': "Révocation d'un appareil",
  'paiement.remboursement': "Remboursement d'une part",
  'paiement.relance': "Relance d'un remboursement",
  ...sheetAuditWords,
};

/** « Arrivé à 18 h 52 ». */
export const arrivedText = (time: string) => `Arrivé à ${time}`;

/** « 2 acceptés sur 4 places », with French agreement. */
export function placesText(accepted: number, maxPlaces: number): string {
  const people = accepted <= 1 ? `${accepted} accepté` : `${accepted} acceptés`;
  return `${people} sur ${maxPlaces} place${maxPlaces > 1 ? 's' : ''}`;
}

/** « Partage le sol avec Court 2 et Court 3 ». */
export function sharedGroundText(labels: string[]): string {
  const list =
    labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} et ${labels.at(-1)}`;
  return `Partage le sol avec ${list}`;
}

/** The role select's name in the staff table: « Rôle de lea@salle.fr ». */
export const roleOf = (email: string) => `Rôle de ${email}`;

/** « Enregistrer le rôle de lea@salle.fr » (the row's button, named with its member). */
export const saveRoleOf = (email: string) => `Enregistrer le rôle de ${email}`;

/** « Retirer lea@salle.fr » (the row's button, named with its member). */
export const removeOf = (email: string) => `Retirer ${email}`;

/** The confirmation of a removal. */
export const removeQuestion = (email: string) => `Retirer ${email} du personnel de la salle\u00a0?`;

/** Said once a member is removed. */
export const removedText = (email: string) => `${email} ne fait plus partie du personnel.`;

/** Said once a role is changed. */
export const roleChangedText = (email: string, role: StaffRole) =>
  `${email} a désormais le rôle ${roleWords[role]}.`;

/** Said under a new invitation, beside the link to pass on. */
export const linkIntro = (email: string) =>
  `Transmettez ce lien à ${email}\u00a0: il permet de choisir un mot de passe, une seule fois. Il ne sera plus affiché.`;

/** An invitation of an address that already has a password. */
export const alreadyActive = (email: string) =>
  `${email} a déjà un mot de passe\u00a0: il peut se connecter à la gestion dès maintenant.`;

/** Said after « Plus ancien ». */
export const olderLoaded = (count: number) =>
  count === 1 ? '1 ligne plus ancienne affichée.' : `${count} lignes plus anciennes affichées.`;
