// The tests' hand-written wire answers (`@multisalle/core/testing`: what the fake servers of the
// packages', the elements' and the demo's tests send) parsed by the schemas this server declares for
// the same answers, so a fixture cannot drift from the wire.

import type { z } from '@hono/zod-openapi';
import {
  fakeCartServer,
  fakePaymentServer,
  rawCardAnswer,
  TEST_ID,
  TEST_TOKEN,
  testInvitation,
  testParticipant,
  testWireReservation,
  wireDiscount,
  wireHall,
  wireHalls,
  wireLine,
  wireOpenGame,
  wireProfile,
  wireSavedAlias,
  wireSlot,
} from '@multisalle/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createTestDatabase, type TestDatabase } from './test-db.ts';

interface RouteDefinition {
  type: string;
  route?: {
    method: string;
    path: string;
    responses: Record<string, { content?: Record<string, { schema?: z.ZodType }> }>;
  };
}

let testDb: TestDatabase;
let definitions: RouteDefinition[];

beforeAll(async () => {
  testDb = await createTestDatabase();
  const app = createApp({ db: testDb.db });
  definitions = (app as unknown as { openAPIRegistry: { definitions: RouteDefinition[] } }).openAPIRegistry
    .definitions;
});
afterAll(() => testDb.close());

/** The JSON schema the server declares for a route's answer (its OpenAPI path, `{id}` parameters). */
function answerSchema(call: string, status = 200): z.ZodType {
  const [method, path] = call.split(' ');
  const found = definitions.find(
    (definition) =>
      definition.type === 'route' &&
      definition.route?.method === method?.toLowerCase() &&
      definition.route?.path === path,
  );
  const schema = found?.route?.responses[String(status)]?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`The server declares no JSON ${status} answer for ${call}`);
  return schema;
}

/** What the server's schema finds wrong in `body`, one line an issue (none: the fixture is on the wire). */
function issues(call: string, body: unknown): string[] {
  const result = answerSchema(call).safeParse(body);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

/** The JSON a fake server answers to `METHOD path`. */
async function answered(fetch: typeof globalThis.fetch, call: string, body?: unknown): Promise<unknown> {
  const [method, path] = call.split(' ');
  const init = { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
  const response = await fetch(`http://localhost${path}`, init);
  return response.json();
}

const slotsRoute = 'GET /api/v2/creneaux/multisalle/{idMultisalle}/debut/{start}/duree/{duration}';

describe("the tests' wire fixtures, parsed by the server's own answer schemas", () => {
  it("slots: free, booked, in a cart, a cours with its level and fill, tomorrow's", () => {
    const creneaux = [
      wireSlot(1, '2026-11-25T09:00:00+01:00', 90),
      wireSlot(3, '2026-11-25T14:00:00+01:00', 60, {
        nIdZone: 2,
        sLibelleZone: 'Court 2',
        sStatut: 'reserve',
      }),
      wireSlot(4, '2026-11-26T10:00:00+01:00', 60, { sStatut: 'panier', fTarif: 0, tarifIndividuel: 0 }),
      wireSlot(5, '2026-11-26T18:00:00+01:00', 45, {
        typeCreneau: 'cours',
        prixBarre: 8000,
        nbParticipantMax: 12,
        remplissage: 5,
        niveau: 'Niveau avancé',
      }),
      wireSlot(100, '2026-11-26T10:00:00.000Z', 90, {
        sLibelleZone: 'Terrain 1',
        fTarif: 4800,
        tarifIndividuel: 1200,
      }),
    ];
    const answer = { idMultisalle: 3, idSport: 2, dateStart: '2026-11-25', dateEnd: '2026-12-01', creneaux };
    expect(issues(slotsRoute, answer)).toEqual([]);
  });

  it("halls: the list and each hall's detail", () => {
    expect(issues('GET /api/v2/multisalle', { multisalleListe: wireHalls })).toEqual([]);
    for (const hall of [...wireHalls, wireHall(9, 'salle-test', 'SALLE TEST')]) {
      expect(issues('GET /api/v2/multisalle/detail', hall)).toEqual([]);
    }
  });

  it('the profile of user 12', () => {
    expect(issues('GET /api/v2/users/{id}', wireProfile)).toEqual([]);
  });

  // Known drift, kept visible: `wireLine` sends no `nIdCreneau` (the server always does), and the cart's
  // tests read a line without one as « not from the planning ». The `it.fails` turns red once the fixture
  // matches the wire: make it an `it` then.
  it.fails("the cart stand-in's cart, its added line and its validation", async () => {
    const cart = fakeCartServer({ lines: [wireLine(1), wireLine(2, { typeCreneau: 'cours', nb_place: 3 })] });
    expect(issues('GET /api/v2/panier', await answered(cart.fetch, 'GET /api/v2/panier'))).toEqual([]);
    const added = await answered(cart.fetch, 'POST /api/v2/panier/ajout', { nIdCreneau: 7 });
    expect(issues('POST /api/v2/panier/ajout', added)).toEqual([]);
    const validated = await answered(cart.fetch, 'POST /api/v2/panier/valide', {});
    expect(issues('POST /api/v2/panier/valide', validated)).toEqual([]);
  });

  it("discounts: a player's list and a cart's reductions", async () => {
    const discount = wireDiscount({ cartUsageEndDate: '2030-01-01' });
    const route = 'GET /api/v2/user/{id}/discount/multisalle/{idMultisalle}';
    expect(issues(route, { statusBasedDiscounts: [wireDiscount(), discount] })).toEqual([]);
    const cart = await answered(fakeCartServer().fetch, 'GET /api/v2/panier');
    expect(issues('GET /api/v2/panier', { ...(cart as object), reductions: [discount] })).toEqual([]);
  });

  it("the payment means stand-in's saved card, form and card answer", async () => {
    const server = fakePaymentServer({ alias: wireSavedAlias });
    for (const call of ['GET /api/v2/paiement/alias', 'GET /api/v2/paiement/alias/etat']) {
      expect(issues(call, await answered(server.fetch, call))).toEqual([]);
    }
    const returned = await answered(server.fetch, 'POST /api/v2/paiement/retour', {
      'kr-answer': rawCardAnswer('PAID'),
      'kr-hash': 'abc123',
    });
    expect(issues('POST /api/v2/paiement/retour', returned)).toEqual([]);
  });

  it("a reservation: its invitation and the player's reservation list", () => {
    const participants = [testParticipant(1, 'orga', true), testParticipant(2, 'camille')];
    const invitation = testInvitation();
    expect(issues('GET /api/v2/reservations/groupe/invitation', invitation)).toEqual([]);
    const reservations = [testWireReservation({ participants })];
    expect(issues('GET /api/v2/user/{userId}/liste_reservations', { reservations })).toEqual([]);
    expect([TEST_ID, TEST_TOKEN]).toEqual([invitation.id_reservation, expect.any(String)]);
  });

  it('the public list of open games', () => {
    expect(issues('GET /api/v2/parties-ouvertes', { partiesOuvertes: [wireOpenGame()] })).toEqual([]);
  });
});
