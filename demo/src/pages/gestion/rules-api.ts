import { hallPath } from './staff-api.ts';
import { staffCall } from './staff-session.ts';

/*
 * The calls of the hall's rules (`rules` permission: owners and managers), the wire's French names turned
 * into English ones here (the server's schemas are in packages/server/src/routes/staff-rules.ts).
 */

/** What a device may do: let players in, show the screens, run the games' tablet, show the courts' plan. */
export type DeviceScope = 'entree' | 'ecran' | 'tablette' | 'programme';

/** The scopes in the order the console offers them. */
export const deviceScopes: readonly DeviceScope[] = ['entree', 'ecran', 'tablette', 'programme'];

/** The most minutes before a session the door may open (the server's own bound). */
export const MAX_DOOR_OPENS_MINUTES_BEFORE = 240;

export interface HallDevice {
  id: number;
  name: string;
  scopes: DeviceScope[];
  origin: 'operator' | 'ingest' | 'development';
  /** ISO instant (UTC). */
  createdAt: string;
  /** ISO instant (UTC) of the revocation; null while the device's key works. */
  revokedAt: string | null;
}

interface WireDevice {
  idAppareil: number;
  nom: string;
  portees: DeviceScope[];
  origine: HallDevice['origin'];
  creeLe: string;
  revoqueLe: string | null;
}

const deviceOf = (wire: WireDevice): HallDevice => ({
  id: wire.idAppareil,
  name: wire.nom,
  scopes: wire.portees,
  origin: wire.origine,
  createdAt: wire.creeLe,
  revokedAt: wire.revoqueLe,
});

/** The wire names of the rules' form fields, to the forms' own names. */
export const rulesFormFields: Record<string, string> = {
  ouvertureMinutesAvant: 'minutes',
  nom: 'name',
  portees: 'scopes',
};

/** `GET salles/{cle}/porte`: how many minutes before a session the door lets its players in. */
export async function fetchDoorWindow(hallKey: string, signal?: AbortSignal): Promise<number> {
  const wire = await staffCall<{ ouvertureMinutesAvant: number }>(`${hallPath(hallKey)}/porte`, { signal });
  return wire.ouvertureMinutesAvant;
}

/** `PUT salles/{cle}/porte` (0 to 240 minutes): the saved window. */
export async function saveDoorWindow(hallKey: string, minutesBefore: number): Promise<number> {
  const wire = await staffCall<{ ouvertureMinutesAvant: number }>(`${hallPath(hallKey)}/porte`, {
    method: 'PUT',
    body: { ouvertureMinutesAvant: minutesBefore },
  });
  return wire.ouvertureMinutesAvant;
}

/** `GET salles/{cle}/appareils`: the hall's devices, revoked ones included, without their keys. */
export async function fetchDevices(hallKey: string, signal?: AbortSignal): Promise<HallDevice[]> {
  const wire = await staffCall<{ appareils: WireDevice[] }>(`${hallPath(hallKey)}/appareils`, { signal });
  return wire.appareils.map(deviceOf);
}

/** `POST salles/{cle}/appareils`: the new device and its key, readable this once only. */
export async function addDevice(
  hallKey: string,
  device: { name: string; scopes: DeviceScope[] },
): Promise<{ device: HallDevice; key: string }> {
  const wire = await staffCall<WireDevice & { cle: string }>(`${hallPath(hallKey)}/appareils`, {
    method: 'POST',
    body: { nom: device.name, portees: device.scopes },
  });
  return { device: deviceOf(wire), key: wire.cle };
}

/** `DELETE salles/{cle}/appareils/{id}`: the device revoked (its key stops working at once). */
export async function revokeDevice(hallKey: string, deviceId: number): Promise<HallDevice> {
  return deviceOf(
    await staffCall<WireDevice>(`${hallPath(hallKey)}/appareils/${deviceId}`, { method: 'DELETE' }),
  );
}

/** A partner site: the origin a player who signs in from one of its pages is sent back to. */
export interface PartnerSite {
  origin: string;
  /** ISO instant (UTC). */
  addedAt: string;
}

/** `GET salles/{cle}/sites-partenaires` (owners): the hall's partner sites, by origin. */
export async function fetchPartnerSites(hallKey: string, signal?: AbortSignal): Promise<PartnerSite[]> {
  const wire = await staffCall<{ sites: { origine: string; ajouteLe: string }[] }>(
    `${hallPath(hallKey)}/sites-partenaires`,
    { signal },
  );
  return wire.sites.map((site) => ({ origin: site.origine, addedAt: site.ajouteLe }));
}

/** `POST salles/{cle}/sites-partenaires` (owners): the origin as the server keeps it. */
export async function addPartnerSite(hallKey: string, address: string): Promise<string> {
  const wire = await staffCall<{ origine: string }>(`${hallPath(hallKey)}/sites-partenaires`, {
    method: 'POST',
    body: { origine: address },
  });
  return wire.origine;
}

/** `DELETE salles/{cle}/sites-partenaires?origine=` (owners). */
export async function removePartnerSite(hallKey: string, origin: string): Promise<void> {
  await staffCall(`${hallPath(hallKey)}/sites-partenaires`, { method: 'DELETE', query: { origine: origin } });
}
