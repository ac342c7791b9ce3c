import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

describe('precompressDir', () => {
  it('writes brotli and gzip copies of a large file, and drops them once the file is too small to gain', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    const script = join(dir, 'page.js');
    writeFileSync(script, `console.log(${JSON.stringify('x'.repeat(2000))});`);
    expect(await precompressDir(dir)).toBe(1);
    expect(gunzipSync(readFileSync(`${script}.gz`)).toString()).toContain('xxxx');

    writeFileSync(script, 'console.log(1);');
    expect(await precompressDir(dir)).toBe(0);
    expect((await readdir(dir)).sort()).toEqual(['page.js']);
  });
});
