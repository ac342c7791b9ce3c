import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountsConfigFromEnv, createAccounts } from '../accounts/index.ts';
import { createApp } from '../app.ts';
import { hallDiscountMessages } from '../booking-rules/index.ts';
import { bookingRuleMessages } from '../booking-rules/messages.ts';
import { createPlayer, idsOf } from '../cart/cart-test-helpers.ts';
import type { Clock } from '../clock/index.ts';
import { discounts, reservations } from '../db/schema.ts';
import { staffMessages } from '../staff/index.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { call } from './accounts-test-helpers.ts';
import { createStaffMember } from './staff-test-helpers.ts';

// A hall's discount codes from its console: created with a limit and days, listed with their uses and
// state, withdrawn; the cart refuses a code expired, not valid yet, withdrawn or used up, and gives the last
// use to one cart only when two are validated at once. A use is a validated cart still holding a booking.

/** Monday 7 December 2026, 10:00 in Paris: every test starts here. */
const NOW = new Date('2026-12-07T09:00:00Z');
/** The Friday the players book (more than 48 h ahead, so the organiser may still cancel). */
const PLAY_DAY = '2026-12-11';
const HALL = 'padel-park';
const PATH = `/api/gestion/salles/${HALL}/reductions`;

/** A clock the tests set by hand. */
let clockMs = NOW.getTime();
const clock: Clock = { now: () => new Date(clockMs), nowMs: () => clockMs };
const setClock = (iso: string) => {
  clockMs = new Date(iso).getTime();
};

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;
let manager: { email: string; token: string };
let owner: { email: string; token: string };
const taken = new Set<string>();

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db, clock });
  manager = await createStaffMember(app, HALL, 'gestionnaire');
  owner = await createStaffMember(app, HALL, 'proprietaire');
});
beforeEach(() => setClock(NOW.toISOString()));
afterAll(() => testDb.close());

const create = (body: Record<string, unknown>, token = manager.token, path = PATH) =>
  call(app, 'POST', path, { token, body });
const list = async () => (await call(app, 'GET', PATH, { token: manager.token })).body.reductions as Code[];
const listed = async (code: string) => (await list()).find((found) => found.code === code);

interface Code {
  idReduction: number;
  code: string;
  utilisations: number;
  limiteUtilisations: number | null;
  etat: string;
  du: string | null;
  au: string | null;
}

/** A player meeting every booking condition, their token issued on the test's clock. */
async function player() {
  const made = await createPlayer(testDb.db);
  const accounts = createAccounts(testDb.db, accountsConfigFromEnv({ isProduction: false }), clock);
  return { ...made, token: await accounts.issueToken(made, 'v2') };
}
type Player = Awaited<ReturnType<typeof player>>;

/** Puts a free slot of `PLAY_DAY` in the player's cart, a different one each call. */
async function addSlot(who: Player, hall = HALL, sport = 'PADEL'): Promise<void> {
  const { hallId, sportId } = await idsOf(testDb.db, hall, sport);
  const slots = await call(
    app,
    'GET',
    `/api/v2/creneaux/multisalle/${hallId}/debut/${PLAY_DAY}/duree/1?activite=${sportId}&gp=1`,
  );
  const slot = slots.body.creneaux.find(
    (found: { sStatut: string; nIdCreneau: string }) =>
      found.sStatut === 'disponible' && !taken.has(found.nIdCreneau),
  );
  if (!slot) throw new Error(`no free ${sport} slot left on ${PLAY_DAY}`);
  taken.add(slot.nIdCreneau);
  const added = await call(app, 'POST', '/api/v2/panier/ajout', {
    token: who.token,
    body: { nIdSport: sportId, nIdCreneau: slot.nIdCreneau, nIdZone: slot.nIdZone },
  });
  if (added.status !== 200) throw new Error(`add to cart: ${JSON.stringify(added)}`);
}

/** The code checked and applied as the cart's modal does: the first refusal, or the cart. */
async function applyCode(who: Player, code: string) {
  const verified = await call(app, 'GET', `/api/v2/verify-discount/${code}`, { token: who.token });
  if (verified.status !== 200) return verified;
  return call(app, 'POST', `/api/v2/add-discount/${verified.body.id}/cart`, { token: who.token });
}

const validate = (who: Player) =>
  call(app, 'POST', '/api/v2/panier/valide', { token: who.token, body: { partagePaiement: false } });

const refused = (description: string) => ({ status: 404, body: { description } });

describe("a hall's discount codes from its console", () => {
  it("a manager creates a code (upper case, its days in the hall's time), listed with 0 uses and « active », in the journal", async () => {
    const created = await create({
      code: 'noel-2026',
      pourcentage: 10,
      limiteUtilisations: 10,
      du: '2026-12-01',
      au: '2026-12-31',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      code: 'NOEL-2026',
      libelle: 'Code NOEL-2026\u00a0: 10\u00a0%',
      pourcentage: 10,
      montantCentimes: null,
      cumulable: false,
      limiteUtilisations: 10,
      utilisations: 0,
      du: '2026-12-01',
      au: '2026-12-31',
      retireeLe: null,
      etat: 'active',
    });
    const amount = await create({ code: 'CINQ-EUROS', montantCentimes: 500, cumulable: true });
    expect(amount.body).toMatchObject({ montantCentimes: 500, limiteUtilisations: null, du: null, au: null });
    expect((await list()).slice(0, 2).map((code) => code.code)).toEqual(['CINQ-EUROS', 'NOEL-2026']);

    // A player sees it at once, its last instant the last second of 31 December in Paris.
    const someone = await player();
    const verified = await call(app, 'GET', '/api/v2/verify-discount/Noel-2026', { token: someone.token });
    expect(verified.body).toMatchObject({
      codeReduction: 'NOEL-2026',
      valeurPourcent: 10,
      cartUsageEndDate: '2026-12-31T23:59:59+01:00',
    });

    const journal = await call(app, 'GET', `/api/gestion/salles/${HALL}/journal`, { token: owner.token });
    expect(journal.body.actions).toContainEqual(
      expect.objectContaining({
        qui: manager.email,
        action: 'reduction.ajout',
        details: {
          idReduction: created.body.idReduction,
          code: 'NOEL-2026',
          pourcentage: 10,
          montantCentimes: null,
          limiteUtilisations: 10,
          du: '2026-12-01',
          au: '2026-12-31',
        },
      }),
    );
  });

  it('refuses bad input in French (422), a code already taken whatever its case (409), and creates nothing', async () => {
    const before = (await list()).length;
    const field = async (body: Record<string, unknown>) => {
      const answer = await create(body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      return answer.body.violations[0];
    };
    expect(await field({ code: 'AB', pourcentage: 10 })).toMatchObject({
      propertyPath: 'code',
      message: 'Le code compte de 3 à 20 caractères\u00a0: lettres sans accent, chiffres et tirets.',
    });
    expect((await field({ code: 'NOËL', pourcentage: 10 })).propertyPath).toBe('code');
    expect((await field({ code: 'A'.repeat(21), pourcentage: 10 })).propertyPath).toBe('code');
    expect(await field({ code: 'DEUX', pourcentage: 10, montantCentimes: 500 })).toMatchObject({
      message: 'Donnez soit un pourcentage, soit un montant en centimes.',
    });
    expect((await field({ code: 'RIEN' })).message).toBe(
      'Donnez soit un pourcentage, soit un montant en centimes.',
    );
    expect((await field({ code: 'TROP', pourcentage: 150 })).message).toBe(
      'Le pourcentage est un nombre entier de 1 à 100.',
    );
    expect((await field({ code: 'ZERO', pourcentage: 10, limiteUtilisations: 0 })).propertyPath).toBe(
      'limiteUtilisations',
    );
    expect(await field({ code: 'ENVERS', pourcentage: 10, du: '2026-12-20', au: '2026-12-10' })).toEqual({
      propertyPath: 'au',
      message: hallDiscountMessages.endBeforeStart,
    });
    // Sunday 6 December is yesterday in Paris.
    expect(await field({ code: 'PASSE', pourcentage: 10, au: '2026-12-06' })).toEqual({
      propertyPath: 'au',
      message: hallDiscountMessages.endPassed,
    });
    expect((await field({ code: 'DATE', pourcentage: 10, du: '01/12/2026' })).propertyPath).toBe('du');
    // BIENVENUE10 is every hall's code: a player types it without naming a hall.
    expect(await create({ code: 'bienvenue10', pourcentage: 5 })).toEqual({
      status: 409,
      body: { szErreur: hallDiscountMessages.codeTaken('BIENVENUE10') },
    });
    expect((await list()).length).toBe(before);
  });

  it('refuses an expired code: valid until Monday 7 December, refused from Tuesday 0:00 in Paris', async () => {
    await create({ code: 'LUNDI', pourcentage: 10, au: '2026-12-07' });
    const someone = await player();
    await addSlot(someone);
    setClock('2026-12-07T22:59:59Z');
    expect((await applyCode(someone, 'LUNDI')).status).toBe(200);
    setClock('2026-12-07T23:00:00Z');
    expect(await applyCode(someone, 'lundi')).toEqual(refused(bookingRuleMessages.codeExpired));
    expect((await listed('LUNDI'))?.etat).toBe('expiree');
    // The cart that held it no longer counts it.
    const cart = await call(app, 'GET', '/api/v2/panier', { token: someone.token });
    expect(cart.body.tarif).toBe(cart.body.contenu[0].tarif * cart.body.contenu[0].quantite);
  });

  it('refuses a code not valid yet, naming its first day (10 December), and takes it from that day', async () => {
    await create({ code: 'JEUDI', montantCentimes: 500, du: '2026-12-10' });
    expect((await listed('JEUDI'))?.etat).toBe('avenir');
    const someone = await player();
    await addSlot(someone);
    expect(await applyCode(someone, 'JEUDI')).toEqual(
      refused("Ce code de réduction n'est valable qu'à partir du 10 décembre 2026."),
    );
    setClock('2026-12-09T23:00:00Z');
    expect((await applyCode(someone, 'JEUDI')).status).toBe(200);
    // A console session of that day (the morning's ended overnight).
    const later = await createStaffMember(app, HALL, 'gestionnaire');
    const codes = (await call(app, 'GET', PATH, { token: later.token })).body.reductions as Code[];
    expect(codes.find((found) => found.code === 'JEUDI')?.etat).toBe('active');
  });

  it("withdraws a code (never deleted): refused to players, dropped from a cart's total, in the journal; again: same answer, one line", async () => {
    const created = await create({ code: 'RETRAIT', pourcentage: 50 });
    const someone = await player();
    await addSlot(someone);
    const applied = await applyCode(someone, 'RETRAIT');
    expect(applied.status).toBe(200);
    const full = applied.body.contenu[0].tarif;
    expect(applied.body.tarif).toBe(full / 2);

    setClock('2026-12-07T10:30:00Z');
    const withdrawn = await call(app, 'DELETE', `${PATH}/${created.body.idReduction}`, {
      token: manager.token,
    });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ etat: 'retiree', retireeLe: '2026-12-07T10:30:00.000Z' });
    expect(await applyCode(await player(), 'RETRAIT')).toEqual(refused(bookingRuleMessages.codeWithdrawn));
    expect((await call(app, 'GET', '/api/v2/panier', { token: someone.token })).body.tarif).toBe(full);
    const [kept] = await testDb.db.select().from(discounts).where(eq(discounts.id, created.body.idReduction));
    expect(kept?.withdrawnAt?.toISOString()).toBe('2026-12-07T10:30:00.000Z');

    setClock('2026-12-07T11:00:00Z');
    const again = await call(app, 'DELETE', `${PATH}/${created.body.idReduction}`, { token: manager.token });
    expect(again.body.retireeLe).toBe('2026-12-07T10:30:00.000Z');
    const journal = await call(app, 'GET', `/api/gestion/salles/${HALL}/journal`, { token: owner.token });
    const lines = journal.body.actions.filter(
      (line: { action: string; details: { idReduction?: number } }) =>
        line.action === 'reduction.retrait' && line.details.idReduction === created.body.idReduction,
    );
    expect(lines).toEqual([
      expect.objectContaining({
        qui: manager.email,
        details: { idReduction: created.body.idReduction, code: 'RETRAIT', utilisations: 0 },
      }),
    ]);
  });

  it('counts a use per validated cart, refuses a code used 2 times out of 2, and a cancelled booking gives its use back', async () => {
    await create({ code: 'DEUX-FOIS', pourcentage: 10, limiteUtilisations: 2 });
    const [first, second, third] = [await player(), await player(), await player()];
    for (const who of [first, second, third]) await addSlot(who);
    for (const who of [first, second, third]) expect((await applyCode(who, 'DEUX-FOIS')).status).toBe(200);
    // Three carts hold it, none validated: no use yet.
    expect(await listed('DEUX-FOIS')).toMatchObject({ utilisations: 0, etat: 'active' });
    expect((await validate(first)).status).toBe(200);
    expect((await validate(second)).status).toBe(200);
    expect(await listed('DEUX-FOIS')).toMatchObject({
      utilisations: 2,
      limiteUtilisations: 2,
      etat: 'epuisee',
    });
    expect(await applyCode(await player(), 'DEUX-FOIS')).toEqual(refused(bookingRuleMessages.codeUsedUp));
    // The third cart holds it from before: its validation is refused and books nothing.
    expect(await validate(third)).toEqual({
      status: 409,
      body: { szErreur: bookingRuleMessages.codeUsedUpInCart('DEUX-FOIS') },
    });
    expect(
      await testDb.db.select().from(reservations).where(eq(reservations.organiserUserId, third.userId)),
    ).toEqual([]);

    const [booked] = await testDb.db
      .select({ id: reservations.id })
      .from(reservations)
      .where(eq(reservations.organiserUserId, first.userId));
    const cancelled = await call(app, 'PUT', `/api/v2/reservation/annulation/gp/${booked?.id}`, {
      token: first.token,
    });
    expect(cancelled.status).toBe(200);
    expect(await listed('DEUX-FOIS')).toMatchObject({ utilisations: 1, etat: 'active' });
    expect((await validate(third)).status).toBe(200);
    expect(await listed('DEUX-FOIS')).toMatchObject({ utilisations: 2, etat: 'epuisee' });
  });

  it('gives the last use to one of two carts validated at the same time; the other is refused and books nothing', async () => {
    await create({ code: 'DERNIER', montantCentimes: 1000, limiteUtilisations: 1 });
    const racers = [await player(), await player()];
    for (const who of racers) await addSlot(who);
    for (const who of racers) expect((await applyCode(who, 'DERNIER')).status).toBe(200);
    const answers = await Promise.all(racers.map(validate));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toEqual({
      szErreur: bookingRuleMessages.codeUsedUpInCart('DERNIER'),
    });
    expect(await listed('DERNIER')).toMatchObject({ utilisations: 1, etat: 'epuisee' });
  });

  it("gives a global code's last use to one cart when two halls validate at once (the code's row is the lock)", async () => {
    await testDb.db.insert(discounts).values({ label: 'Partout', code: 'PARTOUT', percent: 20, maxUses: 1 });
    const racers = [await player(), await player()];
    await addSlot(racers[0] as Player);
    await addSlot(racers[1] as Player, 'multisalle-ajaccio', 'BEACH VOLLEY');
    for (const who of racers) expect((await applyCode(who, 'PARTOUT')).status).toBe(200);
    const answers = await Promise.all(racers.map(validate));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await applyCode(await player(), 'PARTOUT')).toEqual(refused(bookingRuleMessages.codeUsedUp));
  });
});

describe("who may manage a hall's codes", () => {
  it('refuses a receptionist (403) on every call, and changes nothing', async () => {
    const desk = await createStaffMember(app, HALL, 'accueil');
    const code = await create({ code: 'ACCUEIL-OK', pourcentage: 5 });
    const forbidden = { status: 403, body: { description: staffMessages.roleForbidden } };
    expect(await call(app, 'GET', PATH, { token: desk.token })).toEqual(forbidden);
    expect(await create({ code: 'ACCUEIL', pourcentage: 5 }, desk.token)).toEqual(forbidden);
    expect(await call(app, 'DELETE', `${PATH}/${code.body.idReduction}`, { token: desk.token })).toEqual(
      forbidden,
    );
    expect((await listed('ACCUEIL-OK'))?.etat).toBe('active');
    expect(await listed('ACCUEIL')).toBeUndefined();
  });

  it("answers 403 for another hall's key, 404 for another hall's code or a global one", async () => {
    const elsewhere = await createStaffMember(app, 'multisalle-ajaccio', 'gestionnaire');
    const forbidden = { status: 403, body: { description: staffMessages.hallForbidden } };
    expect(await call(app, 'GET', PATH, { token: elsewhere.token })).toEqual(forbidden);
    expect(await create({ code: 'INTRUS', pourcentage: 5 }, elsewhere.token)).toEqual(forbidden);
    const theirs = await create(
      { code: 'AJACCIO', pourcentage: 5 },
      elsewhere.token,
      '/api/gestion/salles/multisalle-ajaccio/reductions',
    );
    expect(theirs.status).toBe(201);
    expect(
      await call(app, 'DELETE', `${PATH}/${theirs.body.idReduction}`, { token: elsewhere.token }),
    ).toEqual(forbidden);
    const [global] = await testDb.db.select().from(discounts).where(eq(discounts.code, 'BIENVENUE10'));
    const unknown = refused(hallDiscountMessages.unknown);
    for (const id of [theirs.body.idReduction, global?.id, 999_999])
      expect(await call(app, 'DELETE', `${PATH}/${id}`, { token: manager.token })).toEqual(unknown);
    expect((await list()).map((code) => code.code)).not.toContain('AJACCIO');
    expect((await list()).map((code) => code.code)).not.toContain('BIENVENUE10');
  });
});
