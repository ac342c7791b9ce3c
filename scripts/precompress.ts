import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing (not source maps: only developer tools fetch them); images other than SVG, videos
 * and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|vtt|xml|webmanifest)$/i;
const MIN_BYTES = 1024;

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) beside every compressible file of a
 * folder tree, so the server sends them by `Accept-Encoding` without compressing at request time; a file too
 * small to gain loses the copies an earlier build left.
 * Returns the number of files compressed.
 *
 * @example await precompressDir('demo/dist');
 */
export async function precompressDir(dir: string): Promise<number> {
  let count = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      count += await precompressDir(path);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name)) continue;
    if ((await stat(path)).size < MIN_BYTES) {
      // A file that shrank under the threshold since the last build must not keep its old copies: the
      // server would send them instead of the file.
      await Promise.all([rm(`${path}.br`, { force: true }), rm(`${path}.gz`, { force: true })]);
      continue;
    }
    const bytes = await readFile(path);
    const [br, gz] = await Promise.all([
      brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzipAsync(bytes, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
    count += 1;
  }
  return count;
}
