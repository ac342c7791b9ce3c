// What every element a visitor cannot use signed out does (the cart, the payment means): one test body.
import { configure } from '@multisalle/core';
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** The element's button with this text, in its shadow root. */
export function shadowButton(element: Element | null, name: string): HTMLButtonElement | undefined {
  return [...(element?.shadowRoot?.querySelectorAll('button') ?? [])].find(
    (button) => button.textContent === name,
  );
}

/**
 * Mounts `<tag>` for a visitor on a partner page (api-base and signup-url set), presses its CONNEXION and
 * checks the planning's « Connexion requise » dialog: CONNEXION to the API's site, INSCRIPTION to the page's
 * signup-url, one `multisalle:login-required` for the press. Gives the element's shadow root before the press
 * for the caller's own checks.
 */
export async function expectSignInAskedOfVisitor(tag: string, beforePress?: (shadow: ShadowRoot) => void) {
  configure({ getToken: () => null });
  document.body.innerHTML = `<${tag} api-base="https://salle.example.fr/api/v2" signup-url="/inscription"></${tag}>`;
  const element = document.querySelector(tag);
  const heard: unknown[] = [];
  const listen = (event: Event) => heard.push((event as CustomEvent).detail);
  document.addEventListener('multisalle:login-required', listen);
  try {
    const button = await waitFor(() => {
      const found = shadowButton(element, 'CONNEXION');
      if (!found) throw new Error('no CONNEXION yet');
      return found;
    });
    if (element?.shadowRoot) beforePress?.(element.shadowRoot);
    button.click();
    const dialog = await waitFor(() => {
      const found = element?.shadowRoot?.querySelector('[role="dialog"]');
      if (!found) throw new Error('no dialog yet');
      return found;
    });
    expect(dialog.textContent).toContain('Veuillez vous connecter pour effectuer une réservation.');
    const links = [...dialog.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['CONNEXION', 'https://salle.example.fr/signin'],
      ['INSCRIPTION', '/inscription'],
    ]);
    expect(heard).toEqual([{ loginUrl: 'https://salle.example.fr/signin', signupUrl: '/inscription' }]);
  } finally {
    document.removeEventListener('multisalle:login-required', listen);
  }
}

/**
 * On the mobile app's page (its handshake `window.MultisalleAppHost` present), `<tag>` asks no visitor to
 * sign in: it shows its empty state (`emptyText`) and the app is asked instead.
 */
export async function expectNoSignInInTheApp(tag: string, emptyText: string) {
  configure({ getToken: () => null });
  const scope = window as { MultisalleAppHost?: unknown };
  scope.MultisalleAppHost = { tell: () => undefined };
  try {
    document.body.innerHTML = `<${tag}></${tag}>`;
    const shadow = document.querySelector(tag)?.shadowRoot;
    await waitFor(() => expect(shadow?.textContent).toContain(emptyText));
    expect(shadow?.textContent).not.toContain('CONNEXION');
  } finally {
    delete scope.MultisalleAppHost;
  }
}
