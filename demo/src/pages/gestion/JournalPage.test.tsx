import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderConsole, signInTab, wireHall } from './test-support.tsx';

let cleanup = () => {};
afterEach(() => cleanup());

const line = (id: number, action: string, details: Record<string, unknown>) => ({
  id,
  quand: '2027-03-16T13:31:00.000Z',
  qui: 'lea@salle.fr',
  action,
  details,
});

describe("/gestion/:cle/journal, the staff's actions", () => {
  it("says the rules' and refunds' actions in words, and an unknown one as the server names it", async () => {
    signInTab();
    const site = renderConsole('/gestion/padel-park/journal', {
      'GET /api/gestion/moi': {
        status: 200,
        body: { email: 'lea@salle.fr', salles: [wireHall('padel-park')] },
      },
      'GET /api/gestion/salles/padel-park/journal': {
        status: 200,
        body: {
          actions: [
            line(7, 'regle.tarifs', { regles: 10, avant: 8, aPartirDu: [null, '2027-04-05'] }),
            line(6, 'regle.horaires', {
              terrains: [1],
              nomsTerrains: ['Court 1'],
              exceptions: ['2026-12-25'],
              reservationsAnnulees: ['r-2'],
              reservationsConservees: [],
            }),
            line(5, 'regle.porte', { ouvertureMinutesAvant: 45, avant: 30 }),
            line(4, 'appareil.ajout', {
              idAppareil: 3,
              nom: 'Porte principale',
              portees: ['entree', 'ecran'],
            }),
            line(3, 'appareil.revocation', { idAppareil: 3, nom: 'Porte principale' }),
            line(2, 'paiement.remboursement', { idReservation: 'r-1', idRemboursement: 9, montant: 1200 }),
            line(1, 'paiement.relance', {
              idRemboursement: 'a1',
              idReservation: 'r-1',
              montantCentimes: 1200,
              joueur: 'Marie Durand',
            }),
            line(0, 'salle.inconnue', { cle: 'x' }),
          ],
        },
      },
    });
    cleanup = site.cleanup;
    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(2)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Tarifs', '10 tarifs (8 avant)\u00a0; à partir du lundi 5 avril 2027'],
      [
        "Horaires d'ouverture",
        'Semaine de Court 1\u00a0; dates exceptionnelles\u00a0: vendredi 25 décembre 2026\u00a0; 1 réservation annulée',
      ],
      ['Fenêtre de la porte', '30\u00a0min → 45\u00a0min avant la séance'],
      ["Ajout d'un appareil", 'Porte principale\u00a0: Contrôle des entrées, Écrans'],
      ["Révocation d'un appareil", 'Porte principale'],
      ["Remboursement d'une part", '12,00\u00a0€, réservation r-1'],
      ["Relance d'un remboursement", '12,00\u00a0€ à Marie Durand, réservation r-1'],
      ['salle.inconnue', 'cle\u00a0: x'],
    ]);
  });
});
