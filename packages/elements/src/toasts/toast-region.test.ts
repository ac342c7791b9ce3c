import { clearToasts, showToast } from '@multisalle/core';
import { within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attachToastRegion, type MultisalleToastEvent, TOAST_DURATION_MS } from './toast-region';

let host: HTMLElement;
let root: ShadowRoot;
let detach: () => void;

beforeEach(() => {
  host = document.createElement('multisalle-test-host');
  document.body.append(host);
  root = host.attachShadow({ mode: 'open' });
  detach = attachToastRegion(root, host);
});

afterEach(() => {
  detach();
  host.remove();
  vi.useRealTimers();
});

const region = () => within(root as unknown as HTMLElement);

describe('attachToastRegion', () => {
  it('dispatches a bubbling, composed multisalle:toast event with the kind and message', () => {
    const seen: MultisalleToastEvent[] = [];
    const listener = (event: MultisalleToastEvent) => seen.push(event);
    document.addEventListener('multisalle:toast', listener);
    showToast('success', 'Moyen de paiement mis à jour');
    document.removeEventListener('multisalle:toast', listener);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.detail).toEqual({ kind: 'success', message: 'Moyen de paiement mis à jour' });
    expect(seen[0]?.composed).toBe(true);
    expect(seen[0]?.cancelable).toBe(true);
  });

  it('shows info and success in a polite status region, errors and warnings in an alert region', () => {
    showToast('info', 'Bonjour');
    showToast('error', 'Ce créneau est déjà réservé');
    expect(region().getByRole('status')).toHaveTextContent('Bonjour');
    expect(region().getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(region().getByRole('alert')).toHaveTextContent('Ce créneau est déjà réservé');
  });

  it('shows nothing itself when the page calls preventDefault()', () => {
    const handle = (event: MultisalleToastEvent) => event.preventDefault();
    document.addEventListener('multisalle:toast', handle);
    showToast('warning', 'Affiché par la page');
    document.removeEventListener('multisalle:toast', handle);
    expect(region().queryByText('Affiché par la page')).not.toBeInTheDocument();
  });

  it('removes a message after 6 seconds, and all of them when core clears toasts', () => {
    vi.useFakeTimers();
    showToast('success', 'Premier');
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(region().queryByText('Premier')).not.toBeInTheDocument();
    showToast('success', 'Deuxième');
    showToast('error', 'Troisième');
    clearToasts();
    expect(region().queryByText('Deuxième')).not.toBeInTheDocument();
    expect(region().queryByText('Troisième')).not.toBeInTheDocument();
  });

  it('closes a message from its « Fermer la notification » button before its 6 seconds', () => {
    showToast('error', 'Ce créneau est déjà réservé');
    const alert = region().getByRole('alert');
    within(alert).getByRole('button', { name: 'Fermer la notification' }).click();
    expect(region().queryByText('Ce créneau est déjà réservé')).not.toBeInTheDocument();
  });

  it('stops listening and removes its region once detached', () => {
    detach();
    showToast('info', 'Après');
    expect(root.querySelector('.ms-toast-region')).toBeNull();
    detach = () => {};
  });
});
