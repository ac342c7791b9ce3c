import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderConsole, signInTab, wireHall } from './test-support.tsx';

let cleanup = () => {};
afterEach(() => cleanup());
// The forms are chunks of their own, loaded on open: loaded here once, so a cold first transform of them
// (seconds on a busy machine) is not waited for by a `findBy…` of a test.
beforeAll(async () => {
  await Promise.all([import('./ClosureForm.tsx'), import('./DeskBookingForm.tsx')]);
}, 60_000);

type Role = 'proprietaire' | 'gestionnaire' | 'accueil';
const HALL = '/api/gestion/salles/padel-park';
const RESERVATION = '6d0c6a4e-1f0a-4a86-9d55-5b0d7d6c1a01';

const me = (role: Role) => ({
  status: 200,
  body: { email: 'lea@salle.fr', salles: [wireHall('padel-park', role)] },
});

const playerSession = {
  idReservation: RESERVATION,
  idZone: 1,
  sport: 'PADEL',
  debut: '2027-07-03T19:00:00+02:00',
  fin: '2027-07-03T20:30:00+02:00',
  placesMax: 4,
  organisateur: { nom: 'Durand', prenom: 'Camille', portable: '0612345678' },
  participants: [
    {
      idParticipant: 12,
      nom: 'Martin',
      prenom: 'Léa',
      pseudo: 'leam',
      portable: null,
      organisateur: false,
      reponse: 'accepte',
      part: 'payee',
      arrive: null,
    },
  ],
  guichet: null,
};

/** A summer day of the hall: its wall times are +02:00. */
const dayWith = (extra: { seances?: unknown[]; fermetures?: unknown[] } = {}) => ({
  date: '2027-07-03',
  zones: [
    { idZone: 1, libelle: 'Terrain 1', zonesPartagees: [] },
    { idZone: 2, libelle: 'Terrain 2', zonesPartagees: [] },
  ],
  seances: [playerSession, ...(extra.seances ?? [])],
  fermetures: extra.fermetures ?? [],
});

const closure = {
  id: 7,
  idZone: 2,
  debut: '2027-07-03T18:00:00+02:00',
  fin: '2027-07-03T20:00:00+02:00',
  motif: 'Tournoi régional',
  serie: null,
};

/** The console at the day, `role` signed in; the day answers `days` in turn (the last one stays). */
function openDay(role: Role, days: unknown[], routes: Record<string, unknown> = {}) {
  signInTab();
  let read = 0;
  const site = renderConsole('/gestion/padel-park?date=2027-07-03', {
    'GET /api/gestion/moi': me(role),
    [`GET ${HALL}/jour`]: () => ({ status: 200, body: days[Math.min(read++, days.length - 1)] }),
    ...(routes as Record<string, never>),
  });
  cleanup = site.cleanup;
  const posted = (path: string) => site.server.requests.filter((request) => request.path === path);
  return { site, posted, user: userEvent.setup({ delay: null }) };
}

describe("the day's actions", () => {
  it("closes a court in the hall's summer time and shows the closure with « Rouvrir »", async () => {
    const { posted, user } = openDay('proprietaire', [dayWith(), dayWith({ fermetures: [closure] })], {
      [`POST ${HALL}/fermetures`]: { status: 201, body: { fermetures: [closure] } },
      [`DELETE ${HALL}/fermetures/7`]: { status: 204 },
    });
    const trigger = await screen.findByRole('button', { name: 'Fermer un terrain' });
    await user.click(trigger);
    const form = await screen.findByRole('form', { name: 'Fermer un terrain' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(form).getByLabelText('Terrain')).toHaveFocus());
    await user.selectOptions(within(form).getByLabelText('Terrain'), 'Terrain 2');
    await user.type(within(form).getByLabelText('Heure de début'), '18:00');
    await user.type(within(form).getByLabelText('Heure de fin'), '20:00');
    await user.type(within(form).getByLabelText('Motif'), 'Tournoi régional');
    await user.click(within(form).getByRole('button', { name: 'FERMER' }));

    expect(await screen.findByText('Fermeture enregistrée.')).toBeInTheDocument();
    expect(posted(`${HALL}/fermetures`)[0]?.body).toEqual({
      idZone: 2,
      debut: '2027-07-03T18:00:00+02:00',
      fin: '2027-07-03T20:00:00+02:00',
      motif: 'Tournoi régional',
    });
    await waitFor(() => expect(trigger).toHaveFocus());
    const court = screen.getByRole('region', { name: 'Terrain 2' });
    expect(within(court).getByText(/Fermé/).parentElement).toHaveTextContent(
      /^Fermé · 18\sh\s00 – 20\sh\s00 · Tournoi régional/,
    );
    await user.click(within(court).getByRole('button', { name: /^Rouvrir Terrain 2/ }));
    expect(await screen.findByText('Terrain rouvert.')).toBeInTheDocument();
    expect(posted(`${HALL}/fermetures/7`)).toHaveLength(1);
  });

  it('keeps the closure form as typed and names the reservations in the way, or the field refused', async () => {
    let answer = 0;
    const { user } = openDay('proprietaire', [dayWith()], {
      [`POST ${HALL}/fermetures`]: () =>
        answer++ === 0
          ? {
              status: 409,
              body: { szErreur: 'Des réservations ont lieu sur ce terrain.', idReservations: [RESERVATION] },
            }
          : {
              status: 422,
              body: {
                violations: [{ propertyPath: 'chaqueSemaineJusquAu', message: 'Au plus 52 semaines.' }],
              },
            },
    });
    await user.click(await screen.findByRole('button', { name: 'Fermer un terrain' }));
    const form = await screen.findByRole('form', { name: 'Fermer un terrain' });
    await user.type(within(form).getByLabelText('Heure de début'), '19:00');
    await user.type(within(form).getByLabelText('Heure de fin'), '21:00');
    await user.type(within(form).getByLabelText('Motif'), "Fuite d'eau");
    await user.click(within(form).getByRole('button', { name: 'FERMER' }));

    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Des réservations ont lieu sur ce terrain.');
    expect(within(alert).getByRole('listitem')).toHaveTextContent(
      /Terrain 1 · 19\sh\s00 – 20\sh\s30 · Camille Durand/,
    );
    expect(within(form).getByLabelText('Motif')).toHaveValue("Fuite d'eau");

    await user.click(within(form).getByRole('button', { name: 'FERMER' }));
    await waitFor(() =>
      expect(within(form).getByLabelText("Chaque semaine jusqu'au")).toHaveAccessibleDescription(
        expect.stringContaining('Au plus 52 semaines.'),
      ),
    );
  });

  it('after a refusal naming reservations, closes and cancels them in the same action when asked', async () => {
    let answer = 0;
    const { posted, user } = openDay('gestionnaire', [dayWith()], {
      [`POST ${HALL}/fermetures`]: () =>
        answer++ === 0
          ? {
              status: 409,
              body: { szErreur: 'Des réservations ont lieu sur ce terrain.', idReservations: [RESERVATION] },
            }
          : { status: 201, body: { fermetures: [closure], reservationsAnnulees: [RESERVATION] } },
    });
    await user.click(await screen.findByRole('button', { name: 'Fermer un terrain' }));
    const form = await screen.findByRole('form', { name: 'Fermer un terrain' });
    await user.type(within(form).getByLabelText('Heure de début'), '19:00');
    await user.type(within(form).getByLabelText('Heure de fin'), '21:00');
    await user.type(within(form).getByLabelText('Motif'), "Fuite d'eau");
    await user.click(within(form).getByRole('button', { name: 'FERMER' }));
    await user.click(await within(form).findByRole('button', { name: 'FERMER ET ANNULER CES RÉSERVATIONS' }));

    expect(await screen.findByText('Fermeture enregistrée.')).toBeInTheDocument();
    const [first, second] = posted(`${HALL}/fermetures`);
    expect(first?.body).not.toHaveProperty('annulerReservations');
    expect(second?.body).toMatchObject({ motif: "Fuite d'eau", annulerReservations: true });
  });

  it('lets a receptionist book a free slot at the desk, which then shows on its court', async () => {
    const desk = {
      ...playerSession,
      idReservation: null,
      idZone: 2,
      debut: '2027-07-03T10:00:00+02:00',
      fin: '2027-07-03T11:30:00+02:00',
      organisateur: { nom: 'Dupont', prenom: '', portable: '0611223344' },
      participants: [],
      guichet: { idGuichet: 3, client: 'Dupont', prix: 4800, prisPar: 'lea@salle.fr' },
    };
    const { posted, user } = openDay('accueil', [dayWith(), dayWith({ seances: [desk] })], {
      'GET /api/v2/multisalle/detail': {
        status: 200,
        body: {
          idMultisalle: 5,
          cle: 'padel-park',
          sports: [
            { idSport: 1, libelle: 'PADEL' },
            { idSport: 2, libelle: 'SQUASH' },
          ],
        },
      },
      'GET /api/v2/creneaux/multisalle/5/debut/2027-07-03/duree/1': {
        status: 200,
        body: {
          creneaux: [
            {
              nIdCreneau: 1,
              nIdZone: 2,
              sLibelleZone: 'Terrain 2',
              dtDateHeureDebut: '2027-07-03T10:00:00+02:00',
              dtDateHeureFin: '2027-07-03T11:30:00+02:00',
              sStatut: 'disponible',
              fTarif: 4800,
            },
            {
              nIdCreneau: 2,
              nIdZone: 1,
              sLibelleZone: 'Terrain 1',
              dtDateHeureDebut: '2027-07-03T19:00:00+02:00',
              dtDateHeureFin: '2027-07-03T20:30:00+02:00',
              sStatut: 'reserve',
              fTarif: 4800,
            },
          ],
        },
      },
      [`POST ${HALL}/reservations`]: {
        status: 201,
        body: { idGuichet: 3, idReservation: null, debut: desk.debut, fin: desk.fin, prix: 4800 },
      },
    });
    await screen.findByRole('article');
    expect(screen.queryByRole('button', { name: 'Fermer un terrain' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Annuler la réservation/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Réserver au guichet' }));
    const form = await screen.findByRole('form', { name: 'Réserver au guichet' });
    await user.selectOptions(await within(form).findByLabelText('Sport'), 'SQUASH');
    const slot = within(form).getByLabelText('Créneau libre');
    await waitFor(() => expect(within(slot).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(slot, within(slot).getAllByRole('option')[1] as HTMLOptionElement);
    await user.click(within(form).getByRole('button', { name: 'RÉSERVER' }));
    expect(within(form).getByLabelText('Nom du client')).toHaveAccessibleDescription(
      'Saisissez le nom du client.',
    );
    await user.type(within(form).getByLabelText('Nom du client'), 'Dupont');
    await user.type(within(form).getByLabelText('Portable'), '0611223344');
    expect(within(form).getByLabelText('Email')).toHaveAccessibleDescription(
      'Facultatif\u00a0: pour retrouver un joueur.',
    );
    await user.click(within(form).getByRole('button', { name: 'RÉSERVER' }));

    expect(await screen.findByText(/^Réservation enregistrée\s: Terrain 2, 10\sh\s00/)).toBeInTheDocument();
    expect(posted(`${HALL}/reservations`)[0]?.body).toEqual({
      idZone: 2,
      idSport: 2,
      debut: '2027-07-03T10:00:00+02:00',
      fin: '2027-07-03T11:30:00+02:00',
      client: { nom: 'Dupont', portable: '0611223344' },
      paiement: 'sur-place',
    });
    const court = screen.getByRole('region', { name: 'Terrain 2' });
    expect(
      await within(court).findByText(/^Au guichet · 48,00\s€ sur place · pris par lea@salle\.fr$/),
    ).toBeInTheDocument();
    expect(within(court).getByText('Client')).toBeInTheDocument();
    expect(within(court).queryByText('Participants')).toBeNull();
    expect(screen.getByRole('button', { name: 'Réserver au guichet' })).toHaveFocus();
  });

  it("reads the day again in place when the hall's stream tells of a change (a booking made at another desk)", async () => {
    const encoder = new TextEncoder();
    let push: (text: string) => void = () => {};
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => controller.enqueue(encoder.encode(text));
      },
    });
    const walkIn = {
      ...playerSession,
      idReservation: null,
      idZone: 2,
      debut: '2027-07-03T10:00:00+02:00',
      fin: '2027-07-03T11:30:00+02:00',
      organisateur: { nom: 'Dupont', prenom: '', portable: '0611223344' },
      participants: [],
      guichet: { idGuichet: 3, client: 'Dupont', prix: 4800, prisPar: 'autre@salle.fr' },
    };
    const { site } = openDay('accueil', [dayWith(), dayWith({ seances: [walkIn] })], {
      [`GET ${HALL}/flux`]: () =>
        new Response(stream, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    });
    await screen.findByRole('article');
    const dayReads = () => site.server.requests.filter((request) => request.path === `${HALL}/jour`).length;
    push('retry: 3000\n\nevent: etat\nid: 1\ndata: {}\n\n');
    await waitFor(() =>
      expect(site.server.requests.some((request) => request.path === `${HALL}/flux`)).toBe(true),
    );
    push('event: programme\nid: 2\ndata: {"date":"2027-07-03"}\n\n');
    expect(
      await screen.findByText(/^Au guichet · 48,00\s€ sur place · pris par autre@salle\.fr$/),
    ).toBeVisible();
    expect(dayReads()).toBe(2);
  });

  it('shows a whole-floor closure above the courts, without « Rouvrir » for a receptionist', async () => {
    openDay('accueil', [dayWith({ fermetures: [{ ...closure, idZone: null, motif: 'Scolaires' }] })]);
    const banner = await screen.findByRole('region', { name: 'Toute la salle' });
    expect(banner).toHaveTextContent(/Fermé · 18\sh\s00 – 20\sh\s00 · Scolaires/);
    expect(within(banner).queryByRole('button')).toBeNull();
  });

  it('shows a closure over several days with its dates, and on the courts sharing its ground without « Rouvrir »', async () => {
    const floorDay = {
      ...dayWith({
        fermetures: [
          { ...closure, idZone: 3, debut: '2027-07-02T18:00:00+02:00', fin: '2027-07-05T09:00:00+02:00' },
        ],
      }),
      zones: [
        { idZone: 1, libelle: 'Terrain 1', zonesPartagees: [3] },
        { idZone: 2, libelle: 'Terrain 2', zonesPartagees: [] },
        { idZone: 3, libelle: 'Grand terrain', zonesPartagees: [1] },
      ],
    };
    openDay('gestionnaire', [floorDay]);
    const floor = await screen.findByRole('region', { name: 'Grand terrain' });
    expect(floor).toHaveTextContent(
      /Fermé · du 2 juillet, 18\sh\s00 au 5 juillet, 9\sh\s00 · Tournoi régional/,
    );
    expect(within(floor).getByRole('button', { name: /^Rouvrir Grand terrain, du 2 juillet/ })).toBeVisible();
    const court = screen.getByRole('region', { name: 'Terrain 1' });
    expect(court).toHaveTextContent(/Fermé avec Grand terrain · du 2 juillet/);
    expect(within(court).queryByRole('button', { name: /^Rouvrir/ })).toBeNull();
    expect(screen.getByRole('region', { name: 'Terrain 2' })).not.toHaveTextContent(/Fermé/);
  });

  it("cancels a player's booking with a motif, and Escape gives the focus back to the button", async () => {
    const { posted, user } = openDay('proprietaire', [dayWith(), { ...dayWith(), seances: [] }], {
      [`POST /api/gestion/reservations/${RESERVATION}/annulation`]: { status: 200, body: { annulee: true } },
    });
    const cancel = await screen.findByRole('button', { name: /^Annuler la réservation de 19\sh\s00/ });
    await user.click(cancel);
    expect(screen.getByLabelText('Motif')).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Annuler la réservation de/ })).toHaveFocus(),
    );
    await user.click(screen.getByRole('button', { name: /^Annuler la réservation de/ }));
    const form = screen.getByRole('form', { name: /^Annuler la réservation de/ });
    await user.click(within(form).getByRole('button', { name: "Confirmer l'annulation" }));
    expect(within(form).getByLabelText('Motif')).toHaveAccessibleDescription('Saisissez un motif.');
    await user.type(within(form).getByLabelText('Motif'), 'Terrain inondé');
    await user.click(within(form).getByRole('button', { name: "Confirmer l'annulation" }));

    const news = await screen.findByText('Réservation annulée : les joueurs sont prévenus avec le motif.');
    expect(posted(`/api/gestion/reservations/${RESERVATION}/annulation`)[0]?.body).toEqual({
      motif: 'Terrain inondé',
    });
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
    await waitFor(() => expect(news).toHaveFocus());
  });

  it("cancels a walk-in customer's desk booking, which has no reservation, through the desk", async () => {
    const walkIn = {
      ...playerSession,
      idReservation: null,
      idZone: 2,
      debut: '2027-07-03T10:00:00+02:00',
      fin: '2027-07-03T11:30:00+02:00',
      organisateur: { nom: 'Dupont', prenom: '', portable: '0611223344' },
      participants: [],
      guichet: { idGuichet: 3, client: 'Dupont', prix: 4800, prisPar: 'lea@salle.fr' },
    };
    const { posted, user } = openDay('gestionnaire', [{ ...dayWith(), seances: [walkIn] }, dayWith()], {
      [`POST ${HALL}/guichet/3/annulation`]: { status: 200, body: { annulee: true } },
    });
    await user.click(await screen.findByRole('button', { name: /^Annuler la réservation de 10\sh\s00/ }));
    await user.type(screen.getByLabelText('Motif'), 'Client absent');
    await user.click(screen.getByRole('button', { name: "Confirmer l'annulation" }));

    expect(
      await screen.findByText('Réservation du guichet annulée : le créneau est de nouveau libre.'),
    ).toBeInTheDocument();
    expect(posted(`${HALL}/guichet/3/annulation`)[0]?.body).toEqual({ motif: 'Client absent' });
    await waitFor(() => expect(screen.queryByText(/^Au guichet/)).toBeNull());
  });

  it('lets a participant in by hand, keeping the motif when the server refuses', async () => {
    let answer = 0;
    const { posted, user } = openDay('accueil', [dayWith()], {
      [`POST ${HALL}/entrees`]: () =>
        answer++ === 0
          ? { status: 409, body: { szErreur: "Cette séance est annulée\u00a0: personne n'y entre." } }
          : { status: 201, body: { arrive: '2027-07-03T18:55:00+02:00' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Faire entrer Léa Martin' }));
    const form = screen.getByRole('form', { name: 'Faire entrer Léa Martin' });
    await user.type(within(form).getByLabelText('Motif'), 'Téléphone déchargé');
    await user.click(within(form).getByRole('button', { name: "Valider l'entrée" }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Cette séance est annulée');
    expect(within(form).getByLabelText('Motif')).toHaveValue('Téléphone déchargé');
    await user.click(within(form).getByRole('button', { name: "Valider l'entrée" }));

    const arrived = await screen.findByText(/^Arrivé à 18\sh\s55$/);
    await waitFor(() => expect(arrived).toHaveFocus());
    expect(posted(`${HALL}/entrees`)[1]?.body).toEqual({
      idReservation: RESERVATION,
      idParticipant: 12,
      motif: 'Téléphone déchargé',
    });
    expect(screen.queryByRole('button', { name: 'Faire entrer Léa Martin' })).toBeNull();
  });
});
