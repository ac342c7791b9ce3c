import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createPlayer, type TestPlayer } from '../cart/cart-test-helpers.ts';
import { contacts, users } from '../db/schema.ts';
import { seedAccounts } from '../db/seed-accounts.ts';
import { seedMatches } from '../db/seed-matches.ts';
import { devHallIngestKey, ensureDevHallKeys } from '../matches/ingest-keys.ts';
import { insertPastReservation } from '../matches/past-reservation.ts';
import { statsMessages } from '../matches/stats-wire.ts';
import { addFamilyContact } from '../payments/settlement/settlement-test-helpers.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { call } from './accounts-test-helpers.ts';

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;
let a: TestPlayer;
let b: TestPlayer;
let c: TestPlayer;
let d: TestPlayer;
let family: number;
let padelId: number;

const HOUR = 3_600_000;
const ingest = (body: unknown) =>
  call(app, 'POST', '/api/v2/parties', { body, headers: { 'X-Cle-Salle': devHallIngestKey('padel-park') } });
const get = (player: TestPlayer, path: string) =>
  call(app, 'GET', `/api/v2/${path}`, { token: player.token });
const team = (...ids: number[]) => ids.map((idContact) => ({ idContact }));

/** Three hand-checked padel matches (scores summed over the periods decide the result). */
async function recordHandCheckedMatches(): Promise<void> {
  const { reservationId } = await insertPastReservation(testDb.db, {
    hallKey: 'padel-park',
    sportLabel: 'PADEL',
    startsAt: new Date(Date.now() - 5 * HOUR),
    minutes: 180,
    organiser: { userId: a.userId, contactId: a.contactId },
    others: [...[b, c, d].map((p) => ({ userId: p.userId, contactId: p.contactId })), { contactId: family }],
  });
  const base = { idReservation: reservationId, dtDebut: new Date(Date.now() - 5 * HOUR).toISOString() };
  const matches = [
    // M1: A+B beat C+D 12:7. Two goals by A, a fault by C.
    {
      ...base,
      sIdPartie: 'test-m1',
      nDureeSecondes: 3600,
      equipes: [
        { sNom: 'AB', joueurs: team(a.contactId, b.contactId) },
        { sNom: 'CD', joueurs: team(c.contactId, d.contactId) },
      ],
      periodes: [
        { nScoreEquipe1: 6, nScoreEquipe2: 4 },
        { nScoreEquipe1: 6, nScoreEquipe2: 3 },
      ],
      evenements: [
        { sType: 'but', nEquipe: 1, idContact: a.contactId, nSeconde: 100 },
        { sType: 'but', nEquipe: 1, idContact: a.contactId, nSeconde: 200 },
        { sType: 'faute', nEquipe: 2, idContact: c.contactId, nSeconde: 300 },
      ],
      tempsForts: [
        { nSeconde: 1800, sLibelle: 'Balle de match', sUrlMiniature: '/gallery/padel-park/match.svg' },
        { nSeconde: 60, sLibelle: '<b>Premier point</b>' },
      ],
      nonJoueurs: [{ sNom: 'Arbitre' }],
    },
    // M2: A+C draw with B+D 10:10. A goal and a fault by A.
    {
      ...base,
      sIdPartie: 'test-m2',
      nDureeSecondes: 3000,
      equipes: [
        { sNom: 'AC', joueurs: team(a.contactId, c.contactId) },
        { sNom: 'BD', joueurs: team(b.contactId, d.contactId) },
      ],
      periodes: [
        { nScoreEquipe1: 6, nScoreEquipe2: 4 },
        { nScoreEquipe1: 4, nScoreEquipe2: 6 },
      ],
      evenements: [
        { sType: 'but', nEquipe: 1, idContact: a.contactId, nSeconde: 10 },
        { sType: 'faute', nEquipe: 1, idContact: a.contactId, nSeconde: 20 },
      ],
    },
    // M3: A and the family contact lose to B+C 5:12. A fault by B.
    {
      ...base,
      sIdPartie: 'test-m3',
      nDureeSecondes: 2400,
      equipes: [
        { sNom: 'AF', joueurs: team(a.contactId, family) },
        { sNom: 'BC', joueurs: team(b.contactId, c.contactId) },
      ],
      periodes: [
        { nScoreEquipe1: 2, nScoreEquipe2: 6 },
        { nScoreEquipe1: 3, nScoreEquipe2: 6 },
      ],
      evenements: [{ sType: 'faute', nEquipe: 2, idContact: b.contactId, nSeconde: 30 }],
    },
  ];
  for (const match of matches) expect((await ingest(match)).status).toBe(200);
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db });
  await ensureDevHallKeys(testDb.db);
  [a, b, c, d] = [
    await createPlayer(testDb.db),
    await createPlayer(testDb.db),
    await createPlayer(testDb.db),
    await createPlayer(testDb.db),
  ];
  family = await addFamilyContact(testDb.db, a.userId);
  await recordHandCheckedMatches();
  const sports = await call(app, 'GET', '/api/v2/multisalle');
  const hall = sports.body.multisalleListe.find((h: { cle: string }) => h.cle === 'padel-park');
  padelId = hall.sports.find((s: { libelle: string }) => s.libelle === 'PADEL').idSport;
});
afterAll(() => testDb.close());

describe('performances', () => {
  it('counts wins, draws, losses, playing time, ratio, goals and faults with their averages, sets and games', async () => {
    const answer = await get(a, `stats/performances?idContact=${a.contactId}`);
    expect(answer.status).toBe(200);
    const expected = {
      nbMatchs: 3,
      nbVictoires: 1,
      nbNuls: 1,
      nbDefaites: 1,
      tempsDeJeu: 9000,
      ratio: 33,
      nbButs: 3,
      moyenneButs: 1,
      nbFautes: 1,
      moyenneFautes: 0.33,
      // 6:4 6:3, 6:4 4:6, 2:6 3:6: the padel measures.
      nbSetsGagnes: 3,
      nbSetsPerdus: 3,
      nbJeuxGagnes: 27,
      nbJeuxPerdus: 29,
    };
    expect(answer.body.performances).toEqual(expected);
    // The sport's level: three matches, so a provisional one (levels/levels.test.ts).
    expect(answer.body.parSport).toEqual([
      { idSport: padelId, libelle: 'PADEL', ...expected, niveau: expect.any(Number), niveauProvisoire: true },
    ]);
    expect(answer.body.dernieresParties.map((m: { sIdPartie: string }) => m.sIdPartie).sort()).toEqual([
      'test-m1',
      'test-m2',
      'test-m3',
    ]);
    const m1 = answer.body.dernieresParties.find((m: { sIdPartie: string }) => m.sIdPartie === 'test-m1');
    expect(m1).toMatchObject({
      scores: ['6:4', '6:3'],
      nScoreEquipe1: 12,
      nScoreEquipe2: 7,
      resultat: 'victoire',
    });
  });

  it("gives a family contact's statistics to its parent account", async () => {
    const answer = await get(a, `stats/performances?idContact=${family}`);
    expect(answer.status).toBe(200);
    expect(answer.body.performances).toMatchObject({
      nbMatchs: 1,
      nbDefaites: 1,
      ratio: 0,
      tempsDeJeu: 2400,
    });
  });

  it('answers zeros for a player without matches', async () => {
    const fresh = await createPlayer(testDb.db);
    const answer = await get(fresh, `stats/performances?idContact=${fresh.contactId}`);
    expect(answer.body).toMatchObject({
      performances: { nbMatchs: 0, ratio: 0, moyenneButs: 0 },
      parSport: [],
      dernieresParties: [],
    });
  });

  it("refuses another player's statistics with a 403 and a French description, never 400/401", async () => {
    for (const path of [
      `stats/performances?idContact=${a.contactId}`,
      `stats/performances?idContact=${family}`,
      `stats/classements?idContact=${a.contactId}&idSport=${padelId}`,
      'stats/performances?idContact=99999999',
    ]) {
      expect(await get(b, path)).toEqual({ status: 403, body: { description: statsMessages.notYours } });
    }
  });
});

describe('rankings', () => {
  it('orders by win ratio then wins, ties sharing a position', async () => {
    const answer = await get(a, `stats/classements?idContact=${a.contactId}&idSport=${padelId}`);
    expect(answer.status).toBe(200);
    expect(answer.body.libelle).toBe('PADEL');
    const lines = answer.body.classement.map((line: Record<string, unknown>) => [
      line.position,
      line.idContact,
      line.nbMatchs,
      line.nbVictoires,
      line.nbNuls,
      line.nbDefaites,
      line.ratio,
    ]);
    const byPosition = (position: number) =>
      lines.filter((line: number[]) => line[0] === position).map((line: number[]) => line[1]);
    expect(lines).toHaveLength(5);
    expect(lines[0]).toEqual([1, b.contactId, 3, 2, 1, 0, 67]);
    expect(byPosition(2).sort()).toEqual([a.contactId, c.contactId].sort());
    expect(lines.find((line: number[]) => line[1] === c.contactId)).toEqual([2, c.contactId, 3, 1, 1, 1, 33]);
    expect(byPosition(4).sort()).toEqual([d.contactId, family].sort());
    expect(lines.find((line: number[]) => line[1] === d.contactId)).toEqual([4, d.contactId, 2, 0, 1, 1, 0]);
  });

  it('is empty for a sport the contact never played, and 404 for an unknown sport', async () => {
    const other = await get(a, `stats/classements?idContact=${a.contactId}&idSport=${padelId + 1}`);
    expect(other.body.classement).toEqual([]);
    expect((await get(a, `stats/classements?idContact=${a.contactId}&idSport=999999`)).status).toBe(404);
  });
});

describe('highlights and teams', () => {
  it('lists highlights publicly in time order, texts as sent', async () => {
    const answer = await call(app, 'GET', '/api/v2/parties/temps-fort?sIdPartie=test-m1');
    expect(answer.body).toEqual({
      sIdPartie: 'test-m1',
      tempsForts: [
        { nSeconde: 60, sLibelle: '<b>Premier point</b>', sUrlVideo: null, sUrlMiniature: null },
        {
          nSeconde: 1800,
          sLibelle: 'Balle de match',
          sUrlVideo: null,
          sUrlMiniature: '/gallery/padel-park/match.svg',
        },
      ],
    });
    expect((await call(app, 'GET', '/api/v2/parties/temps-fort?sIdPartie=inconnue')).status).toBe(404);
  });

  it('gives the teams, totals and non-players to those who were there, 403 to others', async () => {
    const answer = await get(a, 'parties_infos/recuperer_infos_equipes?sIdPartie=test-m1');
    expect(answer.status).toBe(200);
    const { equipe } = answer.body;
    expect(equipe.equipe1).toMatchObject({ nom: 'AB', score: 12, nbButs: 2, nbFautes: 0 });
    expect(equipe.equipe1.joueurs).toEqual([
      expect.objectContaining({ idContact: a.contactId, nbButs: 2, nbFautes: 0 }),
      expect.objectContaining({ idContact: b.contactId, nbButs: 0 }),
    ]);
    expect(equipe.equipe2).toMatchObject({ nom: 'CD', score: 7, nbFautes: 1 });
    expect(equipe.total_equipe).toEqual({
      nScoreEquipe1: 12,
      nScoreEquipe2: 7,
      periodes: ['6:4', '6:3'],
      nbJoueurs: 4,
    });
    expect(equipe.non_joueur).toEqual([{ idContact: null, nom: 'Arbitre' }]);
    const stranger = await createPlayer(testDb.db);
    expect((await get(stranger, 'parties_infos/recuperer_infos_equipes?sIdPartie=test-m1')).status).toBe(403);
    expect((await get(d, 'parties_infos/recuperer_infos_equipes?sIdPartie=test-m3')).status).toBe(403);
    // The family contact played M3: its parent may read it.
    expect((await get(a, 'parties_infos/recuperer_infos_equipes?sIdPartie=test-m3')).status).toBe(200);
  });
});

describe('season seed', () => {
  it('records the demo season once, for the demo players and a family contact', async () => {
    await seedAccounts(testDb.db);
    const first = await seedMatches(testDb.db, { isProduction: false });
    expect(first.matches).toBe(13);
    expect(first.devKeys).toEqual({});
    expect((await seedMatches(testDb.db, { isProduction: false })).matches).toBe(0);
    const login = await call(app, 'POST', '/api/v2/auth', {
      body: { email: 'joueur@multisalle.fr', password: 'motdepasse1' },
    });
    const [row] = await testDb.db
      .select({ contactId: contacts.id })
      .from(contacts)
      .innerJoin(users, eq(users.id, contacts.userId))
      .where(eq(users.email, 'joueur@multisalle.fr'));
    const contactId = row?.contactId;
    const camille = { userId: 0, contactId: contactId ?? 0, token: login.body.token as string };
    const answer = await get(camille, `stats/performances?idContact=${contactId}`);
    expect(answer.body.performances.nbMatchs).toBe(13);
    expect(answer.body.parSport.map((line: { libelle: string }) => line.libelle)).toEqual(['FOOT5', 'PADEL']);
  });
});
