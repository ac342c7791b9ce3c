import type { OpenGame } from '../index.ts';

/**
 * For tests only: one game of the public list, as the server sends it, with the hall's id under the
 * default product name (`idMultisalle`), which the client does not read.
 */
export function wireOpenGame(overrides: Partial<OpenGame> = {}): OpenGame & { idMultisalle: number } {
  return {
    idMultisalle: 1,
    idReservation: '0b7e4c1e-0000-4000-8000-000000000001',
    jetonPartie: 'f'.repeat(32),
    lien: `/invitation/0b7e4c1e-0000-4000-8000-000000000001/${'f'.repeat(32)}`,
    debut: '2026-12-05T18:00:00+01:00',
    fin: '2026-12-05T19:30:00+01:00',
    salle: { libelle: 'PADEL PARK', cle: 'padel-park', ville: 'Lyon' },
    activite: { id: 1, libelle: 'PADEL' },
    terrain: 'Terrain 2',
    nbPlaceMax: 4,
    nbPlacesLibres: 2,
    niveauMin: 3,
    niveauMax: 5,
    message: '<b>Venez</b> nombreux\u00a0!',
    paiementRequis: true,
    tarifParPersonne: 1250,
    organisateur: { pseudo: 'Léa', niveau: 4.2, provisoire: false },
    joueurs: [
      { pseudo: 'Léa', niveau: 4.2, provisoire: false },
      { pseudo: 'Hugo', niveau: 3.5, provisoire: true },
      { pseudo: 'Nina', niveau: null, provisoire: null },
    ],
    ...overrides,
  };
}
