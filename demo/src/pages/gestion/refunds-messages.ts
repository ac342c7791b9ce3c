import type { RefundState } from './refunds-api.ts';

/** The French texts of the hall's refunds (`/gestion/:cle/remboursements`). */
export const refundsMessages = {
  nav: 'Remboursements',
  title: 'Remboursements',
  intro:
    'Les parts déjà débitées des séances que la salle a annulées sont remboursées sur la carte des joueurs. Un remboursement en échec (refusé par le prestataire, ou prestataire injoignable à chaque essai) peut être relancé.',
  filter: 'Afficher',
  all: 'Tous',
  loading: 'Chargement des remboursements…',
  none: 'Aucun remboursement.',
  noneInState: 'Aucun remboursement dans cet état.',
  caption: "Remboursements de la salle, les plus récents d'abord",
  asked: 'Demandé le',
  player: 'Joueur',
  session: 'Séance',
  amount: 'Montant',
  state: 'État',
  action: 'Action',
  retry: 'Relancer',
  retrying: 'Relance…',
  retried: (player: string) =>
    `Remboursement de ${player} relancé\u00a0: il part au prestataire dans la minute.`,
  retryLabel: (player: string, amount: string) => `Relancer le remboursement de ${amount} à ${player}`,
  tries: (count: number) => `${count} essai${count > 1 ? 's' : ''}`,
  doneOn: (date: string) => `Effectué le ${date}`,
} as const;

/** A refund's state in words. */
export const refundStateWords: Record<RefundState, string> = {
  'en-cours': 'En cours',
  effectue: 'Effectué',
  echec: 'En échec',
};
