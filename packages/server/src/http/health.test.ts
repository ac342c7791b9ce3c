import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { readinessMessages } from './health.ts';

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;
let isClosed = false;

// No demo data: the probes read the migrations only. The last test closes the database itself.
beforeAll(async () => {
  testDb = await createTestDatabase({ seed: false });
  app = createApp({ db: testDb.db });
});
afterAll(async () => {
  if (!isClosed) await testDb.close();
});

describe('the probes of a load balancer', () => {
  it('GET /healthz: the process answers, never cached', async () => {
    const response = await app.request('/healthz');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ statut: 'ok' });
  });

  it('GET /readyz: ready once the database answers and holds every migration of this code', async () => {
    const response = await app.request('/readyz');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { statut: string; migrations: number };
    expect(body.statut).toBe('pret');
    expect(body.migrations).toBeGreaterThanOrEqual(14);
  });

  it('GET /readyz: 503 with a French reason while a migration of this code is missing', async () => {
    const last = await testDb.db.execute(
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by id desc limit 1`,
    );
    const row = (last as unknown as { rows: { id: number; hash: string; created_at: string }[] }).rows[0];
    if (!row) throw new Error('No migration recorded.');
    await testDb.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${row.id}`);
    try {
      const response = await app.request('/readyz');
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await response.json()).toEqual({
        statut: 'indisponible',
        description: readinessMessages.migrations,
      });
    } finally {
      await testDb.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at})`,
      );
    }
    expect((await app.request('/readyz')).status).toBe(200);
  });

  it('GET /readyz: 503 « La base de données ne répond pas. » once the database is gone; /healthz still 200', async () => {
    await testDb.close();
    isClosed = true;
    const response = await app.request('/readyz');
    expect(response.status).toBe(503);
    expect(((await response.json()) as { description: string }).description).toBe(
      'La base de données ne répond pas.',
    );
    expect((await app.request('/healthz')).status).toBe(200);
  });
});
