// What the pages promise beyond their messages, in French for the app team's page: their own error codes,
// the back button, offline.

/** One of the codes of `multisalle:error` that is not a server code. */
export interface AppErrorCode {
  code: string;
  when: string;
}

/** The codes of `multisalle:error` that are the pages' own; the others are the server's `sCodeErreur`. */
export const appErrorCodes: AppErrorCode[] = [
  { code: 'hors-ligne', when: 'Le téléphone n’a pas de réseau : l’action attend son retour.' },
  {
    code: 'reseau',
    when: 'Le serveur n’a pas répondu (réseau coupé en route, délai dépassé, service indisponible).',
  },
  {
    code: 'salle-inconnue',
    when: 'L’adresse nomme une salle qui n’existe pas ou n’est pas ouverte à la réservation (réponse 404).',
  },
  {
    code: 'page-inconnue',
    when: 'L’adresse `/app/…` ne mène à aucune des cinq pages (réponse 404).',
  },
  {
    code: 'formulaire-bloque',
    when: 'Le formulaire de carte n’a pas pu s’afficher (bloqué ou injoignable).',
  },
];

/** What the hardware back button does on the pages. */
export const backButtonRules: string[] = [
  'Une fenêtre ouverte (carte bancaire, téléphone, conventions…) prend une entrée d’historique : le retour la ferme, et la page envoie `multisalle:dialog-closed`.',
  'Aucune entrée morte : AJOUTER DES CRÉNEAUX et la lecture du fragment `#token=` remplacent l’entrée courante au lieu d’en ajouter une.',
  'Sans fenêtre ouverte, le retour quitte la page : c’est à l’application de décider (`webview.canGoBack`).',
  'Le jeton donné par le fragment ou par un message reste gardé pour la session de la page : revenir en arrière ne déconnecte pas le joueur.',
];

/** What the pages do offline. */
export const offlineRules: string[] = [
  'La page dit qu’elle est hors ligne, en français, et envoie `multisalle:connection { online: false }` ; au retour du réseau, `multisalle:connection { online: true }`.',
  'Une action qui a besoin du réseau attend son retour au lieu d’échouer ; une action qui échoue quand même envoie `multisalle:error` avec le code `hors-ligne` ou `reseau`.',
  'Tant que le joueur n’est pas connu (jeton ou délai de 2 s), la page montre un chargement : jamais un panier vide ni « aucune carte » qui ne seraient pas vrais.',
];
