import { configure, type WireSlot } from '@multisalle/core';
import { fakeFetch, json, wireSlot } from '@multisalle/core/testing';

/** Wednesday 25 November 2026, noon in Paris: the planning tests' clock. */
export const NOW = new Date('2026-11-25T12:00:00+01:00');

/** The planning tests' week: a past slot, free, booked and in-cart ones, a cours, next Monday's. */
export const slots: WireSlot[] = [
  wireSlot(1, '2026-11-25T09:00:00+01:00', 90), // this morning: past
  wireSlot(2, '2026-11-25T14:00:00+01:00', 90),
  wireSlot(3, '2026-11-25T14:00:00+01:00', 60, { nIdZone: 2, sLibelleZone: 'Court 2', sStatut: 'reserve' }),
  wireSlot(4, '2026-11-26T10:00:00+01:00', 60, { sStatut: 'panier', fTarif: 0, tarifIndividuel: 0 }),
  wireSlot(5, '2026-11-26T18:00:00+01:00', 45, {
    typeCreneau: 'cours',
    prixBarre: 8000,
    nbParticipantMax: 12,
    remplissage: 5,
    niveau: 'Niveau avancé',
  }),
  wireSlot(6, '2026-11-30T09:00:00+01:00', 90), // next Monday
];

export interface SlotsServer {
  /** The URLs asked for, as the client wrote them. */
  urls: string[];
  /** Sends the held answer (`pending`). */
  answer: (body: unknown, status?: number) => void;
}

/**
 * Points core's client at a stand-in answering the slots contract with `creneaux` to every request, or
 * holding its answer until `answer` (`pending`).
 */
export function serveSlots(creneaux: WireSlot[], pending = false): SlotsServer {
  const urls: string[] = [];
  let release: ((response: Response) => void) | undefined;
  const body = { idMultisalle: 3, idSport: 2, dateStart: '2026-11-25', dateEnd: '2026-12-01', creneaux };
  const { fetch } = fakeFetch(({ url }) => {
    urls.push(url);
    return pending ? new Promise<Response>((resolve) => (release = resolve)) : json(200, body);
  });
  configure({ fetch });
  return { urls, answer: (answerBody, status = 200) => release?.(json(status, answerBody)) };
}

/** A window of 768 px or more (`isDesktop`), or a phone's, as the panel's media query reads it. */
export function setWidth(isDesktop: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: isDesktop && query.includes('min-width: 768px'),
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

/** The sport the tests' panel shows. */
export const sport = { id: 2, label: 'PADEL', recommendedPlayers: 4 };

/** Intl separates euros with narrow no-break spaces: compare texts with plain spaces. */
export const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');
export const named = (expected: string) => (name: string) => plain(name) === expected;

/** The slot button of an id (by `data-slot-id`), or null. */
export const slotButton = (id: number) => document.querySelector<HTMLButtonElement>(`[data-slot-id="${id}"]`);
