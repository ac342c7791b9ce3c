import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteUpdateOffer } from './SiteUpdateOffer.tsx';
import { $siteUpdate } from './update-state.ts';

afterEach(() => {
  $siteUpdate.set(null);
  vi.useRealTimers();
});

describe('the offer of a new version', () => {
  it('shows nothing until a new version waits, then « Mettre à jour » takes it', async () => {
    const user = userEvent.setup();
    const takeUpdate = vi.fn(async () => undefined);
    render(<SiteUpdateOffer />);
    expect(screen.queryByRole('region')).toBeNull();
    act(() => $siteUpdate.set(takeUpdate));
    const offer = await screen.findByRole('region', { name: 'Une nouvelle version est disponible' });
    await user.click(screen.getByRole('button', { name: 'Mettre à jour' }));
    expect(takeUpdate).toHaveBeenCalledOnce();
    // Once asked, the button says the update is under way and cannot be pressed twice.
    expect(screen.getByRole('button', { name: 'Mise à jour…' })).toBeDisabled();
    expect(offer).toBeVisible();
  });

  it('« Plus tard » puts the offer away (the new version is then taken at the next open)', async () => {
    const user = userEvent.setup();
    const takeUpdate = vi.fn(async () => undefined);
    $siteUpdate.set(takeUpdate);
    render(<SiteUpdateOffer />);
    await user.click(await screen.findByRole('button', { name: 'Plus tard' }));
    expect(screen.queryByRole('region', { name: 'Une nouvelle version est disponible' })).toBeNull();
    expect(takeUpdate).not.toHaveBeenCalled();
  });

  it("takes the new version at once on a page nobody answers (the hall's screens), without an offer", async () => {
    const takeUpdate = vi.fn(async () => undefined);
    render(<SiteUpdateOffer isUnattended={() => true} />);
    act(() => $siteUpdate.set(takeUpdate));
    expect(takeUpdate).toHaveBeenCalledOnce();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
