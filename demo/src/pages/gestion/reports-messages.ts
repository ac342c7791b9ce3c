/** The French texts of the hall's reports (`/gestion/:cle/rapports`). */
export const reportsMessages = {
  nav: 'Rapports',
  title: 'Rapports',
  rangeTitle: 'Période',
  from: 'Du',
  to: 'Au',
  show: 'AFFICHER',
  rangeInvalid: 'Choisissez deux dates, la seconde après la première, sur un an au plus.',
  loading: 'Calcul des rapports…',
  download: 'Télécharger en CSV',
  downloadLabels: {
    occupation: "Télécharger l'occupation en CSV",
    recettes: 'Télécharger les recettes en CSV',
    absences: 'Télécharger les absences en CSV',
  },
  // Occupancy.
  occupancyTitle: 'Occupation',
  heatCaption:
    'Occupation par jour de la semaine et par heure, tous terrains (part des minutes ouvertes réservées)',
  heatHint: 'Plus la case est foncée, plus les terrains étaient réservés à cette heure.',
  noOpenHour: "Aucune heure d'ouverture sur cette période.",
  courtsCaption: 'Occupation par terrain sur la période',
  court: 'Terrain',
  openHours: 'Heures ouvertes',
  bookedHours: 'Heures réservées',
  rate: 'Taux',
  // Revenue.
  revenueTitle: 'Recettes',
  revenueCaption: 'Recettes par sport, terrain et mode',
  weeklyCaption: 'Recettes semaine par semaine',
  weekOf: 'Semaine du',
  refunds: 'Remboursements',
  sport: 'Sport',
  way: 'Mode',
  amount: 'Montant',
  count: 'Nombre',
  total: 'Total',
  noRevenue: 'Aucune recette sur cette période.',
  ways: { carte: 'Carte', guichet: 'Guichet', remboursement: 'Remboursement' } as Record<string, string>,
  // No-shows.
  noShowsTitle: 'Absences',
  noShowsSummary: (absent: number, expected: number) =>
    `${absent} absent${absent > 1 ? 's' : ''} sur ${expected} participant${expected > 1 ? 's' : ''} attendu${expected > 1 ? 's' : ''}.`,
  noShowsCaption: 'Séances terminées avec des absents',
  noNoShow: 'Aucun absent sur cette période.',
  startsAt: 'Début',
  expected: 'Attendus',
  entered: 'Entrés',
  absent: 'Absents',
} as const;

const money = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** « 48,00 € », « 0,00 € », « −12,00 € »: an amount of cents as a figure (never « GRATUIT »). */
export const moneyText = (cents: number) => money.format(cents / 100).replace('-', '−');

/** « 42 % » of a ratio, or « — » where nothing was open. */
export const rateText = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 100)}\u00a0%`);

/** « 12,5 h » of minutes. */
export const hoursText = (minutes: number) =>
  `${(Math.round((minutes / 60) * 10) / 10).toLocaleString('fr-FR')}\u00a0h`;
