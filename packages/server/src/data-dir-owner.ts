import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// PGlite is one process's database: a second process opening the same data directory would corrupt it.
// The server writes its pid there, and one-off commands (npm run settle) refuse while that process lives.

const PID_FILE = 'server.pid';

/**
 * Marks a PGlite data directory as the server's; returns the function that releases it on stop.
 *
 * @example `const release = claimDataDir('./data'); ... release();`
 */
export function claimDataDir(dataDir: string): () => void {
  const file = join(dataDir, PID_FILE);
  writeFileSync(file, String(process.pid));
  return () => {
    if (runningOwnerOf(dataDir) === process.pid) rmSync(file, { force: true });
  };
}

/** The pid of the live process that holds a PGlite data directory, or null when none does. */
export function runningOwnerOf(dataDir: string): number | null {
  const file = join(dataDir, PID_FILE);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else; ESRCH: it is gone (a crash left the file).
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}
