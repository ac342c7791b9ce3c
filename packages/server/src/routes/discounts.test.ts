import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { discounts, sports, userDiscounts, users } from '../db/schema.ts';
import { seedAccounts } from '../db/seed-accounts.ts';
import { grantSeedDiscounts } from '../db/seed-booking-rules.ts';
import { addDays, localDateOf } from '../planning/local-time.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { call, createActivePlayer } from './accounts-test-helpers.ts';
import { hallIdOf } from './booking-rules-test-helpers.ts';

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;
let padelId: number;
let padelSportId: number;
let slotsTaken = 0;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db });
  padelId = await hallIdOf(testDb.db, 'padel-park');
  const [padel] = await testDb.db.select({ id: sports.id }).from(sports).where(eq(sports.label, 'PADEL'));
  padelSportId = padel?.id ?? 0;
});
afterAll(() => testDb.close());

async function discountId(label: string): Promise<number> {
  const [row] = await testDb.db
    .select({ id: discounts.id })
    .from(discounts)
    .where(eq(discounts.label, label));
  if (!row) throw new Error(`no seeded discount ${label}`);
  return row.id;
}

/** Puts tomorrow's next free padel slot in the player's cart (each call takes a different slot). */
async function addPadelSlot(token: string): Promise<void> {
  const tomorrow = addDays(localDateOf(new Date(), 'Europe/Paris'), 1);
  const { body } = await call(
    app,
    'GET',
    `/api/v2/creneaux/multisalle/${padelId}/debut/${tomorrow}/duree/1?activite=${padelSportId}&gp=1`,
  );
  const free = body.creneaux.filter((slot: { sStatut: string }) => slot.sStatut === 'disponible');
  const slot = free[slotsTaken % free.length];
  slotsTaken += 1;
  const added = await call(app, 'POST', '/api/v2/panier/ajout', {
    token,
    body: { nIdSport: padelSportId, nIdCreneau: slot.nIdCreneau, nIdZone: slot.nIdZone },
  });
  if (added.status !== 200) throw new Error(`add to cart failed: ${JSON.stringify(added)}`);
}

describe('GET /user/{id}/discount/multisalle/{idMultisalle}', () => {
  it('lists the seeded student rate granted to joueur@multisalle.fr with the Discount wire shape', async () => {
    await seedAccounts(testDb.db);
    await grantSeedDiscounts(testDb.db);
    expect(await grantSeedDiscounts(testDb.db)).toBe(0);
    const login = await call(app, 'POST', '/api/v2/auth', {
      body: { email: 'joueur@multisalle.fr', password: 'motdepasse1' },
    });
    const token = login.body.token as string;
    const userId = await userIdOf('joueur@multisalle.fr');
    const { status, body } = await call(app, 'GET', `/api/v2/user/${userId}/discount/multisalle/${padelId}`, {
      token,
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      statusBasedDiscounts: [
        {
          id: await discountId('Tarif étudiant'),
          label: 'Tarif étudiant',
          codeReduction: null,
          cumulative: true,
          codeCumulable: true,
          couponId: null,
          valeur: null,
          valeurPourcent: 15,
          cartUsageEndDate: null,
        },
      ],
    });
  });

  it("is empty for a player without a status, 403 for another user's id, 401 without a token, 404 for an unknown hall", async () => {
    const player = await createActivePlayer(app);
    const other = await createActivePlayer(app);
    const own = await call(app, 'GET', `/api/v2/user/${player.userId}/discount/multisalle/${padelId}`, {
      token: player.v2Token,
    });
    expect(own.body).toEqual({ statusBasedDiscounts: [] });
    const foreign = await call(app, 'GET', `/api/v2/user/${other.userId}/discount/multisalle/${padelId}`, {
      token: player.v2Token,
    });
    expect(foreign.status).toBe(403);
    expect(typeof foreign.body.description).toBe('string');
    expect(
      (await call(app, 'GET', `/api/v2/user/${player.userId}/discount/multisalle/${padelId}`)).status,
    ).toBe(401);
    const unknown = await call(app, 'GET', `/api/v2/user/${player.userId}/discount/multisalle/99999`, {
      token: player.v2Token,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.sCodeErreur).toBe('MULTISALLE-001');
    const bad = await call(app, 'GET', `/api/v2/user/abc/discount/multisalle/${padelId}`, {
      token: player.v2Token,
    });
    expect(bad.status).toBe(422);
  });
});

async function userIdOf(email: string): Promise<number> {
  const [row] = await testDb.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? 0;
}

describe('GET /verify-discount/{code}', () => {
  it('answers a valid code as a Discount, whatever its case', async () => {
    const player = await createActivePlayer(app);
    const { status, body } = await call(app, 'GET', '/api/v2/verify-discount/bienvenue10', {
      token: player.v2Token,
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      id: await discountId('Bienvenue\u00a0: 10 %'),
      label: 'Bienvenue\u00a0: 10 %',
      codeReduction: 'BIENVENUE10',
      cumulative: true,
      codeCumulable: true,
      couponId: null,
      valeur: null,
      valeurPourcent: 10,
      cartUsageEndDate: null,
    });
    const padel = await call(app, 'GET', '/api/v2/verify-discount/PADEL5', { token: player.v2Token });
    expect(padel.body).toMatchObject({ valeur: 500, valeurPourcent: null, cumulative: false });
  });

  it('answers 404 "Le code de réduction est invalide" for an unknown code, and says ETE2025 expired (past its end date)', async () => {
    const player = await createActivePlayer(app);
    const unknown = await call(app, 'GET', '/api/v2/verify-discount/INCONNU', { token: player.v2Token });
    expect(unknown).toEqual({ status: 404, body: { description: 'Le code de réduction est invalide' } });
    const expired = await call(app, 'GET', '/api/v2/verify-discount/ETE2025', { token: player.v2Token });
    expect(expired).toEqual({ status: 404, body: { description: 'Ce code de réduction a expiré.' } });
    expect((await call(app, 'GET', '/api/v2/verify-discount/BIENVENUE10')).status).toBe(401);
  });
});

describe('POST /add-discount/{id}/cart and DELETE /remove-discount/cart/{uuid}/discount/{id}', () => {
  it('applies a code to the cart: reductions lists it and tarif is after the discount', async () => {
    const player = await createActivePlayer(app);
    await addPadelSlot(player.v2Token);
    const before = await call(app, 'GET', '/api/v2/panier', { token: player.v2Token });
    const subtotal = before.body.tarif as number;
    expect(subtotal).toBeGreaterThan(0);
    const bienvenue = await discountId('Bienvenue\u00a0: 10 %');
    const { status, body } = await call(app, 'POST', `/api/v2/add-discount/${bienvenue}/cart`, {
      token: player.v2Token,
    });
    expect(status).toBe(200);
    expect(body.uuid).toBe(before.body.uuid);
    expect(body.v2).toBe(true);
    expect(body.reductions.map((discount: { codeReduction: string }) => discount.codeReduction)).toEqual([
      'BIENVENUE10',
    ]);
    expect(body.tarif).toBe(subtotal - Math.round(subtotal * 0.1));

    const removed = await call(
      app,
      'DELETE',
      `/api/v2/remove-discount/cart/${body.uuid}/discount/${bienvenue}`,
      {
        token: player.v2Token,
      },
    );
    expect(removed.status).toBe(200);
    expect(removed.body.reductions).toEqual([]);
    expect(removed.body.tarif).toBe(subtotal);
  });

  it('refuses (409) a second discount when either is not cumulative; two cumulative ones add up', async () => {
    const player = await createActivePlayer(app);
    await addPadelSlot(player.v2Token);
    const token = player.v2Token;
    const padel5 = await discountId('Padel\u00a0: 5 € offerts');
    const bienvenue = await discountId('Bienvenue\u00a0: 10 %');
    const student = await discountId('Tarif étudiant');
    await testDb.db.insert(userDiscounts).values({ userId: player.userId, discountId: student });

    expect((await call(app, 'POST', `/api/v2/add-discount/${padel5}/cart`, { token })).status).toBe(200);
    const refused = await call(app, 'POST', `/api/v2/add-discount/${bienvenue}/cart`, { token });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      szErreur: "Cette réduction ne peut pas s'ajouter à celles déjà appliquées à votre panier.",
    });
    const cart = await call(app, 'GET', '/api/v2/panier', { token });
    expect(cart.body.reductions.map((discount: { id: number }) => discount.id)).toEqual([padel5]);

    await call(app, 'DELETE', `/api/v2/remove-discount/cart/${cart.body.uuid}/discount/${padel5}`, { token });
    expect((await call(app, 'POST', `/api/v2/add-discount/${bienvenue}/cart`, { token })).status).toBe(200);
    const both = await call(app, 'POST', `/api/v2/add-discount/${student}/cart`, { token });
    expect(both.status).toBe(200);
    expect(both.body.reductions.map((discount: { id: number }) => discount.id)).toEqual([bienvenue, student]);
    const refusedAfter = await call(app, 'POST', `/api/v2/add-discount/${padel5}/cart`, { token });
    expect(refusedAfter.status).toBe(409);
    const again = await call(app, 'POST', `/api/v2/add-discount/${bienvenue}/cart`, { token });
    expect(again.status).toBe(200);
    expect(again.body.reductions).toHaveLength(2);
  });

  it('two concurrent adds of discounts that do not combine: exactly one gets in, the other is 409', async () => {
    const player = await createActivePlayer(app);
    await addPadelSlot(player.v2Token);
    const token = player.v2Token;
    const ids = [await discountId('Padel\u00a0: 5 € offerts'), await discountId('Bienvenue\u00a0: 10 %')];
    const answers = await Promise.all(
      ids.map((id) => call(app, 'POST', `/api/v2/add-discount/${id}/cart`, { token })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const cart = await call(app, 'GET', '/api/v2/panier', { token });
    expect(cart.body.reductions).toHaveLength(1);
  });

  it('refuses a status discount not granted, an unknown discount, an expired code saying so (404), and a hall discount with no line there (409)', async () => {
    const player = await createActivePlayer(app);
    const token = player.v2Token;
    const student = await discountId('Tarif étudiant');
    const expired = await discountId('Été 2025\u00a0: 20 %');
    for (const id of [student, 999999]) {
      const answer = await call(app, 'POST', `/api/v2/add-discount/${id}/cart`, { token });
      expect(answer.status, String(id)).toBe(404);
      expect(answer.body).toEqual({ description: 'Cette réduction est introuvable.' });
    }
    expect(await call(app, 'POST', `/api/v2/add-discount/${expired}/cart`, { token })).toEqual({
      status: 404,
      body: { description: 'Ce code de réduction a expiré.' },
    });
    const padel5 = await discountId('Padel\u00a0: 5 € offerts');
    const otherHall = await call(app, 'POST', `/api/v2/add-discount/${padel5}/cart`, { token });
    expect(otherHall.status).toBe(409);
    expect(otherHall.body.szErreur).toBe("Cette réduction ne s'applique à aucune salle de votre panier.");
  });

  it("only touches the caller's own cart: another player's cart uuid is 404, no token 401, bad ids 422", async () => {
    const player = await createActivePlayer(app);
    const other = await createActivePlayer(app);
    const otherCart = await call(app, 'GET', '/api/v2/panier', { token: other.v2Token });
    const bienvenue = await discountId('Bienvenue\u00a0: 10 %');
    const foreign = await call(
      app,
      'DELETE',
      `/api/v2/remove-discount/cart/${otherCart.body.uuid}/discount/${bienvenue}`,
      {
        token: player.v2Token,
      },
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.sCodeErreur).toBe('PANIER-001');
    expect((await call(app, 'POST', `/api/v2/add-discount/${bienvenue}/cart`)).status).toBe(401);
    expect((await call(app, 'POST', '/api/v2/add-discount/abc/cart', { token: player.v2Token })).status).toBe(
      422,
    );
    const badUuid = await call(
      app,
      'DELETE',
      `/api/v2/remove-discount/cart/pas-un-uuid/discount/${bienvenue}`,
      {
        token: player.v2Token,
      },
    );
    expect(badUuid.status).toBe(422);
    expect(badUuid.body.description).toBe('La requête contient des données invalides.');
  });
});
