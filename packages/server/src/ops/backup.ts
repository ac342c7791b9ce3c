import { chmodSync, closeSync, mkdirSync, openSync, readSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { backupPglite, restorePglite } from './backup-pglite.ts';
import { backupPostgres, restorePostgres } from './backup-postgres.ts';

/** The database a backup reads or a restore writes: PostgreSQL when `databaseUrl` is set, else PGlite. */
export interface DatabaseLocation {
  dataDir?: string;
  databaseUrl?: string;
}

/** What a backup wrote. */
export interface BackupReport {
  file: string;
  kind: 'pglite' | 'postgres';
  bytes: number;
  durationMs: number;
}

/**
 * The default file of a backup: `backups/multisalle-<UTC date and time>.tar.gz` (PGlite) or `.dump`
 * (PostgreSQL custom format), so backups sort by date.
 */
export function defaultBackupFile(location: DatabaseLocation, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `backups/multisalle-${stamp}.${location.databaseUrl ? 'dump' : 'tar.gz'}`;
}

/**
 * Backs the database up to `file` (its folder is created): PGlite's data directory as a gzipped tarball, or
 * PostgreSQL through `pg_dump --format=custom`. A backup holds every player's personal data: the file is
 * its owner's alone (0600, made so before a byte is written), a folder it creates too (0700).
 *
 * @example const report = await backupDatabase({ dataDir: './data' }, 'backups/today.tar.gz');
 */
export async function backupDatabase(location: DatabaseLocation, file: string): Promise<BackupReport> {
  const started = performance.now();
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, 'w', 0o600));
  // An existing file keeps its mode through open(): set it.
  chmodSync(file, 0o600);
  if (location.databaseUrl) await backupPostgres(location.databaseUrl, file);
  else await backupPglite(location.dataDir ?? './data', file);
  return {
    file,
    kind: location.databaseUrl ? 'postgres' : 'pglite',
    bytes: statSync(file).size,
    durationMs: Math.round(performance.now() - started),
  };
}

/** What a backup file holds, from its first bytes: gzip (a PGlite tarball) or `PGDMP` (pg_dump's format). */
export function backupKindOf(file: string): 'pglite' | 'postgres' | 'unknown' {
  const head = Buffer.alloc(5);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  return 'unknown';
}

/**
 * Restores `file` into an empty PGlite directory or an empty PostgreSQL database, refusing a non-empty one
 * and a file of the other engine.
 *
 * @example await restoreDatabase('backups/today.tar.gz', { dataDir: './data-restored' });
 */
export async function restoreDatabase(file: string, location: DatabaseLocation): Promise<void> {
  const kind = backupKindOf(file);
  const wanted = location.databaseUrl ? 'postgres' : 'pglite';
  if (kind !== wanted) {
    throw new Error(
      kind === 'unknown'
        ? `${file} is neither a PGlite backup (.tar.gz) nor a pg_dump custom-format file.`
        : `${file} is a ${kind} backup: ${kind === 'postgres' ? 'set DATABASE_URL to an empty database' : 'unset DATABASE_URL and set DATA_DIR to an empty directory'}.`,
    );
  }
  if (location.databaseUrl) await restorePostgres(file, location.databaseUrl);
  else await restorePglite(file, location.dataDir ?? './data');
}
