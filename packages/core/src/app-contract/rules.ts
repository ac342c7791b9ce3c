// What the pages promise beyond their messages, in French for the app team's page: their own error codes,
// the card refusal codes, how they send, the back button, offline.

/** One of the codes of `multisalle:error` that is not a server code. */
export interface AppErrorCode {
  code: string;
  when: string;
}

/** The codes of `multisalle:error` that are the pages' own; the others are the server's `sCodeErreur`. */
export const appErrorCodes: AppErrorCode[] = [
  { code: 'hors-ligne', when: "Le téléphone n'a pas de réseau\u00a0: l'action attend son retour." },
  {
    code: 'reseau',
    when: "Le serveur n'a pas répondu (réseau coupé en route, délai dépassé, service indisponible).",
  },
  {
    code: 'salle-inconnue',
    when: "L'adresse nomme une salle qui n'existe pas ou n'est pas ouverte à la réservation (réponse 404).",
  },
  {
    code: 'page-inconnue',
    when: "L'adresse `/app/…` ne mène à aucune des cinq pages (réponse 404).",
  },
  {
    code: 'formulaire-bloque',
    when: "Le formulaire de carte n'a pas pu s'afficher (bloqué ou injoignable).",
  },
  {
    code: 'HTTP-{statut}',
    when: "Le serveur a refusé une action sans donner de code (`multisalle:cart-refused`, ou `multisalle:error` d'un ajout au panier depuis le planning)\u00a0: le statut HTTP reçu, par exemple `HTTP-401` ou `HTTP-500`.",
  },
];

/** The codes of `multisalle:payment-means-refused`: the card provider's order status, or ours. */
export const cardRefusalCodes: AppErrorCode[] = [
  { code: 'UNPAID', when: 'Le prestataire a refusé la carte (le cas courant).' },
  {
    code: 'RUNNING',
    when: "Le prestataire n'a pas fini de vérifier la carte. Tout autre statut de commande du prestataire arrive de même, tel quel.",
  },
  { code: 'INVALID', when: "Notre serveur n'a pas reconnu la réponse du formulaire de carte." },
  {
    code: 'ALIAS',
    when: "Le prestataire a accepté la carte, mais notre serveur n'a pas pu l'enregistrer\u00a0: le joueur peut réessayer.",
  },
];

/** The pages' codes after which trying again may help: the network, a card form that did not show. */
const retryableCodes = ['hors-ligne', 'reseau', 'formulaire-bloque'];

/**
 * Whether trying again may help after an error of this code (`retryable` of `multisalle:error`): the
 * network's codes, a card form that did not show, a server that failed (`HTTP-5…`).
 *
 * @example isRetryableCode('reseau') // true
 * @example isRetryableCode('MULTISALLE-003') // false
 */
export function isRetryableCode(code: string): boolean {
  return retryableCodes.includes(code) || /^HTTP-5\d\d$/.test(code);
}

/**
 * The server's codes the invitation page answers itself by opening the step they ask for (conventions,
 * phone, safety video, card): never told as `multisalle:error`, the step's own messages follow.
 */
export const invitationStepCodes = ['MULTISALLE-003', 'MULTISALLE-004', 'MULTISALLE-005', 'MULTISALLE-006'];

/**
 * The outcomes after which the page closes its own dialog: that close is no `multisalle:dialog-closed`,
 * which is only ever the player's (×, ANNULER, Escape, a tap outside, the back button).
 */
export const dialogOutcomeTypes: readonly string[] = [
  'multisalle:conventions-validated',
  'multisalle:payment-means-saved',
  'multisalle:phone-verified',
  'multisalle:invitation-answered',
  'multisalle:cart-validated',
];

/** Two identical `multisalle:error` within this time are one failure told twice: the second is dropped. */
export const ERROR_REPEAT_MS = 1500;

/** How long a page that needs a player waits for a token before `multisalle:session-required`. */
export const TOKEN_WAIT_MS = 2000;

/** How often a page asks the injected bridge (`MultisalleHost.getToken()`) for a token again. */
export const BRIDGE_POLL_MS = 500;

/**
 * How the pages send, in French. Plain strings, the figures written out: an interpolated text would keep
 * this list in the app host's bundle (rules.test.ts checks they agree with the constants above).
 */
export const messageRules: string[] = [
  "Chaque message porte `version`. `multisalle:ready` est le premier message de chaque chargement d'une des cinq pages\u00a0; la page d'erreur d'une adresse inconnue n'envoie que son `multisalle:error`.",
  'Un message va à un seul canal\u00a0: le premier que la page trouve (voir « Recevoir les messages »).',
  "Deux `multisalle:error` identiques (même `code`, même `message`) à moins de 1,5 s d'intervalle sont une seule panne dite deux fois (par la notification de la page et par son script)\u00a0: le second n'est pas envoyé.",
  "Une erreur montrée sans code alors que le serveur a répondu (un champ à corriger, par exemple) reste sur la page, pour le joueur\u00a0: elle n'est pas envoyée. Sans réponse du serveur, elle part avec le code `hors-ligne` ou `reseau`.",
  'Un refus du serveur sans code part avec le code `HTTP-{statut}`.',
  "Sur la page d'invitation, les refus `MULTISALLE-003` à `MULTISALLE-006` ne sont pas des erreurs\u00a0: la page ouvre elle-même l'étape demandée (conventions, téléphone, vidéo, carte), puis envoie les messages de cette étape.",
  "Les pages qui ont besoin d'un joueur l'attendent 2 s avant d'envoyer `multisalle:session-required`.",
  "Toutes les 500 ms, la page redemande le jeton au pont `MultisalleHost.getToken()` s'il existe\u00a0: un jeton rendu plus tard sert aussitôt, même après `multisalle:session-expired`.",
];

/** What the hardware back button does on the pages. */
export const backButtonRules: string[] = [
  "Une fenêtre ouverte (carte bancaire, téléphone, conventions…) prend une entrée d'historique\u00a0: le retour la ferme, et la page envoie `multisalle:dialog-closed`.",
  "Aucune entrée morte\u00a0: AJOUTER DES CRÉNEAUX et la lecture du fragment `#token=` remplacent l'entrée courante au lieu d'en ajouter une.",
  "Sans fenêtre ouverte, le retour quitte la page\u00a0: c'est à l'application de décider (`webview.canGoBack`).",
  'Le jeton donné par le fragment ou par un message reste gardé pour la session de la page\u00a0: revenir en arrière ne déconnecte pas le joueur.',
];

/** What the pages do offline. */
export const offlineRules: string[] = [
  "La page dit qu'elle est hors ligne, en français, et envoie `multisalle:connection { online: false }`\u00a0; au retour du réseau, `multisalle:connection { online: true }`.",
  "Une action qui a besoin du réseau attend son retour au lieu d'échouer\u00a0; une action qui échoue quand même envoie `multisalle:error` avec le code `hors-ligne` ou `reseau`.",
  "Tant que le joueur n'est pas connu (jeton ou délai de 2 s), la page montre un chargement\u00a0: jamais un panier vide ni « aucune carte » qui ne seraient pas vrais.",
];

/** How long a message's old form is still sent beside its new one before the contract's version changes. */
export const VERSION_NOTICE_DAYS = 180;

/**
 * The versioning rule, in French: what changes `version` (APP_CONTRACT_VERSION), how long an old form is
 * still sent, and how the app learns the version. Plain strings, the figure written out (rules.test.ts).
 */
export const versionRules: string[] = [
  "La version change quand un message existant change de forme ou de sens pour une application déjà publiée\u00a0: un champ retiré ou renommé, un type, une unité ou un sens changé, un message envoyé dans d'autres circonstances, un code d'erreur qui change de sens.",
  "Ne changent pas la version\u00a0: un champ nouveau, un message nouveau, un code d'erreur nouveau. L'application ignore les champs, les messages et les codes qu'elle ne connaît pas\u00a0; le schéma laisse passer les champs en plus.",
  "Avant un changement de version, la forme nouvelle est envoyée à côté de l'ancienne (un champ nouveau, qui ne change pas la version) pendant au moins 180 jours, annoncés par courriel à l'équipe de l'application\u00a0: une application publiée continue de fonctionner pendant ce temps. Ensuite seulement, l'ancienne forme disparaît et la version augmente de 1.",
  "L'application lit la version dans le champ `version` de chaque message, dans l'`$id` du schéma (`urn:multisalle:contrat-app:v{version}`) et dans son adresse `/app/contrat-v{version}.schema.json`. Un message d'une version qu'elle ne connaît pas est à ignorer, et à signaler à ses développeurs.",
];
