import { configure, firstOfMonth, resetHalls } from '@multisalle/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderDevicePage } from './render-device.tsx';
import { etat, serveHall, wireSession } from './test-hall-server.ts';

afterEach(() => {
  resetHalls();
  configure();
});

const deviceKey = 'cle-de-test';
const now = () => new Date().toISOString();
const players = (...names: string[]): [string, string | null][] => names.map((name) => [name, null]);

describe('the welcome screen (/salle/{cle}/ecran/accueil)', () => {
  it("shows the coming hour's sessions with pseudonyms, ticked live as players come in", async () => {
    const server = serveHall({
      sessions: () => [
        wireSession('r1', 10, {
          court: 'Terrain 2',
          players: [['camille', now()], ...players('alex', 'sam', 'lou')],
        }),
        wireSession('r2', -30, {
          court: 'Terrain 3',
          courtId: 13,
          sport: 'BADMINTON',
          players: players('max', 'zoé'),
        }),
        wireSession('r3', 90, { court: 'Terrain 4', courtId: 14, players: players('tard') }),
      ],
    });
    renderDevicePage('/salle/padel-park/ecran/accueil', { deviceKey });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Séances de la prochaine heure' }),
    ).toBeVisible();
    const first = (await screen.findByRole('heading', { level: 2, name: 'Terrain 2' })).closest('article');
    if (!first) throw new Error('no card');
    expect(first).toHaveTextContent('1 joueur sur 4 est arrivé');
    expect(within(first).getByText('camille')).toBeVisible();
    const underWay = screen.getByRole('heading', { level: 2, name: 'Terrain 3' }).closest('article');
    expect(underWay).toHaveTextContent('En cours');
    expect(underWay).toHaveTextContent("Aucun joueur sur 2 n'est arrivé");
    // A session starting in an hour and a half is not « the coming hour ».
    expect(screen.queryByRole('heading', { name: 'Terrain 4' })).toBeNull();

    act(() =>
      server.connections[0]?.send('entree', {
        idReservation: 'r1',
        pseudo: 'alex',
        arriveLe: now(),
        terrain: { id: 12, nom: 'Terrain 2' },
        arrives: 2,
        attendus: 4,
      }),
    );
    await waitFor(() => expect(first).toHaveTextContent('2 joueurs sur 4 sont arrivés'));
    expect(within(first).getByText('alex').closest('li')).toHaveAttribute('data-arrived', 'true');
  });

  it('says « Reconnexion… » while the stream is down, and catches up from the etat of the new connection', async () => {
    let list = [wireSession('r1', 10, { players: players('camille', 'alex') })];
    const server = serveHall({ sessions: () => list });
    renderDevicePage('/salle/padel-park/ecran/accueil', { deviceKey });
    await screen.findByText("Aucun joueur sur 2 n'est arrivé");
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    // The server side stops answering: the next connection waits (the fake's retry is 20 ms).
    list = [
      wireSession('r1', 10, {
        players: [
          ['camille', now()],
          ['alex', now()],
        ],
      }),
    ];
    act(() => server.connections[0]?.end());
    await waitFor(() => expect(status).toHaveTextContent('Reconnexion…'));
    expect(await screen.findByText('2 joueurs sur 2 sont arrivés', {}, { timeout: 3000 })).toBeVisible();
    await waitFor(() => expect(status).toBeEmptyDOMElement());
  });

  it("shows the hall's clock and its French date", async () => {
    serveHall();
    renderDevicePage('/salle/padel-park/ecran/accueil', { deviceKey });
    expect(await screen.findByText("Aucune séance dans l'heure qui vient.")).toBeVisible();
    const date = firstOfMonth(
      new Intl.DateTimeFormat('fr-FR', {
        timeZone: 'Europe/Paris',
        weekday: 'long',
        day: 'numeric',
        month: 'long',
      }).format(new Date()),
    );
    expect(screen.getByText(date)).toBeVisible();
    expect(document.querySelector('time')?.textContent).toMatch(/^\d\d:\d\d$/);
  });
});

describe('the entry screen (/salle/{cle}/ecran/entree)', () => {
  it('announces a session the clock says starts in 5 minutes, and lists the next ones', async () => {
    const server = serveHall({
      onConnect: (connection) => {
        connection.send(
          'etat',
          etat([wireSession('r9', 45, { court: 'Terrain 5', courtId: 15, sport: 'BADMINTON' })]),
        );
      },
    });
    renderDevicePage('/salle/padel-park/ecran/entree', { deviceKey });
    const next = await screen.findByRole('region', { name: 'Prochaines séances' });
    expect(await within(next).findByText('Terrain 5')).toBeVisible();
    const start = Date.now() + 5 * 60_000;
    act(() =>
      server.connections[0]?.send('seance', {
        moment: 'debut-proche',
        idReservation: 'r1',
        terrain: { id: 12, nom: 'Terrain 2' },
        sport: { id: 3, nom: 'PADEL' },
        debut: new Date(start).toISOString(),
        fin: new Date(start + 3_600_000).toISOString(),
        minutes: 5,
      }),
    );
    expect(
      await screen.findByText('Terrain 2 : votre séance de padel commence dans 5 minutes'),
    ).toBeVisible();
  });

  it("announces a session of the list near its start even if the clock's event was missed, and « maintenant » once started", async () => {
    serveHall({
      sessions: () => [
        wireSession('r1', 3, { court: 'Terrain 2', sport: 'PADEL' }),
        wireSession('r2', -1, { court: 'Terrain 3', courtId: 13, sport: 'BADMINTON' }),
      ],
    });
    renderDevicePage('/salle/padel-park/ecran/entree', { deviceKey });
    expect(
      await screen.findByText('Terrain 2 : votre séance de padel commence dans 3 minutes'),
    ).toBeVisible();
    expect(screen.getByText('Terrain 3 : votre séance de badminton commence maintenant')).toBeVisible();
  });
});

describe('the court screen (/salle/{cle}/ecran/terrain/{terrain})', () => {
  it('shows the live score its tablet sends, large, with the current game', async () => {
    const server = serveHall({
      sessions: () => [
        wireSession('r1', -20, { court: 'Terrain 2', courtId: 12, players: players('camille', 'alex') }),
      ],
    });
    renderDevicePage('/salle/padel-park/ecran/terrain/12', { deviceKey });
    expect(await screen.findByRole('heading', { level: 1, name: 'Terrain 2' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Séance en cours' })).toHaveTextContent('camille · alex');
    act(() =>
      server.connections[0]?.send('score', {
        terrain: { id: 12, nom: 'Terrain 2' },
        idReservation: 'r1',
        equipes: [{ nom: 'Les Bleus' }, { nom: 'Les Rouges' }],
        periodes: [
          { equipe1: 6, equipe2: 4 },
          { equipe1: 3, equipe2: 5 },
        ],
        enCours: { equipe1: '30', equipe2: 'AV' },
        termine: false,
        majLe: now(),
      }),
    );
    const table = await screen.findByRole('table', { name: 'Score' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Les Bleus6330');
    expect(rows[2]).toHaveTextContent('Les Rouges45AV');
    expect(within(table).getByRole('columnheader', { name: 'Jeu en cours' })).toBeVisible();
  });

  it('warns 5 minutes before the end of the session, and ignores other courts', async () => {
    const server = serveHall({
      sessions: () => [wireSession('r1', -55, { court: 'Terrain 2', courtId: 12, minutes: 60 })],
    });
    renderDevicePage('/salle/padel-park/ecran/terrain/12', { deviceKey });
    expect(await screen.findByRole('alert')).toHaveTextContent('Fin de la séance dans 5 minutes');
    act(() =>
      server.connections[0]?.send('score', {
        terrain: { id: 13, nom: 'Terrain 3' },
        idReservation: null,
        equipes: [{ nom: 'A' }, { nom: 'B' }],
        periodes: [{ equipe1: 1, equipe2: 0 }],
        enCours: null,
        termine: false,
        majLe: now(),
      }),
    );
    expect(screen.queryByRole('table')).toBeNull();
  });
});
