import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { centsOf } from './PriceRuleForm.tsx';
import { daysText } from './prices-messages.ts';
import { renderConsole, signInTab, wireHall } from './test-support.tsx';

let cleanup = () => {};
afterEach(() => cleanup());

const HALL = '/api/gestion/salles/padel-park';
const rule = (
  idRegle: number,
  idZone: number,
  jours: number[],
  debut: string,
  fin: string,
  prix: number,
) => ({
  idRegle,
  idSport: 7,
  sport: 'PADEL',
  idZone,
  terrain: `Court ${idZone}`,
  typeCreneau: null,
  jours,
  debut,
  fin,
  prixCentimes: prix,
  prixBarreCentimes: null,
  aPartirDu: null,
});
const seeded = [
  rule(1, 1, [1, 2, 3, 4, 5], '07:15', '23:15', 3600),
  rule(2, 1, [6, 7], '07:15', '23:15', 4800),
];

function open(put: (body: unknown) => { status: number; body: unknown }) {
  signInTab();
  const site = renderConsole('/gestion/padel-park/tarifs', {
    'GET /api/gestion/moi': {
      status: 200,
      body: { email: 'lea@salle.fr', salles: [wireHall('padel-park', 'gestionnaire')] },
    },
    [`GET ${HALL}/tarifs`]: { status: 200, body: { regles: seeded } },
    [`PUT ${HALL}/tarifs`]: put,
  });
  cleanup = site.cleanup;
  return site;
}

describe("/gestion/:cle/tarifs, the hall's prices", () => {
  it('reads prices in euros and weekdays in words', () => {
    expect(centsOf('52')).toBe(5200);
    expect(centsOf('52,5')).toBe(5250);
    expect(centsOf('52.50 €')).toBe(5250);
    expect(centsOf('0')).toBeNull();
    expect(centsOf('52,505')).toBeNull();
    expect(daysText([1, 2, 3, 4, 5])).toBe('lundi à vendredi');
    expect(daysText([6, 7])).toBe('samedi, dimanche');
    expect(daysText([1, 2, 3, 4, 5, 6, 7])).toBe('tous les jours');
  });

  it('lists the rules, checks a new one before sending, and sends the whole list with it', async () => {
    const site = open((body) => {
      const sent = (body as { regles: Record<string, unknown>[] }).regles;
      return {
        status: 200,
        body: {
          regles: [
            ...seeded,
            { ...rule(3, 1, [1, 2, 3, 4, 5], '18:00', '22:00', 5200), aPartirDu: '2027-04-05' },
          ],
        },
        sent,
      };
    });
    const table = await screen.findByRole('table', { name: 'Les tarifs de la salle, terrain par terrain' });
    expect(screen.getByRole('link', { name: 'Tarifs' })).toHaveAttribute('aria-current', 'page');
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .slice(0, 6)
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      [
        'Court 1',
        'PADEL',
        'lundi à vendredi',
        '7\u00a0h\u00a015 – 23\u00a0h\u00a015',
        '36,00\u00a0€',
        'Toujours',
      ],
      [
        'Court 1',
        'PADEL',
        'samedi, dimanche',
        '7\u00a0h\u00a015 – 23\u00a0h\u00a015',
        '48,00\u00a0€',
        'Toujours',
      ],
    ]);

    const form = screen.getByRole('form', { name: 'Ajouter un tarif' });
    await userEvent.click(within(form).getByRole('button', { name: 'AJOUTER LE TARIF' }));
    expect(within(form).getByText('Cochez au moins un jour.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Prix du créneau (€)')).toHaveAccessibleDescription(
      'Par exemple 52 ou 52,50 Saisissez un prix en euros, par exemple 52 ou 52,50.',
    );
    expect(site.server.requests.some((request) => request.method === 'PUT')).toBe(false);

    for (const day of ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi'])
      await userEvent.click(within(form).getByRole('checkbox', { name: day }));
    await userEvent.type(within(form).getByLabelText('À partir de (heure)'), '18:00');
    await userEvent.type(within(form).getByLabelText("Jusqu'à (heure)"), '22:00');
    await userEvent.type(within(form).getByLabelText('Prix du créneau (€)'), '52');
    await userEvent.type(within(form).getByLabelText('À partir du (date)'), '2027-04-05');
    await userEvent.click(within(form).getByRole('button', { name: 'AJOUTER LE TARIF' }));
    expect(
      await screen.findByText('Tarif ajouté : les créneaux non réservés le montrent dès maintenant.'),
    ).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'lundi 5 avril 2027' })).toBeInTheDocument();
    const put = site.server.requests.find((request) => request.method === 'PUT');
    expect((put?.body as { regles?: unknown[] } | undefined)?.regles).toEqual([
      {
        idSport: 7,
        idZone: 1,
        typeCreneau: null,
        jours: [1, 2, 3, 4, 5],
        debut: '07:15',
        fin: '23:15',
        prixCentimes: 3600,
        prixBarreCentimes: null,
        aPartirDu: null,
      },
      {
        idSport: 7,
        idZone: 1,
        typeCreneau: null,
        jours: [6, 7],
        debut: '07:15',
        fin: '23:15',
        prixCentimes: 4800,
        prixBarreCentimes: null,
        aPartirDu: null,
      },
      {
        idSport: 7,
        idZone: null,
        jours: [1, 2, 3, 4, 5],
        debut: '18:00',
        fin: '22:00',
        prixCentimes: 5200,
        prixBarreCentimes: null,
        aPartirDu: '2027-04-05',
      },
    ]);
  });

  it("keeps the list as it was and says the server's refusal when a removal would leave a court unpriced", async () => {
    open(() => ({
      status: 422,
      body: {
        description: 'La requête contient des données invalides.',
        violations: [
          {
            propertyPath: 'regles',
            message:
              "Chaque terrain garde au moins un tarif pour chacun de ses sports : Court 1 · PADEL n'en aurait plus.",
          },
        ],
      },
    }));
    const table = await screen.findByRole('table', { name: 'Les tarifs de la salle, terrain par terrain' });
    await userEvent.click(
      within(table).getByRole('button', {
        name: 'Retirer le tarif Court 1 · PADEL · samedi, dimanche · 7\u00a0h\u00a015 – 23\u00a0h\u00a015',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent("Court 1 · PADEL n'en aurait plus.");
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });
});
