import type { DeviceScope } from '../hall-devices/device-keys.ts';
import { hallTopics, serverStatusTopic } from './topics.ts';

/** A device as the broker's access list names it. */
export interface BrokerDevice {
  id: number;
  hallKey: string;
  scopes: readonly DeviceScope[];
}

/**
 * A device's user name on the broker: `appareil-<device id>` (`npm run device -- list` gives the ids). Its
 * password is its device key, added with `mosquitto_passwd -b <password file> appareil-<id> <key>`.
 */
export const deviceUsername = (deviceId: number) => `appareil-${deviceId}`;

/** The server's user name on the broker (`MQTT_USERNAME`), by default `<root>-serveur`. */
export const serverUsername = (root: string) => `${root}-serveur`;

/**
 * The lines of a Mosquitto `acl_file` for the server and a hall's devices: the server reads and writes
 * everything under the root; each device reads its hall's event topics (never another hall's, never another
 * reader's codes or decisions) and, with scope `entree`, publishes on its own code topic and reads its own
 * decisions. Mosquitto refuses whatever the file does not grant.
 *
 * @example mosquittoAcl('multisalle', [{ id: 12, hallKey: 'padel-park', scopes: ['entree'] }])
 */
export function mosquittoAcl(
  root: string,
  devices: readonly BrokerDevice[],
  server = serverUsername(root),
): string {
  const lines = [
    `# Multisalle: access of the server and the halls' devices (${root}/<hall key>/...).`,
    `user ${server}`,
    `topic readwrite ${root}/#`,
  ];
  for (const device of devices) {
    const topics = hallTopics(root, device.hallKey);
    const base = `${root}/${device.hallKey}`;
    lines.push(
      '',
      `user ${deviceUsername(device.id)}`,
      `topic read ${serverStatusTopic(root)}`,
      `topic read ${topics.state}`,
      `topic read ${topics.entry}`,
      `topic read ${topics.session}`,
      `topic read ${base}/terrain/#`,
      `topic read ${topics.programme}`,
      `topic read ${topics.programmeChanged}`,
    );
    if (device.scopes.includes('entree'))
      lines.push(`topic write ${topics.doorCode(device.id)}`, `topic read ${topics.doorDecision(device.id)}`);
  }
  return `${lines.join('\n')}\n`;
}
