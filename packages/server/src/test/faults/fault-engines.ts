// Test helper of the fault tests: the database a child server runs on, which the test opens only while no
// server runs (a PGlite directory belongs to one process at a time), and integrity queries over it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, type OpenDatabaseOptions, openDatabase } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { seedAtStart } from '../../db/seed-at-start.ts';
import { createPostgresDatabase } from '../test-db.ts';

/** A migrated, seeded database for child servers. */
export interface FaultEngine {
  kind: 'pglite' | 'postgres';
  /** What the child server is started with. */
  server: { databaseUrl?: string; dataDir?: string };
  /** Runs `work` on the database; on PGlite only call it while no server has the directory open. */
  withDb: <T>(work: (db: Database) => Promise<T>) => Promise<T>;
  dispose: () => Promise<void>;
}

async function prepare(options: OpenDatabaseOptions) {
  const opened = await openDatabase(options);
  await migrateDatabase(opened);
  // Everything a server seeds at start, the season of matches included: seeded later by the first child
  // server, those matches would book slots the test had already picked and held (one of them, 3 days out,
  // on some dates).
  await seedAtStart(opened);
  return opened;
}

/** A PGlite data directory in a temporary folder. */
export async function pgliteEngine(): Promise<FaultEngine> {
  const folder = mkdtempSync(join(tmpdir(), 'multisalle-faults-'));
  const dataDir = join(folder, 'data');
  await (await prepare({ dataDir })).close();
  return {
    kind: 'pglite',
    server: { dataDir },
    async withDb(work) {
      const opened = await openDatabase({ dataDir });
      try {
        return await work(opened.db);
      } finally {
        await opened.close();
      }
    },
    dispose: async () => rmSync(folder, { recursive: true, force: true }),
  };
}

/** A throw-away database on the PostgreSQL server of `adminUrl`, reached by the child server at `serverUrl`. */
export async function postgresEngine(adminUrl: string): Promise<FaultEngine & { url: string }> {
  const created = await createPostgresDatabase(adminUrl);
  const opened = await prepare({ databaseUrl: created.url, poolSize: 2 });
  return {
    kind: 'postgres',
    url: created.url,
    server: { databaseUrl: created.url },
    withDb: (work) => work(opened.db),
    async dispose() {
      await opened.close();
      await created.drop();
    },
  };
}

/** One number of a `SELECT count(*)`. */
export async function countOf(db: Database, query: SQL): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return Number(Object.values(result.rows[0] ?? {})[0] ?? 0);
}

/**
 * Rows a write cut in the middle would leave behind, anywhere in the database: each query must count 0.
 * Returns the name of each check with its count.
 */
export async function halfWrittenRows(db: Database): Promise<Record<string, number>> {
  const checks: Record<string, SQL> = {
    'reservation without its organiser participant': sql`select count(*) from reservations r
      where not exists (select 1 from reservation_participants p where p.reservation_id = r.id and p.organisateur)`,
    'reservation of a cart still open': sql`select count(*) from reservations r join carts c on c.id = r.cart_id
      where c.validated_at is null`,
    'validated cart without a reservation': sql`select count(*) from carts c where c.validated_at is not null
      and not exists (select 1 from reservations r where r.cart_id = c.id)`,
    'reservation without its booking': sql`select count(*) from reservations r
      where not exists (select 1 from bookings b where b.id = r.booking_id)`,
    'share of a reservation not stamped settled': sql`select count(*) from payments p
      join reservations r on r.id = p.reservation_id where r.settled_at is null`,
    'settled reservation to pay without its shares': sql`select count(*) from reservations r
      where r.settled_at is not null and r.paiement_requis and r.total_cents > 0
      and not exists (select 1 from payments p where p.reservation_id = r.id)`,
    'share paid without a paid order': sql`select count(*) from payments p where p.status = 'paid'
      and p.amount_cents > 0 and not exists (select 1 from payment_orders o where o.payment_id = p.id
      and o.status = 'paid')`,
    'paid order without its provider debit': sql`select count(*) from payment_orders o
      where o.purpose = 'share' and o.status = 'paid' and not exists (select 1 from sandbox_transactions t
      where t.order_id = o.id::text and t.operation = 'DEBIT')`,
    'share debited twice': sql`select count(*) from (select t.order_id from sandbox_transactions t
      where t.operation = 'DEBIT' group by t.order_id having count(*) > 1) twice`,
    'participant discount of a participant gone': sql`select count(*) from participant_discounts d
      where not exists (select 1 from reservation_participants p where p.id = d.participant_id)`,
    'cart line held beyond its 15 minutes': sql`select count(*) from cart_lines l
      where l.hold_expires_at > now() + interval '16 minutes'`,
  };
  const counts: Record<string, number> = {};
  for (const [name, query] of Object.entries(checks)) counts[name] = await countOf(db, query);
  return counts;
}
