import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { seedDatabase } from '../db/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Dumps of a migrated PGlite database, seeded or not, that each test file's database starts from. */
    pgliteTemplates: { seeded: string; empty: string };
  }
}

/** A migrated (and seeded, when asked) in-memory database, dumped to a file in `folder`. */
async function dumpTemplate(folder: string, seed: boolean): Promise<string> {
  const opened = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrateDatabase(opened);
    if (seed) await seedDatabase(opened.db);
    const client = (opened.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    const file = join(folder, seed ? 'seeded.tar' : 'empty.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await opened.close();
  }
}

/**
 * Global setup of the server-pglite project: starting PGlite runs initdb (about 2.5 s, more on a loaded
 * machine), then the migrations and the seed. Done once here, each test file's database loads the dump in
 * about half a second instead (test-db.ts). Made anew at every run, so a new migration or seed is always in.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(join(tmpdir(), 'multisalle-pglite-'));
  const [seeded, empty] = await Promise.all([dumpTemplate(folder, true), dumpTemplate(folder, false)]);
  project.provide('pgliteTemplates', { seeded, empty });
  return () => rm(folder, { recursive: true, force: true });
}
