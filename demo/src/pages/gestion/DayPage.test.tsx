import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { staffTokenKey } from './staff-session.ts';
import { renderConsole, signInTab, wireHall } from './test-support.tsx';

let cleanup = () => {};
afterEach(() => cleanup());

const me = (role: 'proprietaire' | 'accueil' = 'proprietaire') => ({
  status: 200,
  body: { email: 'lea@salle.fr', salles: [wireHall('padel-park', role)] },
});

const person = (id: number, overrides: Record<string, unknown>) => ({
  idParticipant: id,
  nom: 'Martin',
  prenom: 'Léa',
  pseudo: 'leam',
  portable: null,
  organisateur: false,
  reponse: 'accepte',
  part: null,
  arrive: null,
  ...overrides,
});

/**
 * A day as the server answers it. The offset is not Paris's: the console shows the hall's wall time written
 * in the string, whatever the zone of the computer or of the tests.
 */
const day = {
  date: '2027-03-16',
  zones: [
    { idZone: 1, libelle: 'Terrain de padel 1', zonesPartagees: [] },
    { idZone: 2, libelle: 'Terrain de padel 2', zonesPartagees: [3] },
    { idZone: 3, libelle: 'Grand terrain', zonesPartagees: [2] },
  ],
  seances: [
    {
      idReservation: '6d0c6a4e-1f0a-4a86-9d55-5b0d7d6c1a01',
      idZone: 2,
      sport: 'PADEL',
      debut: '2027-03-16T19:00:00+10:00',
      fin: '2027-03-16T20:30:00+10:00',
      placesMax: 4,
      organisateur: { nom: 'Durand', prenom: 'Camille', portable: '0612345678' },
      participants: [
        person(11, {
          nom: 'Durand',
          prenom: 'Camille',
          pseudo: 'cam',
          portable: '0612345678',
          organisateur: true,
          part: 'payee',
          arrive: '2027-03-16T18:52:10+10:00',
        }),
        person(12, { reponse: 'en-attente', part: 'a-venir' }),
        person(13, { nom: 'Petit', prenom: 'Jules', pseudo: 'jp', reponse: 'refuse', part: 'a-regulariser' }),
      ],
    },
  ],
  fermetures: [],
};

const dayRoutes = (answer: unknown = day, role: 'proprietaire' | 'accueil' = 'proprietaire') => ({
  'GET /api/gestion/moi': me(role),
  'GET /api/gestion/salles/padel-park/jour': { status: 200, body: answer },
});

describe('/gestion/:cle, « La journée »', () => {
  it('shows every court in order and each session with its hours, organiser, places and people in words', async () => {
    signInTab();
    const site = renderConsole('/gestion/padel-park', dayRoutes());
    cleanup = site.cleanup;

    expect(screen.getByRole('heading', { level: 1, name: 'La journée' })).toBeInTheDocument();
    expect(screen.getByText('Chargement…')).toBeInTheDocument();
    const courts = await screen.findAllByRole('heading', { level: 2 });
    expect(courts.map((heading) => heading.textContent)).toEqual([
      'Terrain de padel 1',
      'Terrain de padel 2',
      'Grand terrain',
    ]);
    expect(screen.getByText('mardi 16 mars 2027')).toBeInTheDocument();
    expect(screen.getAllByText('Aucune séance sur ce terrain.')).toHaveLength(2);
    expect(screen.getByText('Partage le sol avec Grand terrain')).toBeInTheDocument();

    const card = screen.getByRole('article', { name: /^19\sh\s00 – 20\sh\s30 PADEL$/ });
    const inCard = within(card);
    expect(inCard.getByText('Camille Durand', { selector: 'dd > span' })).toBeInTheDocument();
    expect(inCard.getAllByRole('link', { name: '06 12 34 56 78' })[0]).toHaveAttribute(
      'href',
      'tel:0612345678',
    );
    expect(inCard.getByText('1 accepté sur 4 places')).toBeInTheDocument();
    const people = inCard.getAllByRole('listitem');
    expect(people).toHaveLength(3);
    expect(people[0]).toHaveTextContent(/Camille Durand \(cam\)organisateur/);
    expect(within(people[0] as HTMLElement).getByText('Accepté')).toBeInTheDocument();
    expect(within(people[0] as HTMLElement).getByText('Part payée')).toBeInTheDocument();
    expect(within(people[0] as HTMLElement).getByText('Arrivé à 18 h 52')).toBeInTheDocument();
    expect(within(people[1] as HTMLElement).getByText('En attente')).toBeInTheDocument();
    expect(within(people[1] as HTMLElement).getByText('Part à venir')).toBeInTheDocument();
    expect(within(people[2] as HTMLElement).getByText('Refusé')).toBeInTheDocument();
    expect(within(people[2] as HTMLElement).getByText('À régulariser')).toBeInTheDocument();

    const call = site.server.requests.find((request) => request.path.endsWith('/jour'));
    expect(call?.url).not.toContain('date=');
    expect(call?.authorization).toMatch(/^Bearer jeton-personnel-/);
  });

  it('says so on a day without sessions', async () => {
    signInTab();
    const site = renderConsole('/gestion/padel-park', dayRoutes({ ...day, seances: [] }));
    cleanup = site.cleanup;
    expect(await screen.findByText('Aucune séance ce jour-là.')).toBeInTheDocument();
  });

  it('moves a day at a time, to a typed date, and back to today', async () => {
    signInTab();
    const site = renderConsole('/gestion/padel-park?date=2027-03-16', dayRoutes());
    cleanup = site.cleanup;
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('article');
    const days = () =>
      site.server.requests
        .filter((request) => request.path.endsWith('/jour'))
        .map((request) => new URL(request.url, 'http://localhost').searchParams.get('date'));

    await user.click(screen.getByRole('button', { name: 'Jour suivant' }));
    await waitFor(() => expect(site.location().search).toBe('?date=2027-03-17'));
    expect(screen.getByText('mercredi 17 mars 2027')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Jour précédent' }));
    await user.click(screen.getByRole('button', { name: 'Jour précédent' }));
    await waitFor(() => expect(site.location().search).toBe('?date=2027-03-15'));
    const field = screen.getByLabelText('Date');
    expect(field).toHaveValue('2027-03-15');
    await user.clear(field);
    await user.type(field, '2027-04-01');
    await waitFor(() => expect(site.location().search).toBe('?date=2027-04-01'));
    await user.click(screen.getByRole('button', { name: "Aujourd'hui" }));
    await waitFor(() => expect(site.location().search).toBe(''));
    await screen.findByRole('article');
    expect(days()).toEqual(['2027-03-16', '2027-03-17', '2027-03-16', '2027-03-15', '2027-04-01', null]);
  });

  it('offers « Personnel » and « Journal » to an owner only', async () => {
    signInTab();
    const owner = renderConsole('/gestion/padel-park', dayRoutes());
    const nav = await screen.findByRole('navigation', { name: 'Gestion de la salle' });
    expect(await within(nav).findByRole('link', { name: 'Personnel' })).toHaveAttribute(
      'href',
      '/gestion/padel-park/personnel',
    );
    expect(within(nav).getByRole('link', { name: 'Journal' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'La journée' })).toHaveAttribute('aria-current', 'page');
    owner.cleanup();
    owner.router.dispose();

    signInTab();
    const desk = renderConsole('/gestion/padel-park', dayRoutes(day, 'accueil'));
    cleanup = desk.cleanup;
    await screen.findByRole('article');
    const deskNav = screen.getAllByRole('navigation', { name: 'Gestion de la salle' }).at(-1) as HTMLElement;
    expect(within(deskNav).getByRole('link', { name: 'La journée' })).toBeInTheDocument();
    expect(within(deskNav).queryByRole('link', { name: 'Personnel' })).toBeNull();
    expect(within(deskNav).queryByRole('link', { name: 'Journal' })).toBeNull();
  });

  it("goes back to the sign-in with the server's words when the token has expired", async () => {
    signInTab();
    const site = renderConsole('/gestion/padel-park', {
      'GET /api/gestion/moi': {
        status: 401,
        body: { description: 'Session expirée, veuillez vous reconnecter à la gestion.' },
      },
      'GET /api/gestion/salles/padel-park/jour': {
        status: 401,
        body: { description: 'Session expirée, veuillez vous reconnecter à la gestion.' },
      },
    });
    cleanup = site.cleanup;
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Session expirée, veuillez vous reconnecter à la gestion.',
    );
    expect(site.location().pathname).toBe('/gestion/connexion');
    expect(sessionStorage.getItem(staffTokenKey())).toBeNull();
  });

  it('sends a tab without a staff token to the sign-in, without a call', async () => {
    const site = renderConsole('/gestion/padel-park');
    cleanup = site.cleanup;
    expect(await screen.findByRole('button', { name: 'SE CONNECTER' })).toBeInTheDocument();
    expect(site.server.requests).toEqual([]);
  });
});
