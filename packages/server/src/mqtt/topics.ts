// The MQTT topics of a hall (« Devices that speak MQTT »), under `<root>/<hall key>/`, the root
// being the product key (`multisalle`). The server README lists them for hardware makers.

/** The topics of one hall, and which of them the broker keeps for a device that subscribes later. */
export function hallTopics(root: string, hallKey: string) {
  const base = `${root}/${hallKey}`;
  return {
    /** The day's sessions not ended, who has arrived, the courts' scores (retained). */
    state: `${base}/etat`,
    /** Someone came in through the door (not retained: news). */
    entry: `${base}/entree`,
    /** A session's moment: 5 minutes before its start, its start, 5 minutes before its end, its end. */
    session: `${base}/seance`,
    /** The court's last session moment (retained): the court's lights and equipment follow it. */
    courtSession: (courtId: number) => `${base}/terrain/${courtId}/seance`,
    /** The court's live score (retained): a court screen switched on mid-match shows it. */
    courtScore: (courtId: number) => `${base}/terrain/${courtId}/score`,
    /** Today's programme of the courts (retained), sent again when it changes and at midnight. */
    programme: `${base}/programme`,
    /** A day's programme changed (not retained): `{ date }`, read it again over HTTP. */
    programmeChanged: `${base}/programme/modifie`,
    /** Where a door reader publishes the codes it scans. */
    doorCode: (deviceId: number) => `${base}/porte/${deviceId}/code`,
    /** Where the server answers it. */
    doorDecision: (deviceId: number) => `${base}/porte/${deviceId}/decision`,
  };
}

/**
 * Whether the server is there: retained `{ "etat": "en ligne" }` while a server process publishes the halls'
 * events, `{ "etat": "hors ligne" }` when it is gone (the broker sends every process's last will there, and
 * the one publishing answers again if it is still up). A device that sees « hors ligne » knows the retained
 * state it holds is no longer kept fresh. `_` keeps it apart from every hall key (letters, digits, dashes).
 */
export const serverStatusTopic = (root: string) => `${root}/_serveur/etat`;

/** The two payloads of {@link serverStatusTopic}. */
export const serverStatus = { online: { etat: 'en ligne' }, offline: { etat: 'hors ligne' } } as const;

/**
 * The shared subscription every server process takes to the door readers' codes: the broker gives each
 * code to one process of the group, which answers it (MQTT 5, Mosquitto 2).
 */
export const doorCodeSubscription = (root: string) => `$share/${root}-serveurs/${root}/+/porte/+/code`;

/** The hall key and device id of a door code topic (`<root>/<hall key>/porte/<device id>/code`). */
export function parseDoorCodeTopic(
  root: string,
  topic: string,
): { hallKey: string; deviceId: number } | undefined {
  const parts = topic.split('/');
  if (parts.length !== 5 || parts[0] !== root || parts[2] !== 'porte' || parts[4] !== 'code')
    return undefined;
  const [, hallKey, , id] = parts;
  if (!hallKey || !id || !/^[1-9]\d{0,8}$/.test(id)) return undefined;
  return { hallKey, deviceId: Number(id) };
}
