import { productNames } from '../../config';
import { apiRequest } from '../../http';
import { madeOnFirstUse } from '../../performance/made-on-first-use';

/** Halls are in Paris (design, "The API contract"): the attestation's date and time are Paris ones. */
const parisParts = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('fr-FR', {
      timeZone: 'Europe/Paris',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

/**
 * The attestation's `date` (`YYYY-MM-DD`) and `heure` (`HH:mm`) for a moment, in Paris time.
 *
 * @example attestationMoment(new Date('2025-03-01T09:05:00Z')) // { date: '2025-03-01', time: '10:05' }
 */
export function attestationMoment(now: Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    parisParts()
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/**
 * Records that the player watched the safety video of a hall (spec 2 section 4): `POST v2 /video/securite`
 * with `{ date, heure, videoRegardee: true, idMultisalle }`. Resolves whether it was recorded (a failure
 * has shown its toast).
 *
 * @example video.onended = () => sendSafetyAttestation(hall.id, new Date())
 */
export async function sendSafetyAttestation(hallId: number, now: Date = new Date()): Promise<boolean> {
  const { date, time } = attestationMoment(now);
  try {
    await apiRequest('v2', '/video/securite', {
      method: 'POST',
      secure: true,
      body: { date, heure: time, videoRegardee: true, [productNames().idField]: hallId },
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * The halls whose booking needs the safety video (hall wire flag `videoSecuriteRequise`, read from
 * `GET v2 /multisalle`), each with the address of its own video (wire `urlVideoSecurite`, set from the
 * hall's console), `null` for the site's. Resolves an empty map when the list can't be read: the server's
 * 403 of `panier/valide` then asks for the video instead.
 *
 * @example const own = (await safetyVideosOfHalls()).get(line.hallId) // undefined: no video asked
 */
export async function safetyVideosOfHalls(): Promise<Map<number, string | null>> {
  const { routeSegment, listField, idField } = productNames();
  try {
    const answer = await apiRequest<Record<string, unknown>>('v2', `/${routeSegment}`, { silent: true });
    const list = Array.isArray(answer?.[listField]) ? (answer[listField] as Record<string, unknown>[]) : [];
    return new Map(
      list
        .filter((hall) => hall.videoSecuriteRequise === true)
        .map((hall) => {
          const own = hall.urlVideoSecurite;
          return [Number(hall[idField]), typeof own === 'string' && own.startsWith('https://') ? own : null];
        }),
    );
  } catch {
    return new Map();
  }
}

/**
 * The ids of the halls whose booking needs the safety video ({@link safetyVideosOfHalls}); an empty set
 * when the list can't be read.
 *
 * @example if ((await hallsRequiringSafetyVideo()).has(line.hallId)) openVideo()
 */
export async function hallsRequiringSafetyVideo(): Promise<Set<number>> {
  return new Set((await safetyVideosOfHalls()).keys());
}
