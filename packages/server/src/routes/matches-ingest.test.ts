import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createPlayer, type TestPlayer } from '../cart/cart-test-helpers.ts';
import { hallDevices, halls, matches, matchPeriods } from '../db/schema.ts';
import {
  devHallIngestKey,
  ensureDevHallKeys,
  hashIngestKey,
  issueHallIngestKey,
} from '../matches/ingest-keys.ts';
import { insertPastReservation } from '../matches/past-reservation.ts';
import { ingestMessages } from '../matches/record-match.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { call } from './accounts-test-helpers.ts';

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;
let organiser: TestPlayer;
let mate: TestPlayer;
let reservationId: string;

const padelKey = () => devHallIngestKey('padel-park');
const send = (body: unknown, key: string | null = padelKey()) =>
  call(app, 'POST', '/api/v2/parties', { body, headers: key === null ? {} : { 'X-Cle-Salle': key } });
const match = (id: string, overrides: Record<string, unknown> = {}) => ({
  sIdPartie: id,
  idReservation: reservationId,
  dtDebut: '2026-11-20T17:30:00+01:00',
  nDureeSecondes: 3600,
  equipes: [
    { sNom: 'Les Bleus', joueurs: [{ idContact: organiser.contactId }] },
    { sNom: 'Les Rouges', joueurs: [{ idContact: mate.contactId }, { sNom: 'Invité' }] },
  ],
  periodes: [{ nScoreEquipe1: 6, nScoreEquipe2: 3 }],
  evenements: [{ sType: 'but', nEquipe: 1, idContact: organiser.contactId, nSeconde: 42 }],
  ...overrides,
});
const matchCount = async (externalId: string) => {
  const [row] = await testDb.db
    .select({ n: count() })
    .from(matches)
    .where(eq(matches.externalId, externalId));
  return row?.n ?? 0;
};

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db });
  await ensureDevHallKeys(testDb.db);
  organiser = await createPlayer(testDb.db);
  mate = await createPlayer(testDb.db);
  ({ reservationId } = await insertPastReservation(testDb.db, {
    hallKey: 'padel-park',
    sportLabel: 'PADEL',
    startsAt: new Date(Date.now() - 3 * 3_600_000),
    minutes: 60,
    organiser: { userId: organiser.userId, contactId: organiser.contactId },
    others: [{ userId: mate.userId, contactId: mate.contactId }],
  }));
});
afterAll(() => testDb.close());

describe('POST /parties (tablet ingest)', () => {
  it("requires the hall key: none, a wrong one or a player's token are refused with 403", async () => {
    expect(await send(match('k-1'), null)).toEqual({
      status: 403,
      body: { description: ingestMessages.badKey },
    });
    expect((await send(match('k-1'), 'not-a-key')).status).toBe(403);
    const withToken = await call(app, 'POST', '/api/v2/parties', {
      body: match('k-1'),
      token: organiser.token,
    });
    expect(withToken.status).toBe(403);
    expect(await matchCount('k-1')).toBe(0);
  });

  it('keeps only the hash of a key, and a newly issued key replaces the old one', async () => {
    const [hall] = await testDb.db.select().from(halls).where(eq(halls.key, 'multisalle-ajaccio'));
    const key = await issueHallIngestKey(testDb.db, hall?.id ?? 0);
    // The hall's key is a device of scope `tablette` (hall_devices), the only live one here.
    const [stored] = await testDb.db
      .select()
      .from(hallDevices)
      .where(and(eq(hallDevices.hallId, hall?.id ?? 0), isNull(hallDevices.revokedAt)));
    expect(stored?.keyHash).toBe(hashIngestKey(key));
    expect(stored?.keyHash).not.toContain(key);
    expect((await send(match('k-2'), devHallIngestKey('multisalle-ajaccio'))).status).toBe(403);
    // The Ajaccio key is valid, but this reservation is Padel Park's.
    expect(await send(match('k-2'), key)).toEqual({
      status: 403,
      body: { description: ingestMessages.otherHall },
    });
  });

  it('records a match once: a replay answers the same and writes nothing', async () => {
    const first = await send(match('replay-1'));
    expect(first).toEqual({
      status: 200,
      body: { bSucces: true, sIdPartie: 'replay-1', idPartie: expect.any(Number) },
    });
    const again = await Promise.all([send(match('replay-1')), send(match('replay-1'))]);
    expect(again).toEqual([first, first]);
    expect(await matchCount('replay-1')).toBe(1);
    const periods = await testDb.db
      .select({ n: count() })
      .from(matchPeriods)
      .where(eq(matchPeriods.matchId, first.body.idPartie));
    expect(periods[0]?.n).toBe(1);
  });

  it('refuses the same match id with other content (409)', async () => {
    const changed = match('replay-1', { periodes: [{ nScoreEquipe1: 0, nScoreEquipe2: 6 }] });
    expect(await send(changed)).toEqual({ status: 409, body: { szErreur: ingestMessages.changed } });
  });

  it('refuses inconsistent matches with a French 422', async () => {
    const stranger = await createPlayer(testDb.db);
    const notThere = match('bad-1', {
      equipes: [
        { sNom: 'A', joueurs: [{ idContact: stranger.contactId }] },
        { sNom: 'B', joueurs: [{ idContact: mate.contactId }] },
      ],
      evenements: [],
    });
    expect(await send(notThere)).toEqual({
      status: 422,
      body: { description: ingestMessages.notParticipant(stranger.contactId) },
    });
    const wrongScorer = match('bad-2', {
      evenements: [{ sType: 'but', nEquipe: 2, idContact: organiser.contactId, nSeconde: 1 }],
    });
    expect((await send(wrongScorer)).body.description).toBe(ingestMessages.eventPlayer(organiser.contactId));
    expect(
      (await send(match('bad-3', { tempsForts: [{ nSeconde: 4000, sLibelle: 'Trop tard' }] }))).status,
    ).toBe(422);
    const script = match('bad-4', {
      tempsForts: [{ nSeconde: 1, sLibelle: 'x', sUrlVideo: 'javascript:alert(1)' }],
    });
    expect((await send(script)).status).toBe(422);
    expect((await send({ ...match('bad-5'), equipes: [] })).status).toBe(422);
    // A team name of more than 60 characters, or with a control character, is refused, never stored.
    const teams = (name: string) => ({
      equipes: [
        { sNom: name, joueurs: [{ idContact: organiser.contactId }] },
        { sNom: 'Les Rouges', joueurs: [{ idContact: mate.contactId }] },
      ],
    });
    expect((await send(match('bad-6', teams('x'.repeat(61))))).status).toBe(422);
    expect((await send(match('bad-7', teams('Les\u0007Bleus')))).status).toBe(422);
    for (const id of ['bad-1', 'bad-6', 'bad-7']) expect(await matchCount(id)).toBe(0);
  });
});
