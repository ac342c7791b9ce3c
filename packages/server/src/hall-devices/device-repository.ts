import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { type deviceOrigins, hallDevices, halls } from '../db/schema.ts';
import { type DeviceScope, hashDeviceKey, isDeviceScope, newDeviceKey } from './device-keys.ts';

/** A hall's device as the operators' tools list it (never its key). */
export interface HallDevice {
  id: number;
  hallId: number;
  name: string;
  scopes: DeviceScope[];
  origin: (typeof deviceOrigins)[number];
  createdAt: Date;
  revokedAt: Date | null;
}

/** The device a request's key belongs to. */
export interface ActiveDevice {
  id: number;
  hallId: number;
  name: string;
  scopes: DeviceScope[];
}

const columns = {
  id: hallDevices.id,
  hallId: hallDevices.hallId,
  name: hallDevices.name,
  scopes: hallDevices.scopes,
  origin: hallDevices.origin,
  createdAt: hallDevices.createdAt,
  revokedAt: hallDevices.revokedAt,
};

const scopesOf = (scopes: string[]): DeviceScope[] => scopes.filter(isDeviceScope);

/** The id of the hall with this `cle`, or `undefined`. */
export async function hallIdOfKey(db: Database, hallKey: string): Promise<number | undefined> {
  const [row] = await db.select({ id: halls.id }).from(halls).where(eq(halls.key, hallKey));
  return row?.id;
}

/**
 * Gives a hall a new device and returns its key: the one time it is readable.
 *
 * @example const { device, key } = await addDevice(db, { hallId, name: 'Porte principale', scopes: ['entree'] });
 */
export async function addDevice(
  db: Database,
  {
    hallId,
    name,
    scopes,
    origin = 'operator',
    createdAt = new Date(),
  }: {
    hallId: number;
    name: string;
    scopes: readonly DeviceScope[];
    origin?: HallDevice['origin'];
    /** The server's clock (the console); the command's own time by default. */
    createdAt?: Date;
  },
): Promise<{ device: HallDevice; key: string }> {
  const key = newDeviceKey();
  const [device] = await db
    .insert(hallDevices)
    .values({ hallId, name, scopes: [...new Set(scopes)], origin, keyHash: hashDeviceKey(key), createdAt })
    .returning(columns);
  if (!device) throw new Error('The device was not written');
  return { device: { ...device, scopes: scopesOf(device.scopes) }, key };
}

/** A hall's devices, oldest first, revoked ones included. */
export async function listDevices(db: Database, hallId: number): Promise<HallDevice[]> {
  const rows = await db
    .select(columns)
    .from(hallDevices)
    .where(eq(hallDevices.hallId, hallId))
    .orderBy(asc(hallDevices.id));
  return rows.map((row) => ({ ...row, scopes: scopesOf(row.scopes) }));
}

/**
 * Revokes a device at `at` (the server's clock; the command's own time): its key stops working at once.
 * Revoking it again keeps the first date.
 *
 * @returns the device, or `undefined` when no device has this id.
 */
export async function revokeDevice(
  db: Database,
  id: number,
  at = new Date(),
): Promise<HallDevice | undefined> {
  const [row] = await db
    .update(hallDevices)
    .set({ revokedAt: sql`coalesce(${hallDevices.revokedAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(hallDevices.id, id))
    .returning(columns);
  return row && { ...row, scopes: scopesOf(row.scopes) };
}

const activeColumns = {
  id: hallDevices.id,
  hallId: hallDevices.hallId,
  name: hallDevices.name,
  scopes: hallDevices.scopes,
};

/** The live (not revoked) device a key belongs to, or `undefined` for a missing, unknown or revoked key. */
export async function deviceOfKey(db: Database, key: string | undefined): Promise<ActiveDevice | undefined> {
  if (!key) return undefined;
  const [row] = await db
    .select(activeColumns)
    .from(hallDevices)
    .where(and(eq(hallDevices.keyHash, hashDeviceKey(key)), isNull(hallDevices.revokedAt)));
  return row && { ...row, scopes: scopesOf(row.scopes) };
}

/**
 * The live device of that id in the hall of that key, or `undefined` (unknown, revoked, another hall): a
 * device named by its MQTT topic, which the broker authenticated.
 */
export async function liveDeviceInHall(
  db: Database,
  hallKey: string,
  deviceId: number,
): Promise<ActiveDevice | undefined> {
  const [row] = await db
    .select(activeColumns)
    .from(hallDevices)
    .innerJoin(halls, eq(halls.id, hallDevices.hallId))
    .where(and(eq(hallDevices.id, deviceId), eq(halls.key, hallKey), isNull(hallDevices.revokedAt)));
  return row && { ...row, scopes: scopesOf(row.scopes) };
}
