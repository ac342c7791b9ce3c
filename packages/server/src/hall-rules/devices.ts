import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { hallDevices } from '../db/schema.ts';
import { Refusal } from '../domain-errors/index.ts';
import type { DeviceScope } from '../hall-devices/device-keys.ts';
import { addDevice, type HallDevice, listDevices, revokeDevice } from '../hall-devices/device-repository.ts';
import { recordStaffAction, type StaffActor } from '../staff/audit.ts';

/** French texts of the console's devices. */
export const deviceAdminMessages = {
  unknownDevice: "Cet appareil n'existe pas dans cette salle.",
} as const;

/** A device as the console lists it (`GET .../appareils`): never its key. */
export interface DeviceView {
  idAppareil: number;
  nom: string;
  portees: DeviceScope[];
  /** `operator` (console or command), `ingest`, `development`. */
  origine: HallDevice['origin'];
  creeLe: string;
  /** Null while its key works. */
  revoqueLe: string | null;
}

const view = (device: HallDevice): DeviceView => ({
  idAppareil: device.id,
  nom: device.name,
  portees: device.scopes,
  origine: device.origin,
  creeLe: device.createdAt.toISOString(),
  revoqueLe: device.revokedAt?.toISOString() ?? null,
});

/** A hall's devices, oldest first, revoked ones included (their entries stay in the history). */
export async function hallDeviceViews(db: Database, hallId: number): Promise<DeviceView[]> {
  return (await listDevices(db, hallId)).map(view);
}

/**
 * Gives the hall a new device from the console, as `npm run device -- add` does, and answers its key: the
 * one time it is readable (only its hash is kept). Works while the server runs, on PGlite as on PostgreSQL:
 * it is the server's own connection. Audited without the key.
 *
 * @example const { device, key } = await addHallDevice(db, hallId, { name: 'Porte', scopes: ['entree'] }, staff, now);
 */
export async function addHallDevice(
  db: Database,
  hallId: number,
  request: { name: string; scopes: DeviceScope[] },
  actor: StaffActor,
  now: Date,
): Promise<{ device: DeviceView; key: string }> {
  const { device, key } = await addDevice(db, {
    hallId,
    name: request.name,
    scopes: request.scopes,
    createdAt: now,
  });
  await recordStaffAction(
    db,
    hallId,
    actor,
    'appareil.ajout',
    { idAppareil: device.id, nom: device.name, portees: device.scopes },
    now,
  );
  return { device: view(device), key };
}

/**
 * Revokes one of the hall's devices: its key stops opening anything at once, its history stays. A device of
 * another hall is not found. Revoking it again keeps the first date and records nothing.
 */
export async function revokeHallDevice(
  db: Database,
  hallId: number,
  deviceId: number,
  actor: StaffActor,
  now: Date,
): Promise<DeviceView> {
  const [found] = await db
    .select({ revokedAt: hallDevices.revokedAt })
    .from(hallDevices)
    .where(and(eq(hallDevices.id, deviceId), eq(hallDevices.hallId, hallId)));
  if (!found) throw new Refusal('not-found', deviceAdminMessages.unknownDevice);
  const device = await revokeDevice(db, deviceId, now);
  if (!device) throw new Refusal('not-found', deviceAdminMessages.unknownDevice);
  if (found.revokedAt === null) {
    await recordStaffAction(
      db,
      hallId,
      actor,
      'appareil.revocation',
      { idAppareil: deviceId, nom: device.name },
      now,
    );
  }
  return view(device);
}
