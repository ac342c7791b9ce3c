/** The French texts of the hall's opening hours (`/gestion/:cle/horaires`). */
export const hoursMessages = {
  nav: 'Horaires',
  title: "Horaires d'ouverture",
  intro:
    "Les créneaux des joueurs suivent ces horaires dès l'enregistrement. Les séances programmées (cours, places) gardent les leurs.",
  // The week.
  weekTitle: 'Semaine des terrains',
  court: 'Terrain',
  open: 'Ouvert',
  opens: 'Ouverture',
  closes: 'Fermeture',
  closedDay: 'Fermé',
  allCourts: 'Appliquer ces horaires à tous les terrains',
  saveWeek: 'ENREGISTRER LES HORAIRES',
  saving: 'Enregistrement en cours…',
  weekSaved: (label: string) => `Horaires de ${label} enregistrés.`,
  weekSavedAll: 'Horaires de tous les terrains enregistrés.',
  severalRanges: (ranges: string) =>
    `Ce jour a plusieurs plages (${ranges})\u00a0: l'enregistrement les remplace par celle-ci.`,
  // The exceptional days.
  exceptionsTitle: 'Dates exceptionnelles',
  exceptionsHint: 'Un jour férié fermé, ou des horaires spéciaux pour toute la salle.',
  noException: 'Aucune date exceptionnelle à venir.',
  exceptionsList: 'Dates exceptionnelles à venir',
  closedAllDay: 'Fermé toute la journée',
  specialHours: (range: string) => `Ouvert ${range}`,
  remove: 'Retirer',
  removeLabel: (date: string) => `Retirer le ${date}`,
  addTitle: 'Ajouter une date',
  date: 'Date',
  addSubmit: 'AJOUTER LA DATE',
  adding: 'Ajout en cours…',
  exceptionAdded: (date: string) => `${date} ajouté aux dates exceptionnelles.`,
  exceptionRemoved: (date: string) => `${date} retiré des dates exceptionnelles.`,
  // Checks before sending.
  timeRequired: 'Saisissez une heure au format HH:MM.',
  fiveMinutes: 'Choisissez une heure à 5 minutes près (par exemple 08:00 ou 22:30).',
  closesBeforeOpens: "La fermeture doit venir après l'ouverture.",
  dateRequired: 'Choisissez une date.',
  pastDate: 'Choisissez une date à venir.',
  dateTaken: "Cette date est déjà une date exceptionnelle\u00a0: retirez-la d'abord.",
  // Reservations left outside (a 409).
  outsideList: 'Réservations concernées\u00a0:',
  motif: 'Motif donné aux joueurs si vous annulez',
  motifHint: "Facultatif\u00a0: sinon « Changement des horaires d'ouverture de la salle ».",
  keep: 'Garder ces réservations',
  cancelThem: 'Annuler ces réservations',
  cancelledNews: (count: number) =>
    count === 1
      ? '1 réservation annulée, ses joueurs prévenus.'
      : `${count} réservations annulées, leurs joueurs prévenus.`,
} as const;

/** « Lundi » … « Dimanche », by ISO weekday. */
export const weekdayNames: Record<number, string> = {
  1: 'Lundi',
  2: 'Mardi',
  3: 'Mercredi',
  4: 'Jeudi',
  5: 'Vendredi',
  6: 'Samedi',
  7: 'Dimanche',
};
