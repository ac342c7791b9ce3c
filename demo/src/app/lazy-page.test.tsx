import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyPage, type PageLoader } from './lazy-page.tsx';

const Loaded = () => <h1>Page chargée</h1>;

describe('LazyPage', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a spinner, then the page once its chunk has loaded', async () => {
    render(<LazyPage load={() => Promise.resolve({ default: Loaded })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement de la page');
    expect(await screen.findByRole('heading', { name: 'Page chargée' })).toBeInTheDocument();
  });

  it('offers a retry when the chunk fails, and the retry loads the page', async () => {
    const load = vi
      .fn<PageLoader>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ default: Loaded });
    render(<LazyPage load={load} />);

    expect(await screen.findByText('Le chargement de la page a échoué.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/Vérifiez votre connexion/);
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));

    expect(await screen.findByRole('heading', { name: 'Page chargée' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after 120 s on a chunk that never arrives, and retries on demand', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<PageLoader>()
      .mockReturnValueOnce(new Promise(() => {}))
      .mockResolvedValueOnce({ default: Loaded });
    render(<LazyPage load={load} />);

    await act(() => vi.advanceTimersByTimeAsync(119_999));
    expect(screen.queryByText('Le chargement de la page a échoué.')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('Le chargement de la page a échoué.')).toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'Réessayer' }).click());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('heading', { name: 'Page chargée' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
