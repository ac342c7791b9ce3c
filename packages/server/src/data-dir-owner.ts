import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

// PGlite is one process's database: a second process opening the same data directory would corrupt it. The
// process that opens it first takes a lock the kernel enforces: it listens on a Unix socket beside the
// directory (`data.owner.sock` for `data`; inside it, PGlite's own dump would meet a socket among its files). A second `listen` there fails while the first process lives, however it ends the kernel frees
// the address (a SIGKILL included), and a socket file left by a dead process answers no connection, so it is
// replaced. Whoever connects reads the owner's pid, for the message that names it. Taken before the
// database is opened: a refused start touches nothing.

/** The directory is held by another live process (its pid when it answered). */
export class DataDirInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number | null,
  ) {
    super(
      `Un autre processus (pid ${ownerPid ?? 'inconnu'}) a déjà ouvert ${dataDir}\u00a0: PGlite n'accepte qu'un processus par répertoire de données.`,
    );
    this.name = 'DataDirInUse';
  }
}

/** Longest socket path kept beside the directory (the kernel takes about 107 bytes). */
const MAX_SOCKET_PATH = 100;

/** `/srv/multisalle/data.owner.sock`; for a directory too deep, a socket in the system's temp named by it. */
function socketOf(dataDir: string): string {
  const beside = `${resolve(dataDir)}.owner.sock`;
  if (Buffer.byteLength(beside) <= MAX_SOCKET_PATH) return beside;
  const name = createHash('sha256').update(resolve(dataDir)).digest('hex').slice(0, 24);
  return join(tmpdir(), `multisalle-${name}.owner.sock`);
}

/**
 * Who holds `dataDir`: `null` when nobody (no socket, or one a dead process left: the connection is
 * refused), else the owner's pid, or `'vivant'` when something accepted the connection but did not answer
 * (an owner whose event loop is busy still holds the directory).
 */
export function lockOwnerOf(dataDir: string): Promise<number | 'vivant' | null> {
  const path = socketOf(dataDir);
  if (!existsSync(path)) return Promise.resolve(null);
  return new Promise((resolve) => {
    let answer = '';
    const socket = createConnection(path);
    const done = (owner: number | 'vivant' | null) => {
      socket.destroy();
      resolve(owner);
    };
    socket.setTimeout(2_000, () => done('vivant'));
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('end', () => done(Number(answer) > 0 ? Number(answer) : 'vivant'));
    // ECONNREFUSED: the socket file of a process that is gone.
    socket.on('error', () => done(null));
  });
}

function listen(server: Server, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * Takes `dataDir` for this process (creating its parent directory), or throws {@link DataDirInUse} when a live
 * process holds it. Resolves with the function that gives it back.
 *
 * @example const release = await lockDataDir('./data'); ... await release();
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const path = socketOf(dataDir);
  mkdirSync(dirname(path), { recursive: true });
  const server = createServer((socket) => socket.end(String(process.pid)));
  try {
    await listen(server, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    const owner = await lockOwnerOf(dataDir);
    if (owner !== null) throw new DataDirInUse(dataDir, owner === 'vivant' ? null : owner);
    // Nobody answers: the file of a process that died without closing. Take its place.
    rmSync(path, { force: true });
    await listen(server, path);
  }
  // The lock never keeps the process alive by itself.
  server.unref();
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
    });
}
