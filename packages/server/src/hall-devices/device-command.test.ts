import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hallDevices, staffAudit } from '../db/schema.ts';
import {
  type CommandTarget,
  createCommandTarget,
  runCommand,
  withTargetDatabase,
} from '../test/command-target.ts';
import { runDeviceCommand } from './device-command.ts';
import { hashDeviceKey } from './device-keys.ts';
import { deviceOfKey } from './device-repository.ts';

// `npm run device` as the server README names it: `npm run build:server`, then dist/device.js, which esbuild
// bundles from src/device.ts. The test runs that same entry from source (tsx) on a database of its own: the
// bundle's own start is what scripts/built-server.test.ts checks for every dist/ entry.

let target: CommandTarget;
beforeAll(async () => {
  target = await createCommandTarget('device');
}, 120_000);
afterAll(() => target.drop());

/** Runs `src/device.ts` the way `npm run device` runs its bundle. */
const device = (...args: string[]) => runCommand(target, 'src/device.ts', args);
const withDatabase = <T>(work: Parameters<typeof withTargetDatabase<T>>[1]) =>
  withTargetDatabase(target, work);

describe('npm run device', () => {
  it("adds a door reader to a hall and prints its key once, lists the hall's devices without keys, and revokes it", async () => {
    const added = await device('add', 'padel-park', 'Porte', 'principale', '--scope', 'entree');
    expect(added.code, added.err).toBe(0);
    const [, id] =
      /^Appareil (\d+) « Porte principale » ajouté à padel-park, portées\s: entree\.$/m.exec(added.out) ?? [];
    const key = /^appareil-[A-Za-z0-9_-]{43}$/m.exec(added.out)?.[0] ?? '';
    expect(id).toBeDefined();
    expect(key).not.toBe('');

    const listed = await device('list', 'padel-park');
    expect(listed.code, listed.err).toBe(0);
    expect(listed.out).toMatch(new RegExp(`^${id} +entree +operator +.+ actif +Porte principale$`, 'm'));
    expect(listed.out).not.toContain(key);

    await withDatabase(async (db) => {
      expect(await deviceOfKey(db, key)).toMatchObject({ id: Number(id), scopes: ['entree'] });
      const [row] = await db
        .select()
        .from(hallDevices)
        .where(eq(hallDevices.id, Number(id)));
      expect(row?.keyHash).toBe(hashDeviceKey(key));
      expect(JSON.stringify(row)).not.toContain(key);
    });

    const revoked = await device('revoke', String(id));
    expect(revoked.code, revoked.err).toBe(0);
    expect(revoked.out).toContain(`Appareil ${id} « Porte principale » de padel-park révoqué`);
    expect((await device('list', 'padel-park')).out).toMatch(
      new RegExp(`^${id} .+ révoqué .+Porte principale$`, 'm'),
    );
    // The command's changes are in the hall's journal, as the console's are.
    await withDatabase(async (db) => {
      const lines = await db.select().from(staffAudit).where(eq(staffAudit.staffEmail, 'npm run device'));
      expect(lines.map((line) => line.action)).toEqual(['appareil.ajout', 'appareil.revocation']);
    });
    await withDatabase(async (db) => expect(await deviceOfKey(db, key)).toBeUndefined());
  }, 120_000);

  it('refuses an unknown scope, hall, device or command, and says how to use it', async () => {
    const bad = await device('add', 'padel-park', 'Écran', '--scope', 'porte');
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('Portée inconnue\u00a0: « porte ».');
    expect(bad.err).toContain('npm run device -- add <clé de salle> <nom> --scope');
  }, 60_000);
});

describe('runDeviceCommand', () => {
  it('takes several scopes, and answers exit code 1 for a missing hall, device, scope or name', async () => {
    await withDatabase(async (db) => {
      const both = await runDeviceCommand(db, ['add', 'padel-park', 'Tablette 1', '--scope=tablette,ecran']);
      expect(both.exitCode).toBe(0);
      expect(both.lines[0]).toMatch(/portées\s: tablette, ecran\.$/);
      for (const args of [
        ['add', 'nulle-part', 'Porte', '--scope', 'entree'],
        ['add', 'padel-park', '--scope', 'entree'],
        ['add', 'padel-park', 'Porte'],
        ['list', 'nulle-part'],
        ['revoke', '999999'],
        ['revoke', 'abc'],
        ['effacer'],
        [],
      ]) {
        const result = await runDeviceCommand(db, args);
        expect(result.exitCode, args.join(' ')).toBe(1);
        expect(result.lines.join('\n')).not.toContain('appareil-');
      }
    });
  });
});
