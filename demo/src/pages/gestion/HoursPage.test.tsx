import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderConsole, signInTab, wireHall } from './test-support.tsx';

let cleanup = () => {};
afterEach(() => cleanup());

const HALL = '/api/gestion/salles/padel-park';
const week = (ouverture: string, fermeture: string) =>
  [1, 2, 3, 4, 5, 6, 7].map((jour) => ({ jour, ouverture, fermeture }));
const hours = (exceptions: unknown[] = []) => ({
  aujourdhui: '2027-03-16',
  terrains: [
    { idZone: 1, nom: 'Court 1', jours: week('07:15', '23:15') },
    { idZone: 2, nom: 'Court 2', jours: [...week('09:00', '22:00').slice(0, 6), { jour: 7, ferme: true }] },
  ],
  exceptions,
});

function open(put: (body: unknown) => { status: number; body: unknown }) {
  signInTab();
  const site = renderConsole('/gestion/padel-park/horaires', {
    'GET /api/gestion/moi': {
      status: 200,
      body: { email: 'lea@salle.fr', salles: [wireHall('padel-park', 'gestionnaire')] },
    },
    [`GET ${HALL}/horaires`]: { status: 200, body: hours() },
    [`PUT ${HALL}/horaires`]: put,
  });
  cleanup = site.cleanup;
  return site;
}

const puts = (site: ReturnType<typeof open>) =>
  site.server.requests.filter((request) => request.method === 'PUT').map((request) => request.body);

describe("/gestion/:cle/horaires, the hall's opening hours", () => {
  it("shows a court's seven days, and checks the times before sending (5-minute grid, closing after opening)", async () => {
    const site = open(() => ({ status: 200, body: {} }));
    const monday = await screen.findByRole('group', { name: 'Lundi' });
    expect(screen.getByRole('link', { name: 'Horaires' })).toHaveAttribute('aria-current', 'page');
    expect(within(monday).getByRole('checkbox', { name: 'Ouvert' })).toBeChecked();
    expect(within(monday).getByLabelText('Ouverture')).toHaveValue('07:15');
    await userEvent.selectOptions(screen.getByLabelText('Terrain'), 'Court 2');
    const sunday = screen.getByRole('group', { name: 'Dimanche' });
    expect(within(sunday).getByRole('checkbox', { name: 'Ouvert' })).not.toBeChecked();
    expect(sunday).toHaveTextContent('Fermé');

    const tuesday = screen.getByRole('group', { name: 'Mardi' });
    await userEvent.clear(within(tuesday).getByLabelText('Ouverture'));
    await userEvent.type(within(tuesday).getByLabelText('Ouverture'), '08:07');
    await userEvent.clear(within(tuesday).getByLabelText('Fermeture'));
    await userEvent.type(within(tuesday).getByLabelText('Fermeture'), '07:00');
    await userEvent.click(screen.getByRole('button', { name: 'ENREGISTRER LES HORAIRES' }));
    expect(within(tuesday).getByLabelText('Ouverture')).toHaveAccessibleDescription(
      'Choisissez une heure à 5 minutes près (par exemple 08:00 ou 22:30).',
    );
    expect(puts(site)).toEqual([]);
    await userEvent.clear(within(tuesday).getByLabelText('Ouverture'));
    await userEvent.type(within(tuesday).getByLabelText('Ouverture'), '08:00');
    await userEvent.click(screen.getByRole('button', { name: 'ENREGISTRER LES HORAIRES' }));
    expect(within(tuesday).getByLabelText('Fermeture')).toHaveAccessibleDescription(
      "La fermeture doit venir après l'ouverture.",
    );
    expect(puts(site)).toEqual([]);
  });

  it('names the games new hours leave out (409) and sends the change again with « Garder ces réservations »', async () => {
    let calls = 0;
    const site = open(() => {
      calls += 1;
      if (calls === 1)
        return {
          status: 409,
          body: {
            szErreur:
              'Des réservations à venir tombent en dehors des nouveaux horaires : gardez-les ou annulez-les.',
            idReservations: ['r-1'],
            reservations: [
              {
                idReservation: 'r-1',
                idZone: 1,
                debut: '2027-03-22T18:00:00+01:00',
                fin: '2027-03-22T19:30:00+01:00',
              },
            ],
          },
        };
      return { status: 200, body: { ...hours(), reservationsAnnulees: [], reservationsConservees: ['r-1'] } };
    });
    const monday = await screen.findByRole('group', { name: 'Lundi' });
    await userEvent.click(within(monday).getByRole('checkbox', { name: 'Ouvert' }));
    await userEvent.click(screen.getByRole('button', { name: 'ENREGISTRER LES HORAIRES' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('listitem')).toHaveTextContent(
      'Court 1 · lundi 22 mars 2027, 18 h 00 – 19 h 30',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Garder ces réservations' }));
    expect(await screen.findByText('Horaires de Court 1 enregistrés.')).toBeInTheDocument();
    const [first, second] = puts(site) as {
      terrains: { jours: unknown[] }[];
      reservationsHorsHoraires?: string;
    }[];
    expect(first?.terrains[0]?.jours[0]).toEqual({ jour: 1, ferme: true });
    expect(first?.reservationsHorsHoraires).toBeUndefined();
    expect(second).toMatchObject({ reservationsHorsHoraires: 'conserver', exceptions: [] });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('adds an exceptional day to come, closed all day, and refuses one already past', async () => {
    const site = open((body) => ({
      status: 200,
      body: {
        ...hours((body as { exceptions: unknown[] }).exceptions),
        reservationsAnnulees: [],
        reservationsConservees: [],
      },
    }));
    const region = await screen.findByRole('region', { name: 'Dates exceptionnelles' });
    expect(region).toHaveTextContent('Aucune date exceptionnelle à venir.');
    const date = within(region).getByLabelText('Date');
    await userEvent.type(date, '2027-03-01');
    await userEvent.click(within(region).getByRole('button', { name: 'AJOUTER LA DATE' }));
    expect(date).toHaveAccessibleDescription('Choisissez une date à venir.');
    expect(puts(site)).toEqual([]);
    await userEvent.clear(date);
    await userEvent.type(date, '2027-04-05');
    await userEvent.click(within(region).getByRole('button', { name: 'AJOUTER LA DATE' }));
    const list = await within(region).findByRole('list', { name: 'Dates exceptionnelles à venir' });
    expect(list).toHaveTextContent('lundi 5 avril 2027 · Fermé toute la journée');
    expect(puts(site)).toEqual([{ terrains: [], exceptions: [{ date: '2027-04-05', ferme: true }] }]);
    expect(within(region).getByRole('button', { name: 'Retirer le lundi 5 avril 2027' })).toBeInTheDocument();
  });
});
