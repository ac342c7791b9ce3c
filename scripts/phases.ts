// `npm test` as named phases, each timed: lint and types, the builds (once, scripts/ensure-built.ts),
// the unit and component tests, the server suite on PGlite and on PostgreSQL side by side, the packed
// packages, the browser tests. Stops at the first phase that fails. At the end it prints how long each
// phase took; with PHASES_FILE set it also appends them there, so that `.ci/run` prints one table for
// the whole run.
//
//   node --import tsx scripts/phases.ts
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';

/** One command of a phase; the phase's commands run side by side, their lines prefixed with `label`. */
interface Command {
  label?: string;
  argv: string[];
  env?: Record<string, string>;
}

interface Phase {
  name: string;
  commands: Command[];
}

const npm = (...args: string[]): string[] => ['npm', 'run', '-s', ...args];
const vitest = (...projects: string[]): string[] => [
  'npx',
  'vitest',
  'run',
  ...projects.flatMap((project) => ['--project', project]),
];

/** The PostgreSQL server of the second server run (`.ci/run` sets it when one answers). */
const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || '';

const phases: Phase[] = [
  {
    name: 'lint and typecheck',
    commands: [
      { label: 'lint', argv: npm('lint') },
      { label: 'typecheck', argv: npm('typecheck') },
    ],
  },
  {
    name: 'build (site, packages, embed scripts, server)',
    commands: [
      { argv: ['node', '--import', 'tsx', 'scripts/ensure-built.ts', 'demo', 'lib', 'embed', 'server'] },
    ],
  },
  { name: 'unit and component tests', commands: [{ argv: vitest('core', 'scripts', 'ui') }] },
  {
    name: postgresUrl ? 'server on PGlite | server on PostgreSQL' : 'server on PGlite',
    commands: [
      { label: 'pglite', argv: vitest('server-pglite') },
      ...(postgresUrl ? [{ label: 'postgres', argv: vitest('server-postgres') }] : []),
    ],
  },
  { name: 'packed packages', commands: [{ argv: npm('test:packages') }] },
  { name: 'browser tests', commands: [{ argv: ['npx', 'playwright', 'test'] }] },
];

/** Runs one command; resolves with its exit code, its output prefixed when it shares the terminal. */
function run({ label, argv, env }: Command): Promise<{ label?: string; code: number; seconds: number }> {
  const started = performance.now();
  const [program, ...args] = argv;
  const child = spawn(program as string, args, {
    env: { ...process.env, ...env },
    stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  if (label) {
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream?.on('data', (chunk: Buffer) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) process.stdout.write(`[${label}] ${line}\n`);
      });
      stream?.on('end', () => {
        if (rest) process.stdout.write(`[${label}] ${rest}\n`);
      });
    }
  }
  return new Promise((resolve) => {
    child.on('close', (code) =>
      resolve({ label, code: code ?? 1, seconds: (performance.now() - started) / 1000 }),
    );
  });
}

const minutes = (seconds: number) => `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;

const done: string[] = [];
let failed: string | undefined;
for (const phase of phases) {
  console.log(`\n== ${phase.name}`);
  const started = performance.now();
  const results = await Promise.all(phase.commands.map(run));
  const seconds = (performance.now() - started) / 1000;
  const parts =
    results.length > 1
      ? ` (${results.map((result) => `${result.label} ${minutes(result.seconds)}`).join(', ')})`
      : '';
  done.push(`${phase.name}: ${minutes(seconds)}${parts}`);
  if (results.some((result) => result.code !== 0)) {
    failed = phase.name;
    break;
  }
}

console.log('\n== npm test, phase by phase');
for (const line of done) console.log(`   ${line}`);
if (process.env.PHASES_FILE)
  appendFileSync(process.env.PHASES_FILE, done.map((line) => `${line}\n`).join(''));
if (failed) {
  console.error(`npm test failed in: ${failed}`);
  process.exit(1);
}
