import { configure } from '@multisalle/core';

/** For the hall page tests only: wire-shaped halls, as the v2 API sends them. */
export const wireSport = (idSport: number, libelle: string, nbPersonneConseille = 4) => ({
  idSport,
  libelle,
  icone: null,
  NbPersonnePayante: nbPersonneConseille,
  nbPersonneConseille,
});

export const wireHall = (
  id: number,
  cle: string,
  libelleSalle: string,
  overrides: Record<string, unknown> = {},
) => ({
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
    complement: 'Zone d’activités de la Martinerie',
    codePostal: '36130',
    commune: 'Déols',
  },
  services: [
    { libelle: 'Vestiaires', urlIcone: '/media/services/vestiaires.svg' },
    { libelle: 'Wi-Fi', urlIcone: '/media/services/wifi.svg' },
  ],
  ignorerEtapePaiement: false,
  nbJoursVisiblesReservationCreneaux: 14,
  ...overrides,
});

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
    adresse: { rue: '8 chemin de Campo dell’Oro', complement: null, codePostal: '20090', commune: 'Ajaccio' },
  }),
  wireHall(4, 'multisalle-bourges', 'MULTISALLE BOURGES', { active: false }),
];

/** One available 90-minute slot tomorrow at 10:00 UTC, wire-shaped (`GET creneaux/...`). */
export function wireSlot(id: number, sportPlayers = 4) {
  const start = new Date();
  start.setUTCDate(start.getUTCDate() + 1);
  start.setUTCHours(10, 0, 0, 0);
  const end = new Date(start.getTime() + 90 * 60_000);
  return {
    nIdCreneau: id,
    nIdZone: 1,
    sLibelleZone: 'Terrain 1',
    dtDateHeureDebut: start.toISOString(),
    dtDateHeureFin: end.toISOString(),
    dureeCreneau: 90,
    sStatut: 'disponible',
    fTarif: 4800,
    tarifIndividuel: 4800 / sportPlayers,
    prixBarre: null,
    nbPersonneConseille: sportPlayers,
    nbParticipantMax: null,
    remplissage: null,
  };
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Points core's client at a stand-in v2 API: the hall list and the hall detail by `sCle` (404 with the
 * catalogue code for an unknown key), one available slot tomorrow for any sport's planning, or a dropped
 * connection when `offline` says so. Returns the paths and queries asked for.
 */
export function serveHalls(
  options: {
    offline?: () => boolean;
    /** Answers other calls (`'POST /api/v2/panier/ajout'`...) before the default 404. */
    other?: (call: string) => Response | undefined;
  } = {},
): string[] {
  let nextSlotId = 100;
  const requested: string[] = [];
  configure({
    fetch: async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      requested.push(`${url.pathname}${url.search}`);
      if (options.offline?.()) throw new TypeError('Failed to fetch');
      if (url.pathname === '/api/v2/multisalle') return json(200, { multisalleListe: wireHalls });
      if (url.pathname === '/api/v2/multisalle/detail') {
        const hall = wireHalls.find((candidate) => candidate.cle === url.searchParams.get('sCle'));
        return hall ? json(200, hall) : json(404, { sCodeErreur: 'MULTISALLE-001' });
      }
      if (url.pathname.startsWith('/api/v2/creneaux/multisalle/')) {
        const sportId = Number(url.searchParams.get('activite'));
        return json(200, { idSport: sportId, creneaux: [wireSlot(nextSlotId++)] });
      }
      return options.other?.(`${init?.method ?? 'GET'} ${url.pathname}`) ?? json(404, {});
    },
  });
  return requested;
}
