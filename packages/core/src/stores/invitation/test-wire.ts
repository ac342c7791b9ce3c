import type { WireParticipant, WireReservation } from './types';

/** The reservation id and link token the invitation tests use. */
export const TEST_RESERVATION_ID = '0b7e4c1e-3f7a-4f51-9d0c-2a8f6f1f2c3d';
export const TEST_INVITATION_TOKEN = '9f1c2a7d4b3e4f5a8c6d7e8f9a0b1c2d';

/** An accepted participant (a contact id and a pseudonym); the organiser when told. */
export function testParticipant(id: number, pseudo: string, organisateur = false): WireParticipant {
  return {
    id,
    pseudo,
    nom: 'N',
    prenom: 'P',
    identifiant: pseudo,
    organisateur,
    reponse: 2,
    ajoutePar: null,
  };
}

/**
 * Tests only: a 4-place padel reservation of hall 1 (Ajaccio) on 1 December 2026, 18:00-19:00, with no
 * payment step, as the invitation read and MES RÉSERVATIONS send it; `participants` default to the
 * organiser alone, and the places left follow them.
 */
export function testWireReservation({
  participants = [testParticipant(1, 'orga', true)],
  reservation = {},
}: {
  participants?: WireParticipant[];
  reservation?: Partial<WireReservation['reservation']>;
} = {}): WireReservation {
  return {
    id_reservation: TEST_RESERVATION_ID,
    statut: 'validate',
    reservation: {
      statut: 'validate',
      date: '2026-12-01',
      heureDebut: '18:00',
      heureFin: '19:00',
      dureeCreneau: 60,
      nbPlaceMax: 4,
      nbPlaceRestante: 4 - participants.length,
      paiementRequis: false,
      tarifParPersonne: 1500,
      partagePaiement: true,
      ...reservation,
    },
    activite: { id: 1, libelle: 'Padel' },
    product: { id: 1, libelle: 'Ajaccio', cle: 'ajaccio', ville: 'Ajaccio' },
    participants,
    organisateur: participants.find((p) => p.organisateur)?.pseudo ?? '',
    ignorerEtapePaiement: true,
    jeton_diffusion: true,
  };
}
