import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { hallNews, jobs } from '../db/schema.ts';
import { seedDatabase } from '../db/seed.ts';
import { serverRoot } from '../paths.ts';
import { createPostgresDatabase } from '../test/test-db.ts';
import { hallNewsMessages, newsGroup } from './hall-news.ts';

// `npm run news` as the root package.json names it: `npm run build:server`, then dist/news.js, which esbuild
// bundles from src/news.ts. The test runs that same entry from source (tsx) on a database of its own, as the
// levels and device commands' tests do.

const adminUrl = process.env.DATABASE_URL;

let target: {
  env: Record<string, string>;
  open: () => ReturnType<typeof openDatabase>;
  drop: () => Promise<void>;
};

beforeAll(async () => {
  if (adminUrl) {
    const created = await createPostgresDatabase(adminUrl);
    const open = () => openDatabase({ databaseUrl: created.url, poolSize: 2 });
    target = { env: { DATABASE_URL: created.url }, open, drop: created.drop };
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'multisalle-news-'));
    const dataDir = join(dir, 'data');
    target = {
      env: { DATABASE_URL: '', DATA_DIR: dataDir },
      open: () => openDatabase({ dataDir }),
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const opened = await target.open();
  await migrateDatabase(opened);
  await seedDatabase(opened.db);
  await opened.close();
}, 120_000);
afterAll(() => target.drop());

/** Runs `src/news.ts` the way `npm run news` runs its bundle. */
function news(...args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/news.ts', ...args], {
    cwd: serverRoot,
    env: { ...process.env, NODE_ENV: 'test', ...target.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, out, err })));
}

describe('npm run news', () => {
  it('publishes a hall’s news once with its notice planned, and refuses an unknown hall in French', async () => {
    const args = [
      'publish',
      'padel-park',
      'nocturne-padel',
      '--title',
      'Nocturne padel',
      '--summary',
      'Vendredi soir.',
    ];
    const first = await news(...args);
    expect(first.code, first.err).toBe(0);
    expect(first.out).toMatch(/^News \d+ published for padel-park: /m);
    const again = await news(...args);
    expect(again.code).toBe(0);
    expect(again.out).toMatch(
      /was already published for padel-park \(nocturne-padel\): nothing sent again\./,
    );
    const unknown = await news('publish', 'nulle-part', 'x', '--title', 'T', '--summary', 'R');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain(hallNewsMessages.unknownHall);

    const opened = await target.open();
    try {
      const rows = await opened.db.select().from(hallNews);
      expect(rows.map((row) => [row.slug, row.title, row.path])).toEqual([
        ['nocturne-padel', 'Nocturne padel', '/multisalle/padel-park'],
      ]);
      const planned = await opened.db
        .select({ kind: jobs.kind, state: jobs.state })
        .from(jobs)
        .where(eq(jobs.groupKey, newsGroup(rows[0]?.id ?? 0)));
      expect(planned).toEqual([{ kind: 'notice.hall-news', state: 'pending' }]);
    } finally {
      await opened.close();
    }
  }, 120_000);
});
