import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConsole, signInTab, wireHall } from './test-support.tsx';

let cleanup = () => {};
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

type Role = 'proprietaire' | 'gestionnaire' | 'accueil';
const HALL = '/api/gestion/salles/padel-park';
const KEY = 'cle-appareil-0123456789abcdefghijklmnopqrstuv';

const door = {
  idAppareil: 3,
  nom: 'Porte principale',
  portees: ['entree'],
  origine: 'operator',
  creeLe: '2027-03-15T23:30:00.000Z',
  revoqueLe: null,
};
const screenDevice = {
  idAppareil: 4,
  nom: 'Écran du hall',
  portees: ['ecran', 'programme'],
  origine: 'ingest',
  creeLe: '2027-01-10T09:00:00.000Z',
  revoqueLe: '2027-02-01T10:00:00.000Z',
};

const rulesRoutes = (role: Role = 'gestionnaire', overrides: Record<string, unknown> = {}) => ({
  'GET /api/gestion/moi': {
    status: 200,
    body: { email: 'lea@salle.fr', salles: [wireHall('padel-park', role)] },
  },
  [`GET ${HALL}/porte`]: { status: 200, body: { ouvertureMinutesAvant: 30 } },
  [`GET ${HALL}/appareils`]: { status: 200, body: { appareils: [door, screenDevice] } },
  ...overrides,
});

function open(routes: Record<string, unknown>, path = '/gestion/padel-park/regles') {
  signInTab();
  // biome-ignore lint/suspicious/noExplicitAny: the fake server's routes, as each test writes them.
  const site = renderConsole(path, routes as any);
  cleanup = site.cleanup;
  return site;
}

describe("/gestion/:cle/regles, the hall's rules", () => {
  it("shows « Chargement… », then the door's window and the devices in words, dated in Paris", async () => {
    open(rulesRoutes());
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
    const minutes = await screen.findByRole('spinbutton', { name: 'Minutes avant la séance' });
    expect(minutes).toHaveValue(30);
    expect(minutes).toHaveAccessibleDescription(
      'Les joueurs entrent à partir de ce délai avant le début de leur séance.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Règles de la salle' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Règles' })).toHaveAttribute('aria-current', 'page');

    const table = screen.getByRole('table', {
      name: 'Les appareils de la salle et ce que chacun peut faire',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Nom', 'Portées', 'Ajouté le', 'État', 'Actions']);
    const [, live, revoked] = within(table).getAllByRole('row');
    expect(
      within(live as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Porte principale', 'Contrôle des entrées', '16 mars 2027', 'Actif', 'Révoquer']);
    expect(
      within(revoked as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Écran du hall',
      'Écrans, Programme des terrains',
      '10 janvier 2027',
      'Révoqué le 1er février 2027',
      '',
    ]);
    expect(screen.getByRole('button', { name: 'Révoquer Porte principale' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Révoquer Écran du hall' })).toBeNull();
  });

  it("saves the door's window, checks it first, and keeps the server's 422 on the field", async () => {
    let answer: { status: number; body: unknown } = {
      status: 422,
      body: {
        violations: [
          {
            propertyPath: 'ouvertureMinutesAvant',
            message: "La porte s'ouvre au plus 240 minutes avant la séance.",
          },
        ],
      },
    };
    const site = open(rulesRoutes('gestionnaire', { [`PUT ${HALL}/porte`]: () => answer }));
    const user = userEvent.setup({ delay: null });
    const minutes = await screen.findByRole('spinbutton', { name: 'Minutes avant la séance' });

    await user.clear(minutes);
    await user.type(minutes, '300');
    await user.click(screen.getByRole('button', { name: 'ENREGISTRER' }));
    expect(minutes).toHaveAttribute('aria-invalid', 'true');
    expect(minutes).toHaveAccessibleDescription(/Saisissez un nombre entier de minutes, de 0 à 240\./);
    await waitFor(() => expect(minutes).toHaveFocus());
    expect(site.server.requests.some((request) => request.method === 'PUT')).toBe(false);

    await user.clear(minutes);
    await user.type(minutes, '200');
    await user.click(screen.getByRole('button', { name: 'ENREGISTRER' }));
    await waitFor(() =>
      expect(minutes).toHaveAccessibleDescription(/La porte s'ouvre au plus 240 minutes avant la séance\./),
    );
    expect(minutes).toHaveValue(200);

    answer = { status: 200, body: { ouvertureMinutesAvant: 45 } };
    await user.clear(minutes);
    await user.type(minutes, '45');
    await user.click(screen.getByRole('button', { name: 'ENREGISTRER' }));
    expect(
      await screen.findByText(
        'Fenêtre de la porte enregistrée : les joueurs entrent 45 minutes avant leur séance.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(minutes).not.toHaveAttribute('aria-invalid');
    expect(site.server.requests.filter((request) => request.method === 'PUT').map((r) => r.body)).toEqual([
      { ouvertureMinutesAvant: 200 },
      { ouvertureMinutesAvant: 45 },
    ]);
  });

  it("adds a device and shows its key once, to copy, until « J'ai copié la clé »", async () => {
    const added = { ...door, idAppareil: 5, nom: 'Tablette du bar', portees: ['tablette', 'ecran'] };
    const site = open(
      rulesRoutes('proprietaire', {
        [`POST ${HALL}/appareils`]: {
          status: 201,
          body: { ...added, creeLe: '2027-03-20T10:00:00.000Z', cle: KEY },
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'AJOUTER' }));
    const name = screen.getByRole('textbox', { name: "Nom de l'appareil" });
    expect(name).toHaveAccessibleDescription(/Saisissez le nom de l'appareil\./);
    const scopes = screen.getByRole('group', { name: "Ce que l'appareil peut faire" });
    expect(scopes).toHaveAccessibleDescription("Cochez au moins une chose que l'appareil peut faire.");
    await waitFor(() => expect(name).toHaveFocus());

    await user.type(name, 'Tablette du bar');
    await user.click(within(scopes).getByRole('checkbox', { name: 'Tablette des parties' }));
    await user.click(within(scopes).getByRole('checkbox', { name: 'Écrans' }));
    await user.click(screen.getByRole('button', { name: 'AJOUTER' }));

    const keyField = await screen.findByRole('textbox', { name: "Clé de l'appareil" });
    expect(keyField).toHaveValue(KEY);
    expect(keyField).toHaveAttribute('readonly');
    const block = screen.getByRole('region', {
      name: "Clé de l'appareil, affichée une seule fois\u00a0: copiez-la maintenant dans l'appareil.",
    });
    await waitFor(() => expect(within(block).getByText(/affichée une seule fois/)).toHaveFocus());
    expect(site.server.requests.find((request) => request.method === 'POST')?.body).toEqual({
      nom: 'Tablette du bar',
      portees: ['ecran', 'tablette'],
    });
    expect(screen.getByRole('cell', { name: 'Tablette du bar' })).toBeInTheDocument();
    expect(name).toHaveValue('');

    await user.click(within(block).getByRole('button', { name: 'Copier la clé' }));
    expect(await within(block).findByText('Clé copiée.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(KEY);

    await user.click(within(block).getByRole('button', { name: "J'ai copié la clé" }));
    expect(screen.queryByRole('textbox', { name: "Clé de l'appareil" })).toBeNull();
    expect(name).toHaveFocus();
  });

  it('says how to copy the key by hand when the browser refuses the clipboard', async () => {
    open(
      rulesRoutes('gestionnaire', {
        [`POST ${HALL}/appareils`]: { status: 201, body: { ...door, idAppareil: 6, cle: KEY } },
      }),
    );
    const user = userEvent.setup({ delay: null });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('refusé'));
    await user.type(await screen.findByRole('textbox', { name: "Nom de l'appareil" }), 'Porte principale');
    await user.click(screen.getByRole('checkbox', { name: 'Contrôle des entrées' }));
    await user.click(screen.getByRole('button', { name: 'AJOUTER' }));
    await user.click(await screen.findByRole('button', { name: 'Copier la clé' }));
    expect(
      await screen.findByText('La copie a échoué : sélectionnez la clé et copiez-la.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: "Clé de l'appareil" })).toHaveFocus();
  });

  it('revokes a device after a confirmation, or goes back without revoking it', async () => {
    const site = open(
      rulesRoutes('gestionnaire', {
        [`DELETE ${HALL}/appareils/3`]: {
          status: 200,
          body: { ...door, revoqueLe: '2027-03-20T10:00:00.000Z' },
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    const revoke = await screen.findByRole('button', { name: 'Révoquer Porte principale' });
    await user.click(revoke);
    const back = screen.getByRole('button', { name: 'Retour' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Confirmer la révocation' })).toHaveFocus(),
    );
    await user.click(back);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Révoquer Porte principale' })).toHaveFocus(),
    );
    expect(site.server.requests.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Révoquer Porte principale' }));
    const confirm = screen.getByRole('button', { name: 'Confirmer la révocation' });
    expect(confirm).toHaveAccessibleDescription(
      'Révoquer Porte principale\u00a0? Sa clé cesse de fonctionner tout de suite.',
    );
    await user.click(confirm);
    expect(
      await screen.findByText('Porte principale est révoqué : sa clé ne fonctionne plus.'),
    ).toBeInTheDocument();
    const state = screen.getByText('Révoqué le 20 mars 2027');
    await waitFor(() => expect(state).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Révoquer Porte principale' })).toBeNull();
  });

  it('shows « Règles » to managers and owners only', async () => {
    open(rulesRoutes('accueil', { [`GET ${HALL}/jour`]: { status: 503, body: {} } }), '/gestion/padel-park');
    const nav = await screen.findByRole('navigation', { name: 'Gestion de la salle' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'La journée' })).toBeInTheDocument());
    await waitFor(() => expect(screen.getByText('lea@salle.fr')).toBeInTheDocument());
    expect(within(nav).queryByRole('link', { name: 'Règles' })).toBeNull();
  });

  it("shows the server's 403 without « Réessayer », and « Réessayer » after a failure that may pass", async () => {
    let devices: { status: number; body: unknown } = { status: 503, body: {} };
    open(rulesRoutes('gestionnaire', { [`GET ${HALL}/appareils`]: () => devices }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    devices = { status: 200, body: { appareils: [] } };
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText("Aucun appareil n'est encore relié à cette salle.")).toBeInTheDocument();
    cleanup();

    open(
      rulesRoutes('accueil', {
        [`GET ${HALL}/porte`]: {
          status: 403,
          body: { description: 'Votre rôle dans cette salle ne permet pas cette action.' },
        },
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Votre rôle dans cette salle ne permet pas cette action.',
    );
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });
});

describe('/gestion/:cle/regles, the partner sites (owners)', () => {
  it('lists them, adds one as the server keeps it, says a refusal on the field and removes one', async () => {
    let sites = [{ origine: 'https://www.mairie-exemple.fr', ajouteLe: '2027-03-01T10:00:00.000Z' }];
    const site = open(
      rulesRoutes('proprietaire', {
        [`GET ${HALL}/sites-partenaires`]: () => ({ status: 200, body: { sites } }),
        [`POST ${HALL}/sites-partenaires`]: (body: unknown) => {
          const origine = (body as { origine: string }).origine;
          if (origine.includes('/page')) {
            return {
              status: 422,
              body: {
                violations: [
                  {
                    propertyPath: 'origine',
                    message: "L'adresse du site doit être une origine http ou https sans chemin.",
                  },
                ],
              },
            };
          }
          sites = [...sites, { origine: 'https://club.exemple.fr', ajouteLe: '2027-03-16T13:00:00.000Z' }];
          return { status: 201, body: { origine: 'https://club.exemple.fr' } };
        },
        [`DELETE ${HALL}/sites-partenaires`]: { status: 204 },
      }),
    );
    const user = userEvent.setup({ delay: null });
    const part = await screen.findByRole('region', { name: 'Sites partenaires' });
    expect(await within(part).findByText('https://www.mairie-exemple.fr')).toBeInTheDocument();
    const field = within(part).getByLabelText('Adresse du site');

    await user.click(within(part).getByRole('button', { name: 'AJOUTER LE SITE' }));
    expect(field).toHaveAccessibleDescription(/Saisissez l'adresse du site\./);
    await user.type(field, 'https://club.exemple.fr/page');
    await user.click(within(part).getByRole('button', { name: 'AJOUTER LE SITE' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/origine http ou https sans chemin/));
    expect(field).toHaveValue('https://club.exemple.fr/page');
    await user.clear(field);
    await user.type(field, 'HTTPS://Club.Exemple.fr/');
    await user.click(within(part).getByRole('button', { name: 'AJOUTER LE SITE' }));
    expect(await within(part).findByText('https://club.exemple.fr est enregistré.')).toBeInTheDocument();
    expect(within(part).getByText('https://club.exemple.fr')).toBeInTheDocument();
    expect(field).toHaveValue('');

    await user.click(within(part).getByRole('button', { name: 'Retirer https://www.mairie-exemple.fr' }));
    expect(await within(part).findByText('https://www.mairie-exemple.fr est retiré.')).toBeInTheDocument();
    expect(within(part).queryByRole('button', { name: 'Retirer https://www.mairie-exemple.fr' })).toBeNull();
    expect(field).toHaveFocus();
    const removal = site.server.requests.find((request) => request.method === 'DELETE');
    expect(new URL(removal?.url ?? '', 'http://localhost').searchParams.get('origine')).toBe(
      'https://www.mairie-exemple.fr',
    );
  });

  it('is not offered to a manager', async () => {
    open(rulesRoutes('gestionnaire'));
    await screen.findByRole('spinbutton', { name: 'Minutes avant la séance' });
    expect(screen.queryByRole('region', { name: 'Sites partenaires' })).toBeNull();
  });
});
