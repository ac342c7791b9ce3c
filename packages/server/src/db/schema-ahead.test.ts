import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { call, signupPayload } from '../routes/accounts-test-helpers.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { migrateDatabase } from './migrate.ts';
import { appliedMigrations, knownMigrations } from './migration-status.ts';
import { seedAccounts } from './seed-accounts.ts';

// A rolling update: the next version's processes migrate the shared database while this version's still
// serve. The next version's migration is written here as the rule allows it (expand: a table, a nullable
// column, a column with a default; README « Migrations »), recorded as drizzle's migrator records one.
let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await seedAccounts(testDb.db);
  app = createApp({ db: testDb.db });
  const last = (await testDb.db.execute(
    sql`select max(created_at)::bigint as at from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { at: string }[] };
  const nextAt = Number(last.rows[0]?.at ?? 0) + 60_000;
  await testDb.db.execute(
    sql`create table "hall_ratings" ("id" serial primary key, "hall_id" integer not null references "halls"("id"), "stars" integer not null)`,
  );
  await testDb.db.execute(sql`alter table "halls" add column "instagram_url" text`);
  await testDb.db.execute(
    sql`alter table "users" add column "prefers_english" boolean default false not null`,
  );
  await testDb.db.execute(
    sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('next-version-expand', ${nextAt})`,
  );
});
afterAll(() => testDb.close());

describe('this version on a schema a newer version migrated (expand, then contract)', () => {
  it('stays ready: /readyz 200 says the schema is ahead, in French, with both counts', async () => {
    const known = knownMigrations();
    const { status, body } = await call(app, 'GET', '/readyz');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      statut: 'pret',
      migrations: known + 1,
      migrationsConnues: known,
      schemaEnAvance: true,
    });
    expect(body.description).toBe(
      `Une version plus récente a migré la base (${known + 1} migrations, ${known} connues de ce serveur)\u00a0: ce serveur reste compatible, mettez-le à jour.`,
    );
  });

  it('keeps answering reads and writes: the halls, a sign-in, an account created', async () => {
    const halls = await call(app, 'GET', '/api/v2/multisalle');
    expect(halls.status).toBe(200);
    expect(halls.body.multisalleListe.length).toBeGreaterThan(0);
    const login = await call(app, 'POST', '/api/v2/auth', {
      body: { email: 'joueur@multisalle.fr', password: 'motdepasse1' },
    });
    expect(login.status).toBe(200);
    // `users` gained a column with a default this version does not know: its inserts still pass.
    const created = await call(app, 'POST', '/api/v2/users', { body: signupPayload() });
    expect(created.status).toBe(201);
  });

  it('restarts on it: migrating again applies nothing and leaves the newer migration in place', async () => {
    const before = await appliedMigrations(testDb.db);
    await migrateDatabase(testDb);
    expect(await appliedMigrations(testDb.db)).toBe(before);
    expect(before).toBe(knownMigrations() + 1);
  });
});
