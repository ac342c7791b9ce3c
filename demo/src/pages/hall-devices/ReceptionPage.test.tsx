import { configure, resetHalls } from '@multisalle/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sha256Hex } from './offline-decision.ts';
import { renderDevicePage } from './render-device.tsx';
import { serveHall, wireSession } from './test-hall-server.ts';
import { DECISION_SHOWN_MS } from './use-entry-check.ts';

afterEach(() => {
  resetHalls();
  configure();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const path = '/salle/padel-park/controle';
const arrivedAt = new Date(Date.now() - 10 * 60_000).toISOString();
const sessions = () => [
  wireSession('r1', 20, {
    court: 'Terrain 2',
    players: [
      ['camille', arrivedAt],
      ['alex', null],
      ['sam', null],
      ['lou', null],
    ],
  }),
];
const allowed = {
  status: 200,
  body: {
    autorise: true,
    motif: 'Entrée autorisée\u00a0: bonne séance\u00a0!',
    participant: { pseudo: 'alex' },
    seance: {
      debut: '2026-11-26T18:00:00+01:00',
      fin: '2026-11-26T19:30:00+01:00',
      terrain: 'Terrain 2',
      sport: 'PADEL',
    },
  },
};

async function typeCode(code: string) {
  await userEvent.type(screen.getByRole('textbox', { name: 'Code saisi à la main' }), code);
  await userEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
}

describe('the reception tablet (/salle/{cle}/controle)', () => {
  it("lists the day's sessions with who has arrived, and ticks a player the stream says came in", async () => {
    const server = serveHall({ sessions });
    renderDevicePage(path, { deviceKey: 'cle-de-test' });
    const day = await screen.findByRole('region', { name: 'Séances du jour' });
    const card = await within(day).findByRole('article');
    expect(within(card).getByRole('heading', { name: 'Terrain 2' })).toBeVisible();
    expect(card).toHaveTextContent('1 joueur sur 4 est arrivé');
    expect(within(card).getByText('camille').closest('li')).toHaveTextContent(/arrivé à \d\dh\d\d/);
    expect(within(card).getByText('alex').closest('li')).toHaveTextContent('attendu');

    await waitFor(() => expect(server.connections).toHaveLength(1));
    act(() =>
      server.connections[0]?.send('entree', {
        idReservation: 'r1',
        pseudo: 'alex',
        arriveLe: new Date().toISOString(),
        terrain: { id: 12, nom: 'Terrain 2' },
        arrives: 2,
        attendus: 4,
      }),
    );
    await waitFor(() => expect(card).toHaveTextContent('2 joueurs sur 4 sont arrivés'));
    expect(within(card).getByText('alex').closest('li')).toHaveTextContent(/arrivé à \d\dh\d\d/);
  });

  it("shows the door's decision on a typed code large, in a live region: allowed, the pseudonym, the motif", async () => {
    const server = serveHall({ sessions, decide: () => allowed });
    renderDevicePage(path, { deviceKey: 'cle-de-test' });
    await screen.findByRole('region', { name: 'Séances du jour' });
    await typeCode('MS1.P.code-de-test');

    const decision = screen.getByRole('region', { name: 'Décision' });
    await waitFor(() => expect(within(decision).getByRole('status')).toHaveTextContent('Entrée autorisée'));
    expect(decision).toHaveAttribute('data-kind', 'allowed');
    expect(within(decision).getByRole('status')).toHaveTextContent('alex');
    // The door's motif, without the verdict it repeats.
    expect(within(decision).getByText('Bonne séance !')).toBeVisible();
    expect(within(decision).queryByText(/Entrée autorisée\s:/)).toBeNull();
    expect(within(decision).getByRole('status')).toHaveTextContent('Terrain 2 · PADEL · 18h00 – 19h30');
    expect(server.scanned).toEqual(['MS1.P.code-de-test']);
    expect(screen.getByRole('textbox', { name: 'Code saisi à la main' })).toHaveValue('');
  });

  it("says a refusal at once (role alert), in red, with the door's motif, then clears for the next person", async () => {
    serveHall({
      sessions,
      decide: () => ({
        status: 200,
        body: {
          autorise: false,
          motif: 'Déjà entré à 18h32.',
          participant: { pseudo: 'alex' },
          seance: null,
        },
      }),
    });
    renderDevicePage(path, { deviceKey: 'cle-de-test' });
    await screen.findByRole('region', { name: 'Séances du jour' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await typeCode('MS1.P.deja-entre');
    const decision = screen.getByRole('region', { name: 'Décision' });
    await waitFor(() => expect(within(decision).getByRole('alert')).toHaveTextContent('Entrée refusée'));
    expect(within(decision).getByRole('alert')).toHaveTextContent('Déjà entré à 18h32.');
    expect(decision).toHaveAttribute('data-kind', 'refused');

    await act(() => vi.advanceTimersByTimeAsync(DECISION_SHOWN_MS + 100));
    expect(within(decision).getByRole('alert')).toBeEmptyDOMElement();
    expect(decision).toHaveTextContent('En attente du prochain QR code');
  });

  it('says in French that there is no camera, and the typed code still works', async () => {
    const server = serveHall({ sessions, decide: () => allowed });
    renderDevicePage(path, { deviceKey: 'cle-de-test' });
    expect(
      await screen.findByText(
        "Aucune caméra n'est disponible sur cet appareil : saisissez le code à la main.",
      ),
    ).toBeVisible();
    await typeCode('MS1.P.sans-camera');
    await waitFor(() => expect(server.scanned).toEqual(['MS1.P.sans-camera']));
    expect(await screen.findByText('Entrée autorisée')).toBeVisible();
  });

  it('says in French that the camera was refused', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: {
        getUserMedia: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
      },
    });
    serveHall({ sessions });
    renderDevicePage(path, { deviceKey: 'cle-de-test' });
    expect(
      await screen.findByText(
        "L'accès à la caméra a été refusé. Autorisez-le dans les réglages du navigateur, ou saisissez le code à la main.",
      ),
    ).toBeVisible();
  });

  it('asks the list again when the stream reconnects (etat), so entries made meanwhile show', async () => {
    let list = sessions();
    const server = serveHall({ sessions: () => list });
    renderDevicePage(path, { deviceKey: 'cle-de-test' });
    const day = await screen.findByRole('region', { name: 'Séances du jour' });
    await within(day).findByText('1 joueur sur 4 est arrivé');
    list = [
      wireSession('r1', 20, {
        players: [
          ['camille', arrivedAt],
          ['alex', arrivedAt],
          ['sam', arrivedAt],
          ['lou', null],
        ],
      }),
    ];
    act(() => server.connections[0]?.end());
    expect(await within(day).findByText('3 joueurs sur 4 sont arrivés', {}, { timeout: 3000 })).toBeVisible();
    expect(server.connections.length).toBeGreaterThanOrEqual(2);
  });

  it("without network decides from the day's manifest, says « Hors connexion », and sends the decisions in one batch once the network is back", async () => {
    const start = Date.now() + 10 * 60_000;
    const line = async (code: string, pin: string, pseudo: string) => ({
      empreinte: await sha256Hex(code),
      empreintePin: await sha256Hex(pin),
      pseudo,
      ouverture: new Date(start - 30 * 60_000).toISOString(),
      debut: new Date(start).toISOString(),
      fin: new Date(start + 60 * 60_000).toISOString(),
      terrain: 'Terrain 2',
      sport: 'PADEL',
      entreLe: null,
    });
    const manifest = {
      date: '2026-11-26',
      algorithme: 'sha256',
      ouvertureAvantMinutes: 30,
      genereLe: new Date().toISOString(),
      entrees: [await line('MS1.P.alex', '111111', 'alex'), await line('MS1.P.lou', '042917', 'lou')],
      annulations: [],
    };
    let isOffline = false;
    const server = serveHall({ sessions, manifest: () => manifest, isOffline: () => isOffline });
    renderDevicePage(path, { deviceKey: 'cle-de-test' });
    await screen.findByRole('region', { name: 'Séances du jour' });
    await waitFor(() => expect(server.calls.some((call) => call.includes('/manifeste?date='))).toBe(true));

    isOffline = true;
    await typeCode('MS1.P.alex');
    const decision = screen.getByRole('region', { name: 'Décision' });
    await waitFor(() => expect(within(decision).getByRole('status')).toHaveTextContent('Entrée autorisée'));
    expect(within(decision).getByRole('status')).toHaveTextContent('décidé hors connexion');
    expect(within(decision).getByRole('status')).toHaveTextContent('alex');
    expect(screen.getByText('Hors connexion')).toBeVisible();

    await userEvent.type(screen.getByRole('textbox', { name: 'Code PIN' }), '042917{Enter}');
    await waitFor(() => expect(within(decision).getByRole('status')).toHaveTextContent('lou'));

    await typeCode('MS1.P.alex');
    await waitFor(() =>
      expect(within(decision).getByRole('alert')).toHaveTextContent(/Déjà entré à \d\dh\d\d\./),
    );
    expect(server.scanned).toEqual([]);

    isOffline = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(server.batches).toHaveLength(1));
    const [batch] = server.batches as { entrees: { code: string; autorise: boolean }[] }[];
    expect(batch?.entrees.map(({ code, autorise }) => [code, autorise])).toEqual([
      ['MS1.P.alex', true],
      ['042917', true],
      ['MS1.P.alex', false],
    ]);
    await waitFor(() => expect(screen.queryByText('Hors connexion')).toBeNull());
  });
});
