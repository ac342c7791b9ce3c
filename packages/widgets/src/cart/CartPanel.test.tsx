import { configure, createMemoryStorage, resetCart, resetConfig } from '@multisalle/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeCartServer, wireLine } from '../../../core/src/stores/cart/test-cart';
import { CartPanel } from './CartPanel';
import { HoldTimer } from './HoldTimer';

function useServer(options: Parameters<typeof fakeCartServer>[0] = {}) {
  const server = fakeCartServer(options);
  configure({
    apiBase: '/api/v2',
    fetch: server.fetch,
    storage: createMemoryStorage(),
    getToken: () => 'jeton',
  });
  return server;
}

afterEach(() => {
  vi.useRealTimers();
  resetCart();
  resetConfig();
});

describe('CartPanel', () => {
  it('shows a spinner, then each line with its day, time range, duration and prices', async () => {
    useServer({
      lines: [wireLine(1, { nbPlaceConseille: 3 })],
      expiresAt: new Date(Date.now() + 14 * 60_000).toISOString(),
    });
    render(<CartPanel />);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement du panier');
    const line = await screen.findByRole('listitem');
    expect(within(line).getByRole('heading', { name: 'PADEL' })).toBeInTheDocument();
    expect(line).toHaveTextContent('PADEL PARK');
    expect(line).toHaveTextContent('lundi 23 novembre de 9h00 à 10h30 (1h30min)');
    expect(line).toHaveTextContent(/16,67\s€ par personne/);
    expect(line).toHaveTextContent(/Total à partager : 50,01\s€/);
    expect(screen.getByText('Vos créneaux sont réservés pour vous encore 14 min')).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });

  it('deletes a line by its named button, reloads, and then says the cart is empty', async () => {
    const server = useServer({ lines: [wireLine(1)] });
    render(<CartPanel />);
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Supprimer PADEL du lundi 23 novembre de 9h00 à 10h30 du panier',
      }),
    );
    expect(await screen.findByText('Aucune réservation dans votre panier')).toBeInTheDocument();
    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toContain(
      'DELETE /panier/supprime/1',
    );
    expect(screen.queryByRole('button', { name: 'VALIDER' })).not.toBeInTheDocument();
  });

  it('sends a place line quantity 1 s after typing, bounded by the places left', async () => {
    const server = useServer({ lines: [wireLine(5, { typeCreneau: 'place', nb_place: 4, tarif: 1000 })] });
    render(<CartPanel />);
    const quantity = await screen.findByRole('spinbutton', { name: 'Nombre de places' });
    expect(quantity).toHaveAttribute('min', '1');
    expect(quantity).toHaveAttribute('max', '4');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.clear(quantity);
    await user.type(quantity, '3');
    expect(server.requests.some((request) => request.method === 'PUT')).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() =>
      expect(server.requests.find((request) => request.method === 'PUT')?.body).toEqual({
        idLigne: 5,
        quantite: 3,
      }),
    );
    expect(await screen.findAllByText(/30,00\s€/)).toHaveLength(2);
  });

  it('leads AJOUTER DES CRÉNEAUX to the hall page and reports VALIDER', async () => {
    useServer({ lines: [wireLine(1)] });
    const onValidate = vi.fn();
    render(<CartPanel addSlotsHref="/multisalle/padel-park" onValidate={onValidate} />);
    await userEvent.click(await screen.findByRole('button', { name: 'VALIDER' }));
    expect(onValidate).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'AJOUTER DES CRÉNEAUX' })).toHaveAttribute(
      'href',
      '/multisalle/padel-park',
    );
  });

  it('opens the discount code modal from its button', async () => {
    useServer({ lines: [wireLine(1)] });
    render(<CartPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'AJOUTER UN CODE RÉDUCTION' }));
    expect(await screen.findByRole('dialog', { name: 'AJOUT CODE RÉDUCTION' })).toBeInTheDocument();
  });
});

describe('HoldTimer', () => {
  it('warns at 2 minutes left, assertively, and offers Prolonger de 15 minutes', async () => {
    const expiresAt = new Date('2026-11-23T10:15:00Z');
    const onExtend = vi.fn();
    render(
      <HoldTimer expiresAt={expiresAt} onExtend={onExtend} now={() => new Date('2026-11-23T10:13:30Z')} />,
    );
    expect(screen.getByText('Vos créneaux sont réservés pour vous encore 2 min')).toBeInTheDocument();
    const warning = screen.getByText(/Plus que 2 minutes/);
    expect(warning.closest('[aria-live]')).toHaveAttribute('aria-live', 'assertive');
    await userEvent.click(screen.getByRole('button', { name: 'Prolonger de 15 minutes' }));
    expect(onExtend).toHaveBeenCalledOnce();
  });

  it('shows no warning with more than 2 minutes left', () => {
    render(
      <HoldTimer
        expiresAt={new Date('2026-11-23T10:15:00Z')}
        onExtend={() => {}}
        now={() => new Date('2026-11-23T10:01:00Z')}
      />,
    );
    expect(screen.getByText('Vos créneaux sont réservés pour vous encore 14 min')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Prolonger de 15 minutes' })).not.toBeInTheDocument();
  });
});
