// `npm run halls` as the root package.json names it (dist/halls.js, bundled from src/halls-command.ts), run
// here from source as the other commands' tests do, against a production server started on a new database:
// PGlite (one process per directory: the server stops for the import) or PostgreSQL (the import runs
// beside it), whichever the suite runs on.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../paths.ts';
import { runCommand } from '../test/command-target.ts';
import { startServer } from '../test/faults/server-process.ts';
import { freePort } from '../test/free-port.ts';
import { createPostgresDatabase } from '../test/test-db.ts';

const adminUrl = process.env.DATABASE_URL;

/** A production server's required settings (ops/production-settings.ts); nothing is mailed or paid here. */
const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'une-cle-de-test-de-trente-deux-caracteres-au-moins',
  PUBLIC_SITE_URL: 'https://reservation.exemple.fr',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  PAYMENT_PROVIDER: 'lyra',
  LYRA_SHOP_ID: '12345678',
  LYRA_PASSWORD: 'prodpassword_test',
  LYRA_PUBLIC_KEY: '12345678:publickey_test',
  LYRA_HMAC_KEY: 'hmac_test',
  NOTICES_INTERVAL_MS: '0',
  RETENTION_INTERVAL_MS: '0',
};

let work: string;
let database: {
  env: Record<string, string>;
  server: { databaseUrl?: string; dataDir?: string };
  drop: () => Promise<void>;
};
beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'multisalle-halls-'));
  if (adminUrl) {
    const created = await createPostgresDatabase(adminUrl);
    database = {
      env: { DATABASE_URL: created.url },
      server: { databaseUrl: created.url },
      drop: created.drop,
    };
  } else {
    const dataDir = join(work, 'data');
    database = { env: { DATABASE_URL: '', DATA_DIR: dataDir }, server: { dataDir }, drop: async () => {} };
  }
});
afterAll(async () => {
  await database.drop();
  rmSync(work, { recursive: true, force: true });
});

/** `npm run halls -- <args>` started from the repository's root, as npm tells the command (INIT_CWD). */
const halls = (...args: string[]) =>
  runCommand({ env: { ...database.env, ...production, INIT_CWD: repoRoot } }, 'src/halls-command.ts', args);

const startProduction = async () =>
  startServer({ port: await freePort(), ...database.server, env: production });

async function demoLogin(baseUrl: string): Promise<number> {
  const answer = await fetch(`${baseUrl}/api/v2/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'joueur@multisalle.fr', password: 'motdepasse1' }),
  });
  return answer.status;
}

async function listedKeys(baseUrl: string): Promise<string[]> {
  const body = (await (await fetch(`${baseUrl}/api/v2/multisalle`)).json()) as {
    multisalleListe: { cle: string }[];
  };
  return body.multisalleListe.map((hall) => hall.cle);
}

const exampleKeys = ['padel-park', 'multisalle-chateauroux', 'multisalle-ajaccio', 'multisalle-bourges'];

describe('a production start, then npm run halls -- import', () => {
  it('starts with no demo data at all, then lists the halls of the file it imported', async () => {
    const first = await startProduction();
    try {
      expect(await demoLogin(first.baseUrl)).toBe(401);
      expect(first.output()).not.toContain('Seeded');
      if (adminUrl) {
        // The hall list is kept 5 s in memory: this side reads a hall's page instead, never kept.
        expect((await fetch(`${first.baseUrl}/api/v2/multisalle/padel-park`)).status).toBe(404);
        const imported = await halls('import', 'packages/server/halls.example.json');
        expect(imported.code, imported.err).toBe(0);
        expect(imported.out).toContain(
          '4 salles importées\u00a0: padel-park (créée), multisalle-chateauroux (créée)',
        );
        expect(await listedKeys(first.baseUrl)).toEqual(exampleKeys);
      } else {
        expect(await listedKeys(first.baseUrl)).toEqual([]);
        // PGlite is one process per directory: the command says so and waits for the server to stop.
        const refused = await halls('import', 'packages/server/halls.example.json');
        expect(refused.code).toBe(1);
        expect(refused.err).toMatch(
          /Un autre processus \(pid \d+\) a déjà ouvert .*data\s: PGlite n'accepte qu'un processus par répertoire de données\./,
        );
      }
    } finally {
      await first.stop();
    }
    if (!adminUrl) {
      const imported = await halls('import', 'packages/server/halls.example.json');
      expect(imported.code, imported.err).toBe(0);
      expect(imported.out).toContain('4 salles importées\u00a0: padel-park (créée)');
      expect(imported.out).toContain('Sports\u00a0: 13 créés.');
    }
    const again = await halls('import', 'packages/server/halls.example.json');
    expect(again.out.trim()).toBe(
      'Rien à changer\u00a0: les 4 salles et 13 sports du fichier sont déjà à jour.',
    );

    const second = await startProduction();
    try {
      expect(await listedKeys(second.baseUrl)).toEqual(exampleKeys);
      // The demo never comes with the halls: no player, even after a restart.
      expect(await demoLogin(second.baseUrl)).toBe(401);
      expect(second.output()).not.toContain('Seeded');
    } finally {
      await second.stop();
    }
  }, 180_000);

  it('refuses a file that does not fit, saying each error in French, and writes the schema and the export', async () => {
    const bad = join(work, 'salles.json');
    writeFileSync(bad, JSON.stringify({ sports: [], salles: [{ cle: 'Ma Salle' }] }));
    const refused = await halls('import', bad);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(`Le fichier ${bad} ne convient pas, rien n'a été importé`);
    expect(refused.err).toContain(
      "- salles[0].cle\u00a0: Une clé de salle s'écrit en minuscules, chiffres et tirets (padel-park).",
    );
    expect((await halls('import', join(work, 'absent.json'))).err).toContain(
      'Fichier introuvable ou illisible',
    );
    expect((await halls('supprimer')).err).toContain('npm run halls -- import <salles.json>');

    const schema = join(work, 'schema.json');
    expect((await halls('schema', schema)).code).toBe(0);
    expect(JSON.parse(readFileSync(schema, 'utf8'))).toEqual(
      JSON.parse(readFileSync(join(repoRoot, 'packages/server/halls.schema.json'), 'utf8')),
    );
    const exported = join(work, 'export.json');
    const written = await halls('export', exported);
    expect(written.out).toContain('4 salles écrites dans');
    expect(existsSync(exported)).toBe(true);
    const { $schema: _schema, ...example } = JSON.parse(
      readFileSync(join(repoRoot, 'packages/server/halls.example.json'), 'utf8'),
    );
    expect(JSON.parse(readFileSync(exported, 'utf8'))).toEqual(example);
  }, 120_000);
});
