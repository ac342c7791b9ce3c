// @vitest-environment jsdom
// The card form's own script, run in jsdom over the page the server renders: field errors, focus, and the
// answer posted to the parent page only.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderFormPage } from './form-page.ts';
import { FORM_SCRIPT } from './form-script.ts';
import type { SandboxFormToken } from './store.ts';

const form: SandboxFormToken = {
  token: 'sbxTOKEN',
  formAction: 'REGISTER',
  amountCents: 0,
  currency: 'EUR',
  orderId: '2f3f527a-9f47-4a45-94d5-ad3ef0dbd437',
  customerReference: '42',
  customerEmail: 'joueur@multisalle.fr',
  createdAt: new Date(),
  expiresAt: new Date(Date.now() + 60_000),
  usedAt: null,
};
const partner = 'https://club-partenaire.example';

/** The page in jsdom as if framed by `partner`, with the sandbox's submit answering `answer`. */
function openPage(answer: { status: number; body: unknown }) {
  const html = renderFormPage(form, partner, '/sandbox-paiement');
  document.documentElement.innerHTML = /<html lang="fr">([\s\S]*)<\/html>/.exec(html)?.[1] ?? '';
  const posted: { message: Record<string, unknown>; targetOrigin: string }[] = [];
  const parent = {
    postMessage: (message: Record<string, unknown>, targetOrigin: string) =>
      posted.push({ message, targetOrigin }),
  };
  vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
  const sent: unknown[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    sent.push(JSON.parse(String(init.body)));
    return { ok: answer.status === 200, status: answer.status, json: async () => answer.body };
  });
  // The script is a classic script: run it as the page would, in the window's global scope.
  new Function(FORM_SCRIPT)();
  const field = (id: string) => document.getElementById(id) as HTMLInputElement;
  const submit = async () => {
    document.querySelector('form')?.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 10));
  };
  return { document, posted, sent, field, submit };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('sandbox form script', () => {
  it('says ready to the parent origin only, and shows French errors on the fields with focus on the first', async () => {
    const page = openPage({
      status: 422,
      body: {
        erreurs: [
          { champ: 'expiration', message: 'Cette carte est expirée.' },
          { champ: 'cvv', message: 'Le cryptogramme doit comporter 3 ou 4 chiffres.' },
        ],
      },
    });
    expect(page.posted[0]).toEqual({
      message: { source: 'multisalle-sandbox', type: 'ready' },
      targetOrigin: partner,
    });
    page.field('numero').value = '4970100000000014';
    await page.submit();
    expect(page.sent[0]).toMatchObject({
      formToken: 'sbxTOKEN',
      numero: '4970100000000014',
      enregistrer: false,
    });
    expect(page.field('expiration').getAttribute('aria-invalid')).toBe('true');
    expect(page.field('numero').hasAttribute('aria-invalid')).toBe(false);
    expect(page.document.getElementById('expiration-erreur')?.textContent).toBe('Cette carte est expirée.');
    expect(page.document.activeElement?.id).toBe('expiration');
  });

  it('posts the signed answer to the parent and closes a paid form', async () => {
    const page = openPage({
      status: 200,
      body: { 'kr-answer': '{"orderStatus":"PAID"}', 'kr-hash': 'abc', orderStatus: 'PAID' },
    });
    await page.submit();
    const answer = page.posted.find((p) => p.message.type === 'answer');
    expect(answer).toEqual({
      message: {
        source: 'multisalle-sandbox',
        type: 'answer',
        'kr-answer': '{"orderStatus":"PAID"}',
        'kr-hash': 'abc',
      },
      targetOrigin: partner,
    });
    expect(page.document.getElementById('statut')?.textContent).toBe('Carte enregistrée.');
    expect(page.document.querySelector('button')?.disabled).toBe(true);
  });

  it('shows a refusal inside the form in its alert region', async () => {
    const page = openPage({
      status: 409,
      body: { message: 'Paiement temporairement refusé, veuillez réessayer.' },
    });
    await page.submit();
    const alert = page.document.getElementById('erreur-formulaire');
    expect(alert?.getAttribute('role')).toBe('alert');
    expect(alert?.textContent).toBe('Paiement temporairement refusé, veuillez réessayer.');
    expect(page.posted.some((p) => p.message.type === 'answer')).toBe(false);
  });
});
