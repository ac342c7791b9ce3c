import { apiRequest } from '../../http';

/**
 * Whether the signed-in player hides their level from other players (`GET v2 user/niveau`, secure; MON
 * COMPTE). `undefined` when it could not be read; no toast.
 *
 * @example const hidden = await fetchLevelHidden();
 */
export async function fetchLevelHidden(): Promise<boolean | undefined> {
  try {
    const answer = await apiRequest<{ niveauMasque?: boolean }>('v2', '/user/niveau', {
      secure: true,
      silent: true,
    });
    return typeof answer?.niveauMasque === 'boolean' ? answer.niveauMasque : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Hides or shows the signed-in player's level to others (`PUT v2 user/niveau`). A failure shows the usual
 * error toast and answers `undefined`.
 *
 * @example await saveLevelHidden(true);
 */
export async function saveLevelHidden(hidden: boolean): Promise<boolean | undefined> {
  try {
    const answer = await apiRequest<{ niveauMasque?: boolean }>('v2', '/user/niveau', {
      method: 'PUT',
      secure: true,
      body: { niveauMasque: hidden },
    });
    return typeof answer?.niveauMasque === 'boolean' ? answer.niveauMasque : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A level as French text: one decimal with a comma.
 *
 * @example formatLevel(4.6) // '4,6'
 */
export function formatLevel(value: number): string {
  return new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}
