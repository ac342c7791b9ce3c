import type { DeviceScope } from './rules-api.ts';

/** The French texts of the hall's rules (`/gestion/:cle/regles`): the door's window and the devices. */
export const rulesMessages = {
  nav: 'Règles',
  title: 'Règles de la salle',
  // The door.
  doorTitle: 'Ouverture de la porte',
  minutesLabel: 'Minutes avant la séance',
  minutesHint: 'Les joueurs entrent à partir de ce délai avant le début de leur séance.',
  minutesInvalid: 'Saisissez un nombre entier de minutes, de 0 à 240.',
  save: 'ENREGISTRER',
  saving: 'Enregistrement en cours…',
  // The devices.
  devicesTitle: 'Appareils',
  devicesTable: 'Les appareils de la salle et ce que chacun peut faire',
  name: 'Nom',
  scopes: 'Portées',
  addedOn: 'Ajouté le',
  state: 'État',
  actions: 'Actions',
  active: 'Actif',
  noDevice: "Aucun appareil n'est encore relié à cette salle.",
  revoke: 'Révoquer',
  confirmRevoke: 'Confirmer la révocation',
  revoking: 'Révocation en cours…',
  back: 'Retour',
  // A new device.
  addTitle: 'Ajouter un appareil',
  deviceName: "Nom de l'appareil",
  deviceNameExample: 'Porte principale',
  scopesLegend: "Ce que l'appareil peut faire",
  nameRequired: "Saisissez le nom de l'appareil.",
  nameTooLong: "Le nom de l'appareil ne doit pas dépasser 80 caractères.",
  scopesRequired: "Cochez au moins une chose que l'appareil peut faire.",
  addSubmit: 'AJOUTER',
  adding: 'Ajout en cours…',
  keyTitle: "Clé de l'appareil, affichée une seule fois\u00a0: copiez-la maintenant dans l'appareil.",
  keyLabel: "Clé de l'appareil",
  copyKey: 'Copier la clé',
  keyCopied: 'Clé copiée.',
  copyFailed: 'La copie a échoué\u00a0: sélectionnez la clé et copiez-la.',
  keyDone: "J'ai copié la clé",
  // The partner sites (owners).
  partnersTitle: 'Sites partenaires',
  partnersIntro:
    "Un joueur qui s'inscrit ou se connecte depuis une page de ces sites (celui de la mairie, d'un club) se voit proposer d'y revenir.",
  noPartner: "Aucun site partenaire n'est enregistré.",
  partnerAddress: 'Adresse du site',
  partnerHint: 'Son origine seulement, par exemple https://www.mairie-exemple.fr',
  partnerRequired: "Saisissez l'adresse du site.",
  partnerSubmit: 'AJOUTER LE SITE',
  partnerRemove: 'Retirer',
} as const;

/** « Retirer https://www.mairie-exemple.fr ». */
export const removePartnerOf = (origin: string) => `Retirer ${origin}`;

/** Said once a partner site is added or removed. */
export const partnerAddedText = (origin: string) => `${origin} est enregistré.`;
export const partnerRemovedText = (origin: string) => `${origin} est retiré.`;

/** A device's scopes in words. */
export const scopeWords: Record<DeviceScope, string> = {
  entree: 'Contrôle des entrées',
  ecran: 'Écrans',
  tablette: 'Tablette des parties',
  programme: 'Programme des terrains',
};

/** The longest name of a device (the server's own bound). */
export const MAX_DEVICE_NAME = 80;

/** Said once the door's window is saved. */
export const doorSavedText = (minutes: number) =>
  minutes === 0
    ? "Fenêtre de la porte enregistrée\u00a0: les joueurs entrent à l'heure de leur séance."
    : `Fenêtre de la porte enregistrée\u00a0: les joueurs entrent ${minutes} minute${minutes > 1 ? 's' : ''} avant leur séance.`;

/** « Révoqué le 16 mars 2027 ». */
export const revokedOn = (date: string) => `Révoqué le ${date}`;

/** « Révoquer Porte principale » (the row's button, named with its device). */
export const revokeOf = (name: string) => `Révoquer ${name}`;

/** The confirmation of a revocation. */
export const revokeQuestion = (name: string) =>
  `Révoquer ${name}\u00a0? Sa clé cesse de fonctionner tout de suite.`;

/** Said once a device is revoked. */
export const revokedText = (name: string) => `${name} est révoqué\u00a0: sa clé ne fonctionne plus.`;

/** Said once a device is added, above its key. */
export const addedText = (name: string) => `${name} est ajouté.`;
