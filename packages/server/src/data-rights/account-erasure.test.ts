import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createPlayer } from '../cart/cart-test-helpers.ts';
import type { Database } from '../db/client.ts';
import {
  outbox,
  paymentAliases,
  paymentOrders,
  payments,
  paymentTransactions,
  refunds,
  reservationParticipants,
  reservations,
  sandboxCardTokens,
  users,
} from '../db/schema.ts';
import { rowsOf } from '../matches/performances.ts';
import { reservationWithLink } from '../payments/settlement/settlement-test-helpers.ts';
import { call, createActivePlayer } from '../routes/accounts-test-helpers.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import {
  comingGameWith,
  contactOf,
  createFullHistoryPlayer,
  type FullHistoryPlayer,
  mailNaming,
} from './data-rights-test-helpers.ts';
import { erasedEmail, erasedPseudonym } from './erase-account.ts';
import { dataRightsMessages } from './messages.ts';

// « The players' data rights »: deleting an account erases the person (RGPD article 17).

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;
let lea: FullHistoryPlayer;
let organiser: FullHistoryPlayer;
let comingGameId: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db });
  lea = await createFullHistoryPlayer(app, testDb.db, 'lea');
  organiser = await createFullHistoryPlayer(app, testDb.db, 'orga');
  comingGameId = await comingGameWith(testDb.db, organiser.userId, lea);
  await mailNaming(testDb.db, organiser.person.email, lea);
}, 120_000);
afterAll(() => testDb.close());

/**
 * Every place a value is stored, as `table.column`: every text, varchar, char, json, jsonb and array
 * column of every table, whatever the schema says today (information_schema, not our Drizzle schema).
 */
async function whereStored(db: Database, values: readonly string[]): Promise<string[]> {
  const columns = rowsOf<{ table_schema: string; table_name: string; column_name: string }>(
    await db.execute(sql`
      select c.table_schema, c.table_name, c.column_name
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where t.table_type = 'BASE TABLE'
        and c.table_schema not in ('pg_catalog', 'information_schema')
        and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
      order by 1, 2, 3`),
  );
  expect(columns.length).toBeGreaterThan(50);
  const found: string[] = [];
  for (const column of columns) {
    const cell = sql`lower(${sql.identifier(column.table_schema)}.${sql.identifier(column.table_name)}.${sql.identifier(column.column_name)}::text)`;
    for (const value of values) {
      const rows = rowsOf<{ n: number }>(
        await db.execute(sql`
          select count(*)::int as n
          from ${sql.identifier(column.table_schema)}.${sql.identifier(column.table_name)}
          where strpos(${cell}, ${value.toLowerCase()}) > 0`),
      );
      if ((rows[0]?.n ?? 0) > 0) found.push(`${column.table_name}.${column.column_name}: ${value}`);
    }
  }
  return found;
}

describe('DELETE soft/delete/user/{id}: the account erases the person', () => {
  it('leaves the email, names and phone nowhere in the database; the payments stay with their amounts', async () => {
    const values = [
      lea.person.email,
      lea.person.lastName,
      lea.person.firstName,
      lea.person.pseudonym,
      lea.person.phone,
      lea.pendingEmail,
      lea.family.lastName,
      lea.family.firstName,
      lea.family.pseudonym,
    ];
    // The search works: before the deletion it finds the person in the places the history wrote.
    const before = await whereStored(testDb.db, values);
    for (const place of [
      'users.email',
      'contacts.pseudonym',
      'outbox.body',
      'sandbox_form_tokens.customer_email',
    ])
      expect(before.some((found) => found.startsWith(place))).toBe(true);
    const paid = await testDb.db.select().from(payments).where(eq(payments.userId, lea.userId));
    expect(paid.map((p) => [p.reservationId, p.amountCents, p.status])).toEqual([
      [lea.paidReservationId, 6000, 'paid'],
    ]);
    const [card] = await testDb.db.select().from(paymentAliases).where(eq(paymentAliases.userId, lea.userId));

    const deleted = await call(app, 'DELETE', `/api/v2/soft/delete/user/${lea.userId}`, { token: lea.token });
    expect(deleted.status).toBe(204);

    expect(await whereStored(testDb.db, values)).toEqual([]);
    const kept = await testDb.db.select().from(payments).where(eq(payments.userId, lea.userId));
    expect(kept.map((p) => [p.id, p.reservationId, p.amountCents, p.status, p.paidAt])).toEqual(
      paid.map((p) => [p.id, p.reservationId, p.amountCents, p.status, p.paidAt]),
    );
    const [anonymous] = await testDb.db.select().from(users).where(eq(users.id, lea.userId));
    expect(anonymous).toMatchObject({ email: erasedEmail(lea.userId), pinCode: null, avatarUrl: null });
    expect(anonymous?.deletedAt).toBeInstanceOf(Date);
    expect(await contactOf(testDb.db, lea.contactId)).toMatchObject({
      lastName: '',
      firstName: '',
      pseudonym: erasedPseudonym(lea.contactId),
      phone: null,
    });
    expect(await contactOf(testDb.db, lea.family.contactId)).toBeUndefined();
    // The played games keep their lines under the anonymous identity, for the other players' history.
    const [played] = await testDb.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, lea.paidReservationId));
    expect(played?.organiserUserId).toBe(lea.userId);
    // The card is cancelled at the provider (the sandbox's own record of it is gone).
    const atProvider = await testDb.db
      .select()
      .from(sandboxCardTokens)
      .where(eq(sandboxCardTokens.token, card?.aliasToken ?? ''));
    expect(card).toBeDefined();
    expect(atProvider).toEqual([]);

    expect((await call(app, 'GET', `/api/v2/users/${lea.userId}`, { token: lea.token })).status).toBe(401);
    const login = await call(app, 'POST', '/api/v2/auth', {
      body: { email: lea.person.email, password: lea.password },
    });
    expect(login.status).toBe(401);
  });

  it('withdraws the answers to coming games and tells the organiser in a mail that names nobody', async () => {
    const lines = await testDb.db
      .select()
      .from(reservationParticipants)
      .where(eq(reservationParticipants.reservationId, comingGameId));
    expect(lines.map((line) => line.userId)).toEqual([organiser.userId]);
    const [notice] = await testDb.db
      .select()
      .from(outbox)
      .where(
        and(eq(outbox.recipient, organiser.person.email), sql`${outbox.subject} like 'Un participant%'`),
      );
    expect(notice?.subject).toMatch(/^Un participant s'est retiré\s: /);
    expect(notice?.body).toContain('Un joueur a supprimé son compte Multisalle');
    expect(notice?.body).toContain('2 places sont libérées.');
    // The older mail that named Lea to the organiser now names nobody.
    const [old] = await testDb.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, organiser.person.email), sql`${outbox.subject} like 'Invitation de%'`));
    expect(old?.body).toContain(
      `${dataRightsMessages.erasedPerson} (${dataRightsMessages.erasedPerson}) vous invite.`,
    );
  });

  it('lets the same address, pseudonym and number sign up again', async () => {
    const again = await createActivePlayer(app, {
      email: lea.person.email,
      identifiant: lea.person.pseudonym,
      portable: lea.person.phone,
      nom: lea.person.lastName,
      prenom: lea.person.firstName,
    });
    expect(again.userId).not.toBe(lea.userId);
    expect(again.v2Token).toEqual(expect.any(String));
    const profile = await call(app, 'GET', `/api/v2/users/${again.userId}`, { token: again.v2Token });
    expect(profile.body).toMatchObject({
      email: lea.person.email,
      portable: lea.person.phone,
      code_pin: null,
    });
  });

  it('refuses (409) while the player organises a coming game, and erases nothing', async () => {
    const player = await createPlayer(testDb.db);
    await reservationWithLink(testDb.db, player.userId, 72);
    const refused = await call(app, 'DELETE', `/api/v2/soft/delete/user/${player.userId}`, {
      token: player.token,
    });
    expect(refused).toEqual({ status: 409, body: { szErreur: dataRightsMessages.organisesGames } });
    expect((await call(app, 'GET', `/api/v2/users/${player.userId}`, { token: player.token })).status).toBe(
      200,
    );
    const card = await testDb.db
      .select()
      .from(paymentAliases)
      .where(eq(paymentAliases.userId, player.userId));
    expect(card).toHaveLength(1);
  });

  it('refuses (409) while a share of a played game is still to pay', async () => {
    const player = await createPlayer(testDb.db);
    const { id } = await reservationWithLink(testDb.db, organiser.userId, 1);
    await testDb.db.insert(payments).values({ reservationId: id, userId: player.userId, amountCents: 1200 });
    const refused = await call(app, 'DELETE', `/api/v2/soft/delete/user/${player.userId}`, {
      token: player.token,
    });
    expect(refused).toEqual({ status: 409, body: { szErreur: dataRightsMessages.paymentPending } });
    const [still] = await testDb.db.select().from(users).where(eq(users.id, player.userId));
    expect(still?.deletedAt).toBeNull();
  });

  it("refuses (409) while a refund to the player's card is under way; once it is done, erases", async () => {
    const player = await createPlayer(testDb.db);
    const { id: reservationId } = await reservationWithLink(testDb.db, organiser.userId, 1);
    const [share] = await testDb.db
      .insert(payments)
      .values({ reservationId, userId: player.userId, amountCents: 1200, status: 'paid' })
      .returning();
    const [order] = await testDb.db
      .insert(paymentOrders)
      .values({
        userId: player.userId,
        purpose: 'share',
        provider: 'sandbox',
        amountCents: 1200,
        status: 'paid',
      })
      .returning();
    const [debit] = await testDb.db
      .insert(paymentTransactions)
      .values({
        orderId: order?.id ?? '',
        provider: 'sandbox',
        providerTransactionId: 'debit-erasure-test',
        status: 'PAID',
        amountCents: 1200,
      })
      .returning();
    const [refund] = await testDb.db
      .insert(refunds)
      .values({
        paymentId: share?.id ?? 0,
        reservationId,
        userId: player.userId,
        debitOrderId: order?.id ?? '',
        debitTransactionId: debit?.id ?? 0,
        provider: 'sandbox',
        amountCents: 1200,
        requestedAt: new Date('2026-12-01T10:00:00Z'),
      })
      .returning();
    const erase = () =>
      call(app, 'DELETE', `/api/v2/soft/delete/user/${player.userId}`, { token: player.token });
    expect(await erase()).toEqual({ status: 409, body: { szErreur: dataRightsMessages.refundPending } });
    const [still] = await testDb.db.select().from(users).where(eq(users.id, player.userId));
    expect(still?.deletedAt).toBeNull();

    await testDb.db
      .update(refunds)
      .set({ status: 'succeeded', doneAt: new Date('2026-12-01T10:01:00Z') })
      .where(eq(refunds.id, refund?.id ?? ''));
    expect((await erase()).status).toBe(204);
  });
});
