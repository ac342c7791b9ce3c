import { clearToasts, showToast } from '@multisalle/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from './Toaster';

let smallScreen = false;
const mediaListeners = new Set<() => void>();

function setScreen(small: boolean) {
  smallScreen = small;
  for (const listener of mediaListeners) listener();
}

beforeEach(() => {
  smallScreen = false;
  // jsdom has no matchMedia: a small stand-in answering the 640 px query.
  window.matchMedia = (query: string) =>
    ({
      media: query,
      get matches() {
        return query.includes('max-width: 640px') && smallScreen;
      },
      addEventListener: (_: string, listener: () => void) => mediaListeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => mediaListeners.delete(listener),
    }) as unknown as MediaQueryList;
});

afterEach(() => {
  act(() => clearToasts());
  mediaListeners.clear();
});

function toaster() {
  return document.querySelector('[data-sonner-toaster]');
}

describe('Toaster', () => {
  it("shows a core toast's message", async () => {
    render(<Toaster />);
    act(() => showToast('success', 'Moyen de paiement mis à jour'));
    expect(await screen.findByText('Moyen de paiement mis à jour')).toBeInTheDocument();
  });

  it('removes the toasts when core clears them', async () => {
    render(<Toaster />);
    act(() => showToast('error', 'Lien déjà utilisé'));
    await screen.findByText('Lien déjà utilisé');
    act(() => clearToasts());
    await waitFor(() => expect(screen.queryByText('Lien déjà utilisé')).not.toBeInTheDocument());
  });

  it('gives each toast a French close button', async () => {
    render(<Toaster />);
    act(() => showToast('info', 'Bonjour'));
    expect(await screen.findByRole('button', { name: 'Fermer la notification' })).toBeInTheDocument();
  });

  it('sits at the top on screens of 640 px or less, bottom right otherwise (spec 1 section 8)', async () => {
    render(<Toaster />);
    act(() => showToast('warning', 'Attention'));
    await screen.findByText('Attention');
    expect(toaster()).toHaveAttribute('data-y-position', 'bottom');
    expect(toaster()).toHaveAttribute('data-x-position', 'right');
    act(() => setScreen(true));
    await waitFor(() => expect(toaster()).toHaveAttribute('data-y-position', 'top'));
    expect(toaster()).toHaveAttribute('data-x-position', 'center');
  });
});
