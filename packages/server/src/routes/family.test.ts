import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsConfigFromEnv } from '../accounts/config.ts';
import { createAccounts } from '../accounts/index.ts';
import { createApp } from '../app.ts';
import { createPlayer, type TestPlayer } from '../cart/cart-test-helpers.ts';
import { matches, matchPlayers, reservationParticipants, reservations, zones } from '../db/schema.ts';
import { insertReservation } from '../payments/settlement/settlement-test-helpers.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { MAX_PSEUDONYM_LENGTH } from './account-schemas.ts';
import { call } from './accounts-test-helpers.ts';

// Spec 1 section 7 « Family contacts » and section 8 (CONTACT-004, -007, -011): MA FAMILLE.

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db });
});
afterAll(() => testDb.close());

/** A pseudonym no other test uses: 12 characters at most (spec 1 section 9). */
const uniquePseudo = () => `fam${randomBytes(4).toString('hex')}`;
const add = (p: TestPlayer, body: unknown) =>
  call(app, 'POST', '/api/v2/user/parent', { token: p.token, body });

describe('MA FAMILLE', () => {
  it('adds, lists, reads, changes and deletes a family member, for its owner only', async () => {
    const owner = await createPlayer(testDb.db);
    const other = await createPlayer(testDb.db);
    const pseudo = uniquePseudo();
    const created = await add(owner, { nom: 'Martin', prenom: 'Jules', pseudo, mineur: true });
    expect(created).toMatchObject({
      status: 201,
      body: { nom: 'Martin', prenom: 'Jules', pseudo, mineur: true },
    });
    const id = created.body.id as number;
    expect((await call(app, 'GET', '/api/v2/user/parent', { token: owner.token })).body.contacts).toEqual([
      created.body,
    ]);
    expect((await call(app, 'GET', '/api/v2/user/parent', { token: other.token })).body.contacts).toEqual([]);

    const read = (p: TestPlayer) => call(app, 'GET', `/api/v2/user/parent/${id}`, { token: p.token });
    expect((await read(owner)).body).toEqual(created.body);
    expect((await read(other)).body).toMatchObject({ sCodeErreur: 'CONTACT-007' });
    const adminToken = await createAccounts(
      testDb.db,
      accountsConfigFromEnv({ isProduction: false }),
    ).issueToken(owner, 'admin');
    const legacy = await call(
      app,
      'GET',
      `/api/admin/Contact/?nIdContact=${id}&nIdUtilisateur=${owner.userId}`,
      {
        token: adminToken,
      },
    );
    expect(legacy.body).toEqual(created.body);

    const renamed = uniquePseudo();
    const put = (p: TestPlayer) =>
      call(app, 'PUT', `/api/v2/user/parent/${id}`, {
        token: p.token,
        body: { nom: 'Martin', prenom: 'Jules', pseudo: renamed, mineur: false },
      });
    expect((await put(other)).status).toBe(403);
    expect((await put(owner)).body).toMatchObject({ pseudo: renamed, mineur: false });

    expect((await call(app, 'DELETE', `/api/v2/user/parent/${id}`, { token: other.token })).status).toBe(403);
    expect((await call(app, 'DELETE', `/api/v2/user/parent/${id}`, { token: owner.token })).status).toBe(200);
    expect((await read(owner)).body).toMatchObject({ sCodeErreur: 'CONTACT-004' });
  });

  it('refuses a pseudonym any contact already uses (CONTACT-011), and one longer than 12 characters', async () => {
    const owner = await createPlayer(testDb.db);
    const pseudo = uniquePseudo();
    expect((await add(owner, { nom: 'A', prenom: 'B', pseudo })).status).toBe(201);
    const clash = await add(owner, { nom: 'C', prenom: 'D', pseudo: pseudo.toUpperCase() });
    expect(clash).toMatchObject({
      status: 409,
      body: { sCodeErreur: 'CONTACT-011', szErreur: 'Ce pseudo est déjà utilisé.' },
    });
    expect(MAX_PSEUDONYM_LENGTH).toBe(12);
    const long = await add(owner, { nom: 'C', prenom: 'D', pseudo: 'x'.repeat(13) });
    expect(long.status).toBe(422);
    expect((await add(owner, { nom: '', prenom: 'D', pseudo: uniquePseudo() })).status).toBe(422);
  });

  it('frees the places of a deleted member on reservations to come', async () => {
    const owner = await createPlayer(testDb.db);
    const child = await add(owner, { nom: 'Martin', prenom: 'Léo', pseudo: uniquePseudo() });
    const id = await insertReservation(testDb.db, owner.userId, {
      startsAt: new Date(Date.now() + 86_400_000),
    });
    await testDb.db
      .insert(reservationParticipants)
      .values({ reservationId: id, contactId: child.body.id, answer: 2 });
    await call(app, 'DELETE', `/api/v2/user/parent/${child.body.id}`, { token: owner.token });
    const left = await testDb.db
      .select()
      .from(reservationParticipants)
      .where(eq(reservationParticipants.reservationId, id));
    expect(left).toHaveLength(1);
    expect((await testDb.db.select().from(reservations).where(eq(reservations.id, id))).length).toBe(1);
  });

  it('deletes a family member who played a recorded match: the sheet keeps the line, named « [joueur supprimé] »', async () => {
    const owner = await createPlayer(testDb.db);
    const created = await add(owner, { nom: 'Martin', prenom: 'Zoé', pseudo: uniquePseudo(), mineur: true });
    const child = created.body.id as number;
    const reservationId = await insertReservation(testDb.db, owner.userId);
    const [game] = await testDb.db.select().from(reservations).where(eq(reservations.id, reservationId));
    const [zone] = await testDb.db
      .select()
      .from(zones)
      .where(eq(zones.id, game?.zoneId ?? 0));
    const [match] = await testDb.db
      .insert(matches)
      .values({
        externalId: `famille-${child}`,
        hallId: zone?.hallId ?? 0,
        reservationId,
        sportId: game?.sportId ?? 0,
        startedAt: game?.startsAt ?? new Date(),
        durationSeconds: 3600,
        team1Name: 'Équipe 1',
        team2Name: 'Équipe 2',
        payloadDigest: 'test',
      })
      .returning({ id: matches.id });
    await testDb.db.insert(matchPlayers).values({ matchId: match?.id ?? 0, contactId: child, team: 1 });

    const deleted = await call(app, 'DELETE', `/api/v2/user/parent/${child}`, { token: owner.token });
    expect(deleted.status).toBe(200);
    const lines = await testDb.db
      .select()
      .from(matchPlayers)
      .where(eq(matchPlayers.matchId, match?.id ?? 0));
    expect(lines).toEqual([expect.objectContaining({ contactId: null, name: '[joueur supprimé]', team: 1 })]);
  });
});
