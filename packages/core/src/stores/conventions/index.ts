import { productNames } from '../../config';
import { apiRequest } from '../../http';
import { messages } from '../../messages';
import { showToast } from '../../toasts';
import type { Convention, LoadConventionsOptions, WireConvention } from './types';

export type { Convention, ConventionTrigger, LoadConventionsOptions, WireConvention } from './types';

/**
 * The venue id of a convention's hall path: its 4th segment (`/api/v2/multisalle/12` -> 12). The general-public
 * conventions shown at login belong to no hall: their path ends in `/0`, and they are validated under id 0.
 *
 * @example hallIdFromPath('/api/v2/multisalle/12') // 12
 */
export function hallIdFromPath(path: unknown): number | null {
  if (typeof path !== 'string') return null;
  const segment = path.split('/').filter(Boolean)[3];
  const id = segment === undefined ? Number.NaN : Number(segment);
  return Number.isInteger(id) && id >= 0 ? id : null;
}

/** Maps a wire convention to plain names. */
export function mapConvention(wire: WireConvention, productKey = productNames().productKey): Convention {
  return {
    id: wire.id,
    hallId: hallIdFromPath(wire[productKey]),
    title: wire.titre,
    unsafeHtml: typeof wire.contenu === 'string' ? wire.contenu : '',
    checkboxLabels: (wire.validations ?? []).map((validation) => validation.libelle),
  };
}

/**
 * The conventions the player still has to accept (spec 2 sections 4 and 7): with a hall,
 * `GET v2 /multisalle/{id}/conventions-a-valider?declencheur=reservation`; without one (after login),
 * `GET v2 /conventions-a-valider-connexion-gp`. Resolves `null` after the toast "Une erreur est survenue
 * lors de la récupération des conventions." when the call fails.
 *
 * @example const list = await loadConventions({ hallId: 3, trigger: 'reservation' })
 */
export async function loadConventions(options: LoadConventionsOptions = {}): Promise<Convention[] | null> {
  const { routeSegment, productKey } = productNames();
  const hallId = options.hallId ?? null;
  const path =
    hallId === null
      ? '/conventions-a-valider-connexion-gp'
      : `/${routeSegment}/${hallId}/conventions-a-valider`;
  const query = hallId === null ? undefined : { declencheur: options.trigger ?? 'reservation' };
  try {
    const answer = await apiRequest<WireConvention[]>('v2', path, { secure: true, query, silent: true });
    return Array.isArray(answer) ? answer.map((wire) => mapConvention(wire, productKey)) : [];
  } catch {
    showToast('error', messages.conventionsLoadFailed);
    return null;
  }
}

/**
 * Records that the player accepted a convention (`POST v2 /multisalle/{hallId}/convention/{id}/valider`,
 * no body, 204). Resolves `false` after the toast "Une erreur est survenue lors de la validation des
 * conventions." when it fails.
 *
 * @example if (await validateConvention(3, convention.id)) next()
 */
export async function validateConvention(hallId: number, conventionId: number): Promise<boolean> {
  const { routeSegment } = productNames();
  try {
    await apiRequest('v2', `/${routeSegment}/${hallId}/convention/${conventionId}/valider`, {
      method: 'POST',
      secure: true,
      silent: true,
    });
    return true;
  } catch {
    showToast('error', messages.conventionsValidationFailed);
    return false;
  }
}
