import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { addBody, createPlayer, idsOf, slotsOf, type TestPlayer } from '../cart/cart-test-helpers.ts';
import { halls, zoneSports, zones } from '../db/schema.ts';
import { isoWeekday, localDateOf } from '../planning/local-time.ts';
import type { WireSlot } from '../planning/slot-wire.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { call } from './accounts-test-helpers.ts';

// Spec 2 section 3: cart lines carry `description {img, niveau, encadrant, content}`; the seeded class is
// the advanced badminton cours of Châteauroux, Tuesdays and Thursdays 18:00-19:30 on court 1.

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db });
  // "Next Tuesday, never today" is 7 days ahead on a Tuesday: one day past the seeded 7-day window. An
  // 8-day window keeps the class bookable whatever the weekday (and the hour) the suite runs on.
  await testDb.db.update(halls).set({ visibleDays: 8 }).where(eq(halls.key, 'multisalle-chateauroux'));
});
afterAll(() => testDb.close());

/** Days from today (Paris) to the next `weekday` (ISO, 1 = Monday), never today. */
function daysToNext(weekday: number): number {
  return (weekday - isoWeekday(localDateOf(new Date(), 'Europe/Paris')) + 7) % 7 || 7;
}

/** A free slot of a hall and sport, on a zone, of a type (`undefined`: a plain court). */
async function freeSlot(
  hall: string,
  sport: string,
  daysFromToday: number,
  pick: { zone: string; type?: WireSlot['typeCreneau'] },
) {
  const slots = await slotsOf(app, testDb.db, { hall, sport, daysFromToday });
  const slot = slots.find(
    (s) => s.sStatut === 'disponible' && s.sLibelleZone === pick.zone && s.typeCreneau === pick.type,
  );
  if (!slot) throw new Error(`no free ${pick.type ?? 'court'} ${sport} slot on ${pick.zone}`);
  const { sportId } = await idsOf(testDb.db, hall, sport);
  return { slot, body: addBody(slot, sportId) };
}

const add = (p: TestPlayer, body: unknown) =>
  call(app, 'POST', '/api/v2/panier/ajout', { token: p.token, body });
const cartOf = (p: TestPlayer) => call(app, 'GET', '/api/v2/panier', { token: p.token });

describe('cart lines: description of a cours and the planning slot id', () => {
  it('describes a cours line (picture, level, coach, HTML text) and gives every other line a null description', async () => {
    const me = await createPlayer(testDb.db);
    const course = await freeSlot('multisalle-chateauroux', 'BADMINTON', daysToNext(2), {
      zone: 'Court de badminton 1',
      type: 'cours',
    });
    const place = await freeSlot('multisalle-chateauroux', 'FOOT5', daysToNext(3), {
      zone: 'Terrain central',
      type: 'place',
    });
    const sand = await freeSlot('multisalle-ajaccio', 'BEACH VOLLEY', 2, {
      zone: 'Terrain de sable 1',
      type: 'terrain',
    });
    const padel = await freeSlot('padel-park', 'PADEL', 2, { zone: 'Terrain de padel 1' });
    for (const { body } of [course, place, sand, padel]) {
      expect((await add(me, body)).body._type).toBe('succes');
    }

    const { status, body } = await cartOf(me);
    expect(status).toBe(200);
    const byType = (type: string | null) =>
      body.contenu.find((line: { typeCreneau: string | null }) => line.typeCreneau === type);
    expect(byType('cours').description).toEqual({
      img: '/media/courses/badminton-cours.svg',
      niveau: 'Niveau avancé',
      encadrant: 'Camille Roussel',
      content: expect.stringMatching(/^<p>Séance encadrée pour joueurs confirmés/),
    });
    expect(byType('place').description).toBeNull();
    expect(byType('terrain').description).toBeNull();
    expect(byType(null).description).toBeNull();
  });

  it('answers on each line the nIdCreneau the planning gave its slot, which the planning then shows panier', async () => {
    const me = await createPlayer(testDb.db);
    const days = daysToNext(4);
    const course = await freeSlot('multisalle-chateauroux', 'BADMINTON', days, {
      zone: 'Court de badminton 1',
      type: 'cours',
    });
    const court = await freeSlot('multisalle-chateauroux', 'BADMINTON', days, {
      zone: 'Court de badminton 2',
    });
    await add(me, course.body);
    await add(me, court.body);

    const { body } = await cartOf(me);
    expect(body.contenu.map((line: { nIdCreneau: number }) => line.nIdCreneau).sort()).toEqual(
      [course.slot.nIdCreneau, court.slot.nIdCreneau].sort(),
    );
    const mine = await slotsOf(app, testDb.db, {
      hall: 'multisalle-chateauroux',
      sport: 'BADMINTON',
      daysFromToday: days,
      token: me.token,
    });
    for (const line of body.contenu as { nIdCreneau: number }[]) {
      expect(mine.find((slot) => slot.nIdCreneau === line.nIdCreneau)?.sStatut).toBe('panier');
    }
    // A quantity change answers the cart too, with the same ids.
    const courseLine = body.contenu.find((line: { typeCreneau: string }) => line.typeCreneau === 'cours');
    const changed = await call(app, 'PUT', '/api/v2/panier/modifie_ligne', {
      token: me.token,
      body: { idLigne: courseLine.id, quantite: 2 },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.contenu.find((line: { id: number }) => line.id === courseLine.id)).toMatchObject({
      nIdCreneau: course.slot.nIdCreneau,
      quantite: 2,
      description: { niveau: 'Niveau avancé' },
    });
  });

  it('serves the cours picture the description points at', async () => {
    const response = await app.request('/media/courses/badminton-cours.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('keeps the description facts to classes: the database refuses them on a court offer', async () => {
    const [court] = await testDb.db
      .select({ id: zoneSports.id })
      .from(zoneSports)
      .innerJoin(zones, eq(zones.id, zoneSports.zoneId))
      .where(eq(zones.label, 'Terrain de padel 1'));
    if (!court) throw new Error('no padel offer');
    await expect(
      testDb.db.update(zoneSports).set({ coachName: 'Camille Roussel' }).where(eq(zoneSports.id, court.id)),
    ).rejects.toThrow();
    const [after] = await testDb.db
      .select({ coachName: zoneSports.coachName })
      .from(zoneSports)
      .where(eq(zoneSports.id, court.id));
    expect(after?.coachName).toBeNull();
  });

  it('documents nIdCreneau and the description in the OpenAPI cart line', async () => {
    const doc = await (await app.request('/api/openapi.json')).json();
    const line = doc.components.schemas.LignePanier;
    expect(line.required).toEqual(expect.arrayContaining(['nIdCreneau', 'description', 'idMultisalle']));
    expect(line.properties.nIdCreneau.type).toBe('integer');
    const description = line.properties.description;
    expect(description.type).toEqual(['object', 'null']);
    expect(description.required.sort()).toEqual(['content', 'encadrant', 'img', 'niveau']);
    for (const field of description.required) {
      expect(description.properties[field].type, field).toEqual(['string', 'null']);
    }
  });
});
