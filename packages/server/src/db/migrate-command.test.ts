import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../paths.ts';
import { createPostgresDatabase } from '../test/test-db.ts';
import { knownMigrations } from './migration-status.ts';

const adminUrl = process.env.DATABASE_URL;
const work = mkdtempSync(join(tmpdir(), 'multisalle-migrate-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A server entry (`migrate.ts`, `main.ts`), from source, on the given database: its exit code and output. */
function run(entry: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', `packages/server/src/${entry}`],
      { cwd: repoRoot, env: { ...process.env, DATABASE_URL: '', ...env } },
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('npm run migrate, apart from the start', () => {
  it('a start with MIGRATE_AT_START=0 refuses a database behind; the command migrates it, then finds it up to date', async () => {
    const database = adminUrl ? await createPostgresDatabase(adminUrl, 'multisalle_migrate') : undefined;
    const env: Record<string, string> = database
      ? { DATABASE_URL: database.url }
      : { DATA_DIR: join(work, 'data') };
    try {
      const known = knownMigrations();
      const refused = await run('main.ts', { ...env, MIGRATE_AT_START: '0', PORT: '0', NODE_ENV: 'test' });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(
        `La base n'est pas à jour (0 migrations sur ${known})\u00a0: lancez npm run migrate avant de démarrer ce serveur (MIGRATE_AT_START=0).`,
      );
      const expected = `Base à jour\u00a0: ${known} migrations.`;
      const first = await run('migrate.ts', env);
      expect(first).toMatchObject({ code: 0 });
      expect(first.output.trim().split('\n').at(-1)).toBe(expected);
      const again = await run('migrate.ts', env);
      expect(again).toMatchObject({ code: 0 });
      expect(again.output.trim().split('\n').at(-1)).toBe(expected);
    } finally {
      await database?.drop();
    }
  }, 60_000);
});
