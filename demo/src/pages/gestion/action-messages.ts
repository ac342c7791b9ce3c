/** The French texts of the day's actions (closures, desk bookings, cancellations, manual entries). */
export const actionMessages = {
  actions: 'Actions de la journée',
  closed: 'Fermé',
  wholeFloor: 'Toute la salle',
  reopen: 'Rouvrir',
  reopening: 'Réouverture…',
  close: 'Fermer un terrain',
  closeTitle: 'Fermer un terrain',
  court: 'Terrain',
  startDate: 'Date de début',
  startTime: 'Heure de début',
  endDate: 'Date de fin',
  endTime: 'Heure de fin',
  start: 'Début',
  end: 'Fin',
  reason: 'Motif',
  weeklyUntil: "Chaque semaine jusqu'au",
  weeklyHint: "Facultatif\u00a0: la même fermeture chaque semaine jusqu'à cette date.",
  closeSubmit: 'FERMER',
  closing: 'Fermeture en cours…',
  closedNews: 'Fermeture enregistrée.',
  reopenedNews: 'Terrain rouvert.',
  inTheWay: 'Réservations concernées',
  closeAndCancel: 'FERMER ET ANNULER CES RÉSERVATIONS',
  closeAndCancelHint: 'Leurs joueurs sont prévenus par mail, avec le motif de la fermeture.',
  back: 'Retour',
  dateRequired: 'Saisissez une date.',
  timeRequired: 'Saisissez une heure.',
  endBeforeStart: 'La fin doit venir après le début.',
  reasonRequired: 'Saisissez un motif.',
  book: 'Réserver au guichet',
  bookTitle: 'Réserver au guichet',
  sport: 'Sport',
  chooseSport: 'Choisissez un sport',
  slot: 'Créneau libre',
  chooseSlot: 'Choisissez un créneau',
  loadingSlots: 'Recherche des créneaux libres…',
  noFreeSlot: 'Aucun créneau libre pour ce sport ce jour-là.',
  customerName: 'Nom du client',
  customer: 'Client',
  phone: 'Portable',
  email: 'Email',
  emailHint: 'Facultatif\u00a0: pour retrouver un joueur.',
  bookSubmit: 'RÉSERVER',
  booking: 'Réservation en cours…',
  slotRequired: 'Choisissez un créneau.',
  nameRequired: 'Saisissez le nom du client.',
  phoneRequired: 'Saisissez le portable du client.',
  cancelBooking: 'Annuler la réservation',
  cancelSubmit: "Confirmer l'annulation",
  cancelling: 'Annulation en cours…',
  alreadyCancelled: 'Cette réservation était déjà annulée.',
  cancelledNews: 'Réservation annulée\u00a0: les joueurs sont prévenus avec le motif.',
  deskCancelledNews: 'Réservation du guichet annulée\u00a0: le créneau est de nouveau libre.',
  enter: 'Faire entrer',
  enterSubmit: "Valider l'entrée",
  entryExample: 'Téléphone déchargé',
  entering: 'Entrée en cours…',
} as const;

/** « 48,00 € » (no-break space before the sign). */
export const euros = (cents: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** « Au guichet · 48,00 € sur place · pris par lea@salle.fr ». */
export const deskText = (priceCents: number, takenBy: string | null) =>
  `Au guichet · ${euros(priceCents)} sur place${takenBy ? ` · pris par ${takenBy}` : ''}`;

/** « Rouvrir Terrain 1, 18 h 00 – 20 h 00 » (the button, named with its closure). */
export const reopenOf = (what: string) => `Rouvrir ${what}`;

/** « Fermé avec Terrain 1 »: a court closed because it shares the closed court's ground. */
export const closedWith = (court: string) => `Fermé avec ${court}`;

/** « Faire entrer Léa Martin ». */
export const enterOf = (name: string) => `Faire entrer ${name}`;

/** « Annuler la réservation de 19 h 00 – 20 h 30 ». */
export const cancelOf = (when: string) => `Annuler la réservation de ${when}`;

/** Said once a desk booking is made. */
export const bookedNews = (court: string, when: string, price: string) =>
  `Réservation enregistrée\u00a0: ${court}, ${when}, ${price} à régler sur place.`;

/** Said once a participant is let in. */
export const enteredNews = (name: string, time: string) => `${name} est entré à ${time}.`;
