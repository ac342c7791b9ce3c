/** The French texts of the hall's prices (`/gestion/:cle/tarifs`). */
export const pricesMessages = {
  nav: 'Tarifs',
  title: 'Tarifs',
  intro:
    "Le prix d'un créneau entier, selon son jour et son heure de début. Un tarif « à partir du » remplace le précédent dès ce jour\u00a0; une réservation garde le prix auquel elle a été faite.",
  table: 'Les tarifs de la salle, terrain par terrain',
  court: 'Terrain',
  sport: 'Sport',
  days: 'Jours',
  hours: 'Début des créneaux',
  price: 'Prix',
  from: 'À partir du',
  actions: 'Actions',
  always: 'Toujours',
  remove: 'Retirer',
  removeLabel: (what: string) => `Retirer le tarif ${what}`,
  removed: 'Tarif retiré.',
  struck: (price: string) => `au lieu de ${price}`,
  // The new rule.
  addTitle: 'Ajouter un tarif',
  allCourts: 'Tous les terrains de ce sport',
  daysLegend: 'Jours du tarif',
  startsAt: 'À partir de (heure)',
  endsAt: "Jusqu'à (heure)",
  priceLabel: 'Prix du créneau (€)',
  priceExample: 'Par exemple 52 ou 52,50',
  validFrom: 'À partir du (date)',
  validFromHint: 'Vide\u00a0: dès maintenant.',
  addSubmit: 'AJOUTER LE TARIF',
  saving: 'Enregistrement en cours…',
  added: 'Tarif ajouté\u00a0: les créneaux non réservés le montrent dès maintenant.',
  // Checks before sending.
  daysRequired: 'Cochez au moins un jour.',
  timeRequired: 'Saisissez une heure au format HH:MM.',
  fiveMinutes: 'Choisissez une heure à 5 minutes près (par exemple 18:00 ou 22:30).',
  endBeforeStart: 'La fin du tarif doit venir après son début.',
  priceInvalid: 'Saisissez un prix en euros, par exemple 52 ou 52,50.',
} as const;

const longDays: Record<number, string> = {
  1: 'lundi',
  2: 'mardi',
  3: 'mercredi',
  4: 'jeudi',
  5: 'vendredi',
  6: 'samedi',
  7: 'dimanche',
};

/**
 * A rule's weekdays in words, runs of three or more days as a range.
 *
 * @example daysText([1, 2, 3, 4, 5]) // 'lundi à vendredi'
 * @example daysText([6, 7]) // 'samedi, dimanche'
 */
export function daysText(days: readonly number[]): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  if (sorted.length === 7) return 'tous les jours';
  const runs: number[][] = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    if (run && run.at(-1) === day - 1) run.push(day);
    else runs.push([day]);
  }
  return runs
    .flatMap((run) =>
      run.length >= 3
        ? [`${longDays[run[0] ?? 1]} à ${longDays[run.at(-1) ?? 7]}`]
        : run.map((day) => longDays[day]),
    )
    .join(', ');
}
