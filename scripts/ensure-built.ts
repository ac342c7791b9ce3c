// Builds each artefact once for a given state of the sources: `npm start`, the browser tests, the server's
// commands, the package checks and the bench ask for what they need, and an artefact already built from
// the same sources is used as it is. Each build leaves a stamp (under node_modules/.cache, out of the
// published and served folders): the digest of every file that can change it. `--force` builds whatever
// the stamp says (`npm run build`, `npm run build:demo`…).
//
//   node --import tsx scripts/ensure-built.ts [--force] <demo|embed|server|lib>...
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const tsx = [process.execPath, '--conditions=source', '--import', 'tsx'];

/** Where the site is built (SITE_DIR, absolute or relative to the repo root; vite.config.ts reads it too). */
const siteDir = process.env.SITE_DIR ? resolve(root, process.env.SITE_DIR) : join(root, 'demo/dist');

/** A command and the folder it runs in. */
type Step = { cwd: string; argv: readonly string[] };

/** What each artefact is: the files its build writes (one a folder), and the commands that build it. */
const artefacts: Record<'demo' | 'embed' | 'server' | 'lib', { outputs: string[]; steps: Step[] }> = {
  demo: {
    // SITE_DIR lets parallel test runs build the site side by side (vite.config.ts, paths.ts). Then the
    // first screen's renderer for the server, beside it (vite.first-screen.config.ts).
    outputs: [join(siteDir, 'index.html'), join(`${siteDir}-ssr`, 'render.mjs')],
    steps: [
      { cwd: root, argv: [process.execPath, join(root, 'node_modules/vite/bin/vite.js'), 'build'] },
      {
        cwd: root,
        argv: [
          process.execPath,
          join(root, 'node_modules/vite/bin/vite.js'),
          'build',
          '--config',
          'vite.first-screen.config.ts',
        ],
      },
    ],
  },
  embed: {
    // The bundles, and the pages' own scripts built with them (packages/elements/src/page-scripts).
    outputs: [
      join(root, 'packages/elements/dist/embed/multisalle-elements.js'),
      join(root, 'packages/elements/dist/embed/pages/configurateur.js'),
    ],
    steps: [{ cwd: root, argv: [...tsx, join(root, 'packages/elements/build-embed.ts')] }],
  },
  server: {
    outputs: [join(root, 'packages/server/dist/main.js')],
    steps: [{ cwd: root, argv: [...tsx, join(root, 'packages/server/build-server.ts')] }],
  },
  lib: {
    // The ESM and type declarations of the three packages (tsup.config.ts), then the elements' manifest.
    outputs: ['core', 'widgets', 'elements'].map((name) => join(root, `packages/${name}/dist/index.js`)),
    steps: [
      { cwd: root, argv: [process.execPath, join(root, 'node_modules/tsup/dist/cli-default.js')] },
      {
        cwd: join(root, 'packages/elements'),
        argv: [
          process.execPath,
          join(root, 'node_modules/@custom-elements-manifest/analyzer/cem.js'),
          'analyze',
          '--config',
          'custom-elements-manifest.config.mjs',
        ],
      },
    ],
  },
};

export type Artefact = keyof typeof artefacts;

/** The order in which artefacts are built when several are asked for. */
const buildOrder: readonly Artefact[] = ['demo', 'lib', 'embed', 'server'];

const stampDir = join(root, 'node_modules/.cache/multisalle-builds');

/** Where an artefact's stamp is: one per output place (SITE_DIR builds the site elsewhere). */
const stampOf = (artefact: Artefact) =>
  join(
    stampDir,
    `${artefact}-${createHash('sha1').update(artefacts[artefact].outputs.join('\0')).digest('hex').slice(0, 12)}`,
  );

/** Files that never change what is built: tests, test support, docs, CI. */
const notAnInput =
  /(^|\/)(e2e|bench|\.ci|\.github)\/|\.test\.tsx?$|\.md$|^playwright\.config\.ts$|^biome\.json$/;

/**
 * The digest of every source the builds read: the files git tracks or would track (ignored ones, such as
 * `dist/` and `node_modules/`, are left out), their paths and contents, with the lockfile for the
 * dependencies. Undefined outside a git checkout: then every build runs.
 */
export function sourcesDigest(): string | undefined {
  let listed: string;
  try {
    listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch {
    return undefined;
  }
  const hash = createHash('sha256');
  for (const file of listed.split('\0').filter(Boolean).sort()) {
    if (notAnInput.test(file)) continue;
    const path = join(root, file);
    if (!existsSync(path)) continue; // deleted in the work tree, not yet in the index
    hash.update(file).update('\0').update(readFileSync(path)).update('\0');
  }
  // NODE_ENV is defined into the site's code (vite.config.ts): a test build and a production one differ.
  hash.update(`NODE_ENV=${process.env.NODE_ENV ?? ''}`);
  return hash.digest('hex');
}

function isFresh(artefact: Artefact, digest: string | undefined): boolean {
  const stamp = stampOf(artefact);
  if (!digest || !existsSync(stamp) || readFileSync(stamp, 'utf8').trim() !== digest) return false;
  return artefacts[artefact].outputs.every((file) => existsSync(file));
}

/**
 * Builds the artefacts that are not built from the current sources (all of them with `force`), in
 * dependency order, and stamps them.
 *
 * @example ensureBuilt(['demo', 'embed']); // before the browser tests
 */
export function ensureBuilt(wanted: readonly Artefact[], { force = false } = {}): void {
  const digest = sourcesDigest();
  const toBuild = buildOrder.filter((name) => wanted.includes(name) && (force || !isFresh(name, digest)));
  // tsup empties packages/elements/dist, where the embed scripts live: they are built again after it.
  if (toBuild.includes('lib') && !toBuild.includes('embed') && existsSync(artefacts.embed.outputs[0] ?? '')) {
    toBuild.push('embed');
  }
  for (const artefact of buildOrder) {
    const { outputs, steps } = artefacts[artefact];
    if (!toBuild.includes(artefact)) {
      if (wanted.includes(artefact))
        console.log(
          `${artefact}: already built from these sources (${outputs.map((file) => relative(root, file)).join(', ')})`,
        );
      continue;
    }
    for (const { cwd, argv } of steps) {
      const [program, ...args] = argv;
      const run = spawnSync(program as string, args, { cwd, stdio: 'inherit' });
      if (run.status !== 0) throw new Error(`${artefact}: the build failed (${argv.join(' ')})`);
    }
    if (digest) {
      mkdirSync(stampDir, { recursive: true });
      writeFileSync(stampOf(artefact), `${digest}\n`);
    }
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const wanted = args.filter((arg) => arg !== '--force');
  const unknown = wanted.filter((name) => !(name in artefacts));
  if (wanted.length === 0 || unknown.length > 0) {
    console.error(`Usage: ensure-built.ts [--force] <${Object.keys(artefacts).join('|')}>...`);
    process.exit(2);
  }
  try {
    ensureBuilt(wanted as Artefact[], { force });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
