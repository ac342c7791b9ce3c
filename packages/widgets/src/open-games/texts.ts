import { formatLevel, type OpenGamePlayer } from '@multisalle/core';

/** The open games panel's French texts. */
export const openGamesTexts = {
  loading: 'Chargement des parties ouvertes',
  failed: 'Les parties ouvertes ne peuvent pas être chargées pour le moment.',
  empty: 'Aucune partie ouverte pour le moment.',
  unknownHall: 'Cette salle est introuvable.',
  players: 'Joueurs\u00a0: ',
  join: 'Rejoindre la partie',
  joinLabel: (sport: string, when: string) => `Rejoindre la partie de ${sport}, ${when}`,
  freePlaces: (n: number) => `${n} place${n > 1 ? 's' : ''} libre${n > 1 ? 's' : ''}`,
  /** « Niveaux 3 à 5 », « Niveau 3 et plus », « Niveau 5 au plus », « Tous niveaux ». */
  levelRange(min: number | null, max: number | null): string {
    if (min !== null && max !== null) return min === max ? `Niveau ${min}` : `Niveaux ${min} à ${max}`;
    if (min !== null) return `Niveau ${min} et plus`;
    if (max !== null) return `Niveau ${max} au plus`;
    return 'Tous niveaux';
  },
  /** « Léa (niveau 4,2, provisoire) », or the pseudonym alone when the level is hidden or unknown. */
  player: (p: OpenGamePlayer) =>
    p.niveau === null
      ? p.pseudo
      : `${p.pseudo} (niveau ${formatLevel(p.niveau)}${p.provisoire ? ', provisoire' : ''})`,
} as const;
