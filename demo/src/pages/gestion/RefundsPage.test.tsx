import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderConsole, signInTab, wireHall } from './test-support.tsx';

let cleanup = () => {};
afterEach(() => cleanup());

const PATH = '/api/gestion/salles/padel-park/remboursements';
const wireRefund = (id: string, statut: 'en-cours' | 'effectue' | 'echec', joueur: string) => ({
  id,
  statut,
  montantCentimes: 1200,
  joueur,
  idReservation: `r-${id}`,
  terrain: 'Court 1',
  debut: '2027-03-15T18:00:00+01:00',
  demandeLe: '2027-03-14T09:30:00.000Z',
  faitLe: statut === 'effectue' ? '2027-03-14T09:31:00.000Z' : null,
  tentatives: statut === 'echec' ? 10 : 1,
  erreur: statut === 'echec' ? { code: 'NETWORK', message: 'NETWORK: connection reset' } : null,
});

describe("/gestion/:cle/remboursements, the hall's refunds", () => {
  it('lists the refunds with their game and state, and « Relancer » asks a failed one again', async () => {
    signInTab();
    const retried: string[] = [];
    const site = renderConsole('/gestion/padel-park/remboursements', {
      'GET /api/gestion/moi': {
        status: 200,
        body: { email: 'lea@salle.fr', salles: [wireHall('padel-park', 'gestionnaire')] },
      },
      [`GET ${PATH}`]: {
        status: 200,
        body: {
          remboursements: [
            wireRefund('a1', 'echec', 'Marie Durand'),
            wireRefund('b2', 'effectue', 'Paul Martin'),
          ],
        },
      },
      [`POST ${PATH}/a1/relance`]: () => {
        retried.push('a1');
        return { status: 200, body: { ...wireRefund('a1', 'en-cours', 'Marie Durand'), tentatives: 0 } };
      },
    });
    cleanup = site.cleanup;
    const table = await screen.findByRole('table', {
      name: "Remboursements de la salle, les plus récents d'abord",
    });
    expect(screen.getByRole('link', { name: 'Remboursements' })).toHaveAttribute('aria-current', 'page');
    const failed = within(table).getByRole('row', { name: /Marie Durand/ });
    expect(failed).toHaveTextContent('Court 1, 15 mars 2027 à 18 h 00');
    expect(failed).toHaveTextContent('12,00 €');
    expect(failed).toHaveTextContent('En échec');
    expect(failed).toHaveTextContent('NETWORK: connection reset · 10 essais');
    const done = within(table).getByRole('row', { name: /Paul Martin/ });
    expect(done).toHaveTextContent('Effectué le 14 mars 2027');
    expect(within(done).queryByRole('button')).toBeNull();

    await userEvent.click(
      within(failed).getByRole('button', { name: /^Relancer le remboursement de 12,00\s€ à Marie Durand$/ }),
    );
    expect(
      await screen.findByText(
        'Remboursement de Marie Durand relancé : il part au prestataire dans la minute.',
      ),
    ).toBeInTheDocument();
    expect(retried).toEqual(['a1']);
    expect(within(table).getByRole('row', { name: /Marie Durand/ })).toHaveTextContent('En cours');
    expect(within(table).queryByRole('button', { name: /Relancer/ })).toBeNull();
  });

  it('says so when there is none, and a receptionist finds no « Remboursements » in the nav', async () => {
    signInTab();
    const site = renderConsole('/gestion/padel-park/remboursements', {
      'GET /api/gestion/moi': {
        status: 200,
        body: { email: 'leo@salle.fr', salles: [wireHall('padel-park', 'accueil')] },
      },
      [`GET ${PATH}`]: {
        status: 403,
        body: { description: 'Votre rôle dans cette salle ne permet pas cette action.' },
      },
    });
    cleanup = site.cleanup;
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Votre rôle dans cette salle ne permet pas cette action.',
    );
    expect(screen.queryByRole('link', { name: 'Remboursements' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });
});
