import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createPlayer } from '../cart/cart-test-helpers.ts';
import { clockStartingAt } from '../clock/index.ts';
import { contacts, halls, reservationParticipants, zoneSports, zones } from '../db/schema.ts';
import { insertReservation } from '../payments/settlement/settlement-test-helpers.ts';
import { type StaffRole, staffMessages } from '../staff/index.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { call } from './accounts-test-helpers.ts';
import { staffRateLimits } from './staff-session.ts';
import { activateStaffLink, createStaffMember, newStaffEmail, STAFF_PASSWORD } from './staff-test-helpers.ts';

// The hall's staff (the console's API, /api/gestion): accounts apart from the players, three roles per hall,
// each hall's data for its own staff only, an audit trail, and the day's sessions with their people.

/** A Saturday morning in Paris: the day under test is this one. */
const NOW = new Date('2026-12-05T08:00:00Z');
const PASSWORD = STAFF_PASSWORD;

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;
/** The hall of the first seeded offer (its zone), and another hall. */
let hallKey: string;
let otherHallKey: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db, clock: clockStartingAt(NOW) });
  const [offer] = await testDb.db
    .select({ key: halls.key, hallId: halls.id })
    .from(zoneSports)
    .innerJoin(zones, eq(zones.id, zoneSports.zoneId))
    .innerJoin(halls, eq(halls.id, zones.hallId))
    .limit(1);
  const other = (await testDb.db.select({ key: halls.key, id: halls.id }).from(halls)).find(
    (hall) => hall.id !== offer?.hallId,
  );
  if (!offer || !other) throw new Error('two seeded halls expected');
  hallKey = offer.key;
  otherHallKey = other.key;
});
afterAll(() => testDb.close());

const newEmail = newStaffEmail;
const staffMember = (role: StaffRole, key = hallKey) => createStaffMember(app, key, role);
const activate = (link: string) => activateStaffLink(app, link);

describe('staff accounts and sign-in', () => {
  it('makes an owner from the development route; the link sets the password once; the sign-in and moi follow', async () => {
    const email = newEmail('owner');
    const added = await call(app, 'POST', '/dev/personnel', {
      body: { email, cle: hallKey, role: 'proprietaire' },
    });
    expect(added.body.lienActivation).toMatch(/^https?:\/\/[^/]+\/gestion\/activation\/[\w-]{43}$/);
    // Before the link is used, the address signs in as an unknown one would.
    const early = await call(app, 'POST', '/api/gestion/connexion', {
      body: { email, motDePasse: PASSWORD },
    });
    expect(early).toEqual({ status: 401, body: { description: staffMessages.signInFailed } });

    await activate(added.body.lienActivation);
    const jeton = added.body.lienActivation.split('/gestion/activation/')[1];
    const again = await call(app, 'POST', '/api/gestion/activation', {
      body: { jeton, motDePasse: PASSWORD },
    });
    expect(again).toEqual({ status: 422, body: { description: staffMessages.activationInvalid } });

    const signIn = await call(app, 'POST', '/api/gestion/connexion', {
      body: { email: email.toUpperCase(), motDePasse: PASSWORD },
    });
    expect(signIn.status).toBe(200);
    const me = await call(app, 'GET', '/api/gestion/moi', { token: signIn.body.token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(email);
    expect(me.body.salles).toEqual([
      expect.objectContaining({
        cle: hallKey,
        role: 'proprietaire',
        permissions: ['day', 'desk', 'manage', 'rules', 'team', 'partners', 'audit'],
      }),
    ]);

    const out = await call(app, 'POST', '/api/gestion/deconnexion', { token: signIn.body.token });
    expect(out.status).toBe(204);
    const after = await call(app, 'GET', '/api/gestion/moi', { token: signIn.body.token });
    expect(after).toEqual({ status: 401, body: { description: staffMessages.sessionExpired } });
  });

  it("refuses a player's token on the console and a staff token on the players' routes", async () => {
    const player = await createPlayer(testDb.db);
    const refused = await call(app, 'GET', '/api/gestion/moi', { token: player.token });
    expect(refused.status).toBe(401);
    const owner = await staffMember('proprietaire');
    const onPlayers = await call(app, 'GET', `/api/v2/user/${player.userId}/liste_reservations`, {
      token: owner.token,
    });
    expect(onPlayers.status).toBe(401);
  });

  it(`answers 429 after ${staffRateLimits.perAccount.limit} failed sign-ins of one address in 15 minutes`, async () => {
    const { email } = await staffMember('accueil');
    for (let attempt = 0; attempt < staffRateLimits.perAccount.limit; attempt += 1) {
      const wrong = await call(app, 'POST', '/api/gestion/connexion', {
        body: { email, motDePasse: 'mauvais-mot' },
      });
      expect(wrong.status).toBe(401);
    }
    const limited = await call(app, 'POST', '/api/gestion/connexion', {
      body: { email, motDePasse: PASSWORD },
    });
    expect(limited.status).toBe(429);
  });

  it('refuses bad input in French and changes nothing', async () => {
    const badRole = await call(app, 'POST', '/dev/personnel', {
      body: { email: newEmail('x'), cle: hallKey, role: 'directeur' },
    });
    expect(badRole.status).toBe(422);
    const unknownHall = await call(app, 'POST', '/dev/personnel', {
      body: { email: newEmail('x'), cle: 'salle-inconnue', role: 'accueil' },
    });
    expect(unknownHall).toEqual({ status: 404, body: { description: staffMessages.unknownHall } });
    const shortPassword = await call(app, 'POST', '/api/gestion/activation', {
      body: { jeton: 'x', motDePasse: 'court' },
    });
    expect(shortPassword.status).toBe(422);
    expect(shortPassword.body.violations[0].message).toBe(
      'Le mot de passe doit contenir au moins 8 caractères.',
    );
  });
});

describe('roles and halls', () => {
  it('lets an owner invite staff and change roles; a receptionist and a manager cannot touch the staff (403)', async () => {
    const owner = await staffMember('proprietaire');
    const email = newEmail('desk');
    const invited = await call(app, 'POST', `/api/gestion/salles/${hallKey}/personnel`, {
      token: owner.token,
      body: { email, role: 'accueil' },
    });
    expect(invited.status).toBe(200);
    const desk = await activate(invited.body.lienActivation);
    const manager = await staffMember('gestionnaire');

    for (const token of [desk, manager.token]) {
      const list = await call(app, 'GET', `/api/gestion/salles/${hallKey}/personnel`, { token });
      expect(list).toEqual({ status: 403, body: { description: staffMessages.roleForbidden } });
      const invite = await call(app, 'POST', `/api/gestion/salles/${hallKey}/personnel`, {
        token,
        body: { email: newEmail('x'), role: 'proprietaire' },
      });
      expect(invite.status).toBe(403);
      const journal = await call(app, 'GET', `/api/gestion/salles/${hallKey}/journal`, { token });
      expect(journal.status).toBe(403);
      const day = await call(app, 'GET', `/api/gestion/salles/${hallKey}/jour`, { token });
      expect(day.status).toBe(200);
    }

    const promoted = await call(
      app,
      'PUT',
      `/api/gestion/salles/${hallKey}/personnel/${invited.body.idPersonnel}`,
      {
        token: owner.token,
        body: { role: 'gestionnaire' },
      },
    );
    expect(promoted.status).toBe(204);
    const list = await call(app, 'GET', `/api/gestion/salles/${hallKey}/personnel`, { token: owner.token });
    expect(list.body.personnel).toContainEqual({
      idPersonnel: invited.body.idPersonnel,
      email,
      role: 'gestionnaire',
      actif: true,
    });
    const own = await call(app, 'PUT', `/api/gestion/salles/${hallKey}/personnel/${owner.id}`, {
      token: owner.token,
      body: { role: 'accueil' },
    });
    expect(own).toEqual({ status: 409, body: { szErreur: staffMessages.ownRole } });
    const stranger = await call(app, 'PUT', `/api/gestion/salles/${hallKey}/personnel/2147483647`, {
      token: owner.token,
      body: { role: 'accueil' },
    });
    expect(stranger.status).toBe(404);
  });

  it("shows a hall's data to its own staff only: another hall's staff get 403 on every console route", async () => {
    const elsewhere = await staffMember('proprietaire', otherHallKey);
    const routes: [string, string, unknown?][] = [
      ['GET', `/api/gestion/salles/${hallKey}/jour`],
      ['GET', `/api/gestion/salles/${hallKey}/personnel`],
      ['POST', `/api/gestion/salles/${hallKey}/personnel`, { email: newEmail('x'), role: 'accueil' }],
      ['PUT', `/api/gestion/salles/${hallKey}/personnel/1`, { role: 'accueil' }],
      ['DELETE', `/api/gestion/salles/${hallKey}/personnel/1`],
      ['GET', `/api/gestion/salles/${hallKey}/journal`],
    ];
    for (const [method, path, body] of routes) {
      const answer = await call(app, method, path, { token: elsewhere.token, body });
      expect(answer, `${method} ${path}`).toEqual({
        status: 403,
        body: { description: staffMessages.hallForbidden },
      });
    }
    // A hall that does not exist answers the same: the console tells nobody which halls others run.
    const unknown = await call(app, 'GET', '/api/gestion/salles/salle-inconnue/jour', {
      token: elsewhere.token,
    });
    expect(unknown.status).toBe(403);
  });

  it('keeps one owner at least, and records every staff change in the journal with who made it', async () => {
    const owner = await staffMember('proprietaire', otherHallKey);
    const second = await staffMember('proprietaire', otherHallKey);
    const removed = await call(app, 'DELETE', `/api/gestion/salles/${otherHallKey}/personnel/${owner.id}`, {
      token: second.token,
    });
    expect(removed.status).toBe(204);
    const gone = await call(app, 'GET', `/api/gestion/salles/${otherHallKey}/jour`, { token: owner.token });
    expect(gone.status).toBe(403);

    const journal = await call(app, 'GET', `/api/gestion/salles/${otherHallKey}/journal?limite=2`, {
      token: second.token,
    });
    expect(journal.status).toBe(200);
    expect(journal.body.actions[0]).toMatchObject({
      qui: second.email,
      action: 'personnel.retrait',
      details: { email: owner.email, avant: 'proprietaire', apres: null },
      quand: expect.stringMatching(/^2026-12-05T08:/),
    });
    expect(journal.body.actions[1]).toMatchObject({
      qui: 'POST /dev/personnel',
      action: 'personnel.ajout',
      details: { email: second.email, role: 'proprietaire' },
    });
    const older = await call(
      app,
      'GET',
      `/api/gestion/salles/${otherHallKey}/journal?limite=1&avant=${journal.body.actions[1].id}`,
      { token: second.token },
    );
    expect(older.body.actions[0].id).toBeLessThan(journal.body.actions[1].id);
  });
});

describe('the day', () => {
  it('lists each court and each session that day with its organiser, participants, answers and shares', async () => {
    const desk = await staffMember('accueil');
    const organiser = await createPlayer(testDb.db);
    const teammate = await createPlayer(testDb.db);
    const startsAt = new Date('2026-12-05T17:00:00Z');
    const reservationId = await insertReservation(testDb.db, organiser.userId, { startsAt });
    await testDb.db.insert(reservationParticipants).values({
      reservationId,
      userId: teammate.userId,
      contactId: teammate.contactId,
      answer: 2,
    });
    await insertReservation(testDb.db, organiser.userId, { startsAt: new Date('2026-12-06T17:00:00Z') });
    const [organiserContact] = await testDb.db
      .select()
      .from(contacts)
      .where(eq(contacts.userId, organiser.userId));

    const day = await call(app, 'GET', `/api/gestion/salles/${hallKey}/jour?date=2026-12-05`, {
      token: desk.token,
    });
    expect(day.status).toBe(200);
    expect(day.body.date).toBe('2026-12-05');
    expect(day.body.zones.length).toBeGreaterThan(0);
    const session = day.body.seances.find(
      (s: { idReservation: string }) => s.idReservation === reservationId,
    );
    expect(session).toMatchObject({
      debut: '2026-12-05T18:00:00+01:00',
      fin: '2026-12-05T19:00:00+01:00',
      placesMax: 4,
      organisateur: { nom: organiserContact?.lastName, prenom: organiserContact?.firstName },
    });
    expect(day.body.zones.map((zone: { idZone: number }) => zone.idZone)).toContain(session.idZone);
    expect(session.participants).toEqual([
      expect.objectContaining({ organisateur: true, reponse: 'accepte', arrive: null }),
      expect.objectContaining({ organisateur: false, reponse: 'accepte', pseudo: expect.any(String) }),
    ]);
    // The next day's session is the next day's.
    const today = await call(app, 'GET', `/api/gestion/salles/${hallKey}/jour`, { token: desk.token });
    expect(today.body.date).toBe('2026-12-05');
    expect(today.body.seances).toHaveLength(day.body.seances.length);

    const badDate = await call(app, 'GET', `/api/gestion/salles/${hallKey}/jour?date=2026-02-30`, {
      token: desk.token,
    });
    expect(badDate.status).toBe(422);
    expect(badDate.body.violations[0].message).toBe(staffMessages.invalidDate);
  });
});

describe('a manual entry at the desk', () => {
  it('lets a participant in by hand with a motif, once; the day shows the arrival and the journal who did it', async () => {
    const desk = await staffMember('accueil');
    const organiser = await createPlayer(testDb.db);
    const reservationId = await insertReservation(testDb.db, organiser.userId, {
      startsAt: new Date('2026-12-05T09:00:00Z'),
    });
    const [participant] = await testDb.db
      .select({ id: reservationParticipants.id })
      .from(reservationParticipants)
      .where(eq(reservationParticipants.reservationId, reservationId));
    const body = {
      idReservation: reservationId,
      idParticipant: participant?.id,
      motif: 'Téléphone déchargé',
    };
    const entered = await call(app, 'POST', `/api/gestion/salles/${hallKey}/entrees`, {
      token: desk.token,
      body,
    });
    expect(entered).toEqual({
      status: 201,
      body: { arrive: expect.stringMatching(/^2026-12-05T09:00:\d{2}\+01:00$/) },
    });
    const again = await call(app, 'POST', `/api/gestion/salles/${hallKey}/entrees`, {
      token: desk.token,
      body,
    });
    expect(again).toEqual({ status: 409, body: { szErreur: 'Déjà entré à 09h00.' } });

    const day = await call(app, 'GET', `/api/gestion/salles/${hallKey}/jour?date=2026-12-05`, {
      token: desk.token,
    });
    const session = day.body.seances.find(
      (s: { idReservation: string }) => s.idReservation === reservationId,
    );
    expect(session.participants[0].arrive).toBe(entered.body.arrive);

    const owner = await staffMember('proprietaire');
    const journal = await call(app, 'GET', `/api/gestion/salles/${hallKey}/journal`, { token: owner.token });
    expect(journal.body.actions).toContainEqual(
      expect.objectContaining({
        qui: desk.email,
        action: 'entree.manuelle',
        details: expect.objectContaining({ idReservation: reservationId, motif: 'Téléphone déchargé' }),
      }),
    );
    // Another hall's desk cannot let anyone into this one; nor name a participant of another session.
    const elsewhere = await staffMember('accueil', otherHallKey);
    const foreign = await call(app, 'POST', `/api/gestion/salles/${otherHallKey}/entrees`, {
      token: elsewhere.token,
      body,
    });
    expect(foreign).toEqual({ status: 404, body: { description: staffMessages.unknownParticipant } });
    const noMotif = await call(app, 'POST', `/api/gestion/salles/${hallKey}/entrees`, {
      token: desk.token,
      body: { ...body, motif: '' },
    });
    expect(noMotif.status).toBe(422);
  });
});

describe('two owners at once', () => {
  it('two owners taking each other off the staff together: the second is refused, the hall keeps an owner', async () => {
    const first = await staffMember('proprietaire', otherHallKey);
    const second = await staffMember('proprietaire', otherHallKey);
    // Every other owner of this hall leaves first, so that these two are its only ones.
    const list = await call(app, 'GET', `/api/gestion/salles/${otherHallKey}/personnel`, {
      token: first.token,
    });
    for (const member of list.body.personnel) {
      if (member.role === 'proprietaire' && ![first.id, second.id].includes(member.idPersonnel)) {
        const out = await call(
          app,
          'DELETE',
          `/api/gestion/salles/${otherHallKey}/personnel/${member.idPersonnel}`,
          {
            token: first.token,
          },
        );
        expect(out.status).toBe(204);
      }
    }
    const answers = await Promise.all([
      call(app, 'DELETE', `/api/gestion/salles/${otherHallKey}/personnel/${second.id}`, {
        token: first.token,
      }),
      call(app, 'DELETE', `/api/gestion/salles/${otherHallKey}/personnel/${first.id}`, {
        token: second.token,
      }),
    ]);
    // The second call waits for the first (the hall's staff rows are locked), then finds its owner gone.
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 403]);
    // The owner whose call went through is the one left (the first call is the first owner's).
    const kept = answers[0]?.status === 204 ? first : second;
    const left = await call(app, 'GET', `/api/gestion/salles/${otherHallKey}/personnel`, {
      token: kept.token,
    });
    expect(
      left.body.personnel.filter((member: { role: string }) => member.role === 'proprietaire'),
    ).toHaveLength(1);
  });
});
