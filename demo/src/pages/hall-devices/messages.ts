/** The French texts of the hall's device pages (reception tablet and screens), in one place. */
export const hallDeviceMessages = {
  keyTitle: "Clé de l'appareil",
  keyLabel: "Clé de l'appareil",
  keyHelp:
    "Saisissez la clé donnée pour cet appareil par l'administrateur de la salle. Elle reste enregistrée dans ce navigateur.",
  keySubmit: 'Enregistrer la clé',
  keyChecking: 'Vérification de la clé…',
  keyRequired: "Saisissez la clé de l'appareil.",
  keyRefused:
    "Cette clé n'est pas reconnue (absente, inconnue ou révoquée)\u00a0: saisissez la clé de cet appareil.",
  keyForgotten:
    "La clé de cet appareil n'est plus acceptée (révoquée ou inconnue)\u00a0: saisissez une nouvelle clé.",
  changeKey: 'Changer de clé',
  hallLoading: 'Chargement de la salle',
  hallUnknown: "Salle inconnue\u00a0: vérifiez l'adresse de cette page.",
  hallFailed: 'Impossible de charger la salle pour le moment.',
  retry: 'Réessayer',
  connecting: 'Connexion…',
  reconnecting: 'Reconnexion…',
  // Reception tablet.
  receptionTitle: 'Contrôle des entrées',
  scannerTitle: 'Lecture du QR code',
  scannerHint: 'Présentez le QR code de votre invitation devant la caméra.',
  cameraVideo: 'Image de la caméra',
  cameraStarting: 'Démarrage de la caméra…',
  cameraDenied:
    "L'accès à la caméra a été refusé. Autorisez-le dans les réglages du navigateur, ou saisissez le code à la main.",
  cameraMissing: "Aucune caméra n'est disponible sur cet appareil\u00a0: saisissez le code à la main.",
  cameraBusy:
    'La caméra est utilisée par une autre application\u00a0: fermez-la, ou saisissez le code à la main.',
  cameraInsecure:
    "La caméra n'est accessible que sur une connexion sécurisée (https)\u00a0: saisissez le code à la main.",
  cameraFailed: "La caméra n'a pas pu démarrer\u00a0: saisissez le code à la main.",
  typedCodeLabel: 'Code saisi à la main',
  typedCodeSubmit: 'Vérifier',
  typedCodeRequired: 'Saisissez ou scannez un code.',
  checking: 'Vérification…',
  allowed: 'Entrée autorisée',
  refused: 'Entrée refusée',
  waiting: 'En attente du prochain QR code',
  decisionRegion: 'Décision',
  offline: 'Hors connexion',
  offlineHelp: 'Les entrées sont décidées avec la liste du jour et envoyées au retour du réseau.',
  decidedOffline: 'décidé hors connexion',
  noManifest: "La liste du jour n'est pas disponible hors connexion\u00a0: impossible de décider.",
  pinTitle: 'Code PIN',
  pinLabel: 'Code PIN',
  pinClear: 'Effacer',
  pinSubmit: 'Valider',
  pinIncomplete: 'Saisissez les 6 chiffres du code PIN.',
  staffTitle: 'Connexion du personnel',
  staffHelp: 'Changer la clé de cet appareil demande un membre du personnel de la salle.',
  staffEmail: 'Adresse email',
  staffPassword: 'Mot de passe',
  staffSubmit: 'Se connecter',
  staffChecking: 'Connexion…',
  staffCancel: 'Annuler',
  staffRequired: 'Saisissez votre adresse email et votre mot de passe.',
  staffNotAllowed:
    "Ce compte ne peut pas changer la clé de cet appareil\u00a0: il faut le droit d'accueil dans cette salle.",
  daySessions: 'Séances du jour',
  noSessionToday: "Aucune séance aujourd'hui.",
  sessionsFailed: 'Impossible de charger les séances du jour.',
  expected: 'attendu',
  arrived: 'arrivé',
  // Screens.
  welcomeTitle: 'Séances de la prochaine heure',
  noSessionSoon: "Aucune séance dans l'heure qui vient.",
  underWay: 'En cours',
  entryTitle: 'Bienvenue',
  nextSessions: 'Prochaines séances',
  noNextSession: "Aucune autre séance aujourd'hui.",
  courtNoMatch: 'Aucun match en cours sur ce terrain.',
  courtNextSession: 'Prochaine séance',
  courtCurrentSession: 'Séance en cours',
  courtUnknown: "Ce terrain n'a pas de séance aujourd'hui.",
  score: 'Score',
  currentGame: 'Jeu en cours',
  matchFinished: 'Match terminé',
  sets: 'Manches',
} as const;

/**
 * « 3 joueurs sur 4 sont arrivés », with French agreement for 0 and 1.
 *
 * @example arrivalsText(1, 4) // '1 joueur sur 4 est arrivé'
 */
export function arrivalsText(arrived: number, expected: number): string {
  if (arrived === 0) return `Aucun joueur sur ${expected} n'est arrivé`;
  if (arrived === 1) return `1 joueur sur ${expected} est arrivé`;
  return `${arrived} joueurs sur ${expected} sont arrivés`;
}

/** « dans 5 minutes », « dans 1 minute ». */
const inMinutes = (minutes: number) => `dans ${minutes} minute${minutes > 1 ? 's' : ''}`;

/**
 * The entry screen's announcement: « Terrain 2 : votre séance de padel commence dans 5 minutes », or
 * « … commence maintenant » once it has started.
 */
export function startAnnouncement(court: string, sport: string, minutes: number): string {
  const when = minutes > 0 ? `commence ${inMinutes(minutes)}` : 'commence maintenant';
  return `${court}\u00a0: votre séance de ${sport.toLocaleLowerCase('fr-FR')} ${when}`;
}

/** The court screen's warning: « Fin de la séance dans 5 minutes ». */
export function endWarning(minutes: number): string {
  return minutes > 0 ? `Fin de la séance ${inMinutes(minutes)}` : 'Fin de la séance';
}

/** « arrivé à 18h32 ». */
export const arrivedAtText = (time: string) => `arrivé à ${time}`;

/** « et 3 autres séances » under a screen's list that shows only what fits. */
export const moreSessionsText = (more: number) =>
  more === 1 ? 'et 1 autre séance' : `et ${more} autres séances`;

/** « 3 entrées à envoyer » under « Hors connexion ». */
export const pendingText = (count: number) =>
  count === 1 ? '1 entrée à envoyer' : `${count} entrées à envoyer`;
