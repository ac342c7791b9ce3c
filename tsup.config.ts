import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { inlineCssPlugin } from './packages/elements/build-embed.ts';

/**
 * Library builds of the publishable packages (ESM + type declarations into each package's `dist/`).
 * The script-tag bundles of the custom elements (React aliased to preact/compat) are built by
 * `packages/elements/build-embed.ts` (`npm run build:embed`).
 */
const libraries = ['core', 'widgets', 'elements'] as const;

/** A package's own dependencies stay imports in its build (tsup would otherwise read the root manifest). */
function dependenciesOf(name: string): string[] {
  const manifest = JSON.parse(readFileSync(`packages/${name}/package.json`, 'utf8'));
  return Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies });
}

export default defineConfig(
  libraries.map((name) => ({
    name,
    entry: {
      index: `packages/${name}/src/index.ts`,
      ...(name === 'core'
        ? {
            catalogue: 'packages/core/src/errors/catalogue.ts',
            'app-contract': 'packages/core/src/app-contract/index.ts',
          }
        : {}),
      ...(name === 'elements' ? { register: 'packages/elements/src/register.ts' } : {}),
      ...(name === 'widgets'
        ? {
            planning: 'packages/widgets/src/planning/index.ts',
            spinner: 'packages/widgets/src/spinner/index.ts',
            conventions: 'packages/widgets/src/conventions/index.ts',
            cart: 'packages/widgets/src/cart/index.ts',
            'payment-means': 'packages/widgets/src/payment-means/index.ts',
            invitation: 'packages/widgets/src/invitation/index.ts',
            'open-games': 'packages/widgets/src/open-games/index.ts',
          }
        : {}),
    },
    outDir: `packages/${name}/dist`,
    format: ['esm'],
    target: 'es2022',
    sourcemap: true,
    clean: true,
    platform: 'browser',
    external: [...dependenciesOf(name), /^react(-dom)?(\/|$)/, /^@multisalle\//],
    // Resolve ofetch & co. to their browser builds if anything does get bundled.
    esbuildOptions(options) {
      options.conditions = ['source', 'browser', 'import'];
    },
    // The widgets export their CSS as text too (`?inline`, as Vite reads it) for the elements' shadow roots.
    esbuildPlugins: [inlineCssPlugin],
    dts: { compilerOptions: { ignoreDeprecations: '6.0', customConditions: ['source'] } },
  })),
);
