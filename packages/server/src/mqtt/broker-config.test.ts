import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { halls } from '../db/schema.ts';
import { runDeviceCommand } from '../hall-devices/device-command.ts';
import { addDevice, revokeDevice } from '../hall-devices/device-repository.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';

// `npm run device -- mqtt-acl`: the Mosquitto access list of the live devices (broker-auth.test.ts runs a
// broker with it).

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.close());

describe('npm run device -- mqtt-acl', () => {
  it("grants each live device its hall's event topics, and its own code and decision topics with scope entree only", async () => {
    const [hall] = await testDb.db.select({ id: halls.id }).from(halls).where(eq(halls.key, 'padel-park'));
    const hallId = hall?.id ?? 0;
    const { device: door } = await addDevice(testDb.db, { hallId, name: 'Porte', scopes: ['entree'] });
    const { device: screen } = await addDevice(testDb.db, { hallId, name: 'Écran', scopes: ['ecran'] });
    const { device: gone } = await addDevice(testDb.db, {
      hallId,
      name: 'Ancienne porte',
      scopes: ['entree'],
    });
    await revokeDevice(testDb.db, gone.id);

    const result = await runDeviceCommand(testDb.db, ['mqtt-acl'], { root: 'multisalle' });
    expect(result.exitCode).toBe(0);
    const acl = result.lines.join('\n');
    expect(acl).toContain('user multisalle-serveur\ntopic readwrite multisalle/#');
    const blockOf = (id: number) =>
      acl.split('\n\n').find((block) => block.startsWith(`user appareil-${id}\n`));
    expect(blockOf(door.id)?.split('\n')).toEqual([
      `user appareil-${door.id}`,
      'topic read multisalle/_serveur/etat',
      'topic read multisalle/padel-park/etat',
      'topic read multisalle/padel-park/entree',
      'topic read multisalle/padel-park/seance',
      'topic read multisalle/padel-park/terrain/#',
      'topic read multisalle/padel-park/programme',
      'topic read multisalle/padel-park/programme/modifie',
      `topic write multisalle/padel-park/porte/${door.id}/code`,
      `topic read multisalle/padel-park/porte/${door.id}/decision`,
    ]);
    expect(blockOf(screen.id)).not.toContain('porte/');
    expect(blockOf(gone.id)).toBeUndefined();
    expect((await runDeviceCommand(testDb.db, ['mqtt-acl', 'padel-park'])).exitCode).toBe(1);
  });
});
