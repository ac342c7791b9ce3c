import { accountMessages, configure, onToast, resetConfig, type ToastMessage } from '@multisalle/core';
import { fakeServer, type Reply } from '@multisalle/core/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { v2Token } from '../account/test-support.tsx';
import { MyDataDownload } from './MyDataDownload.tsx';

const toasts: ToastMessage[] = [];
const { createObjectURL, revokeObjectURL } = URL;
const saved: { fileName: string; blob: Blob }[] = [];
let stopToasts: () => void = () => undefined;

beforeEach(() => {
  // jsdom has no object URLs and does not download: record what the page asks the browser to save.
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.getAttribute('href') ?? '');
    if (blob) saved.push({ fileName: this.download, blob });
  });
  stopToasts = onToast((toast) => toasts.push(toast));
});
afterEach(() => {
  stopToasts();
  toasts.length = 0;
  saved.length = 0;
  vi.restoreAllMocks();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  resetConfig();
  localStorage.clear();
});

/** The card in MON COMPTE, signed in as user 12, against a server answering the export with `reply`. */
function renderCard(reply: () => Reply | Promise<Reply>) {
  localStorage.setItem('token', v2Token());
  const server = fakeServer({ 'GET /api/v2/user/mes-donnees': reply });
  configure({ fetch: server.fetch });
  const router = createMemoryRouter([{ path: '/profile', element: <MyDataDownload /> }], {
    initialEntries: ['/profile'],
  });
  render(<RouterProvider router={router} />);
  return server;
}

describe('MES DONNÉES: « Télécharger mes données » (RGPD)', () => {
  it('downloads the export as a JSON file; the button is busy while the server prepares it', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const server = renderCard(() => new Promise<Reply>((resolve) => (answer = resolve)));
    const button = screen.getByRole('button', { name: 'TÉLÉCHARGER MES DONNÉES' });
    await userEvent.click(button);

    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Préparation de votre fichier…');
    expect(server.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: '/api/v2/user/mes-donnees',
      authorization: expect.stringMatching(/^Bearer /),
    });

    answer({ status: 200, body: { resume: { titre: 'Vos données Multisalle' }, version: 1 } });
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.fileName).toMatch(/^mes-donnees-multisalle-\d{4}-\d{2}-\d{2}\.json$/);
    expect(JSON.parse((await saved[0]?.blob.text()) ?? '')).toEqual({
      resume: { titre: 'Vos données Multisalle' },
      version: 1,
    });
    expect(button).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(toasts).toEqual([]);
    expect(screen.getByRole('link', { name: 'Ce que nous gardons et combien de temps' })).toHaveAttribute(
      'href',
      '/politique-de-confidentialite',
    );
  });

  it("says in French when the hour's downloads are used up (429), and saves nothing", async () => {
    const limit = "Vous avez déjà téléchargé vos données plusieurs fois dans l'heure : réessayez plus tard.";
    renderCard(() => ({ status: 429, body: { description: limit } }));
    await userEvent.click(screen.getByRole('button', { name: 'TÉLÉCHARGER MES DONNÉES' }));
    await waitFor(() => expect(toasts.map((t) => [t.kind, t.message])).toEqual([['error', limit]]));
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: 'TÉLÉCHARGER MES DONNÉES' })).toBeEnabled();
  });

  it('shows a French error toast when the server fails', async () => {
    renderCard(() => ({ status: 500, body: { description: 'Une erreur interne est survenue.' } }));
    await userEvent.click(screen.getByRole('button', { name: 'TÉLÉCHARGER MES DONNÉES' }));
    await waitFor(() => expect(toasts.map((t) => t.message)).toEqual([accountMessages.myDataFailed]));
    expect(accountMessages.myDataFailed).toBe(
      'Le téléchargement de vos données a échoué, veuillez réessayer.',
    );
    expect(saved).toEqual([]);
  });
});
