// The consumer test's build half: a fresh Vite + React + strict TypeScript app outside the workspace
// (scripts/consumer-app/) installs the packed tarballs as an npm user would, type-checks and builds. Its
// build lands in `.pack/consumer-app/`, which e2e/consumer-app.spec.ts serves on the test server's origin
// and opens in Chromium. Called by scripts/check-packages.ts (`npm run test:packages`).
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packDir } from './pack-packages.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const template = join(root, 'scripts/consumer-app');

/** Where the built app goes, for the browser test. */
export const consumerAppDist = join(packDir, 'consumer-app');

/** The versions the workspace has installed, so the consumer installs what npm's cache already holds. */
async function workspaceVersions(names: string[]): Promise<Record<string, string>> {
  const versions: Record<string, string> = {};
  for (const name of names) {
    const manifest = JSON.parse(await readFile(join(root, 'node_modules', name, 'package.json'), 'utf8'));
    versions[name] = manifest.version;
  }
  return versions;
}

function run(command: string, args: string[], cwd: string): void {
  console.log(`consumer app: ${command} ${args.join(' ')}`);
  execFileSync(command, args, { cwd, stdio: 'inherit' });
}

/**
 * Installs the tarballs into a copy of the consumer app in a temporary folder, type-checks it (strict,
 * library types checked too) and builds it into `.pack/consumer-app/`.
 *
 * @example await buildConsumerApp({ core: '.pack/multisalle-core-0.1.0.tgz', … });
 */
export async function buildConsumerApp(
  tarballs: Record<'core' | 'widgets' | 'elements', string>,
): Promise<void> {
  const appDir = await mkdtemp(join(tmpdir(), 'multisalle-consumer-'));
  try {
    await cp(template, appDir, { recursive: true });
    const packages = {
      '@multisalle/core': `file:${tarballs.core}`,
      '@multisalle/widgets': `file:${tarballs.widgets}`,
      '@multisalle/elements': `file:${tarballs.elements}`,
    };
    const manifest = {
      name: 'multisalle-consumer',
      private: true,
      type: 'module',
      dependencies: { ...packages, ...(await workspaceVersions(['react', 'react-dom'])) },
      devDependencies: await workspaceVersions([
        'typescript',
        'vite',
        '@vitejs/plugin-react',
        '@types/react',
        '@types/react-dom',
      ]),
      // The packages name each other by version (0.1.0, not on the registry): point them at the tarballs.
      overrides: Object.fromEntries(Object.keys(packages).map((name) => [name, `$${name}`])),
    };
    await writeFile(join(appDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], appDir);
    run(join(appDir, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], appDir);
    run(join(appDir, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], appDir);
    await rm(consumerAppDist, { recursive: true, force: true });
    await cp(join(appDir, 'dist'), consumerAppDist, { recursive: true });
  } finally {
    await rm(appDir, { recursive: true, force: true });
  }
}
