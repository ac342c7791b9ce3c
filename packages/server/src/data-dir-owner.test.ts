import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUse, lockDataDir, lockOwnerOf } from './data-dir-owner.ts';
import { repoRoot } from './paths.ts';
import { freePort } from './test/free-port.ts';

// One process per PGlite data directory, held by a kernel lock (a Unix socket beside the directory).
const work = mkdtempSync(join(tmpdir(), 'multisalle-owner-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

describe("the data directory's lock", () => {
  it('is refused to a second taker while held, names the holder, and is free again once given back', async () => {
    const dir = join(work, 'held');
    const release = await lockDataDir(dir);
    expect(await lockOwnerOf(dir)).toBe(process.pid);
    const refused = lockDataDir(dir);
    await expect(refused).rejects.toBeInstanceOf(DataDirInUse);
    await expect(refused).rejects.toThrow(`Un autre processus (pid ${process.pid}) a déjà ouvert ${dir}`);
    await release();
    expect(await lockOwnerOf(dir)).toBeNull();
    await (await lockDataDir(dir))();
  });

  it('is taken over from a process killed while holding it (SIGKILL leaves its socket file behind)', async () => {
    const dir = join(work, 'killed');
    const holder = spawn(
      process.execPath,
      [
        '--conditions=source',
        '--import',
        'tsx',
        '-e',
        `import('./packages/server/src/data-dir-owner.ts').then((m) => m.lockDataDir(${JSON.stringify(dir)})).then(() => { console.log('held'); setInterval(() => {}, 1000); })`,
      ],
      { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    children.push(holder);
    await new Promise<void>((resolve) =>
      holder.stdout?.on('data', (chunk) => String(chunk).includes('held') && resolve()),
    );
    expect(await lockOwnerOf(dir)).toBe(holder.pid);
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    expect(existsSync(`${dir}.owner.sock`)).toBe(true);
    expect(await lockOwnerOf(dir)).toBeNull();
    await (await lockDataDir(dir))();
  });

  it.skipIf(process.env.DATABASE_URL)(
    'stops a second server on a live directory within seconds, before it opens anything; the first keeps serving',
    async () => {
      const dataDir = join(work, 'data');
      const start = async (port: number) => {
        const child = spawn(
          process.execPath,
          ['--conditions=source', '--import', 'tsx', 'packages/server/src/main.ts'],
          {
            cwd: repoRoot,
            env: {
              ...process.env,
              DATA_DIR: dataDir,
              DATABASE_URL: '',
              PORT: String(port),
              NODE_ENV: 'test',
              SEED_DEMO: '0',
            },
            stdio: ['ignore', 'pipe', 'pipe'],
          },
        );
        children.push(child);
        let output = '';
        child.stdout?.on('data', (chunk) => {
          output += chunk;
        });
        child.stderr?.on('data', (chunk) => {
          output += chunk;
        });
        return { child, output: () => output };
      };
      const [firstPort, secondPort] = [await freePort(), await freePort()];
      const first = await start(firstPort);
      const ready = async () =>
        fetch(`http://127.0.0.1:${firstPort}/readyz`).then(
          (answer) => answer.status,
          () => 0,
        );
      await expect.poll(ready, { timeout: 60_000, interval: 250 }).toBe(200);

      const second = await start(secondPort);
      const code = await new Promise<number | null>((resolve) => second.child.once('exit', resolve));
      expect(code).toBe(1);
      expect(second.output()).toContain(
        `Un autre processus (pid ${first.child.pid}) a déjà ouvert ${dataDir}\u00a0: PGlite n'accepte qu'un processus par répertoire de données.`,
      );
      expect(await ready()).toBe(200);
      first.child.kill('SIGTERM');
      await new Promise((resolve) => first.child.once('exit', resolve));
    },
    120_000,
  );
});
