import type { OpenAPIHono } from '@hono/zod-openapi';
import { and, eq, ne } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { addBody, createPlayer, idsOf, slotsOf } from '../cart/cart-test-helpers.ts';
import { type OpenedDatabase, openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { contacts, courtScores, halls, reservations, zones } from '../db/schema.ts';
import { seedDatabase } from '../db/seed.ts';
import { deviceMessages } from '../hall-devices/messages.ts';
import {
  codeOf,
  eventsLeft,
  hallDevice,
  nextEvent,
  openHallFlux,
  requestFlux,
  scanAt,
  sessionSoon,
  startIn,
} from '../hall-stream/hall-test-helpers.ts';
import {
  closeHallStreams,
  hallStreamMessages,
  hallStreams,
  MAX_STREAMS_PER_DEVICE,
} from '../hall-stream/index.ts';
import { closeSlotBus } from '../live/index.ts';
import { readSse } from '../live/sse-test-reader.ts';
import { scoreMessages } from '../live-score/messages.ts';
import { localDateOf } from '../planning/local-time.ts';
import { gameInHall } from '../reservations/accept-test-helpers.ts';
import { clockOfTheDay } from '../test/test-clock.ts';
import { createPostgresDatabase, createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { call } from './accounts-test-helpers.ts';

// The hall's screens: the day's sessions, the hall's event stream (etat, entree, score,
// programme), a court tablet's live score, keys that cross halls or scopes, bad bodies, too many streams.

const PARIS = 'Europe/Paris';
/** The apps' clock: 14:00 today in Paris, so a session « in 20 minutes » is today at whatever hour this runs. */
const clock = clockOfTheDay(14);
let testDb: TestDatabase;
let app: OpenAPIHono;
let padel: { id: number };
let chateauroux: { id: number };
let padelCourtId: number;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db, clock });
  const hallOf = async (key: string) => {
    const [row] = await testDb.db.select({ id: halls.id }).from(halls).where(eq(halls.key, key));
    if (!row) throw new Error(`no hall ${key}`);
    return row;
  };
  padel = await hallOf('padel-park');
  chateauroux = await hallOf('multisalle-chateauroux');
  const [court] = await testDb.db.select({ id: zones.id }).from(zones).where(eq(zones.hallId, padel.id));
  padelCourtId = court?.id ?? 0;
});
afterAll(async () => {
  await closeHallStreams(testDb.db);
  await closeSlotBus(testDb.db);
  await testDb.close();
});

const device = (hallId: number, scopes: Parameters<typeof hallDevice>[2]) =>
  hallDevice(testDb.db, hallId, scopes);
const seances = (key: string, hallId: number, date?: string) =>
  call(app, 'GET', `/api/v2/salle/${hallId}/seances${date ? `?date=${date}` : ''}`, { token: key });
const sendScore = (key: string, hallId: number, court: number | string, body: unknown) =>
  call(app, 'POST', `/api/v2/salle/${hallId}/terrains/${court}/score`, { token: key, body });
const aScore = {
  equipes: [{ sNom: 'Les Bleus' }, { sNom: 'Les Verts' }],
  periodes: [
    { nScoreEquipe1: 6, nScoreEquipe2: 4 },
    { nScoreEquipe1: 2, nScoreEquipe2: 3 },
  ],
  enCours: { sEquipe1: '30', sEquipe2: 'AV' },
};
/** What a screen must never show: the players' names and emails. */
const namesOf = async (contactIds: number[]) => {
  const rows = await testDb.db.select().from(contacts);
  return rows.filter((row) => contactIds.includes(row.id));
};
const pseudoOf = async (contactId: number) => (await namesOf([contactId]))[0]?.pseudonym;

describe('GET /salle/{idMultisalle}/seances', () => {
  it("lists the day's sessions with their court, sport and accepted participants as pseudonyms, and who has arrived", async () => {
    const { game, organiser, guest } = await sessionSoon(app, testDb.db, { minutes: 20 });
    const screen = await device(padel.id, ['ecran']);
    const door = await device(padel.id, ['entree']);
    const { body: moved } = await call(app, 'GET', `/api/v2/salle/${padel.id}/seances`, {
      token: screen.key,
    });
    const day = moved.date as string;
    expect(day).toBe(localDateOf(clock.now(), PARIS));

    const before = await seances(screen.key, padel.id, day);
    expect(before.status).toBe(200);
    expect(before.body.salle).toEqual({
      idMultisalle: padel.id,
      cle: 'padel-park',
      nom: expect.any(String),
      fuseau: PARIS,
    });
    const mine = (body: { seances: { idReservation: string }[] }) =>
      body.seances.find((seance) => seance.idReservation === game.id);
    expect(mine(before.body)).toEqual({
      idReservation: game.id,
      debut: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/),
      fin: expect.any(String),
      terrain: { id: expect.any(Number), nom: expect.any(String) },
      sport: { id: expect.any(Number), nom: 'PADEL' },
      participants: [
        { pseudo: await pseudoOf(organiser.contactId), arriveLe: null },
        { pseudo: await pseudoOf(guest.contactId), arriveLe: null },
      ],
      arrives: 0,
      attendus: 2,
    });
    const text = JSON.stringify(before.body);
    for (const person of await namesOf([organiser.contactId, guest.contactId])) {
      expect(text).not.toContain(person.lastName);
      expect(text).not.toContain(person.firstName);
    }
    expect(text).not.toContain('@');

    // The guest comes in (the door opens 30 minutes before the start): ticked, with the time.
    expect((await scanAt(app, padel.id, door.key, await codeOf(app, game.id, guest))).body.autorise).toBe(
      true,
    );
    const after = (await seances(door.key, padel.id, day)).body.seances.find(
      (seance: { idReservation: string }) => seance.idReservation === game.id,
    );
    expect(after).toMatchObject({ arrives: 1, attendus: 2 });
    expect(clock.nowMs() - Date.parse(after.participants[1].arriveLe)).toBeLessThan(5000);

    // A court tablet may read them too (to name the session of its score); another day has none of it.
    const tablet = await device(padel.id, ['tablette']);
    expect((await seances(tablet.key, padel.id, day)).status).toBe(200);
    expect(mine((await seances(screen.key, padel.id, '2031-01-01')).body)).toBeUndefined();
  });

  it("answers 403 in French to another hall's key and to a key without ecran, entree or tablette, and 401 without a key", async () => {
    const other = await device(chateauroux.id, ['ecran']);
    const controller = await device(padel.id, ['programme']);
    expect(await seances(other.key, padel.id)).toEqual({
      status: 403,
      body: { description: deviceMessages.otherHall },
    });
    expect(await seances(controller.key, padel.id)).toEqual({
      status: 403,
      body: { description: deviceMessages.missingScope.ecran },
    });
    expect((await seances('', padel.id)).status).toBe(401);
    expect((await seances(`${other.key}x`, chateauroux.id)).status).toBe(401);
    for (const date of ['2026-02-30', 'hier', '1999-12-31', "2026-11-25' OR 1=1"]) {
      const bad = await seances(other.key, chateauroux.id, encodeURIComponent(date));
      expect(bad.status).toBe(422);
      expect(bad.body.detail).toBe('La date doit être un jour valide au format AAAA-MM-JJ.');
    }
  });
});

describe('GET /salle/{idMultisalle}/flux', () => {
  it("opens with retry: 3000 and the hall's state (pseudonyms only), then sends entree when the door lets a player in", async () => {
    const { game, organiser, guest } = await sessionSoon(app, testDb.db);
    const screen = await device(padel.id, ['ecran']);
    const door = await device(padel.id, ['entree']);
    const response = await requestFlux(app, padel.id, screen.key);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = readSse(response);
    expect(await reader.opened).toMatch(/^retry: 3000\n/);
    const first = await reader.next();
    expect(first.event).toBe('etat');
    const state = JSON.parse(first.data);
    expect(state).toMatchObject({
      maintenant: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/),
      salle: { idMultisalle: padel.id, cle: 'padel-park' },
      scores: expect.any(Array),
    });
    const session = state.seances.find(
      (seance: { idReservation: string }) => seance.idReservation === game.id,
    );
    expect(session).toMatchObject({ arrives: 0, attendus: 2 });
    for (const person of await namesOf([organiser.contactId, guest.contactId])) {
      expect(first.data).not.toContain(person.lastName);
      expect(first.data).not.toContain(person.firstName);
    }
    expect(first.data).not.toContain('@');

    expect((await scanAt(app, padel.id, door.key, await codeOf(app, game.id, organiser))).body.autorise).toBe(
      true,
    );
    const entry = await nextEvent(reader, 'entree', (data) => data.idReservation === game.id);
    expect(entry).toEqual({
      idReservation: game.id,
      pseudo: await pseudoOf(organiser.contactId),
      arriveLe: expect.stringMatching(/\+0[12]:00$/),
      terrain: session.terrain,
      arrives: 1,
      attendus: 2,
    });
    await reader.close();
  });

  it('sends entree for an entry a door reader decided offline, when its batch arrives, once', async () => {
    const { game, guest } = await sessionSoon(app, testDb.db);
    const screen = await device(padel.id, ['ecran']);
    const door = await device(padel.id, ['entree']);
    const reader = await openHallFlux(app, padel.id, screen.key);
    await nextEvent(reader, 'etat');
    const batch = {
      entrees: [
        {
          id: `porte-${door.id}-1`,
          code: await codeOf(app, game.id, guest),
          autorise: true,
          motif: 'Entrée autorisée\u00a0: bonne séance\u00a0!',
          le: clock.now().toISOString(),
        },
      ],
    };
    const post = () =>
      call(app, 'POST', `/api/v2/salle/${padel.id}/entrees`, { token: door.key, body: batch });
    expect((await post()).body.enregistrees).toBe(1);
    const entry = await nextEvent(reader, 'entree', (data) => data.idReservation === game.id);
    expect(entry).toMatchObject({ pseudo: await pseudoOf(guest.contactId), arrives: 1, attendus: 2 });
    expect((await post()).body.enregistrees).toBe(0);
    expect(
      (await eventsLeft(reader, 300)).filter(
        (event) => event.event === 'entree' && event.data.includes(game.id),
      ),
    ).toEqual([]);
    await reader.close();
  });

  it("sends score when a court's tablet posts one, and keeps it for the next screen's etat", async () => {
    const tablet = await device(padel.id, ['tablette']);
    const screen = await device(padel.id, ['ecran']);
    const reader = await openHallFlux(app, padel.id, screen.key);
    await nextEvent(reader, 'etat');
    const { game } = await sessionSoon(app, testDb.db);
    const [court] = await testDb.db.select().from(zones).where(eq(zones.id, padelCourtId));
    expect(
      await sendScore(tablet.key, padel.id, padelCourtId, { ...aScore, idReservation: game.id }),
    ).toEqual({
      status: 200,
      body: { recu: true },
    });
    const expected = {
      terrain: { id: padelCourtId, nom: court?.label },
      idReservation: game.id,
      equipes: [{ nom: 'Les Bleus' }, { nom: 'Les Verts' }],
      periodes: [
        { equipe1: 6, equipe2: 4 },
        { equipe1: 2, equipe2: 3 },
      ],
      enCours: { equipe1: '30', equipe2: 'AV' },
      termine: false,
      majLe: expect.stringMatching(/\+0[12]:00$/),
    };
    expect(await nextEvent(reader, 'score')).toEqual(expected);
    await reader.close();

    // The last score of each court is kept: the finished game replaces the live one.
    const finished = { ...aScore, periodes: [{ nScoreEquipe1: 6, nScoreEquipe2: 4 }], termine: true };
    delete (finished as { enCours?: unknown }).enCours;
    expect((await sendScore(tablet.key, padel.id, padelCourtId, finished)).status).toBe(200);
    const rows = await testDb.db.select().from(courtScores).where(eq(courtScores.zoneId, padelCourtId));
    expect(rows).toHaveLength(1);
    const later = await openHallFlux(app, padel.id, screen.key);
    const state = await nextEvent(later, 'etat');
    expect(
      state.scores.find((score: { terrain: { id: number } }) => score.terrain.id === padelCourtId),
    ).toEqual({
      ...expected,
      // Sent without its reservation: a session under way on the court is found (this file's sessions
      // all play there, moved to the same hour).
      idReservation: expect.stringMatching(/^[0-9a-f-]{36}$/),
      periodes: [{ equipe1: 6, equipe2: 4 }],
      enCours: null,
      termine: true,
    });
    await later.close();
  });

  it('sends programme with the day and a new etat when a player books a court of the hall, and nothing to another hall', async () => {
    const screen = await device(padel.id, ['ecran']);
    const bystanderKey = (await device(chateauroux.id, ['ecran'])).key;
    const reader = await openHallFlux(app, padel.id, screen.key);
    const bystander = await openHallFlux(app, chateauroux.id, bystanderKey);
    await nextEvent(reader, 'etat');
    await nextEvent(bystander, 'etat');

    // Today, when a slot is still free (late at night there is none: tomorrow then).
    const player = await createPlayer(testDb.db);
    const { sportId } = await idsOf(testDb.db, 'padel-park', 'PADEL');
    const pick = async (daysFromToday: number) =>
      (
        await slotsOf(app, testDb.db, { hall: 'padel-park', sport: 'PADEL', daysFromToday, now: clock.now() })
      ).find(
        (slot) =>
          slot.sStatut === 'disponible' && Date.parse(slot.dtDateHeureDebut) > clock.nowMs() + 3_600_000,
      );
    const slot = (await pick(0)) ?? (await pick(1));
    if (!slot) throw new Error('no free padel slot today or tomorrow');
    const token = player.token;
    expect(
      (await call(app, 'POST', '/api/v2/panier/ajout', { token, body: addBody(slot, sportId) })).status,
    ).toBe(200);
    const booked = await call(app, 'POST', '/api/v2/panier/valide', {
      token,
      body: { partagePaiement: false },
    });
    expect(booked.status).toBe(200);

    const day = slot.dtDateHeureDebut.slice(0, 10);
    expect(await nextEvent(reader, 'programme')).toEqual({ date: day });
    if (day === localDateOf(clock.now(), PARIS)) {
      const state = await nextEvent(reader, 'etat', (data) =>
        (data.seances as { debut: string }[]).some((seance) => seance.debut === slot.dtDateHeureDebut),
      );
      expect(state.salle.cle).toBe('padel-park');
    }
    expect((await eventsLeft(bystander, 400)).map((event) => event.event)).not.toContain('programme');
    await Promise.all([reader.close(), bystander.close()]);
  });

  it("answers 403 to a key of another hall or a tablet's key, 401 without a key, and lets the equipment controller listen", async () => {
    const other = await device(chateauroux.id, ['ecran']);
    const tablet = await device(padel.id, ['tablette']);
    const controller = await device(padel.id, ['programme']);
    const refused = await requestFlux(app, padel.id, other.key);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ description: deviceMessages.otherHall });
    expect((await requestFlux(app, padel.id, tablet.key)).status).toBe(403);
    expect((await requestFlux(app, padel.id, 'appareil-inconnu')).status).toBe(401);
    const listening = await openHallFlux(app, padel.id, controller.key);
    expect((await listening.next()).event).toBe('etat');
    await listening.close();
  });

  it(`refuses a device's stream beyond ${MAX_STREAMS_PER_DEVICE} open at once with a French 429, and takes it again once one closes`, async () => {
    const screen = await device(padel.id, ['ecran']);
    const before = hallStreams(testDb.db).count(padel.id);
    const open = [];
    for (let index = 0; index < MAX_STREAMS_PER_DEVICE; index += 1)
      open.push(await openHallFlux(app, padel.id, screen.key));
    expect(hallStreams(testDb.db).count(padel.id)).toBe(before + MAX_STREAMS_PER_DEVICE);
    const refused = await requestFlux(app, padel.id, screen.key);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ description: hallStreamMessages.tooManyStreams });
    // Another screen of the hall is not affected.
    const other = await openHallFlux(app, padel.id, (await device(padel.id, ['ecran'])).key);

    await open.pop()?.close();
    await expect.poll(() => hallStreams(testDb.db).count(padel.id)).toBe(before + MAX_STREAMS_PER_DEVICE);
    const again = await openHallFlux(app, padel.id, screen.key);
    await Promise.all([...open, other, again].map((reader) => reader.close()));
    await expect.poll(() => hallStreams(testDb.db).count(padel.id)).toBe(before);
  });
});

describe('POST /salle/{idMultisalle}/terrains/{terrain}/score', () => {
  it('takes a score only for a session under way: refused in French 7 hours early and on a court where none plays; enCours null is no game in progress', async () => {
    const tablet = await device(padel.id, ['tablette']);
    const { game } = await sessionSoon(app, testDb.db, { minutes: 7 * 60 });
    const [booked] = await testDb.db.select().from(reservations).where(eq(reservations.id, game.id));
    const court = booked?.zoneId ?? 0;
    expect(await sendScore(tablet.key, padel.id, court, { ...aScore, idReservation: game.id })).toEqual({
      status: 409,
      body: { szErreur: scoreMessages.notUnderWay },
    });
    await startIn(app, game.id, 20);
    expect(
      (await sendScore(tablet.key, padel.id, court, { ...aScore, idReservation: game.id, enCours: null }))
        .status,
    ).toBe(200);
    const [kept] = await testDb.db.select().from(courtScores).where(eq(courtScores.zoneId, court));
    expect(kept).toMatchObject({ reservationId: game.id, currentTeam1: null, currentTeam2: null });
    // Another court of the hall, where no session plays.
    const [idle] = await testDb.db
      .select({ id: zones.id })
      .from(zones)
      .where(and(eq(zones.hallId, padel.id), ne(zones.id, court)));
    expect(await sendScore(tablet.key, padel.id, idle?.id ?? 0, aScore)).toEqual({
      status: 409,
      body: { szErreur: scoreMessages.noSessionUnderWay },
    });
  });

  it("answers 404 in French for a court or a reservation of another hall, 403 for a screen's key, and keeps nothing", async () => {
    const tablet = await device(padel.id, ['tablette']);
    const screen = await device(padel.id, ['ecran']);
    const [otherCourt] = await testDb.db.select().from(zones).where(eq(zones.hallId, chateauroux.id));
    const { game } = await sessionSoon(app, testDb.db, { hallKey: 'multisalle-chateauroux' });
    expect(await sendScore(tablet.key, padel.id, otherCourt?.id ?? 0, aScore)).toEqual({
      status: 404,
      body: { description: scoreMessages.unknownCourt },
    });
    expect(await sendScore(tablet.key, padel.id, 999_999, aScore)).toEqual({
      status: 404,
      body: { description: scoreMessages.unknownCourt },
    });
    expect(
      await sendScore(tablet.key, padel.id, padelCourtId, { ...aScore, idReservation: game.id }),
    ).toEqual({
      status: 404,
      body: { description: scoreMessages.unknownReservation },
    });
    expect(
      await sendScore(tablet.key, padel.id, padelCourtId, {
        ...aScore,
        idReservation: '00000000-0000-4000-8000-000000000000',
      }),
    ).toEqual({ status: 404, body: { description: scoreMessages.unknownReservation } });
    expect(await sendScore(screen.key, padel.id, padelCourtId, aScore)).toEqual({
      status: 403,
      body: { description: deviceMessages.missingScope.tablette },
    });
    const kept = await testDb.db.select().from(courtScores).where(eq(courtScores.deviceId, tablet.id));
    expect(kept).toEqual([]);
  });

  it('answers malformed or hostile score bodies with a French 4xx, never a 500', async () => {
    const tablet = await device(padel.id, ['tablette']);
    const english = /\b(Invalid|Expected|Required|Unexpected|received|must be)\b/;
    const refused = async (answer: { status: number; body: unknown }, where: string) => {
      expect(answer.status, where).toBeGreaterThanOrEqual(400);
      expect(answer.status, where).toBeLessThan(500);
      const { detail, description } = answer.body as { detail?: string; description?: string };
      expect(detail ?? description ?? '', where).not.toBe('');
      expect(detail ?? description, where).not.toMatch(english);
    };
    const bodies: unknown[] = [
      undefined,
      null,
      [],
      'score',
      {},
      { ...aScore, equipes: [{ sNom: 'Seuls' }] },
      { ...aScore, equipes: [{ sNom: '' }, { sNom: 'B' }] },
      { ...aScore, equipes: [{ sNom: 'x'.repeat(41) }, { sNom: 'B' }] },
      { ...aScore, equipes: [{ sNom: 'A\u0000' }, { sNom: 'B' }] },
      { ...aScore, periodes: [] },
      { ...aScore, periodes: Array(21).fill({ nScoreEquipe1: 1, nScoreEquipe2: 0 }) },
      { ...aScore, periodes: [{ nScoreEquipe1: -1, nScoreEquipe2: 0 }] },
      { ...aScore, periodes: [{ nScoreEquipe1: 1.5, nScoreEquipe2: 0 }] },
      { ...aScore, periodes: [{ nScoreEquipe1: '6', nScoreEquipe2: 0 }] },
      { ...aScore, periodes: [{ nScoreEquipe1: 1000, nScoreEquipe2: 0 }] },
      { ...aScore, enCours: { sEquipe1: '15' } },
      { ...aScore, enCours: { sEquipe1: 'quarante!', sEquipe2: '0' } },
      { ...aScore, termine: 'oui' },
      { ...aScore, idReservation: 'pas-un-uuid' },
    ];
    for (const body of bodies)
      await refused(await sendScore(tablet.key, padel.id, padelCourtId, body), JSON.stringify(body));
    for (const court of ['abc', '-1', '2147483648', '1.5'])
      await refused(await sendScore(tablet.key, padel.id, court, aScore), court);
    const raw = await app.request(`/api/v2/salle/${padel.id}/terrains/${padelCourtId}/score`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tablet.key}`, 'content-type': 'application/json' },
      body: '{"equipes":',
    });
    await refused({ status: raw.status, body: await raw.json() }, 'broken JSON');
    const kept = await testDb.db.select().from(courtScores).where(eq(courtScores.deviceId, tablet.id));
    expect(kept).toEqual([]);
  });

  it('never answers 500 to 20 generated hostile score bodies and day queries (60 calls), with a valid key', async () => {
    const allScopes = await device(padel.id, ['ecran', 'tablette', 'programme']);
    const text = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom('\u0000', '\uD800', 'x'.repeat(5000), '2026-13-01', '-1', '1e309', "' OR 1=1 --"),
    );
    const value = fc.oneof(
      text,
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(text, { maxLength: 3 }),
    );
    const body = fc.oneof(
      value,
      fc.record(
        {
          idReservation: value,
          equipes: fc.oneof(value, fc.array(fc.record({ sNom: value }), { maxLength: 3 })),
          periodes: fc.oneof(
            value,
            fc.array(fc.record({ nScoreEquipe1: value, nScoreEquipe2: value }), { maxLength: 3 }),
          ),
          enCours: fc.oneof(value, fc.record({ sEquipe1: value, sEquipe2: value })),
          termine: value,
        },
        { requiredKeys: [] },
      ),
    );
    const query = (value: string) => {
      try {
        return encodeURIComponent(value);
      } catch {
        return '%ED%A0%80';
      }
    };
    await fc.assert(
      fc.asyncProperty(body, text, async (sent, date) => {
        const score = await app.request(`/api/v2/salle/${padel.id}/terrains/${padelCourtId}/score`, {
          method: 'POST',
          headers: { authorization: `Bearer ${allScopes.key}`, 'content-type': 'application/json' },
          body: JSON.stringify(sent) ?? 'null',
        });
        expect(score.status).toBeLessThan(500);
        for (const path of ['seances', 'programme']) {
          const read = await call(app, 'GET', `/api/v2/salle/${padel.id}/${path}?date=${query(date)}`, {
            token: allScopes.key,
          });
          expect(read.status, `${path} ${date}`).toBeLessThan(500);
        }
      }),
      { numRuns: 20 },
    );
  });
});

describe.skipIf(!process.env.DATABASE_URL)("the hall's stream on PostgreSQL, across server processes", () => {
  let dropDatabase: () => Promise<void>;
  let first: OpenedDatabase;
  let second: OpenedDatabase;
  let appA: OpenAPIHono;
  let appB: OpenAPIHono;

  beforeAll(async () => {
    const created = await createPostgresDatabase(process.env.DATABASE_URL ?? '');
    dropDatabase = created.drop;
    // Two pools on one database, each with its own buses: two server processes as far as they can tell.
    first = await openDatabase({ databaseUrl: created.url, poolSize: 3 });
    await migrateDatabase(first);
    await seedDatabase(first.db);
    second = await openDatabase({ databaseUrl: created.url, poolSize: 3 });
    appA = createApp({ db: first.db, clock });
    appB = createApp({ db: second.db, clock });
  });
  afterAll(async () => {
    await Promise.all([closeHallStreams(first.db), closeHallStreams(second.db)]);
    await Promise.all([closeSlotBus(first.db), closeSlotBus(second.db)]);
    await Promise.all([first.close(), second.close()]);
    await dropDatabase();
  });

  it('brings an entry at the door of one process, a score and a booking to a screen of the other', async () => {
    const [hall] = await first.db.select({ id: halls.id }).from(halls).where(eq(halls.key, 'padel-park'));
    const hallId = hall?.id ?? 0;
    const screen = await hallDevice(second.db, hallId, ['ecran']);
    const door = await hallDevice(first.db, hallId, ['entree', 'tablette']);
    const { game, guest } = await sessionSoon(appA, first.db);
    const reader = await openHallFlux(appB, hallId, screen.key);
    await nextEvent(reader, 'etat');

    expect((await scanAt(appA, hallId, door.key, await codeOf(appA, game.id, guest))).body.autorise).toBe(
      true,
    );
    expect(await nextEvent(reader, 'entree', (data) => data.idReservation === game.id)).toMatchObject({
      pseudo: (await first.db.select().from(contacts).where(eq(contacts.id, guest.contactId)))[0]?.pseudonym,
      arrives: 1,
      attendus: 2,
    });

    const [court] = await first.db.select({ id: zones.id }).from(zones).where(eq(zones.hallId, hallId));
    const posted = await call(appA, 'POST', `/api/v2/salle/${hallId}/terrains/${court?.id}/score`, {
      token: door.key,
      body: aScore,
    });
    expect(posted.status).toBe(200);
    expect(await nextEvent(reader, 'score')).toMatchObject({
      terrain: { id: court?.id },
      enCours: { equipe2: 'AV' },
    });

    // A cancellation through the first process (72 hours ahead, so the organiser may still cancel).
    const organiser = await createPlayer(first.db);
    const later = await gameInHall(first.db, organiser.userId, 'padel-park');
    const cancelled = await call(appA, 'PUT', `/api/v2/reservation/annulation/gp/${later.id}`, {
      token: organiser.token,
    });
    expect(cancelled.status).toBe(200);
    const [row] = await first.db.select().from(reservations).where(eq(reservations.id, later.id));
    const day = localDateOf(row?.startsAt ?? new Date(), PARIS);
    expect(await nextEvent(reader, 'programme', (data) => data.date === day)).toEqual({ date: day });
    await reader.close();
  });
});
