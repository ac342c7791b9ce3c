import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
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

  it("stores 1 on 'Tout refuser' and hides for this visit", async () => {
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Tout refuser' }));
    expect(localStorage.getItem('cookie_value')).toBe('1');
    expect(localStorage.getItem('gtagEnabled')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Gestion des cookies' })).not.toBeInTheDocument();
  });

  it('asks again on a later visit after a refusal, not after an acceptance', () => {
    localStorage.setItem('cookie_value', '1');
    renderBanner();
    expect(screen.getByRole('region', { name: 'Gestion des cookies' })).toBeInTheDocument();
  });

  it('stays hidden once accepted', () => {
    localStorage.setItem('cookie_value', '0');
    renderBanner();
    expect(screen.queryByRole('region', { name: 'Gestion des cookies' })).not.toBeInTheDocument();
  });

  it("stays hidden inside the mobile app's webview", () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the webview sets this cookie; the test plays its part.
    document.cookie = 'mobileApp=true; path=/';
    renderBanner();
    expect(screen.queryByRole('region', { name: 'Gestion des cookies' })).not.toBeInTheDocument();
  });
});
