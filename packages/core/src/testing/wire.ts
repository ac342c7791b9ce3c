/**
 * Builders of the wire answers the tests' fake servers send, shaped as the server sends them (the server's
 * own schemas parse each of them in `packages/server/src/test/wire-fixtures.test.ts`).
 */
import type { WireProfile } from '../session/types';
import type { WireHall, WireSport } from '../stores/halls/types';
import type { WireSlot } from '../stores/planning/types';

/** The wire profile of user 12 as `GET v2 /users/12` answers it. */
export const wireProfile = {
  email: 'lea@example.fr',
  nom: 'Martin',
  prenom: 'Léa',
  identifiant: 'leam',
  portable: '0612345678',
  emailingCollectivite: true,
  equipementAdapte: false,
  mineur: false,
  avatarUrl: null,
  roles: ['ROLE_USER'],
  code_pin: '4821',
  userId: 12,
  contactId: 40,
  paiementActif: false,
  portableVerifie: false,
} satisfies WireProfile;

/** `start` plus `minutes`, written with the same UTC offset as `start` (`Z` if it has none). */
function later(start: string, minutes: number): string {
  const offset = /([+-])(\d\d):(\d\d)$/.exec(start);
  const end = new Date(new Date(start).getTime() + minutes * 60_000);
  if (!offset) return end.toISOString();
  const [, sign, hours, mins] = offset;
  const shift = (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(mins)) * 60_000;
  return `${new Date(end.getTime() + shift).toISOString().slice(0, 19)}${offset[0]}`;
}

/**
 * A slot as the slots contract sends it: court 1, 60,00 € (15,00 € a person for 4), free unless
 * `overrides` say.
 *
 * @example wireSlot(5, '2026-11-26T18:00:00+01:00', 45, { typeCreneau: 'cours', niveau: 'Niveau avancé' })
 */
export function wireSlot(
  id: number,
  start: string,
  minutes: number,
  overrides: Partial<WireSlot> = {},
): WireSlot {
  return {
    nIdCreneau: id,
    nIdZone: 1,
    sLibelleZone: 'Court 1',
    dtDateHeureDebut: start,
    dtDateHeureFin: later(start, minutes),
    dureeCreneau: minutes,
    sStatut: 'disponible',
    fTarif: 6000,
    tarifIndividuel: 1500,
    prixBarre: null,
    nbPersonneConseille: 4,
    nbParticipantMax: null,
    remplissage: null,
    ...overrides,
  };
}

/** A sport of a hall, as the hall list sends it. */
export const wireSport = (idSport: number, libelle: string, nbPersonneConseille = 4) =>
  ({
    idSport,
    libelle,
    icone: null,
    NbPersonnePayante: nbPersonneConseille,
    nbPersonneConseille,
  }) satisfies WireSport;

/**
 * A hall as `GET multisalle` and `GET multisalle/detail` send it: padel and ping-pong, an address in
 * Déols, two services.
 *
 * @example wireHall(4, 'multisalle-bourges', 'MULTISALLE BOURGES', { active: false })
 */
export const wireHall = (
  id: number,
  cle: string,
  libelleSalle: string,
  overrides: Record<string, unknown> = {},
) =>
  ({
    idMultisalle: id,
    cle,
    libelleSalle,
    legende: `Légende de ${libelleSalle}`,
    sports: [wireSport(3, 'PADEL'), wireSport(10, 'PING PONG', 2)],
    active: true,
    urlEcusson: null,
    urlBandeau: `/media/halls/${cle}-banner.svg`,
    adresse: {
      rue: '14 allée du Parc des Sports',
      complement: "Zone d'activités de la Martinerie",
      codePostal: '36130',
      commune: 'Déols',
    },
    services: [
      { libelle: 'Vestiaires', urlIcone: '/media/services/vestiaires.svg' },
      { libelle: 'Wi-Fi', urlIcone: '/media/services/wifi.svg' },
    ],
    ignorerEtapePaiement: false,
    videoSecuriteRequise: false,
    nbJoursVisiblesReservationCreneaux: 14,
    ...overrides,
  }) satisfies WireHall;

/** The four halls of the hall list: padel-park, Châteauroux, Ajaccio (no payment step), Bourges (closed). */
export const wireHalls = [
  wireHall(1, 'padel-park', 'PADEL PARK'),
  wireHall(2, 'multisalle-chateauroux', 'MULTISALLE CHÂTEAUROUX', {
    sports: [wireSport(1, 'FOOT5', 10), wireSport(4, 'BASKET 5X5', 10)],
    urlBandeau: null,
    adresse: {
      rue: '27 avenue de la Manufacture',
      complement: null,
      codePostal: '36000',
      commune: 'Châteauroux',
    },
    services: [],
  }),
  wireHall(3, 'multisalle-ajaccio', 'MULTISALLE AJACCIO', {
    ignorerEtapePaiement: true,
    adresse: { rue: "8 chemin de Campo dell'Oro", complement: null, codePostal: '20090', commune: 'Ajaccio' },
  }),
  wireHall(4, 'multisalle-bourges', 'MULTISALLE BOURGES', { active: false }),
];
