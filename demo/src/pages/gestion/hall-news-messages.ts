import { auditDayText } from './format.ts';

/** The French texts of the hall's news (`/gestion/:cle/actualites`). */
export const hallNewsMessages = {
  nav: 'Actualités',
  title: 'Actualités',
  intro:
    "Les nouvelles de la salle\u00a0: chacune part une fois, par mail ou par SMS, aux joueurs de la salle qui ont choisi de les recevoir. Retirer une actualité n'efface pas ce qui est déjà parti\u00a0; ce qui n'est pas encore parti ne partira pas.",
  table: 'Les actualités de la salle',
  none: 'Aucune actualité publiée pour le moment.',
  news: 'Actualité',
  link: 'Lien',
  publishedOn: 'Publiée le',
  state: 'État',
  actions: 'Actions',
  published: 'Publiée',
  withdrawn: 'Retirée',
  withdraw: 'Retirer',
  confirmWithdraw: 'Confirmer le retrait',
  withdrawing: 'Retrait en cours…',
  back: 'Annuler',
  // The new item.
  addTitle: 'Publier une actualité',
  titleLabel: 'Titre',
  summaryLabel: 'Résumé',
  summaryCount: (count: number, max: number) => `${count}\u00a0/ ${max}\u00a0caractères`,
  pathLabel: 'Lien (facultatif)',
  pathHint:
    'Une page du site, par exemple /multisalle/article-padel-park/genese-projet-padel-park. Vide\u00a0: la page de la salle.',
  submit: 'PUBLIER',
  publishing: 'Publication en cours…',
  // Checks before sending.
  titleRequired: 'Saisissez un titre (120 caractères au plus).',
  summaryRequired: 'Saisissez un résumé (400 caractères au plus).',
  pathInvalid: 'Le lien est un chemin du site commençant par / (lettres, chiffres, /, - et _).',
} as const;

/** The longest title and summary the server keeps. */
export const NEWS_TITLE_MAX = 120;
export const NEWS_SUMMARY_MAX = 400;

export const withdrawnDay = (iso: string) => `le ${auditDayText(iso)}`;

export const withdrawNewsOf = (title: string) => `Retirer l'actualité «\u00a0${title}\u00a0»`;

export const withdrawNewsQuestion = (title: string) =>
  `Retirer l'actualité «\u00a0${title}\u00a0»\u00a0? Ce qui est déjà parti reste parti\u00a0; les avis pas encore envoyés ne partiront pas.`;

export const newsWithdrawnText = (title: string) =>
  `Actualité «\u00a0${title}\u00a0» retirée\u00a0: plus rien n'en part.`;

export const newsPublishedText = (title: string) =>
  `Actualité «\u00a0${title}\u00a0» publiée\u00a0: les joueurs de la salle qui ont choisi les nouvelles la recevront une fois.`;

export const newsAlreadyText = (title: string) =>
  `L'actualité «\u00a0${title}\u00a0» était déjà publiée\u00a0: rien n'est envoyé de nouveau.`;

/** The journal's words for a news item: « Tournoi de Noël (tournoi-de-noel) ». */
export const newsAuditText = (details: Record<string, unknown>) =>
  `${String(details.titre ?? '—')} (${String(details.slug ?? '—')})`;
