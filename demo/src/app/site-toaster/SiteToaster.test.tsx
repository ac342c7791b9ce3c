import { clearToasts, showToast } from '@multisalle/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { noteNavigation } from '../after-first-paint.tsx';
import { holdToasts } from './held-toasts.ts';
import { SiteToaster } from './SiteToaster.tsx';

/**
 * sonner comes in a chunk of its own after the first paint; toasts asked for before are held and
 * shown, none lost, and a clear empties what is held. Module state: one page life, in order.
 */
describe('SiteToaster (sonner after the first paint, toasts held until then)', () => {
  it('shows the toasts asked for before sonner was loaded, not the cleared ones', async () => {
    noteNavigation();
    holdToasts();
    showToast('info', 'Effacée avant le chargement');
    clearToasts();
    showToast('success', 'Réservation confirmée');
    showToast('error', "Le créneau n'est plus disponible");
    render(<SiteToaster />);

    expect(await screen.findByText('Réservation confirmée')).toBeInTheDocument();
    expect(screen.getByText("Le créneau n'est plus disponible")).toBeInTheDocument();
    expect(screen.queryByText('Effacée avant le chargement')).not.toBeInTheDocument();

    // Once loaded, a new toast goes to sonner directly (nothing held any more).
    showToast('warning', 'Votre session expire bientôt');
    expect(await screen.findByText('Votre session expire bientôt')).toBeInTheDocument();
  });
});
