import { configure } from '@multisalle/core';
import { fakeFetch, json, wireHalls, wireSlot } from '@multisalle/core/testing';

/*
 * For the hall page tests only: a stand-in v2 API built on core's fake server, answering with core's wire
 * builders (the halls of `wireHalls`, slots of `wireSlot`).
 */

/** One available 90-minute slot tomorrow at 10:00 UTC on court 1, 48,00 € shared by `sportPlayers`. */
function tomorrowSlot(id: number, sportPlayers = 4) {
  const start = new Date();
  start.setUTCDate(start.getUTCDate() + 1);
  start.setUTCHours(10, 0, 0, 0);
  return wireSlot(id, start.toISOString(), 90, {
    sLibelleZone: 'Terrain 1',
    fTarif: 4800,
    tarifIndividuel: 4800 / sportPlayers,
    nbPersonneConseille: sportPlayers,
  });
}

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
    /** Fields the hall's detail adds (its `description`, `photos`). */
    detail?: Record<string, unknown>;
  } = {},
): string[] {
  let nextSlotId = 100;
  const requested: string[] = [];
  const { fetch } = fakeFetch(({ method, url: asked }) => {
    const url = new URL(asked, 'http://localhost');
    requested.push(`${url.pathname}${url.search}`);
    if (options.offline?.()) throw new TypeError('Failed to fetch');
    if (url.pathname === '/api/v2/multisalle') return json(200, { multisalleListe: wireHalls });
    if (url.pathname === '/api/v2/multisalle/detail') {
      const hall = wireHalls.find((candidate) => candidate.cle === url.searchParams.get('sCle'));
      return hall ? json(200, { ...hall, ...options.detail }) : json(404, { sCodeErreur: 'MULTISALLE-001' });
    }
    if (url.pathname.startsWith('/api/v2/creneaux/multisalle/')) {
      const sportId = Number(url.searchParams.get('activite'));
      return json(200, { idSport: sportId, creneaux: [tomorrowSlot(nextSlotId++)] });
    }
    return options.other?.(`${method} ${url.pathname}`) ?? json(404, {});
  });
  configure({ fetch });
  return requested;
}
