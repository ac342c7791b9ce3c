import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { cartLines, carts, reservations, zoneSports } from '../db/schema.ts';
import { decodeSlotId } from '../planning/slot-id.ts';
import type { WireSlot } from '../planning/slot-wire.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { createPlayer, idsOf, slotsOf, type TestPlayer } from './cart-test-helpers.ts';
import { holdEnd } from './hold-rules.ts';

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;
const RACERS = 50;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db });
});
afterAll(() => testDb.close());

/**
 * Gives a player an open cart holding a slot, written straight to the database: through `panier/ajout` the
 * first hold would block the other forty-nine, and the race under test is the validation's.
 */
async function holdInDatabase(player: TestPlayer, slot: WireSlot): Promise<void> {
  const key = decodeSlotId(slot.nIdCreneau);
  if (!key) throw new Error('bad slot id');
  const [offer] = await testDb.db.select().from(zoneSports).where(eq(zoneSports.id, key.zoneSportId));
  if (!offer) throw new Error('no offer');
  const [cart] = await testDb.db.insert(carts).values({ userId: player.userId }).returning();
  if (!cart) throw new Error('no cart');
  await testDb.db.insert(cartLines).values({
    cartId: cart.id,
    zoneSportId: offer.id,
    zoneId: offer.zoneId,
    sportId: offer.sportId,
    startsAt: key.startsAt,
    endsAt: new Date(slot.dtDateHeureFin),
    unitPriceCents: slot.fTarif,
    holdExpiresAt: holdEnd(new Date()),
  });
}

async function slotAt(hall: string, sport: string, days: number, zone: string, hour: string) {
  const slots = await slotsOf(app, testDb.db, { hall, sport, daysFromToday: days });
  const slot = slots.find(
    (s) => s.sLibelleZone === zone && s.sStatut === 'disponible' && s.dtDateHeureDebut.slice(11, 16) === hour,
  );
  if (!slot) throw new Error(`no ${sport} slot on ${zone} at ${hour}`);
  return slot;
}

/** Fires every validation at once and counts the answers and the reservations written on the zones. */
async function race(players: TestPlayer[], zoneIds: number[], slot: WireSlot) {
  const answers = await Promise.all(
    players.map((p) =>
      app.request('/api/v2/panier/valide', {
        method: 'POST',
        headers: { authorization: `Bearer ${p.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ partagePaiement: false }),
      }),
    ),
  );
  const statuses = answers.map((answer) => answer.status);
  const written = await testDb.db
    .select()
    .from(reservations)
    .where(
      and(
        inArray(reservations.zoneId, zoneIds),
        lt(reservations.startsAt, new Date(slot.dtDateHeureFin)),
        gt(reservations.endsAt, new Date(slot.dtDateHeureDebut)),
      ),
    );
  return {
    ok: statuses.filter((s) => s === 200).length,
    conflicts: statuses.filter((s) => s === 409).length,
    written,
  };
}

const players = (count: number) => Promise.all(Array.from({ length: count }, () => createPlayer(testDb.db)));

describe(`cart validation under concurrency (${RACERS} players at once)`, () => {
  it(`books the same slot exactly once when ${RACERS} carts holding it are validated together`, async () => {
    const slot = await slotAt('padel-park', 'PADEL', 3, 'Terrain de padel 1', '08:45');
    const racers = await players(RACERS);
    for (const p of racers) await holdInDatabase(p, slot);
    const result = await race(racers, [slot.nIdZone], slot);
    expect(result).toMatchObject({ ok: 1, conflicts: RACERS - 1 });
    expect(result.written).toHaveLength(1);
  });

  it('books one of two overlapping slots of the same court (beach volley vs beach tennis on one sand court)', async () => {
    const volley = await slotAt('multisalle-ajaccio', 'BEACH VOLLEY', 4, 'Terrain de sable 2', '11:00');
    const tennis = await slotAt('multisalle-ajaccio', 'BEACH TENNIS', 4, 'Terrain de sable 2', '11:00');
    expect(volley.nIdCreneau).not.toBe(tennis.nIdCreneau);
    const racers = await players(RACERS);
    for (const [index, p] of racers.entries()) await holdInDatabase(p, index % 2 === 0 ? volley : tennis);
    const result = await race(racers, [volley.nIdZone], volley);
    expect(result).toMatchObject({ ok: 1, conflicts: RACERS - 1 });
    expect(result.written).toHaveLength(1);
  });

  it('books either the whole floor or the court inside it, never both', async () => {
    const floor = await slotAt('multisalle-chateauroux', 'BASKET 5X5', 4, 'Terrain central', '11:00');
    const court = await slotAt('multisalle-chateauroux', 'BADMINTON', 4, 'Court de badminton 1', '11:00');
    const racers = await players(RACERS);
    for (const [index, p] of racers.entries()) await holdInDatabase(p, index % 2 === 0 ? floor : court);
    const { hallId } = await idsOf(testDb.db, 'multisalle-chateauroux', 'BADMINTON');
    expect(hallId).toBeGreaterThan(0);
    const result = await race(racers, [floor.nIdZone, court.nIdZone], floor);
    expect(result).toMatchObject({ ok: 1, conflicts: RACERS - 1 });
    expect(result.written).toHaveLength(1);
  });
});
