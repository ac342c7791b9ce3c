/** « 2 000 »: thousands apart by a no-break space, whatever the browser's locale data. */
const thousands = (count: number) => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');

/** The French texts of the hall's public sheet (`/gestion/:cle/fiche`). */
export const sheetMessages = {
  nav: 'Fiche de la salle',
  title: 'Fiche de la salle',
  intro:
    'Ce que les joueurs voient de la salle\u00a0: sa présentation et ses photos sur sa page, la vidéo des consignes de sécurité et les conventions à valider avant de réserver. Chaque changement se voit aussitôt.',
  // The description and the video.
  textTitle: 'Présentation et vidéo de sécurité',
  descriptionLabel: 'Description (sous INFORMATIONS)',
  descriptionHint: 'Texte simple\u00a0: laissez une ligne vide entre deux paragraphes.',
  descriptionCount: (count: number, max: number) =>
    `${thousands(count)}\u00a0/ ${thousands(max)}\u00a0caractères`,
  descriptionTooLong: 'La description ne doit pas dépasser 2\u00a0000 caractères.',
  videoLabel: 'Adresse de la vidéo des consignes de sécurité',
  videoHint: "L'adresse https://… d'une vidéo sous-titrée en français\u00a0; vide\u00a0: la vidéo du site.",
  videoNotHttps:
    "L'adresse de la vidéo doit commencer par https:// (par exemple https://videos.exemple.fr/consignes.mp4).",
  videoRequired: 'Vidéo obligatoire avant de réserver',
  saveText: 'ENREGISTRER',
  saving: 'Enregistrement en cours…',
  textSaved: 'Fiche enregistrée\u00a0: la page de la salle la montre déjà.',
  // The gallery.
  photosTitle: 'Photos de la galerie',
  photosIntro:
    'Elles remplacent les photos du site dans la galerie de la page de la salle, dans cet ordre. JPEG, PNG ou WebP, 5\u00a0Mo au plus.',
  photosNone: 'Aucune photo pour le moment\u00a0: la page montre celles du site.',
  photosTable: "Les photos de la galerie, dans l'ordre",
  photo: 'Photo',
  alt: 'Texte alternatif',
  actions: 'Actions',
  addPhotoTitle: 'Ajouter une photo',
  fileLabel: 'Photo à ajouter',
  fileHint: 'JPEG, PNG ou WebP, 5\u00a0Mo au plus.',
  preview: 'Aperçu de la photo choisie',
  altLabel: 'Texte alternatif',
  altHint: 'Ce que montre la photo, en quelques mots\u00a0: il est lu aux personnes aveugles.',
  addPhoto: 'AJOUTER LA PHOTO',
  sending: 'Envoi en cours…',
  photoTooLarge: 'La photo pèse plus de 5 Mo\u00a0: réduisez-la ou choisissez-en une autre.',
  photoNotImage: "Ce fichier n'est pas une photo JPEG, PNG ou WebP.",
  photoMissing: 'Choisissez la photo à envoyer.',
  altRequired: 'Décrivez la photo en quelques mots (texte alternatif, lu aux personnes aveugles).',
  saveAlt: 'Enregistrer',
  up: 'Monter',
  down: 'Descendre',
  remove: 'Retirer',
  confirmRemove: 'Confirmer le retrait',
  removing: 'Retrait en cours…',
  back: 'Annuler',
  photoAdded: 'Photo ajoutée à la galerie.',
  photoAltSaved: 'Texte alternatif enregistré.',
  photosOrdered: 'Ordre de la galerie enregistré.',
  photoRemoved: 'Photo retirée de la galerie.',
  // The conventions.
  conventionsTitle: 'Conventions à valider avant de réserver',
  conventionsIntro:
    "Modifier une convention en fait une nouvelle version\u00a0: chaque joueur la validera de nouveau avant sa prochaine réservation. Le texte peut être du HTML (paragraphes, titres, listes, liens)\u00a0: scripts, styles et attributs d'événement sont retirés.",
  conventionsNone: 'Aucune convention\u00a0: les joueurs réservent sans en valider.',
  validatedBy: (count: number) =>
    count === 0 ? 'Validée par aucun joueur' : `Validée par ${count} joueur${count > 1 ? 's' : ''}`,
  boxes: 'Cases à cocher',
  edit: 'Modifier',
  addConventionTitle: 'Ajouter une convention',
  titleLabel: 'Titre',
  htmlLabel: 'Texte (HTML ou texte simple)',
  htmlHint: 'Du texte simple devient des paragraphes (une ligne vide entre deux).',
  itemsLabel: 'Cases à cocher (une par ligne)',
  itemsHint: 'Le joueur les coche toutes pour valider.',
  htmlPreview: 'Aperçu, tel que les joueurs le liront',
  addConvention: 'AJOUTER LA CONVENTION',
  saveVersion: 'ENREGISTRER LA NOUVELLE VERSION',
  cancelEdit: 'Annuler la modification',
  titleRequired: 'Saisissez le titre de la convention (120 caractères au plus).',
  htmlRequired: 'Saisissez le texte de la convention.',
  itemsRequired: 'Ajoutez au moins une case à cocher (10 au plus).',
  conventionAdded: 'Convention ajoutée\u00a0: les joueurs la valideront avant leur prochaine réservation.',
  conventionEdited:
    'Nouvelle version enregistrée\u00a0: chaque joueur la validera de nouveau avant sa prochaine réservation.',
  conventionWithdrawn: "Convention retirée\u00a0: elle n'est plus demandée.",
} as const;

/** The longest convention title and the most checkboxes the server takes. */
export const CONVENTION_TITLE_MAX = 120;
export const CONVENTION_ITEMS_MAX = 10;

export const photoLabelOf = (alt: string) => `«\u00a0${alt}\u00a0»`;
export const moveUpOf = (alt: string) => `Monter la photo ${photoLabelOf(alt)}`;
export const moveDownOf = (alt: string) => `Descendre la photo ${photoLabelOf(alt)}`;
export const removePhotoOf = (alt: string) => `Retirer la photo ${photoLabelOf(alt)}`;
export const removePhotoQuestion = (alt: string) =>
  `Retirer la photo ${photoLabelOf(alt)} de la galerie\u00a0? Elle ne sera plus montrée.`;
export const altOfPhoto = (position: number) => `Texte alternatif de la photo ${position}`;
export const saveAltOf = (position: number) => `Enregistrer le texte alternatif de la photo ${position}`;

export const editConventionOf = (title: string) => `Modifier la convention «\u00a0${title}\u00a0»`;
export const editConventionTitle = (title: string) => `Modifier «\u00a0${title}\u00a0»`;
export const withdrawConventionOf = (title: string) => `Retirer la convention «\u00a0${title}\u00a0»`;
export const withdrawConventionQuestion = (title: string) =>
  `Retirer la convention «\u00a0${title}\u00a0»\u00a0? Elle ne sera plus demandée avant de réserver.`;

/** The journal's words for a change of the sheet. */
export const sheetAuditWords: Record<string, string> = {
  'fiche.description': 'Description de la salle',
  'fiche.video': 'Vidéo de sécurité',
  'fiche.photo.ajout': "Ajout d'une photo",
  'fiche.photo.texte': "Texte d'une photo",
  'fiche.photo.ordre': 'Ordre des photos',
  'fiche.photo.retrait': "Retrait d'une photo",
  'convention.ajout': 'Nouvelle convention',
  'convention.modification': "Nouvelle version d'une convention",
  'convention.retrait': "Retrait d'une convention",
};
