/**
 * For tests only (`@multisalle/core/testing`): a stateful stand-in for the cart endpoints of the v2 API,
 * answering contract-shaped JSON and recording the requests. Built on the fake server's `fakeFetch`.
 */
import { fakeFetch, json as reply, v2Pathname } from '../../testing/fake-server.ts';
import type { WireCart, WireCartLine } from './types';

export interface CartRequest {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
  idempotencyKey: string | null;
}

/** A contract-shaped line: a padel court at padel-park, 9h00 to 10h30, 50 €, 4 recommended places. */
export function wireLine(id: number, overrides: Partial<WireCartLine> = {}): WireCartLine {
  return {
    id,
    idMultisalle: 1,
    libelleMultisalle: 'PADEL PARK',
    typeCreneau: null,
    sport: { idSport: 2, libelle: 'PADEL' },
    tarif: 5000,
    quantite: 1,
    nbPlaceConseille: 4,
    date_heure_debut: '2026-11-23T09:00:00+01:00',
    date_heure_fin: '2026-11-23T10:30:00+01:00',
    dureeCreneau: 90,
    nb_place: null,
    description: null,
    ...overrides,
  };
}

/** Options of {@link fakeCartServer}: the first lines, the hold end, and replies that override the default. */
export interface FakeCartOptions {
  lines?: WireCartLine[];
  expiresAt?: string | null;
  /** "METHOD /path" → a reply to send instead of the default behaviour. */
  overrides?: Record<string, { status: number; body?: unknown }>;
}

/** A fetch implementing `GET panier`, `POST panier/ajout`, `DELETE panier/supprime/{id}`, and so on. */
export function fakeCartServer({
  lines = [],
  expiresAt = '2026-11-23T08:15:00+01:00',
  overrides = {},
}: FakeCartOptions = {}) {
  const requests: CartRequest[] = [];
  let contenu = [...lines];
  let nextId = 100;
  const cart = (): WireCart => ({
    uuid: 'c0ffee00-0000-4000-8000-000000000001',
    dtExpiration: contenu.length > 0 ? expiresAt : null,
    tarif: contenu.reduce((sum, line) => sum + line.tarif, 0),
    contenu,
    reductions: [],
    v2: true,
  });
  const { fetch } = fakeFetch(
    (seen) => {
      const { method, path, body, headers } = seen;
      requests.push({
        method,
        path,
        body,
        authorization: headers.get('authorization'),
        idempotencyKey: headers.get('idempotency-key'),
      });
      const override = overrides[`${method} ${path}`];
      if (override) return reply(override.status, override.body);
      if (method === 'GET' && path === '/panier') return reply(200, cart());
      if (method === 'POST' && path === '/panier/ajout') {
        // As the server does: the new line carries the slot's planning id.
        const { nIdCreneau } = body as { nIdCreneau: number };
        contenu = [...contenu, wireLine(nextId++, { nIdCreneau })];
        return reply(200, { _type: 'succes', _message: 'Créneau ajouté au panier', dtExpiration: expiresAt });
      }
      const removed = /^\/panier\/supprime\/(\d+)$/.exec(path);
      if (method === 'DELETE' && removed) {
        const before = contenu.length;
        contenu = contenu.filter((line) => line.id !== Number(removed[1]));
        return before === contenu.length ? reply(404, { description: 'Introuvable' }) : reply(204);
      }
      if (method === 'PUT' && path === '/panier/modifie_ligne') {
        const { idLigne, quantite } = body as { idLigne: number; quantite: number };
        contenu = contenu.map((line) =>
          line.id === idLigne ? { ...line, quantite, tarif: 1000 * quantite } : line,
        );
        return reply(200, cart());
      }
      if (method === 'POST' && path === '/panier/prolonge') return reply(200, cart());
      if (method === 'POST' && path === '/panier/valide') {
        const reservations = contenu.map((line) => ({
          id_reservation: `00000000-0000-4000-8000-00000000000${line.id % 10}`,
          date: line.date_heure_debut.slice(0, 10),
          heureDebut: '09:00',
          heureFin: '10:30',
          paiementRequis: true,
          tarifParPersonne: Math.round(line.tarif / line.nbPlaceConseille),
          nbPlaceMax: line.nbPlaceConseille,
        }));
        contenu = [];
        return reply(200, { bSucces: true, reservations });
      }
      return reply(404, { description: 'Introuvable' });
    },
    { path: v2Pathname },
  );
  return { fetch, requests, lines: () => contenu };
}
