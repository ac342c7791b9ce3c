/** `1 salle`, `2 salles`: a count and its noun (plural with an s). */
export const counted = (n: number, singular: string, plural = `${singular}s`) =>
  `${n} ${n === 1 ? singular : plural}`;

const typeText = (type: string | null) => (type ? ` (${type})` : '');

/** French texts of `npm run halls`. */
export const importMessages = {
  courtWithComing: (key: string, court: string, coming: number) =>
    `salle ${key}\u00a0: le terrain « ${court} » n'est plus dans le fichier, mais ${counted(coming, 'réservation à venir', 'réservations à venir')} l'${coming === 1 ? 'occupe' : 'occupent'}\u00a0: annulez-les depuis la console, ou gardez le terrain dans le fichier.`,
  courtWithHistory: (key: string, court: string) =>
    `salle ${key}\u00a0: le terrain « ${court} » n'est plus dans le fichier, mais il a déjà été réservé et son historique en dépend\u00a0: gardez-le dans le fichier, avec "horaires": [] pour le fermer.`,
  offerWithComing: (
    what: { key: string; court: string; sport: string; type: string | null },
    coming: number,
  ) =>
    `salle ${what.key}, terrain « ${what.court} »\u00a0: l'offre ${what.sport}${typeText(what.type)} n'est plus dans le fichier, mais ${counted(coming, 'réservation à venir', 'réservations à venir')} en ${coming === 1 ? 'dépend' : 'dépendent'}\u00a0: annulez-les depuis la console, ou gardez l'offre dans le fichier.`,
  offerWithHistory: (what: { key: string; court: string; sport: string; type: string | null }) =>
    `salle ${what.key}, terrain « ${what.court} »\u00a0: l'offre ${what.sport}${typeText(what.type)} n'est plus dans le fichier, mais des paniers l'ont déjà réservée et leur historique en dépend\u00a0: gardez-la dans le fichier.`,
  hoursOverBookings: (key: string, count: number) =>
    `salle ${key}\u00a0: ${counted(count, 'réservation à venir tombe', 'réservations à venir tombent')} en dehors des nouveaux horaires\u00a0: gardez les horaires qui les contiennent, ou annulez-les depuis la console.`,
  outcome: { creee: 'créée', 'mise-a-jour': 'mise à jour', inchangee: 'inchangée' },
} as const;
