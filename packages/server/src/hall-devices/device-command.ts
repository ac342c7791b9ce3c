import { asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { hallDevices, halls } from '../db/schema.ts';
import { deviceUsername, mosquittoAcl } from '../mqtt/broker-config.ts';
import { type DeviceScope, isDeviceScope } from './device-keys.ts';
import { addDevice, type HallDevice, hallIdOfKey, listDevices, revokeDevice } from './device-repository.ts';

/** What a run of `npm run device` prints and its exit code. */
export interface DeviceCommandResult {
  exitCode: number;
  lines: string[];
}

export const DEVICE_USAGE = [
  'Usage:',
  '  npm run device -- add <hall key> <name> --scope <scope>[,<scope>…]   prints the new key, once',
  '  npm run device -- list <hall key>',
  '  npm run device -- revoke <device id>',
  "  npm run device -- mqtt-acl                                            the broker's access list (MQTT_URL)",
  'Scopes: entree (door readers), ecran (screens), tablette (court tablets), programme (equipment controller).',
];

const fail = (...lines: string[]): DeviceCommandResult => ({ exitCode: 1, lines });
const ok = (...lines: string[]): DeviceCommandResult => ({ exitCode: 0, lines });

/** `--scope a,b --scope c` → the scopes, or the first word that is not one. */
function parseScopes(args: string[]): { scopes: DeviceScope[]; rest: string[] } | { bad: string } {
  const scopes: DeviceScope[] = [];
  const rest: string[] = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    const inline = /^--scopes?=(.*)$/.exec(arg);
    if (arg !== '--scope' && arg !== '--scopes' && !inline) {
      rest.push(arg);
      continue;
    }
    let value = inline?.[1] ?? '';
    if (!inline) {
      index += 1;
      value = args[index] ?? '';
    }
    for (const word of value.split(',').map((part) => part.trim())) {
      if (!isDeviceScope(word)) return { bad: word };
      scopes.push(word);
    }
  }
  return { scopes: [...new Set(scopes)], rest };
}

const when = (date: Date) => date.toISOString().slice(0, 16).replace('T', ' ');

function table(devices: HallDevice[]): string[] {
  const rows = devices.map((device) => [
    String(device.id),
    device.scopes.join(','),
    device.origin,
    `${when(device.createdAt)} UTC`,
    device.revokedAt ? `revoked ${when(device.revokedAt)} UTC` : 'active',
    device.name,
  ]);
  const header = ['id', 'scopes', 'origin', 'created', 'state', 'name'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  return [header, ...rows].map((row) =>
    row
      .map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)))
      .join('  ')
      .trimEnd(),
  );
}

/**
 * Runs one `npm run device` command on a database: adds a device to a hall and gives its key once, lists
 * a hall's devices (never their keys), revokes one, or prints the MQTT broker's access list of the live
 * devices (`mqtt-acl`, topics under the product key `options.root`). `src/device.ts` opens the database and prints.
 *
 * @example await runDeviceCommand(db, ['add', 'padel-park', 'Porte principale', '--scope', 'entree'])
 */
export async function runDeviceCommand(
  db: Database,
  argv: string[],
  options: { root?: string } = {},
): Promise<DeviceCommandResult> {
  const [command, ...args] = argv;
  if (command === 'add') {
    const parsed = parseScopes(args);
    if ('bad' in parsed) return fail(`Unknown scope "${parsed.bad}".`, ...DEVICE_USAGE);
    const [hallKey, ...nameWords] = parsed.rest;
    const name = nameWords.join(' ').trim();
    if (!hallKey || !name || parsed.scopes.length === 0)
      return fail('add needs a hall key, a name and at least one --scope.', ...DEVICE_USAGE);
    if (name.length > 100) return fail('The name is longer than 100 characters.');
    const hallId = await hallIdOfKey(db, hallKey);
    if (hallId === undefined) return fail(`No hall has the key "${hallKey}".`);
    const { device, key } = await addDevice(db, { hallId, name, scopes: parsed.scopes });
    return ok(
      `Device ${device.id} "${device.name}" added to ${hallKey} with scope ${device.scopes.join(', ')}.`,
      'Its key, shown this once (only its SHA-256 is kept); the device sends it as Authorization: Bearer <key>:',
      key,
      `On MQTT it is user ${deviceUsername(device.id)} with this key as password: mosquitto_passwd -b <password file> ${deviceUsername(device.id)} <key>, then npm run device -- mqtt-acl.`,
    );
  }
  if (command === 'list') {
    const [hallKey] = args;
    if (!hallKey || args.length !== 1) return fail('list needs a hall key.', ...DEVICE_USAGE);
    const hallId = await hallIdOfKey(db, hallKey);
    if (hallId === undefined) return fail(`No hall has the key "${hallKey}".`);
    const devices = await listDevices(db, hallId);
    if (devices.length === 0) return ok(`${hallKey} has no device.`);
    return ok(`Devices of ${hallKey}:`, ...table(devices));
  }
  if (command === 'revoke') {
    const [id] = args;
    if (!id || args.length !== 1 || !/^\d{1,9}$/.test(id))
      return fail('revoke needs a device id (see list).', ...DEVICE_USAGE);
    const device = await revokeDevice(db, Number(id));
    if (!device) return fail(`No device has the id ${id}.`);
    const [hall] = await db.select({ key: halls.key }).from(halls).where(eq(halls.id, device.hallId));
    const revokedAt = device.revokedAt ? ` (since ${when(device.revokedAt)} UTC)` : '';
    return ok(
      `Device ${device.id} "${device.name}" of ${hall?.key ?? '?'} is revoked${revokedAt}: its key no longer works.`,
    );
  }
  if (command === 'mqtt-acl') {
    if (args.length > 0) return fail('mqtt-acl takes no argument.', ...DEVICE_USAGE);
    const devices = await db
      .select({ id: hallDevices.id, hallKey: halls.key, scopes: hallDevices.scopes })
      .from(hallDevices)
      .innerJoin(halls, eq(halls.id, hallDevices.hallId))
      .where(isNull(hallDevices.revokedAt))
      .orderBy(asc(hallDevices.id));
    const acl = mosquittoAcl(
      options.root ?? 'multisalle',
      devices.map((device) => ({ ...device, scopes: device.scopes.filter(isDeviceScope) })),
    );
    return ok(acl.trimEnd());
  }
  if (command === 'help' || command === '--help' || command === '-h') return ok(...DEVICE_USAGE);
  return fail(command ? `Unknown command "${command}".` : 'No command given.', ...DEVICE_USAGE);
}
