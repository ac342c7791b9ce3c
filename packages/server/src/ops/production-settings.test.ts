import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isDemoSeedWanted } from '../db/seed-demo.ts';
import { createLogger } from '../logging/index.ts';
import { repoRoot, serverRoot } from '../paths.ts';
import { runCommand } from '../test/command-target.ts';
import {
  productionSettingsProblems,
  reportRefusedStart,
  startSettingsProblems,
} from './production-settings.ts';

/** A production environment with every required setting right; each test spoils one. */
const complete = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(32),
  PAYMENT_PROVIDER: 'lyra',
  LYRA_SHOP_ID: '12345678',
  LYRA_PASSWORD: 'prodpassword_abc',
  LYRA_PUBLIC_KEY: '12345678:publickey_abc',
  LYRA_HMAC_KEY: 'hmac_abc',
  SMTP_URL: 'smtps://salle:secret@smtp.exemple.fr:465',
  PUBLIC_SITE_URL: 'https://reservation.ma-salle.fr',
};

const problemsWith = (change: Record<string, string | undefined>) =>
  productionSettingsProblems({ ...complete, ...change });

describe('productionSettingsProblems', () => {
  it('accepts a production environment with every setting, and asks nothing outside production', () => {
    expect(productionSettingsProblems(complete)).toEqual([]);
    expect(
      productionSettingsProblems({ ...complete, PUBLIC_SITE_URL: 'https://reservation.ma-salle.fr/' }),
    ).toEqual([]);
    expect(productionSettingsProblems({})).toEqual([]);
    expect(productionSettingsProblems({ NODE_ENV: 'development' })).toEqual([]);
  });

  it('JWT_SECRET: refused when missing or shorter than 32 characters, its value never shown', () => {
    expect(problemsWith({ JWT_SECRET: undefined })).toEqual([
      'JWT_SECRET manque\u00a0: le secret qui signe les sessions, 32 caractères au moins (openssl rand -base64 48).',
    ]);
    const short = problemsWith({ JWT_SECRET: 'secret-de-31-caracteres-tout-ju' });
    expect(short).toEqual([
      'JWT_SECRET est trop court (31 caractères)\u00a0: il en faut 32 au moins (openssl rand -base64 48).',
    ]);
    expect(short.join('')).not.toContain('secret-de-31');
  });

  it('PAYMENT_PROVIDER: the sandbox (the default) is refused, and lyra needs its four keys', () => {
    expect(problemsWith({ PAYMENT_PROVIDER: undefined })[0]).toMatch(
      /^PAYMENT_PROVIDER vaut sandbox \(sa valeur par défaut\)\s: le bac à sable n'encaisse rien/,
    );
    expect(problemsWith({ PAYMENT_PROVIDER: 'sandbox' })[0]).toMatch(/^PAYMENT_PROVIDER vaut sandbox\s: /);
    expect(problemsWith({ PAYMENT_PROVIDER: 'stripe' })).toEqual([
      'PAYMENT_PROVIDER doit valoir lyra en production (reçu\u00a0: « stripe »).',
    ]);
    expect(problemsWith({ LYRA_PASSWORD: '', LYRA_HMAC_KEY: undefined })).toEqual([
      "PAYMENT_PROVIDER=lyra demande aussi LYRA_PASSWORD, LYRA_HMAC_KEY (les clés de l'API REST du back-office Lyra).",
    ]);
  });

  it('SMTP_URL: refused when missing (mails would stay in the outbox) or not an smtp address', () => {
    expect(problemsWith({ SMTP_URL: undefined })[0]).toMatch(
      /^SMTP_URL manque\s: sans transport de mail, les mails .* restent dans la table outbox/,
    );
    expect(problemsWith({ SMTP_URL: 'https://mail.exemple.fr' })[0]).toMatch(
      /^SMTP_URL doit être une adresse smtp:\/\/ ou smtps:\/\//,
    );
    expect(problemsWith({ SMTP_URL: 'smtp://127.0.0.1:2525' })).toEqual([]);
  });

  it('PUBLIC_SITE_URL: refused when missing, not https, this machine, or more than an origin', () => {
    expect(problemsWith({ PUBLIC_SITE_URL: undefined })[0]).toMatch(
      /^PUBLIC_SITE_URL manque\s: l'adresse publique du site, écrite dans les mails/,
    );
    expect(problemsWith({ PUBLIC_SITE_URL: 'reservation.ma-salle.fr' })[0]).toMatch(
      /^PUBLIC_SITE_URL n'est pas une adresse/,
    );
    expect(problemsWith({ PUBLIC_SITE_URL: 'http://reservation.ma-salle.fr' })[0]).toMatch(
      /^PUBLIC_SITE_URL doit commencer par https:\/\/ en production/,
    );
    for (const local of [
      'https://localhost:8080',
      'https://LOCALHOST',
      'https://app.localhost',
      'https://127.0.0.1',
      'https://127.1.2.3:8443',
      'https://[::1]:8080',
      'https://0.0.0.0',
    ])
      expect(problemsWith({ PUBLIC_SITE_URL: local })[0], local).toMatch(
        /^PUBLIC_SITE_URL désigne cette machine/,
      );
    expect(problemsWith({ PUBLIC_SITE_URL: 'https://ma-salle.fr/reservation' })[0]).toMatch(
      /^PUBLIC_SITE_URL est l'origine du site seule, sans chemin/,
    );
  });

  it('CLOCK_START: refused in production', () => {
    expect(problemsWith({ CLOCK_START: '2027-01-01T00:00:00+01:00' })).toEqual([
      "CLOCK_START est refusé en production\u00a0: l'horloge du serveur y est celle du système.",
    ]);
  });

  it('names every problem at once, one line each, each starting with its variable', () => {
    const problems = productionSettingsProblems({
      NODE_ENV: 'production',
      CLOCK_START: '2027-01-01T00:00:00Z',
    });
    expect(problems.map((line) => line.split(' ')[0])).toEqual([
      'JWT_SECRET',
      'PAYMENT_PROVIDER',
      'SMTP_URL',
      'PUBLIC_SITE_URL',
      'CLOCK_START',
    ]);
  });
});

describe('SEED_DEMO', () => {
  it('seeds the demo by default outside production, never by default in production; 1 and 0 decide anywhere', () => {
    expect(isDemoSeedWanted({})).toBe(true);
    expect(isDemoSeedWanted({ NODE_ENV: 'test' })).toBe(true);
    expect(isDemoSeedWanted({ NODE_ENV: 'production' })).toBe(false);
    expect(isDemoSeedWanted({ NODE_ENV: 'production', SEED_DEMO: '1' })).toBe(true);
    expect(isDemoSeedWanted({ NODE_ENV: 'development', SEED_DEMO: '0' })).toBe(false);
    expect(isDemoSeedWanted({ NODE_ENV: 'production', SEED_DEMO: '' })).toBe(false);
  });

  it('refuses a value other than 1 or 0, in production and outside', () => {
    const line = 'SEED_DEMO vaut 1 (les données de démonstration) ou 0 (aucune) (reçu\u00a0: « oui »).';
    expect(startSettingsProblems({ SEED_DEMO: 'oui' })).toEqual([line]);
    expect(problemsWith({ SEED_DEMO: 'oui' })).toEqual([line]);
    expect(startSettingsProblems({ SEED_DEMO: '0' })).toEqual([]);
  });
});

describe('a refused start', () => {
  it('says each problem on its own French line, and once as a JSON log line naming the settings', () => {
    let written = '';
    const lines: string[] = [];
    const logger = createLogger({ destination: { write: (line: string) => lines.push(line) } });
    reportRefusedStart(['JWT_SECRET manque\u00a0: …', 'SMTP_URL manque\u00a0: …'], {
      writeError: (text) => {
        written += text;
      },
      logger,
    });
    expect(written).toBe(
      'Démarrage refusé\u00a0: 2 réglages manquent ou ne conviennent pas (voir .env.example).\n- JWT_SECRET manque\u00a0: …\n- SMTP_URL manque\u00a0: …\n',
    );
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      level: 'fatal',
      reglages: ['JWT_SECRET', 'SMTP_URL'],
      msg: 'démarrage refusé\u00a0: réglages de production manquants ou dangereux',
    });
  });

  it('main.ts in production without its settings exits non-zero within seconds, naming each, no data directory made', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'multisalle-refused-'));
    const dataDir = join(dir, 'data');
    try {
      const run = await runCommand(
        {
          env: {
            NODE_ENV: 'production',
            DATABASE_URL: '',
            DATA_DIR: dataDir,
            PORT: '0',
            JWT_SECRET: 'trop-court',
            PUBLIC_SITE_URL: 'http://localhost:8080',
            PAYMENT_PROVIDER: '',
            SMTP_URL: '',
            CLOCK_START: '2027-01-01T00:00:00+01:00',
          },
        },
        'src/main.ts',
      );
      expect(run.code).not.toBe(0);
      for (const setting of ['JWT_SECRET', 'PAYMENT_PROVIDER', 'SMTP_URL', 'PUBLIC_SITE_URL', 'CLOCK_START'])
        expect(run.err, setting).toMatch(new RegExp(`^- ${setting} `, 'm'));
      expect(run.err).toContain('Démarrage refusé\u00a0: 5 réglages manquent ou ne conviennent pas');
      const logLine = run.out.split('\n').find((line) => line.startsWith('{'));
      expect(JSON.parse(logLine ?? '{}')).toMatchObject({
        level: 'fatal',
        reglages: ['JWT_SECRET', 'PAYMENT_PROVIDER', 'SMTP_URL', 'PUBLIC_SITE_URL', 'CLOCK_START'],
      });
      expect(run.out).not.toContain('Opening');
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('.env.example', () => {
  const example = readFileSync(join(repoRoot, '.env.example'), 'utf8');

  it('names every setting the server reads', () => {
    const sources = readdirSync(join(serverRoot, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('test/'))
      .map((file) => readFileSync(join(serverRoot, 'src', file), 'utf8'));
    const read = new Set(
      sources.flatMap((text) => [...text.matchAll(/env\.([A-Z][A-Z0-9_]+)/g)].map((match) => match[1] ?? '')),
    );
    for (const variable of ['CLOCK_START', 'SEED_DEMO']) read.add(variable);
    // npm's own (the directory a command was started in).
    read.delete('INIT_CWD');
    const missing = [...read].filter((name) => !new RegExp(`(^|[^A-Z_])${name}([^A-Z_]|$)`).test(example));
    expect(missing, `add them to ${relative(repoRoot, join(repoRoot, '.env.example'))}`).toEqual([]);
  });

  it('copied as it is, refuses the production start until its required lines are filled', () => {
    const env = Object.fromEntries(
      example
        .split('\n')
        .filter((line) => /^[A-Z]/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    expect(productionSettingsProblems(env).map((line) => line.split(' ')[0])).toEqual([
      'JWT_SECRET',
      'PAYMENT_PROVIDER=lyra',
      'SMTP_URL',
      'PUBLIC_SITE_URL',
    ]);
  });
});
