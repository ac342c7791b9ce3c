import { addDays, hallDay } from '@multisalle/core';
import { screen, cleanup as unmountAll, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt, renderSite, v2Token, wireProfile } from './test-support.tsx';

// A visitor picks a free slot on a partner's page (the planning element pasted on a club's or a town
// hall's site); its CONNEXION and INSCRIPTION links bring the pick here: /signin?salle=&sport=&creneau=&zone=&retour=.

vi.setConfig({ testTimeout: 30_000 });

let cleanup: () => Promise<void> = async () => undefined;
afterEach(async () => {
  await cleanup();
  localStorage.clear();
});

const partnerPage = 'https://www.padel-club-tilleuls.fr/reserver?terrain=2';
const pickQuery = `salle=padel-park&sport=2&creneau=906218731&zone=3&retour=${encodeURIComponent(partnerPage)}`;
// « Today » is noon in Paris on the day the file runs (the Date only: timers stay real): the hall's listing is
// asked from today when the page renders, and a run that crossed midnight asked a day the fixtures lacked.
vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(`${hallDay(new Date())}T12:00:00+01:00`) });
afterAll(() => {
  vi.useRealTimers();
});
const today = hallDay(new Date());
// 16h45 UTC: 17h45 in Paris in winter, 18h45 in summer.
const slotDay = addDays(today, 2);

const wireHall = {
  idMultisalle: 1,
  cle: 'padel-park',
  libelleSalle: 'PADEL PARK',
  legende: 'Deux terrains',
  sports: [{ idSport: 2, libelle: 'PADEL', icone: null, NbPersonnePayante: 4, nbPersonneConseille: 4 }],
  active: true,
  urlEcusson: null,
  urlBandeau: null,
  adresse: { rue: '14 allée du Parc', complement: null, codePostal: '36130', commune: 'Déols' },
  services: [],
  ignorerEtapePaiement: false,
  nbJoursVisiblesReservationCreneaux: 14,
};

const wireSlot = {
  nIdCreneau: 906218731,
  nIdZone: 3,
  sLibelleZone: 'Terrain 2',
  dtDateHeureDebut: `${slotDay}T16:45:00Z`,
  dtDateHeureFin: `${slotDay}T18:15:00Z`,
  dureeCreneau: 90,
  sStatut: 'disponible',
  fTarif: 4800,
  tarifIndividuel: 1200,
  prixBarre: null,
  nbPersonneConseille: 4,
  nbParticipantMax: null,
  remplissage: null,
};

/** The hall and its slots, as the sign-in and sign-up pages read them to describe the pick. */
const pickRoutes = () => ({
  'GET /api/v2/multisalle/detail': { status: 200, body: wireHall },
  [`GET /api/v2/creneaux/multisalle/1/debut/${today}/duree/14`]: {
    status: 200,
    body: { idSport: 2, dateStart: today, dateEnd: addDays(today, 13), creneaux: [wireSlot] },
  },
});

const loginRoutes = (added: { status: number; body: unknown }, returnUrl: string | null = partnerPage) => ({
  ...pickRoutes(),
  'POST /api/admin/Connexion': {
    status: 200,
    body: { bSucces: 1, szToken: fakeJwt({ aud: 'admin', iat: 1 }) },
  },
  'POST /api/v2/auth': { status: 200, body: { token: v2Token() } },
  'GET /api/v2/users/12': { status: 200, body: wireProfile },
  'POST /api/v2/panier/ajout': added,
  'GET /api/v2/multisalle/retour': { status: 200, body: { url: returnUrl } },
  // An empty cart offers the halls (EmptyCartSuggestions): the list answers, with none to offer.
  'GET /api/v2/multisalle': { status: 200, body: { multisalleListe: [] } },
});

const added = { status: 200, body: { _type: 'succes', _message: 'Créneau ajouté au panier' } };

async function signIn() {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText('Email'), 'lea@example.fr');
  await user.type(screen.getByLabelText('Mot de passe'), 'motdepasse1');
  await user.click(screen.getByRole('button', { name: 'VALIDER' }));
}

const pickNotice = () => screen.findByRole('region', { name: 'Créneau choisi' });

describe('/signin with a slot picked on a partner page', () => {
  it('shows the hall, day, time and court of the pick and keeps it in storage', async () => {
    const site = await renderSite(`/signin?${pickQuery}`, pickRoutes());
    cleanup = site.cleanup;
    const notice = await pickNotice();
    await waitFor(() =>
      expect(notice).toHaveTextContent(
        /^Créneau choisi : PADEL PARK, PADEL, \p{L}+ \d{1,2}(er)? \p{L}+, de 1[78]h45 à 1[89]h15, Terrain 2/u,
      ),
    );
    expect(notice).toHaveTextContent('Connectez-vous : il sera mis dans votre panier.');
    expect(JSON.parse(localStorage.getItem('choixEnAttente') ?? '{}')).toMatchObject({
      hallKey: 'padel-park',
      sportId: 2,
      slotId: 906218731,
      zoneId: 3,
      returnUrl: partnerPage,
    });
    // « Pas encore de compte ? » carries the pick to the sign-up page.
    const signUp = screen.getByRole('link', { name: "M'INSCRIRE" });
    expect(new URLSearchParams(signUp.getAttribute('href')?.split('?')[1])).toEqual(
      new URLSearchParams(pickQuery),
    );
  });

  it('after the login, puts the slot in the cart and lands on /cart with the way back', async () => {
    const site = await renderSite(`/signin?${pickQuery}`, loginRoutes(added));
    cleanup = site.cleanup;
    await pickNotice();
    await signIn();
    await waitFor(() => expect(site.router.state.location.pathname).toBe('/cart'));
    expect(await screen.findByText('Votre créneau est dans votre panier.')).toBeInTheDocument();
    const add = site.server.requests.find((request) => request.path === '/api/v2/panier/ajout');
    expect(add?.body).toEqual({ nIdSport: 2, nIdCreneau: 906218731, nIdZone: 3 });
    expect(screen.getByRole('link', { name: 'PAYER MAINTENANT' })).toHaveAttribute('href', '/cart/payment');
    expect(screen.getByRole('link', { name: 'Revenir sur www.padel-club-tilleuls.fr' })).toHaveAttribute(
      'href',
      partnerPage,
    );
    expect(localStorage.getItem('choixEnAttente')).toBeNull();
    expect(site.messages()).toEqual([]);
  });

  it('says when the slot was taken meanwhile, and still offers the way back', async () => {
    const taken = {
      status: 409,
      body: { sCodeErreur: 'CRENEAU-006', szErreur: 'Ce créneau est déjà réservé' },
    };
    const site = await renderSite(`/signin?${pickQuery}`, loginRoutes(taken));
    cleanup = site.cleanup;
    await pickNotice();
    await signIn();
    await waitFor(() => expect(site.router.state.location.pathname).toBe('/cart'));
    expect(
      await screen.findByText(
        "Ce créneau n'est plus disponible. Choisissez-en un autre sur le planning de la salle.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CHOISIR UN AUTRE CRÉNEAU' })).toHaveAttribute(
      'href',
      '/multisalle/padel-park',
    );
    expect(screen.getByRole('link', { name: 'Revenir sur www.padel-club-tilleuls.fr' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'PAYER MAINTENANT' })).toBeNull();
  });

  it('offers no way back when the server does not know the partner origin for the hall', async () => {
    const site = await renderSite(`/signin?${pickQuery}`, loginRoutes(added, null));
    cleanup = site.cleanup;
    await pickNotice();
    await signIn();
    expect(await screen.findByText('Votre créneau est dans votre panier.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Revenir sur/ })).toBeNull();
    expect(screen.getByText('Réglez-le ici pour confirmer votre réservation.')).toBeInTheDocument();
  });

  it('shows the pick kept before (sign-up, then the activation link) without parameters', async () => {
    const first = await renderSite(`/signup?${pickQuery}`, pickRoutes());
    const notice = await pickNotice();
    expect(notice).toHaveTextContent(/à votre première connexion, il sera mis dans votre panier/);
    expect(screen.getByRole('link', { name: "M'IDENTIFIER" }).getAttribute('href')).toContain(
      'salle=padel-park',
    );
    await first.cleanup();
    unmountAll();

    const site = await renderSite('/signin', pickRoutes());
    cleanup = site.cleanup;
    const kept = await pickNotice();
    await waitFor(() => expect(kept).toHaveTextContent(/PADEL PARK, PADEL, .*Terrain 2/));
  });

  it('forgets the pick on request: the page is the plain sign-in again', async () => {
    const site = await renderSite(`/signin?${pickQuery}`, pickRoutes());
    cleanup = site.cleanup;
    const notice = await pickNotice();
    await userEvent.click(within(notice).getByRole('button', { name: 'Oublier ce créneau' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Créneau choisi' })).toBeNull());
    expect(localStorage.getItem('choixEnAttente')).toBeNull();
    expect(site.router.state.location.search).toBe('');
    expect(screen.getByRole('link', { name: "M'INSCRIRE" })).toHaveAttribute('href', '/signup');
  });

  it('keeps the plain pages unchanged without parameters, and ignores malformed ones', async () => {
    const site = await renderSite('/signin?salle=Padel%20Park&sport=2&creneau=1&zone=x', pickRoutes());
    cleanup = site.cleanup;
    await screen.findByRole('button', { name: 'VALIDER' });
    expect(screen.queryByRole('region', { name: 'Créneau choisi' })).toBeNull();
    expect(screen.getByRole('link', { name: "M'INSCRIRE" })).toHaveAttribute('href', '/signup');
    expect(localStorage.getItem('choixEnAttente')).toBeNull();
    expect(site.server.requests).toEqual([]);
  });

  it('a player already signed in here gets the slot in the cart at once', async () => {
    localStorage.setItem('token', v2Token());
    const site = await renderSite(`/signin?${pickQuery}`, loginRoutes(added));
    cleanup = site.cleanup;
    await waitFor(() => expect(site.router.state.location.pathname).toBe('/cart'));
    expect(await screen.findByText('Votre créneau est dans votre panier.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Revenir sur www.padel-club-tilleuls.fr' })).toBeInTheDocument();
    expect(site.server.requests.filter((request) => request.path === '/api/v2/panier/ajout')).toHaveLength(1);
  });
});
