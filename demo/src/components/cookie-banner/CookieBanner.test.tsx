import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { forgetMobileAppPage } from '../../app/mobile-app.ts';
import { CookieBanner } from './CookieBanner.tsx';

function renderBanner() {
  render(
    <MemoryRouter>
      <CookieBanner />
    </MemoryRouter>,
  );
}

describe('CookieBanner', () => {
  it("stores 0 and enables analytics on 'Tout accepter', then hides", async () => {
    renderBanner();
    expect(screen.getByRole('region', { name: 'Gestion des cookies' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tout accepter' }));
    expect(localStorage.getItem('cookie_value')).toBe('0');
    expect(localStorage.getItem('gtagEnabled')).toBe('true');
    expect(screen.queryByRole('region', { name: 'Gestion des cookies' })).not.toBeInTheDocument();
  });

  it("stores 1 and the date on 'Tout refuser', then hides", async () => {
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Tout refuser' }));
    expect(localStorage.getItem('cookie_value')).toBe('1');
    expect(localStorage.getItem('gtagEnabled')).toBe('false');
    expect(new Date(localStorage.getItem('cookie_date') ?? '').getTime()).toBeGreaterThan(
      Date.now() - 60_000,
    );
    expect(screen.queryByRole('region', { name: 'Gestion des cookies' })).not.toBeInTheDocument();
  });

  it('the 6 months rule: a refusal is kept like an acceptance, the banner asks again only after six months', () => {
    const fiveMonthsAgo = new Date();
    fiveMonthsAgo.setMonth(fiveMonthsAgo.getMonth() - 5);
    localStorage.setItem('cookie_value', '1');
    localStorage.setItem('cookie_date', fiveMonthsAgo.toISOString());
    const { unmount } = render(
      <MemoryRouter>
        <CookieBanner />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('region', { name: 'Gestion des cookies' })).not.toBeInTheDocument();
    unmount();
    const sevenMonthsAgo = new Date();
    sevenMonthsAgo.setMonth(sevenMonthsAgo.getMonth() - 7);
    localStorage.setItem('cookie_date', sevenMonthsAgo.toISOString());
    renderBanner();
    expect(screen.getByRole('region', { name: 'Gestion des cookies' })).toHaveAccessibleDescription(
      /Votre choix, accord ou refus, est conservé six mois sur cet appareil/,
    );
  });

  it('keeps its height free at the foot of the page while it shows, and gives it back once answered', async () => {
    renderBanner();
    expect(document.documentElement.style.getPropertyValue('--cookie-banner-space')).toMatch(/^\d+px$/);
    await userEvent.click(screen.getByRole('button', { name: 'Tout refuser' }));
    expect(document.documentElement.style.getPropertyValue('--cookie-banner-space')).toBe('');
  });

  it('stays hidden once accepted', () => {
    localStorage.setItem('cookie_value', '0');
    renderBanner();
    expect(screen.queryByRole('region', { name: 'Gestion des cookies' })).not.toBeInTheDocument();
  });

  it("stays hidden inside the mobile app's webview", () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the webview sets this cookie; the test plays its part.
    document.cookie = 'mobileApp=true; path=/';
    forgetMobileAppPage();
    renderBanner();
    expect(screen.queryByRole('region', { name: 'Gestion des cookies' })).not.toBeInTheDocument();
  });
});
