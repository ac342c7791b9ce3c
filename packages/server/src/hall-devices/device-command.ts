import { asc, eq, isNull } from 'drizzle-orm';
import { type Clock, systemClock } from '../clock/index.ts';
import type { Database } from '../db/client.ts';
import { hallDevices, halls } from '../db/schema.ts';
import { addHallDevice, revokeHallDevice } from '../hall-rules/devices.ts';
import { deviceUsername, mosquittoAcl } from '../mqtt/broker-config.ts';
import { type DeviceScope, isDeviceScope } from './device-keys.ts';
import { type HallDevice, hallIdOfKey, listDevices } from './device-repository.ts';

/** What a run of `npm run device` prints and its exit code. */
export interface DeviceCommandResult {
  exitCode: number;
  lines: string[];
}

export const DEVICE_USAGE = [
  'Utilisation\u00a0:',
  '  npm run device -- add <clé de salle> <nom> --scope <portée>[,<portée>…]   affiche la nouvelle clé, une fois',
  '  npm run device -- list <clé de salle>',
  "  npm run device -- revoke <id de l'appareil>",
  "  npm run device -- mqtt-acl                                                la liste d'accès du broker (MQTT_URL)",
  'Portées\u00a0: entree (lecteurs de la porte), ecran (écrans), tablette (tablettes des terrains), programme (automate des équipements).',
  'La console de gestion (« Règles ») fait de même, le serveur lancé\u00a0; chaque ajout et révocation va au journal de la salle.',
];

/** Who the journal names for the command's changes. */
const COMMAND_ACTOR = { staffId: null, email: 'npm run device' } as const;

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
    device.revokedAt ? `révoqué ${when(device.revokedAt)} UTC` : 'actif',
    device.name,
  ]);
  const header = ['id', 'portées', 'origine', 'créé', 'état', 'nom'];
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
  options: { root?: string; clock?: Clock } = {},
): Promise<DeviceCommandResult> {
  const clock = options.clock ?? systemClock;
  const [command, ...args] = argv;
  if (command === 'add') {
    const parsed = parseScopes(args);
    if ('bad' in parsed) return fail(`Portée inconnue\u00a0: « ${parsed.bad} ».`, ...DEVICE_USAGE);
    const [hallKey, ...nameWords] = parsed.rest;
    const name = nameWords.join(' ').trim();
    if (!hallKey || !name || parsed.scopes.length === 0)
      return fail('add demande une clé de salle, un nom et au moins une --scope.', ...DEVICE_USAGE);
    if (name.length > 80) return fail("Le nom de l'appareil ne doit pas dépasser 80 caractères.");
    const hallId = await hallIdOfKey(db, hallKey);
    if (hallId === undefined) return fail(`Aucune salle ne porte la clé « ${hallKey} ».`);
    const { device, key } = await addHallDevice(
      db,
      hallId,
      { name, scopes: parsed.scopes },
      COMMAND_ACTOR,
      clock.now(),
    );
    return ok(
      `Appareil ${device.idAppareil} « ${device.nom} » ajouté à ${hallKey}, portées\u00a0: ${device.portees.join(', ')}.`,
      "Sa clé, affichée cette seule fois (seul son SHA-256 est gardé)\u00a0; l'appareil l'envoie en Authorization: Bearer <clé>\u00a0:",
      key,
      `En MQTT, c'est l'utilisateur ${deviceUsername(device.idAppareil)} avec cette clé pour mot de passe\u00a0: mosquitto_passwd -b <fichier des mots de passe> ${deviceUsername(device.idAppareil)} <clé>, puis npm run device -- mqtt-acl.`,
    );
  }
  if (command === 'list') {
    const [hallKey] = args;
    if (!hallKey || args.length !== 1) return fail('list demande une clé de salle.', ...DEVICE_USAGE);
    const hallId = await hallIdOfKey(db, hallKey);
    if (hallId === undefined) return fail(`Aucune salle ne porte la clé « ${hallKey} ».`);
    const devices = await listDevices(db, hallId);
    if (devices.length === 0) return ok(`${hallKey} n'a aucun appareil.`);
    return ok(`Appareils de ${hallKey}\u00a0:`, ...table(devices));
  }
  if (command === 'revoke') {
    const [id] = args;
    if (!id || args.length !== 1 || !/^\d{1,9}$/.test(id))
      return fail("revoke demande l'id d'un appareil (voir list).", ...DEVICE_USAGE);
    const [found] = await db
      .select({ hallId: hallDevices.hallId, hallKey: halls.key })
      .from(hallDevices)
      .innerJoin(halls, eq(halls.id, hallDevices.hallId))
      .where(eq(hallDevices.id, Number(id)));
    if (!found) return fail(`Aucun appareil n'a l'id ${id}.`);
    const device = await revokeHallDevice(db, found.hallId, Number(id), COMMAND_ACTOR, clock.now());
    const revokedAt = device.revoqueLe ? ` (depuis le ${when(new Date(device.revoqueLe))} UTC)` : '';
    return ok(
      `Appareil ${device.idAppareil} « ${device.nom} » de ${found.hallKey} révoqué${revokedAt}\u00a0: sa clé ne fonctionne plus.`,
    );
  }
  if (command === 'mqtt-acl') {
    if (args.length > 0) return fail('mqtt-acl ne prend aucun argument.', ...DEVICE_USAGE);
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
  return fail(
    command ? `Commande inconnue\u00a0: « ${command} ».` : 'Aucune commande donnée.',
    ...DEVICE_USAGE,
  );
}
