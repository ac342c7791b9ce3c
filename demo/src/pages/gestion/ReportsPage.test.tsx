import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderConsole, signInTab, wireHall } from './test-support.tsx';

let cleanup = () => {};
afterEach(() => cleanup());

const HALL = '/api/gestion/salles/padel-park/rapports';
const heat = [
  { jour: 1, heure: 18, minutesOuvertes: 120, minutesReservees: 90, taux: 0.75 },
  { jour: 1, heure: 19, minutesOuvertes: 120, minutesReservees: 0, taux: 0 },
  { jour: 3, heure: 18, minutesOuvertes: 120, minutesReservees: 30, taux: 0.25 },
];

describe("/gestion/:cle/rapports, the hall's reports", () => {
  it("shows the heat map as a table, the courts' occupancy, the revenue with its total and the no-shows", async () => {
    signInTab();
    const site = renderConsole('/gestion/padel-park/rapports', {
      'GET /api/gestion/moi': {
        status: 200,
        body: { email: 'lea@salle.fr', salles: [wireHall('padel-park', 'gestionnaire')] },
      },
      [`GET ${HALL}/occupation`]: (() => {
        let calls = 0;
        // The heat map first, then the courts by month (the page asks both at once, in this order).
        return () => {
          calls += 1;
          return calls % 2 === 1
            ? { status: 200, body: { lignes: heat, total: {} } }
            : {
                status: 200,
                body: {
                  lignes: [
                    {
                      periode: '2027-03',
                      idZone: 1,
                      terrain: 'Court 1',
                      minutesOuvertes: 600,
                      minutesReservees: 150,
                      taux: 0.25,
                    },
                  ],
                  total: {},
                },
              };
        };
      })(),
      [`GET ${HALL}/recettes`]: (() => {
        let calls = 0;
        // By sport and court first, then week by week (asked at once, in this order).
        return () => {
          calls += 1;
          return calls % 2 === 1
            ? {
                status: 200,
                body: {
                  lignes: [
                    { sport: 'PADEL', terrain: 'Court 1', mode: 'carte', montantCentimes: 4800, nombre: 2 },
                    {
                      sport: 'PADEL',
                      terrain: 'Court 1',
                      mode: 'remboursement',
                      montantCentimes: -1200,
                      nombre: 1,
                    },
                  ],
                  total: { montantCentimes: 3600 },
                },
              }
            : {
                status: 200,
                body: {
                  lignes: [
                    {
                      semaine: '2027-03-08',
                      carteCentimes: 0,
                      guichetCentimes: 0,
                      remboursementCentimes: 0,
                      totalCentimes: 0,
                    },
                    {
                      semaine: '2027-03-15',
                      carteCentimes: 4800,
                      guichetCentimes: 0,
                      remboursementCentimes: -1200,
                      totalCentimes: 3600,
                    },
                  ],
                  total: { montantCentimes: 3600 },
                },
              };
        };
      })(),
      [`GET ${HALL}/absences`]: {
        status: 200,
        body: {
          lignes: [
            {
              idReservation: 'r-1',
              debut: '2027-03-15T18:00:00+01:00',
              terrain: 'Court 1',
              sport: 'PADEL',
              attendus: 2,
              entres: 1,
              absents: 1,
            },
          ],
          total: { attendus: 2, entres: 1, absents: 1 },
        },
      },
    });
    cleanup = site.cleanup;
    const map = await screen.findByRole('table', { name: /Occupation par jour de la semaine et par heure/ });
    expect(screen.getByRole('link', { name: 'Rapports' })).toHaveAttribute('aria-current', 'page');
    const [head, monday] = within(map).getAllByRole('row');
    expect(
      within(head as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['18\u00a0h', '19\u00a0h']);
    expect(within(monday as HTMLElement).getByRole('rowheader')).toHaveTextContent('Lundi');
    expect(
      within(monday as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['75\u00a0%', '0\u00a0%']);
    const courts = screen.getByRole('table', { name: 'Occupation par terrain sur la période' });
    expect(within(courts).getByRole('row', { name: /Court 1/ })).toHaveTextContent('Court 110 h2,5 h25 %');
    const revenue = screen.getByRole('table', { name: 'Recettes par sport, terrain et mode' });
    expect(within(revenue).getByText('Remboursement')).toBeInTheDocument();
    expect(within(revenue).getByRole('row', { name: /Total/ })).toHaveTextContent('36,00');
    const weekly = screen.getByRole('table', { name: 'Recettes semaine par semaine' });
    expect(within(weekly).getByRole('row', { name: /15 mars/ })).toHaveTextContent('48,00');
    expect(within(weekly).getByRole('row', { name: /15 mars/ })).toHaveTextContent('−12,00');
    expect(screen.getByText('1 absent sur 2 participants attendus.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Séances terminées avec des absents' })).toHaveTextContent(
      'lundi 15 mars 2027, 18 h 00',
    );
    expect(screen.getAllByRole('button', { name: /^Télécharger .* en CSV$/ })).toHaveLength(3);
  });
});
