import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// jsdom gives import.meta.url an http scheme; __dirname-like resolution goes through the file path.
const buildScript = resolve(dirname(new URL(import.meta.url).pathname), '../build-embed.ts');

// esbuild refuses to run inside jsdom (its TextEncoder check), so the build runs in its own Node process.
function embedSizes(): Record<
  'multisalle-planning' | 'multisalle-elements',
  { bytes: number; gzip: number }
> {
  const output = execFileSync(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', buildScript, '--sizes'],
    {
      encoding: 'utf8',
    },
  );
  return JSON.parse(output.trim().split('\n').pop() ?? '{}');
}

describe('script-tag bundles (size budget)', () => {
  it('keeps multisalle-planning.js at 25 KB gzip or less', { timeout: 60_000 }, () => {
    const sizes = embedSizes();
    expect(sizes['multisalle-planning'].gzip).toBeLessThanOrEqual(25 * 1024);
    expect(sizes['multisalle-elements'].gzip).toBeGreaterThan(0);
  });
});
