import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The budgets of build-embed.ts (PLANNING_BUDGET_BYTES, ELEMENTS_BUDGET_BYTES) and build-page-scripts.ts
// (PAGE_SCRIPT_BUDGET_BYTES), which this jsdom test cannot import: they import esbuild, which refuses
// jsdom's TextEncoder.
const PLANNING_BUDGET_BYTES = 31 * 1024;
const ELEMENTS_BUDGET_BYTES = 56 * 1024;
const PAGE_SCRIPT_BUDGET_BYTES = 2 * 1024;

// jsdom gives import.meta.url an http scheme; __dirname-like resolution goes through the file path.
const buildScript = resolve(dirname(new URL(import.meta.url).pathname), '../build-embed.ts');

type Sizes = Record<
  'multisalle-planning' | 'multisalle-elements' | 'multisalle-catalogue',
  {
    bytes: number;
    gzip: number;
    hasCatalogue: boolean;
    hasLyraGlue: boolean;
    hasPurify: boolean;
    startsWithCompileHint: boolean;
  }
> & {
  /** Each page script's gzip size, by name (`/embed/pages/<name>.js`). */
  'page-scripts': Record<string, number>;
};

let measured: Sizes | undefined;

// esbuild refuses to run inside jsdom (its TextEncoder check), so the build runs in its own Node process,
// once for the whole file.
function embedSizes(): Sizes {
  if (measured) return measured;
  const output = execFileSync(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', buildScript, '--sizes'],
    {
      encoding: 'utf8',
    },
  );
  measured = JSON.parse(output.trim().split('\n').pop() ?? '{}') as Sizes;
  return measured;
}

describe('script-tag bundles (size budget)', () => {
  it('keeps multisalle-planning.js at 31 KB gzip or less', { timeout: 60_000 }, () => {
    expect(embedSizes()['multisalle-planning'].gzip).toBeLessThanOrEqual(PLANNING_BUDGET_BYTES);
  });

  it('keeps multisalle-elements.js, the six elements, at 56 KB gzip or less', { timeout: 60_000 }, () => {
    expect(embedSizes()['multisalle-elements'].gzip).toBeLessThanOrEqual(ELEMENTS_BUDGET_BYTES);
  });

  it("keeps each page script of the partners' and the app's pages at 2 KB gzip or less", {
    timeout: 60_000,
  }, () => {
    const pageScripts = Object.entries(embedSizes()['page-scripts']);
    expect(pageScripts.map(([name]) => name)).toContain('configurateur');
    for (const [name, gzip] of pageScripts) expect(gzip, name).toBeLessThanOrEqual(PAGE_SCRIPT_BUDGET_BYTES);
  });

  it('leaves the server code catalogue out of both bundles, in its own module', { timeout: 60_000 }, () => {
    const sizes = embedSizes();
    expect(sizes['multisalle-planning'].hasCatalogue).toBe(false);
    expect(sizes['multisalle-elements'].hasCatalogue).toBe(false);
    expect(sizes['multisalle-catalogue'].hasCatalogue).toBe(true);
  });

  it("leaves Lyra's card form glue and DOMPurify out of both bundles (multisalle-lyra.js, multisalle-purify.js)", {
    timeout: 60_000,
  }, () => {
    const sizes = embedSizes();
    expect(sizes['multisalle-planning'].hasLyraGlue).toBe(false);
    expect(sizes['multisalle-elements'].hasLyraGlue).toBe(false);
    // DOMPurify is fetched beside the script the first time a convention's HTML is shown.
    expect(sizes['multisalle-planning'].hasPurify).toBe(false);
    expect(sizes['multisalle-elements'].hasPurify).toBe(false);
  });

  it("starts both bundles with V8's compile hint: their functions compile off the partner page's main thread", {
    timeout: 60_000,
  }, () => {
    const sizes = embedSizes();
    expect(sizes['multisalle-planning'].startsWithCompileHint).toBe(true);
    expect(sizes['multisalle-elements'].startsWithCompileHint).toBe(true);
  });
});
