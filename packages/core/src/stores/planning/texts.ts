import type { SlotStatus } from './types';

/**
 * The planning's French texts. Quoted ones are the spec's (spec 2 sections 2, 4 and 8), letter for
 * letter; the others are ours.
 *
 * @example planningTexts.status.inCart // 'Créneau ajouté au panier'
 */
export const planningTexts = {
  noSlot: 'Aucun créneau disponible pour ce sport',
  loginRequired: 'Veuillez vous connecter pour effectuer une réservation.',
  login: 'CONNEXION',
  signup: 'INSCRIPTION',
  closeModal: 'Fermer',
  loginModalTitle: 'Connexion requise',
  /** After « Cette salle est introuvable. » on a partner page whose hall attribute is wrong (ours). */
  seeHalls: 'Voir les salles et réserver',
  loading: 'Chargement des créneaux…',
  /** The button under a failed slot load (ours). */
  retry: 'Réessayer',
  /** A partner page's planning whose hall could not be asked for (ours: the network, the server). */
  loadFailed: "Le planning n'a pas pu être chargé. Vérifiez votre connexion, puis réessayez.",
  /** The label of the sport choice a partner page's planning shows for a hall of several sports (ours). */
  sportChoice: 'Sport',
  calendar: 'Planning des créneaux',
  list: 'Créneaux par jour',
  /** The strip of coming days above the phone's list (ours). */
  dayStrip: 'Jours à venir',
  /** A day's free slots in the strip, as shown: '12 libres' (ours). */
  freeShort: (count: number) => (count === 0 ? 'complet' : `${count} libre${count > 1 ? 's' : ''}`),
  /** The same, as read aloud: '12 créneaux libres' (ours). */
  freeLong: (count: number) =>
    count === 0
      ? 'aucun créneau libre'
      : `${count} créneau${count > 1 ? 'x' : ''} libre${count > 1 ? 's' : ''}`,
  previousWeek: 'Semaine précédente',
  nextWeek: 'Semaine suivante',
  noSlotThisWeek: 'Aucun créneau cette semaine',
  pastDay: 'jour passé',
  outsideWindow: 'hors période de réservation',
  perPerson: 'par personne',
  perPersonShort: '/ pers.',
  perSlot: 'le créneau',
  insteadOf: 'au lieu de',
  /** Before the lowest price of a group of courts whose prices differ: 'dès 7,50 €'. */
  fromPrice: 'dès',
  status: {
    available: 'disponible',
    booked: 'réservé',
    inCart: 'Créneau ajouté au panier',
  } satisfies Record<SlotStatus, string>,
  /** The footnote under the planning (spec 2 section 2). */
  footnote: (recommendedPlayers: number, sportLabel: string) =>
    `Tarifs indiqués par créneau et par joueur, sur la base du nombre de joueurs conseillé pour ce sport (${sportLabel}\u00a0: ${recommendedPlayers} joueurs).`,
  /** The label of a week, e.g. 'Semaine du lundi 23 novembre au dimanche 29 novembre'. */
  week: (firstDayLabel: string, lastDayLabel: string) => `Semaine du ${firstDayLabel} au ${lastDayLabel}`,
} as const;
