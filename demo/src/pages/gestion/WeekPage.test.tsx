import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mondayOf, shortDayText } from './format.ts';
import { renderConsole, signInTab, wireHall } from './test-support.tsx';

let cleanup = () => {};
afterEach(() => cleanup());

const HALL = '/api/gestion/salles/padel-park';
const zones = [
  { idZone: 1, libelle: 'Terrain 1', zonesPartagees: [3] },
  { idZone: 2, libelle: 'Terrain 2', zonesPartagees: [] },
  { idZone: 3, libelle: 'Grand terrain', zonesPartagees: [1] },
];
const session = (idZone: number, date: string) => ({
  idReservation: `r-${idZone}-${date}`,
  idZone,
  sport: 'PADEL',
  debut: `${date}T19:00:00+01:00`,
  fin: `${date}T20:30:00+01:00`,
  placesMax: 4,
  organisateur: null,
  participants: [],
  guichet: null,
});

/** The week of Monday 15 March 2027: two sessions on court 1 on Tuesday, the big court closed on Thursday. */
function weekDays(monday: string) {
  const days = [0, 1, 2, 3, 4, 5, 6].map((offset) => {
    const date = new Date(Date.parse(`${monday}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    return { date, zones, seances: [] as unknown[], fermetures: [] as unknown[] };
  });
  days[1]?.seances.push(session(1, days[1].date), { ...session(1, days[1].date), idReservation: 'r-2' });
  days[3]?.fermetures.push({
    id: 9,
    idZone: 3,
    debut: `${days[3].date}T08:00:00+01:00`,
    fin: `${days[3].date}T12:00:00+01:00`,
    motif: 'Scolaires',
    serie: null,
  });
  return days;
}

describe('/gestion/:cle/semaine, the week', () => {
  it("counts each court's sessions day by day, marks closures (and the courts sharing their ground), and links each day", async () => {
    signInTab();
    const days = weekDays('2027-03-15');
    const site = renderConsole('/gestion/padel-park/semaine?du=2027-03-17', {
      'GET /api/gestion/moi': {
        status: 200,
        body: { email: 'lea@salle.fr', salles: [wireHall('padel-park', 'accueil')] },
      },
      [`GET ${HALL}/semaine`]: { status: 200, body: { jours: days } },
    });
    cleanup = site.cleanup;
    expect(await screen.findByRole('heading', { level: 1, name: 'La semaine' })).toBeInTheDocument();
    expect(screen.getByText('Semaine du lundi 15 mars 2027')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Les séances de chaque terrain, jour par jour' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((cell) => cell.textContent)).toEqual([
      'Terrain',
      ...days.map((day) => shortDayText(day.date)),
    ]);
    expect(within(table).getByRole('link', { name: 'mardi 16 mars 2027' })).toHaveAttribute(
      'href',
      '/gestion/padel-park?date=2027-03-16',
    );
    const row = (court: string) =>
      within(table).getByRole('rowheader', { name: court }).closest('tr') as HTMLElement;
    const cells = (court: string) =>
      within(row(court))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Terrain 1')).toEqual([
      'Aucune séance',
      '2 séances',
      'Aucune séance',
      'Aucune séanceFermé',
      'Aucune séance',
      'Aucune séance',
      'Aucune séance',
    ]);
    expect(cells('Grand terrain')[3]).toBe('Aucune séanceFermé');
    expect(cells('Terrain 2')[3]).toBe('Aucune séance');
    // One call for the seven days, from the asked day's Monday.
    const asked = site.server.requests.filter((request) => request.path.startsWith(HALL));
    expect(asked.map((request) => new URL(request.url, 'http://localhost').searchParams.get('du'))).toEqual([
      '2027-03-15',
    ]);
  });

  it('moves a week at a time and back to this week', async () => {
    signInTab();
    const user = userEvent.setup({ delay: null });
    const week = (monday: number) => [0, 1, 2, 3, 4, 5, 6].map((day) => `2027-03-${monday + day}`);
    const answers = [week(15), week(22), week(15)];
    let read = 0;
    const site = renderConsole('/gestion/padel-park/semaine?du=2027-03-15', {
      'GET /api/gestion/moi': {
        status: 200,
        body: { email: 'lea@salle.fr', salles: [wireHall('padel-park', 'gestionnaire')] },
      },
      // As the server answers: the asked week, the next one, then this week in the hall (today the 18th).
      [`GET ${HALL}/semaine`]: () => ({
        status: 200,
        body: {
          jours: (answers[read++] ?? week(15)).map((date) => ({ date, zones, seances: [], fermetures: [] })),
        },
      }),
    });
    cleanup = site.cleanup;
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: /Semaine suivante/ }));
    expect(await screen.findByText('Semaine du lundi 22 mars 2027')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Cette semaine/ }));
    // Without a date the server answers the hall's week (its today is the 18th).
    expect(await screen.findByText('Semaine du lundi 15 mars 2027')).toBeInTheDocument();
    expect(read).toBe(3);
    const asked = site.server.requests.filter((request) => request.path.startsWith(HALL));
    expect(asked.map((request) => new URL(request.url, 'http://localhost').searchParams.get('du'))).toEqual([
      '2027-03-15',
      '2027-03-22',
      null,
    ]);
    expect(mondayOf('2027-03-21')).toBe('2027-03-15');
    expect(mondayOf('2027-03-22')).toBe('2027-03-22');
  });
});
