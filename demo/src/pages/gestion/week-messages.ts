/** The French texts of « La semaine » (`/gestion/:cle/semaine`). */
export const weekMessages = {
  nav: 'La semaine',
  title: 'La semaine',
  weekBar: 'Choisir la semaine',
  previousWeek: 'Semaine précédente',
  thisWeek: 'Cette semaine',
  nextWeek: 'Semaine suivante',
  table: 'Les séances de chaque terrain, jour par jour',
  court: 'Terrain',
  weekOf: (monday: string) => `Semaine du ${monday}`,
} as const;

/** « Aucune séance », « 1 séance », « 3 séances ». */
export const sessionsWord = (count: number) =>
  count === 0 ? 'Aucune séance' : `${count} séance${count > 1 ? 's' : ''}`;

/** Beside the count of a court closed at some point of that day. */
export const closedWord = 'Fermé';
