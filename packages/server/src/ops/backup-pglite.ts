import { existsSync, readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { DataDirInUse, lockDataDir } from '../data-dir-owner.ts';

/** A data directory that is missing or empty: the only place a restore writes to. */
export function isEmptyDir(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/**
 * Writes a gzipped tarball of a PGlite data directory (PGlite's own `dumpDataDir`), taken with the directory
 * open by this process alone: PGlite is one process per directory, so a running server must be stopped first
 * (its copy of the files in memory is the truth until it closes).
 *
 * @example const bytes = await backupPglite('./data', 'backups/multisalle.tar.gz');
 */
export async function backupPglite(dataDir: string, file: string): Promise<number> {
  if (!existsSync(dataDir)) throw new Error(`No PGlite data directory at ${dataDir}.`);
  let release: () => Promise<void>;
  try {
    release = await lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUse)) throw error;
    throw new Error(
      `${error.message} Arrêtez le serveur (SIGTERM\u00a0: il écrit ses fichiers en se fermant), sauvegardez, puis relancez-le.`,
    );
  }
  const client = new PGlite(dataDir);
  try {
    await client.waitReady;
    // A checkpoint first: the tarball then holds every committed change in the data files.
    await client.exec('checkpoint');
    const dump = await client.dumpDataDir('gzip');
    const bytes = new Uint8Array(await dump.arrayBuffer());
    await writeFile(file, bytes);
    return bytes.length;
  } finally {
    await client.close();
    await release();
  }
}

/**
 * Unpacks a tarball made by {@link backupPglite} into `dataDir`, which must be missing or empty (a restore
 * never overwrites a database), then opens it once to check it answers.
 *
 * @example await restorePglite('backups/multisalle.tar.gz', './data-restored');
 */
export async function restorePglite(file: string, dataDir: string): Promise<void> {
  if (!isEmptyDir(dataDir)) {
    throw new Error(
      `${dataDir} is not empty: restore into a new or empty directory, then point DATA_DIR at it.`,
    );
  }
  const dump = await readFile(file);
  const client = new PGlite(dataDir, { loadDataDir: new Blob([new Uint8Array(dump)]) });
  try {
    await client.waitReady;
    await client.query('select 1');
  } finally {
    await client.close();
  }
}
