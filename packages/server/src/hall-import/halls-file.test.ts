import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverRoot } from '../paths.ts';
import { canonicalHall } from './halls-file.ts';
import { readHallsFile } from './halls-file-rules.ts';

/** A small valid file; each test spoils one thing. */
function smallFile() {
  return {
    sports: [
      { libelle: 'PADEL', NbPersonnePayante: 4, nbPersonneConseille: 4 },
      { libelle: 'FOOT5', NbPersonnePayante: 10, nbPersonneConseille: 10 },
    ],
    salles: [
      {
        cle: 'salle-de-test',
        libelleSalle: 'SALLE DE TEST',
        legende: 'Un terrain.',
        adresse: { rue: '1 rue du Stade', codePostal: '36000', commune: 'Châteauroux' },
        sports: ['PADEL'],
        terrains: [
          {
            nom: 'Terrain 1',
            horaires: [{ jours: [1, 2, 3, 4, 5], ouverture: '09:00', fermeture: '22:00' }],
            offres: [
              {
                sport: 'PADEL',
                dureeMinutes: 90,
                tarifs: [{ jours: [1, 2, 3, 4, 5], debut: '09:00', fin: '22:00', prixCentimes: 4000 }],
              },
            ],
          },
        ],
      },
    ],
  };
}

type Small = ReturnType<typeof smallFile>;
const problemsOf = (change: (file: Small) => void) => {
  const file = smallFile();
  change(file);
  const read = readHallsFile(JSON.stringify(file));
  return read.ok ? [] : read.problems;
};
const hall = (file: Small) => file.salles[0] as Small['salles'][number] & Record<string, unknown>;
const court = (file: Small) =>
  hall(file).terrains[0] as Small['salles'][number]['terrains'][number] & Record<string, unknown>;
const offer = (file: Small) => court(file).offres[0] as Record<string, unknown>;

describe('reading a halls file', () => {
  it('reads a small file, its left-out fields at their defaults', () => {
    const read = readHallsFile(JSON.stringify(smallFile()));
    if (!read.ok) throw new Error(read.problems.join('\n'));
    expect(read.file.salles[0]).toMatchObject({
      active: true,
      nbJoursVisiblesReservationCreneaux: 7,
      fuseauHoraire: 'Europe/Paris',
      coordonnees: null,
      services: [],
      terrainsPartages: [],
      adresse: { complement: null },
    });
  });

  it('says what is not JSON, in French', () => {
    const read = readHallsFile('{ "salles": [ }');
    expect(read.ok).toBe(false);
    expect(!read.ok && read.problems[0]).toMatch(/^Ce n'est pas du JSON valide\s: /);
  });

  it('names each field the schema refuses, where it is, in French', () => {
    expect(
      problemsOf((file) => {
        hall(file).cle = 'Salle Test';
        court(file).horaires = [{ jours: [1, 8], ouverture: '9h', fermeture: '22:00' }];
        offer(file).dureeMinutes = 62;
        hall(file).inconnu = true;
      }),
    ).toEqual([
      "salles[0].cle\u00a0: Une clé de salle s'écrit en minuscules, chiffres et tirets (padel-park).",
      'salles[0].terrains[0].horaires[0].jours[1]\u00a0: Un jour va de 1 (lundi) à 7 (dimanche).',
      "salles[0].terrains[0].horaires[0].ouverture\u00a0: Une heure s'écrit HH:MM, de 00:00 à 24:00, les minutes par 5 (07:15, 22:30).",
      'salles[0].terrains[0].offres[0].dureeMinutes\u00a0: Une durée se compte par 5 minutes.',
      'salles[0]\u00a0: Clé non reconnue : "inconnu"', // zod's own French words
    ]);
  });

  it('refuses a closing before the opening, a struck price below the price, an offer without price', () => {
    expect(
      problemsOf((file) => {
        court(file).horaires = [{ jours: [1], ouverture: '22:00', fermeture: '09:00' }];
        offer(file).tarifs = [];
      }),
    ).toEqual([
      "salles[0].terrains[0].horaires[0].fermeture\u00a0: La fermeture vient après l'ouverture.",
      'salles[0].terrains[0].offres[0].tarifs\u00a0: Au moins un tarif\u00a0: un créneau sans prix ne se vend pas.',
    ]);
    expect(
      problemsOf((file) => {
        offer(file).tarifs = [
          { jours: [1], debut: '09:00', fin: '22:00', prixCentimes: 4000, prixBarreCentimes: 3000 },
        ];
      }),
    ).toEqual([
      'salles[0].terrains[0].offres[0].tarifs[0].prixBarreCentimes\u00a0: Le prix barré est plus élevé que le prix.',
    ]);
  });

  it('checks what the schema cannot: names once, sports listed, slot types complete, shared courts that exist', () => {
    expect(
      problemsOf((file) => {
        file.salles.push({ ...hall(file) });
        file.sports.push({ libelle: 'PADEL', NbPersonnePayante: 4, nbPersonneConseille: 4 });
      }),
    ).toEqual([
      'salles\u00a0: la clé « salle-de-test » figure deux fois.',
      'sports\u00a0: « PADEL » figure deux fois.',
    ]);
    expect(
      problemsOf((file) => {
        hall(file).sports = ['PADEL', 'TENNIS'];
        court(file).offres.push({ ...court(file).offres[0], sport: 'FOOT5' } as never);
        court(file).horaires.push({ jours: [5], ouverture: '21:00', fermeture: '23:00' });
        hall(file).terrainsPartages = [['Terrain 1', 'Terrain 9']];
        court(file).offres.push({
          sport: 'PADEL',
          typeCreneau: 'place',
          dureeMinutes: 60,
          tarifs: [{ jours: [1], debut: '09:00', fin: '10:00', prixCentimes: 500 }],
        } as never);
      }),
    ).toEqual([
      "salle salle-de-test\u00a0: le sport « TENNIS » n'est pas dans la liste sports du fichier.",
      "salle salle-de-test, terrain « Terrain 1 »\u00a0: deux plages d'ouverture du même jour se chevauchent.",
      "salle salle-de-test, terrain « Terrain 1 », offre FOOT5\u00a0: FOOT5 n'est pas un sport de la salle (liste sports de la salle).",
      'salle salle-de-test, terrain « Terrain 1 », offre PADEL\u00a0: une offre place dit ses places (placesMax) et ses séances (seances).',
      "salle salle-de-test, terrainsPartages\u00a0: « Terrain 9 » n'est pas un terrain de la salle.",
    ]);
  });

  it('compares hours and prices however the file groups them', () => {
    const read = readHallsFile(readFileSync(join(serverRoot, 'halls.example.json'), 'utf8'));
    if (!read.ok) throw new Error(read.problems.join('\n'));
    const padel = read.file.salles[0];
    if (!padel) throw new Error('no hall');
    const dayByDay = {
      ...padel,
      terrains: padel.terrains.map((entry) => ({
        ...entry,
        horaires: entry.horaires
          .flatMap((hours) => hours.jours.map((day) => ({ ...hours, jours: [day] })))
          .reverse(),
        offres: [...entry.offres].reverse().map((each) => ({ ...each, tarifs: [...each.tarifs].reverse() })),
      })),
    };
    expect(canonicalHall(dayByDay)).toEqual(canonicalHall(padel));
  });
});
