import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderConsole, signInTab, wireHall } from './test-support.tsx';

let cleanup = () => {};
afterEach(() => cleanup());

const HALL = '/api/gestion/salles/padel-park';
const wireNews = (idActualite: number, titre: string, more: Record<string, unknown> = {}) => ({
  idActualite,
  slug: titre.toLowerCase().replace(/[^a-z]+/g, '-'),
  titre,
  resume: `Le résumé de ${titre}.`,
  chemin: '/multisalle/padel-park',
  publieeLe: '2026-12-02T09:00:00.000Z',
  retireeLe: null,
  ...more,
});
const listed = [
  wireNews(2, 'Tournoi de Noel'),
  wireNews(1, 'Horaires d ete', { retireeLe: '2026-09-03T08:00:00.000Z' }),
];

function open(routes: Record<string, unknown> = {}, role: 'gestionnaire' | 'accueil' = 'gestionnaire') {
  signInTab();
  const site = renderConsole('/gestion/padel-park/actualites', {
    'GET /api/gestion/moi': {
      status: 200,
      body: { email: 'lea@salle.fr', salles: [wireHall('padel-park', role)] },
    },
    [`GET ${HALL}/actualites`]: { status: 200, body: { actualites: listed } },
    ...(routes as object),
  });
  cleanup = site.cleanup;
  return site;
}

describe("/gestion/:cle/actualites, the hall's news", () => {
  it('lists the news, newest first, with their link, day and state, in the nav for a manager', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Les actualités de la salle' });
    expect(screen.getByRole('link', { name: 'Actualités' })).toHaveAttribute('aria-current', 'page');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Tournoi de NoelLe résumé de Tournoi de Noel.',
      '/multisalle/padel-park',
      '2 décembre 2026',
      'Publiée',
      'Retirer',
    ]);
    expect(within(rows[1] as HTMLElement).getByText('le 3 septembre 2026')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).queryByRole('button')).toBeNull();
  });

  it('checks before sending, publishes, and says the players will hear of it once', async () => {
    const site = open({
      [`POST ${HALL}/actualites`]: { status: 201, body: wireNews(3, 'Nocturne padel') },
    });
    const form = await screen.findByRole('form', { name: 'Publier une actualité' });
    await userEvent.type(within(form).getByLabelText('Lien (facultatif)'), 'https://ailleurs.example');
    await userEvent.click(within(form).getByRole('button', { name: 'PUBLIER' }));
    expect(within(form).getByText('Saisissez un titre (120 caractères au plus).')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Résumé' })).toHaveAccessibleDescription(
      '0\u00a0/ 400\u00a0caractères Saisissez un résumé (400 caractères au plus).',
    );
    expect(within(form).getByRole('textbox', { name: 'Titre' })).toHaveFocus();
    expect(site.server.requests.some((request) => request.method === 'POST')).toBe(false);

    await userEvent.type(within(form).getByRole('textbox', { name: 'Titre' }), 'Nocturne padel');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Résumé' }), 'Vendredi soir.');
    await userEvent.clear(within(form).getByLabelText('Lien (facultatif)'));
    await userEvent.click(within(form).getByRole('button', { name: 'PUBLIER' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Actualité « Nocturne padel » publiée : les joueurs de la salle qui ont choisi les nouvelles la recevront une fois.',
    );
    expect(site.server.requests.find((request) => request.method === 'POST')?.body).toEqual({
      titre: 'Nocturne padel',
      resume: 'Vendredi soir.',
    });
    const table = screen.getByRole('table', { name: 'Les actualités de la salle' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(form).getByRole('textbox', { name: 'Titre' })).toHaveValue('');
  });

  it("says when the item was already published, and puts a server's refusal on its field", async () => {
    let answer: { status: number; body: unknown } = { status: 200, body: listed[0] };
    open({ [`POST ${HALL}/actualites`]: () => answer });
    const form = await screen.findByRole('form', { name: 'Publier une actualité' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Titre' }), 'Tournoi de Noel');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Résumé' }), 'Encore.');
    await userEvent.click(within(form).getByRole('button', { name: 'PUBLIER' }));
    expect(
      await screen.findByText(/était déjà publiée : rien n'est envoyé de nouveau\.$/),
    ).toBeInTheDocument();

    answer = {
      status: 422,
      body: {
        description: 'La requête contient des données invalides.',
        violations: [{ propertyPath: 'slug', message: "Le slug s'écrit en minuscules, chiffres et tirets." }],
      },
    };
    await userEvent.type(within(form).getByRole('textbox', { name: 'Titre' }), '!!!');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Résumé' }), 'R');
    await userEvent.click(within(form).getByRole('button', { name: 'PUBLIER' }));
    const title = within(form).getByRole('textbox', { name: 'Titre' });
    expect(
      await within(form).findByText("Le slug s'écrit en minuscules, chiffres et tirets."),
    ).toBeInTheDocument();
    expect(title).toHaveValue('!!!');
    // The field takes the focus once the message is drawn (an effect after that render).
    await waitFor(() => expect(title).toHaveFocus());
  });

  it('withdraws an item after a confirmation: the row says when and takes the focus', async () => {
    const site = open({
      [`DELETE ${HALL}/actualites/2`]: {
        status: 200,
        body: { ...listed[0], retireeLe: '2026-12-07T10:30:00.000Z' },
      },
    });
    const table = await screen.findByRole('table', { name: 'Les actualités de la salle' });
    await userEvent.click(
      within(table).getByRole('button', { name: "Retirer l'actualité «\u00a0Tournoi de Noel\u00a0»" }),
    );
    expect(within(table).getByText(/Ce qui est déjà parti reste parti/)).toBeInTheDocument();
    expect(site.server.requests.some((request) => request.method === 'DELETE')).toBe(false);
    await userEvent.click(within(table).getByRole('button', { name: 'Confirmer le retrait' }));
    expect((await within(table).findByText('le 7 décembre 2026')).parentElement).toHaveFocus();
    expect(within(table).getByText('le 7 décembre 2026').parentElement).toHaveTextContent(
      'Retirée le 7 décembre 2026',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      "Actualité « Tournoi de Noel » retirée : plus rien n'en part.",
    );
  });

  it("hides the page from a receptionist's nav, and says the server's 403", async () => {
    open(
      {
        [`GET ${HALL}/actualites`]: {
          status: 403,
          body: { description: 'Votre rôle dans cette salle ne permet pas cette action.' },
        },
      },
      'accueil',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Votre rôle dans cette salle ne permet pas cette action.',
    );
    expect(screen.queryByRole('link', { name: 'Actualités' })).toBeNull();
  });
});
