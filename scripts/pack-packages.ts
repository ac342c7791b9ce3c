// Packs the publishable packages as they are published, into `.pack/` (npm run pack, after npm run build:lib).
// In the workspace each export has a `source` condition pointing into `src/` (the dev server, tsx and the
// embed build read the TypeScript directly); a consumer has no `src/`, so the published manifest drops it.
// Each package is copied to `.pack/stage/<name>/` with that manifest, then packed from there: the working
// tree is never rewritten.
import { execFileSync } from 'node:child_process';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The packages published to npm, by folder under `packages/`. */
export const publishable = ['core', 'widgets', 'elements'] as const;

/** Where the tarballs go. */
export const packDir = join(root, '.pack');

type Exports = string | null | { [condition: string]: Exports };

/**
 * The exports without their `source` conditions. An entry that has nothing else (the `testing` kits, for
 * the workspace's tests only) is not published at all.
 */
function withoutSource(exports: Exports): Exports {
  if (exports === null || typeof exports === 'string') return exports;
  return Object.fromEntries(
    Object.entries(exports)
      .filter(([condition]) => condition !== 'source')
      .map(([condition, target]) => [condition, withoutSource(target)] as const)
      .filter(
        ([, target]) => target === null || typeof target === 'string' || Object.keys(target).length > 0,
      ),
  );
}

/**
 * The manifest a consumer receives: the workspace's, without the `source` conditions (and the entries
 * that had only those), the development dependencies (the embed build's preact) and the `src/` entries of
 * `sideEffects`.
 *
 * @example publishedManifest({ name: '@multisalle/core', exports: { '.': { source: './src/index.ts', import: './dist/index.js' } } })
 * // { name: '@multisalle/core', exports: { '.': { import: './dist/index.js' } } }
 */
export function publishedManifest(manifest: Record<string, unknown>): Record<string, unknown> {
  const { devDependencies: _dev, scripts: _scripts, ...published } = manifest;
  if (published.exports) published.exports = withoutSource(published.exports as Exports);
  if (Array.isArray(published.sideEffects)) {
    published.sideEffects = (published.sideEffects as string[]).filter((path) => !path.startsWith('./src/'));
  }
  return published;
}

/** The files `npm pack` takes from a package folder (its `files`, README and manifest). */
function packedFiles(packageDir: string): string[] {
  const output = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: packageDir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const [report] = JSON.parse(output) as { files: { path: string }[] }[];
  return (report?.files ?? []).map((file) => file.path);
}

/**
 * Packs each publishable package from a staged copy with its published manifest; returns the tarball paths
 * by package folder name.
 *
 * @example const tarballs = await packPackages(); // { core: '/…/.pack/multisalle-core-0.1.0.tgz', … }
 */
export async function packPackages(): Promise<Record<(typeof publishable)[number], string>> {
  await rm(packDir, { recursive: true, force: true });
  const tarballs = {} as Record<(typeof publishable)[number], string>;
  for (const name of publishable) {
    const packageDir = join(root, 'packages', name);
    const stageDir = join(packDir, 'stage', name);
    await mkdir(stageDir, { recursive: true });
    for (const file of packedFiles(packageDir)) {
      if (file === 'package.json') continue;
      await mkdir(dirname(join(stageDir, file)), { recursive: true });
      await cp(join(packageDir, file), join(stageDir, file));
    }
    const manifest = JSON.parse(await readFile(join(packageDir, 'package.json'), 'utf8'));
    await writeFile(
      join(stageDir, 'package.json'),
      `${JSON.stringify(publishedManifest(manifest), null, 2)}\n`,
    );
    const output = execFileSync('npm', ['pack', stageDir, '--pack-destination', packDir, '--json'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const [report] = JSON.parse(output) as { filename: string }[];
    if (!report) throw new Error(`npm pack wrote nothing for ${name}`);
    tarballs[name] = join(packDir, report.filename);
  }
  return tarballs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const tarballs = await packPackages();
  for (const [name, path] of Object.entries(tarballs)) console.log(`${name}: ${path}`);
}
