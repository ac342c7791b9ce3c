import { getConfig } from '../config';
import { isApiError } from '../errors/api-error';
import { apiRequest } from '../http';
import { SESSION_EXPIRED_MESSAGE } from '../messages';
import { showToast } from '../toasts';
import { accountMessages } from './messages';

/** The file « Télécharger mes données » saves: its name and its text (indented JSON). */
export interface MyDataFile {
  fileName: string;
  text: string;
}

/** The French message of a failed download: the server's own for a 429, the session's for a 401. */
function failureMessage(error: unknown): string {
  if (!isApiError(error)) return accountMessages.myDataFailed;
  if (error.status === 401) return SESSION_EXPIRED_MESSAGE;
  const description = (error.body as { description?: unknown } | undefined)?.description;
  if (error.status === 429 && typeof description === 'string') return description;
  return accountMessages.myDataFailed;
}

/**
 * Fetches everything the server holds about the logged-in player (`GET v2 /user/mes-donnees`, RGPD) as a
 * file to save. A failure toasts its French message and resolves `null`; a 401 also logs out, as every
 * secure call does. The page turns the file into a download (core never touches the DOM).
 *
 * @example const file = await fetchMyData(); if (file) saveAs(new Blob([file.text]), file.fileName);
 */
export async function fetchMyData(now: Date = new Date()): Promise<MyDataFile | null> {
  try {
    const data = await apiRequest<unknown>('v2', '/user/mes-donnees', { secure: true, silent: true });
    if (data === undefined) throw new Error('empty export');
    return {
      fileName: `mes-donnees-${getConfig().productKey}-${now.toISOString().slice(0, 10)}.json`,
      text: `${JSON.stringify(data, null, 2)}\n`,
    };
  } catch (error) {
    showToast('error', failureMessage(error));
    return null;
  }
}
