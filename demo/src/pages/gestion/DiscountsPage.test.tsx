import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { addedCodeText, usesText, validityText, withdrawnCodeText } from './discounts-messages.ts';
import { renderConsole, signInTab, wireHall } from './test-support.tsx';

let cleanup = () => {};
afterEach(() => cleanup());

const HALL = '/api/gestion/salles/padel-park';
const wireCode = (idReduction: number, code: string, more: Record<string, unknown> = {}) => ({
  idReduction,
  code,
  libelle: `Code ${code}`,
  pourcentage: 10,
  montantCentimes: null,
  cumulable: false,
  limiteUtilisations: 10,
  utilisations: 3,
  du: null,
  au: null,
  creeLe: '2026-12-01T09:00:00.000Z',
  retireeLe: null,
  etat: 'active',
  ...more,
});
const listed = [
  wireCode(2, 'NOEL-2026', { du: '2026-12-01', au: '2026-12-31' }),
  wireCode(1, 'PADEL5', {
    pourcentage: null,
    montantCentimes: 500,
    limiteUtilisations: 2,
    utilisations: 2,
    etat: 'epuisee',
    cumulable: true,
  }),
];

function open(routes: Record<string, unknown> = {}, role: 'gestionnaire' | 'accueil' = 'gestionnaire') {
  signInTab();
  const site = renderConsole('/gestion/padel-park/reductions', {
    'GET /api/gestion/moi': {
      status: 200,
      body: { email: 'lea@salle.fr', salles: [wireHall('padel-park', role)] },
    },
    [`GET ${HALL}/reductions`]: { status: 200, body: { reductions: listed } },
    ...(routes as object),
  });
  cleanup = site.cleanup;
  return site;
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 5)
        .map((cell) => cell.textContent),
    );

describe("/gestion/:cle/reductions, the hall's discount codes", () => {
  it("words uses, days and the journal's lines", () => {
    expect(usesText(3, 10)).toBe('utilisé 3\u00a0fois sur 10');
    expect(usesText(1, null)).toBe('utilisé 1\u00a0fois (sans limite)');
    expect(validityText(null, null)).toBe('sans limite de date');
    expect(validityText('2026-12-01', null)).toMatch(/^à partir du .*décembre 2026$/);
    expect(
      addedCodeText({
        code: 'NOEL',
        pourcentage: 10,
        montantCentimes: null,
        limiteUtilisations: 1,
        du: null,
        au: null,
      }),
    ).toBe('NOEL\u00a0: 10\u00a0%, 1\u00a0utilisation au plus, sans limite de date');
    expect(withdrawnCodeText({ code: 'NOEL', utilisations: 3 })).toBe('NOEL (utilisé 3\u00a0fois)');
  });

  it('lists the codes with their uses, days and state, in the nav for a manager', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Les codes de réduction de la salle' });
    expect(screen.getByRole('link', { name: 'Réductions' })).toHaveAttribute('aria-current', 'page');
    const rows = rowsOf(table);
    expect(rows[0]?.slice(0, 3)).toEqual(['NOEL-2026', '10\u00a0%', 'utilisé 3\u00a0fois sur 10']);
    expect(rows[0]?.[3]).toMatch(/^du .*1.* décembre 2026 au .*31 décembre 2026$/);
    expect(rows[0]?.[4]).toBe('Active');
    expect(rows[1]).toEqual([
      'PADEL5',
      '5,00\u00a0€ · cumulable',
      'utilisé 2\u00a0fois sur 2',
      'sans limite de date',
      'Épuisée',
    ]);
  });

  it('checks a new code before sending, sends it, and shows it first', async () => {
    const site = open({
      [`POST ${HALL}/reductions`]: (body: unknown) => ({
        status: 201,
        body: wireCode(3, 'ETE', {
          pourcentage: null,
          montantCentimes: 750,
          utilisations: 0,
          limiteUtilisations: null,
        }),
        sent: body,
      }),
    });
    const form = await screen.findByRole('form', { name: 'Créer un code' });
    await userEvent.type(within(form).getByLabelText('Code'), 'É!');
    await userEvent.click(within(form).getByRole('button', { name: 'CRÉER LE CODE' }));
    expect(within(form).getByLabelText('Code')).toHaveAccessibleDescription(
      expect.stringContaining('Saisissez de 3 à 20 lettres sans accent, chiffres ou tirets.'),
    );
    expect(within(form).getByLabelText('Pourcentage (%)')).toHaveAccessibleDescription(
      'De 1 à 100. Saisissez un pourcentage entier de 1 à 100.',
    );
    expect(within(form).getByLabelText('Code')).toHaveFocus();
    expect(site.server.requests.some((request) => request.method === 'POST')).toBe(false);

    await userEvent.clear(within(form).getByLabelText('Code'));
    await userEvent.type(within(form).getByLabelText('Code'), 'ete');
    await userEvent.click(within(form).getByRole('radio', { name: 'En euros' }));
    await userEvent.type(within(form).getByLabelText('Montant (€)'), '7,50');
    await userEvent.type(within(form).getByLabelText('Au (dernier jour inclus)'), '2027-08-31');
    await userEvent.click(
      within(form).getByRole('checkbox', { name: 'Cumulable avec les autres réductions cumulables' }),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'CRÉER LE CODE' }));
    expect(
      await screen.findByText("Code ETE créé : les joueurs peuvent l'utiliser dès maintenant."),
    ).toBeInTheDocument();
    expect(site.server.requests.find((request) => request.method === 'POST')?.body).toEqual({
      code: 'ete',
      montantCentimes: 750,
      limiteUtilisations: null,
      du: null,
      au: '2027-08-31',
      cumulable: true,
    });
    const table = screen.getByRole('table', { name: 'Les codes de réduction de la salle' });
    expect(rowsOf(table)[0]?.slice(0, 3)).toEqual([
      'ETE',
      '7,50\u00a0€',
      'utilisé 0\u00a0fois (sans limite)',
    ]);
    expect(within(form).getByLabelText('Code')).toHaveValue('');
  });

  it("puts the server's refusal on its field: a code already taken (409) keeps what was typed", async () => {
    open({
      [`POST ${HALL}/reductions`]: {
        status: 409,
        body: { szErreur: 'Le code BIENVENUE10 existe déjà\u00a0: choisissez-en un autre.' },
      },
    });
    const form = await screen.findByRole('form', { name: 'Créer un code' });
    await userEvent.type(within(form).getByLabelText('Code'), 'bienvenue10');
    await userEvent.type(within(form).getByLabelText('Pourcentage (%)'), '5');
    await userEvent.click(within(form).getByRole('button', { name: 'CRÉER LE CODE' }));
    const field = within(form).getByLabelText('Code');
    await screen.findByText('Le code BIENVENUE10 existe déjà : choisissez-en un autre.');
    expect(field).toHaveValue('bienvenue10');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
  });

  it('withdraws a code after a confirmation: the row says « Retirée » and takes the focus', async () => {
    const site = open({
      [`DELETE ${HALL}/reductions/2`]: {
        status: 200,
        body: { ...listed[0], etat: 'retiree', retireeLe: '2026-12-07T10:30:00.000Z' },
      },
    });
    const table = await screen.findByRole('table', { name: 'Les codes de réduction de la salle' });
    await userEvent.click(within(table).getByRole('button', { name: 'Retirer le code NOEL-2026' }));
    expect(
      within(table).getByText(/^Retirer le code NOEL-2026\s\? Les joueurs ne pourront plus/),
    ).toHaveTextContent('ses 3 utilisations restent comptées.');
    expect(site.server.requests.some((request) => request.method === 'DELETE')).toBe(false);
    await userEvent.click(within(table).getByRole('button', { name: 'Confirmer le retrait' }));
    const state = await within(table).findByText('Retirée');
    expect(state).toHaveFocus();
    expect(within(table).queryByRole('button', { name: 'Retirer le code NOEL-2026' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(
      "Code NOEL-2026 retiré : les joueurs ne peuvent plus l'utiliser.",
    );
  });

  it("hides the page from the nav of a receptionist, and says the server's 403", async () => {
    open(
      {
        [`GET ${HALL}/reductions`]: {
          status: 403,
          body: { description: 'Votre rôle dans cette salle ne permet pas cette action.' },
        },
      },
      'accueil',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Votre rôle dans cette salle ne permet pas cette action.',
    );
    expect(screen.queryByRole('link', { name: 'Réductions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });
});
