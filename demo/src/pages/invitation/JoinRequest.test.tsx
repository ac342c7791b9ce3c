import { configure, createMemoryStorage, resetConfig } from '@multisalle/core';
import { fakeV2Server } from '@multisalle/core/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { JoinRequest } from './JoinRequest.tsx';

const id = '0b7e4c1e-0000-4000-8000-000000000001';
const token = 'f'.repeat(32);
const standingPath = `/partie_ouverte/demande/etat?uuidReservation=${id}&jetonPartie=${token}`;
const outside = { niveauMin: 4, niveauMax: 6, niveau: 2.4, dansLaFourchette: false, demande: null };

function useServer(routes: Parameters<typeof fakeV2Server>[0], signedIn = true) {
  const server = fakeV2Server(routes);
  configure({
    apiBase: '/api/v2',
    fetch: server.fetch,
    storage: createMemoryStorage(),
    getToken: () => (signedIn ? 'jeton' : null),
  });
  return server;
}

afterEach(() => resetConfig());

describe('JoinRequest', () => {
  it('offers « Demander à rejoindre » to a player outside the range, sends it and says so', async () => {
    let asked = false;
    const server = useServer({
      [`GET ${standingPath}`]: () => ({
        status: 200,
        body: asked ? { ...outside, demande: 'requested' } : outside,
      }),
      'POST /partie_ouverte/demande': () => {
        asked = true;
        return { status: 200, body: { succes: true } };
      },
    });
    render(<JoinRequest reservationId={id} token={token} />);
    expect(
      await screen.findByText(
        "Votre niveau (2,4) n'est pas dans la fourchette de cette partie (niveaux 4 à 6) : demandez à l'organisateur de vous accepter.",
      ),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Demander à rejoindre' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      "Votre demande est envoyée à l'organisateur. Vous recevrez sa réponse par e-mail.",
    );
    expect(screen.queryByRole('button', { name: 'Demander à rejoindre' })).toBeNull();
    expect(server.requests.find((call) => call.method === 'POST')?.body).toEqual({
      uuidReservation: id,
      jetonPartie: token,
    });
  });

  it('says where a request stands: accepted, declined', async () => {
    useServer({ [`GET ${standingPath}`]: { status: 200, body: { ...outside, demande: 'approved' } } });
    const { unmount } = render(<JoinRequest reservationId={id} token={token} />);
    expect(
      await screen.findByText("L'organisateur a accepté votre demande : vous pouvez rejoindre la partie."),
    ).toBeInTheDocument();
    unmount();
    useServer({ [`GET ${standingPath}`]: { status: 200, body: { ...outside, demande: 'declined' } } });
    render(<JoinRequest reservationId={id} token={token} />);
    expect(
      await screen.findByText("L'organisateur a refusé votre demande pour cette partie."),
    ).toBeInTheDocument();
  });

  it('shows nothing to a visitor, nor to a player whose level fits', async () => {
    const server = useServer({}, false);
    const { container, unmount } = render(<JoinRequest reservationId={id} token={token} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container).toBeEmptyDOMElement();
    expect(server.requests).toEqual([]);
    unmount();
    useServer({
      [`GET ${standingPath}`]: { status: 200, body: { ...outside, niveau: 5, dansLaFourchette: true } },
    });
    const fits = render(<JoinRequest reservationId={id} token={token} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fits.container).toBeEmptyDOMElement();
  });
});
