import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { COMPILE_HINT } from './scripts/compile-hint.ts';
import { precompressDir } from './scripts/precompress.ts';

/** Port of the API server that `npm run dev` starts beside Vite's dev server. */
const devApiPort = Number(process.env.API_PORT ?? 8081);
const devApi = `http://localhost:${devApiPort}`;

/** A PostgreSQL server for the server suite (each test file makes its own database there). */
const testDatabaseUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || '';

/**
 * With a PostgreSQL server, the server suite runs in full there: it is the database of production and the
 * one that proves concurrency (PGlite has one connection). PGlite then runs what belongs to the embedded
 * default, and the end-to-end journeys, which a newcomer's `npm start` takes on it; without PostgreSQL it
 * runs everything.
 */
const pgliteOwnTests = [
  // Start, migrations and seeds, on a new and an existing data directory.
  'src/db/**/*.test.ts',
  'src/hall-devices/migration.test.ts',
  // The data directory: a server killed mid-write, a clean stop, jobs across a restart, backup and restore.
  'src/test/faults/faults.test.ts',
  'src/ops/graceful-stop.test.ts',
  'src/notices/jobs-durability.test.ts',
  'src/ops/backup.test.ts',
  // One process per data directory: a second server on a live one stops before it opens anything.
  'src/data-dir-owner.test.ts',
  // The commands the README names, each on a data directory of its own.
  'src/hall-devices/device-command.test.ts',
  // What the command needed the embedded database to itself for, done by the running server: device keys.
  'src/routes/staff-rules.test.ts',
  'src/levels/levels-command.test.ts',
  'src/notices/news-command.test.ts',
  // The real halls loaded into a server's database, while a PGlite server is stopped.
  'src/hall-import/halls-command.test.ts',
  'src/hall-import/import-halls.test.ts',
  // End-to-end journeys: an account's whole life, a first sign-up and login, a game from booking to its notices.
  'src/routes/accounts-flow.test.ts',
  'src/routes/signup-first-login.test.ts',
  'src/notices/game-life.test.ts',
  'src/notices/notices.test.ts',
];

const repoRoot = fileURLToPath(new URL('.', import.meta.url));

/** Where the site is built; SITE_DIR (absolute, or relative to the repo root) lets parallel test runs build side by side. */
export const siteOutDir = process.env.SITE_DIR ? resolve(repoRoot, process.env.SITE_DIR) : 'dist';

/**
 * Brotli and gzip copies of the built site's text files, served by `Accept-Encoding` (static-site.ts). It
 * compresses the folder Vite actually wrote, so `vite build --outDir <dir>` works too.
 */
function precompressSite() {
  let outDir = resolve(repoRoot, 'demo', siteOutDir);
  return {
    name: 'multisalle:precompress',
    apply: 'build' as const,
    configResolved(config: { root: string; build: { outDir: string } }) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}

/**
 * Every chunk of the site starts with V8's compile hint (scripts/compile-hint.ts). Traced at 1x,
 * the main thread's compile time over a page load went from 142-214 ms to 2-13 ms on the hall page and from
 * 89-118 ms to 2-15 ms on the home page; part of it comes back as the finalisation of what the background
 * thread compiled, and the main thread's busy time after the first paint fell by about 60 ms.
 *
 * Written into the files once Vite wrote them: Vite puts its preload list above the code after every
 * plugin's output hook, and the comment must come first. Each source map moves down the line it adds.
 */
function compileHintFirst() {
  return {
    name: 'multisalle:compile-hint-first',
    apply: 'build' as const,
    async writeBundle(options: { dir?: string }, bundle: Record<string, { type: string; fileName: string }>) {
      const dir = options.dir ?? '';
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const file = join(dir, chunk.fileName);
        const code = await readFile(file, 'utf8');
        if (code.startsWith(COMPILE_HINT)) continue;
        await writeFile(file, `${COMPILE_HINT}\n${code}`);
        const map = JSON.parse(await readFile(`${file}.map`, 'utf8').catch(() => 'null'));
        if (map) await writeFile(`${file}.map`, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
      }
    },
  };
}

/**
 * The built site renders with `preact/compat` instead of React and ReactDOM (about 60 KB of gzip
 * JavaScript less on the home page, which must load at most 90 KB before the first interaction), as the
 * embed scripts already do. The development server and the component tests keep React (fast refresh,
 * testing-library); the browser tests run against the built site, so they prove what ships.
 */
export const preactInBuild = {
  name: 'multisalle:preact-in-build',
  apply: 'build' as const,
  config: () => ({
    resolve: {
      alias: [
        { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
        { find: /^react-dom$/, replacement: 'preact/compat' },
        { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
        { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
        { find: /^react$/, replacement: 'preact/compat' },
      ],
    },
  }),
};

/**
 * The installable site: the web app manifest and a Workbox service worker (`/sw.js`, scope `/`),
 * registered by `demo/src/app/service-worker.ts`. What it does, and only that:
 * - precaches the built site: `index.html`, every fingerprinted script and style of `assets/`, the logos,
 *   the pictures of the page frame and the manifest's icons, so the site opens offline (the pictures of
 *   halls and articles are not kept);
 * - answers the site's own navigations with that `index.html`, never the server's pages: the API, the
 *   mobile app's `/app` pages, the embed scripts and partner pages, the sandbox card form, the media, the
 *   dev pages and the health and metrics paths go to the network as if there were no worker;
 * - caches at run time only the site's fingerprinted `assets/` (cache first: their names change with
 *   their content). No API answer is ever cached: the player's reservations and QR codes are kept by the
 *   page itself in IndexedDB, named after the player and deleted when the session ends.
 * A new version waits until the page takes it (« Mettre à jour ») or until the next open.
 */
function sitePwa() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    manifest: {
      id: '/',
      name: 'Multisalle',
      short_name: 'Multisalle',
      description:
        'Réservez votre créneau dans une salle multisport connectée, invitez vos amis et entrez avec votre QR code.',
      lang: 'fr',
      dir: 'ltr',
      // Installed, the site opens on MES RÉSERVATIONS: the QR code for the hall's door (or the sign-in).
      start_url: '/profile?q=reservation',
      scope: '/',
      display: 'standalone',
      theme_color: '#c8102e',
      background_color: '#f4f5f8',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // The pictures every page's frame shows (header avatar, footer badges and networks): 4 KB in all.
      globPatterns: [
        'index.html',
        'assets/**/*.{js,css}',
        '{favicon,logo,logo-light}.svg',
        'images/avatar-default.svg',
        '{badges,social}/*.svg',
      ],
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [
        /^\/(?:api|app|dev|embed|media|sandbox-paiement)(?:\/|$)/,
        /^\/(?:healthz|readyz|metrics)$/,
      ],
      runtimeCaching: [
        {
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: { cacheName: 'multisalle-assets', expiration: { maxEntries: 300 } },
        },
      ],
      // The first version controls the page that installed it, so it works offline without a reload.
      clientsClaim: true,
      cleanupOutdatedCaches: true,
    },
  });
}

/**
 * One Vite config for the repo: it builds the demo site (`demo/` to `demo/dist`) and declares the vitest
 * projects. The `source` condition makes every `@multisalle/*` import resolve to the package's TypeScript
 * sources, so neither development nor tests need a library build first.
 */
export default defineConfig({
  root: 'demo',
  publicDir: 'public',
  plugins: [react(), preactInBuild, sitePwa(), compileHintFirst(), precompressSite()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // Node-environment tests (the server suite) resolve through the SSR conditions.
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  define: { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production') },
  build: {
    outDir: siteOutDir,
    emptyOutDir: true,
    sourcemap: true,
    // The server reads it to hint a page's lazy chunk to the browser with the HTML (packages/server/src/pages/page-hints.ts).
    manifest: true,
    // The first screen's loader, an entry of its own that the server writes into the home and hall pages in
    // place of the app's tags (packages/server/src/pages/first-screen.ts finds it in the manifest).
    rolldownOptions: { input: ['index.html', 'src/first-screen/loader.ts'] },
  },
  server: {
    port: 5173,
    proxy: { '/api': devApi, '/media': devApi, '/dev': devApi, '/embed': devApi },
  },
  test: {
    root: '.',
    // PGlite takes ~800 MiB per open database: keep the worker count small on 2-core machines.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'core',
          root: 'packages/core',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'scripts',
          root: 'scripts',
          environment: 'node',
          include: ['*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          root: '.',
          environment: 'jsdom',
          include: [
            'packages/widgets/src/**/*.test.{ts,tsx}',
            'packages/elements/src/**/*.test.{ts,tsx}',
            'demo/src/**/*.test.{ts,tsx}',
          ],
          setupFiles: ['./vitest.setup-dom.ts'],
          // Above the 5 s a `findBy…` may wait (vitest.setup-dom.ts), so a missing element fails by its name.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server-pglite',
          root: 'packages/server',
          environment: 'node',
          include: testDatabaseUrl ? pgliteOwnTests : ['src/**/*.test.ts'],
          env: { DATABASE_URL: '' },
          // One migrated, seeded database dumped once; each file's PGlite starts from it (test-db.ts).
          globalSetup: ['src/test/pglite-template.global.ts'],
          fileParallelism: false,
          // One module graph (and one compiled PGlite) per worker instead of per file: 260 s -> 169 s here,
          // 272 s -> 211 s on PostgreSQL, measured. A file that changes process.env or a module's state
          // must put it back (faults.test.ts restores JWT_SECRET).
          isolate: false,
          // Not isolated and one file at a time makes it a one-worker project, which vitest runs in a group
          // of its own: after the others (group 0), beside the PostgreSQL project.
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // The whole server suite on a real PostgreSQL server, when one is configured (CI sets it).
      ...(testDatabaseUrl
        ? [
            {
              extends: true as const,
              test: {
                name: 'server-postgres',
                root: 'packages/server',
                environment: 'node' as const,
                include: ['src/**/*.test.ts'],
                env: { DATABASE_URL: testDatabaseUrl },
                fileParallelism: false,
                isolate: false,
                sequence: { groupOrder: 1 },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
