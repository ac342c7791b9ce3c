import { apiRequest } from '../http';
import { isDeviceOffline } from '../http/network-back';
import { messages } from '../messages';
import { normalisePhone } from '../rules/account';
import { showToast } from '../toasts';
import { mapDuplicates, mapProfile, toWireProfileUpdate } from './mapper';
import { accountMessages } from './messages';
import { signedInPlayer } from './signed-in';
import { $sessionState, patchSession } from './store';
import type { DuplicateField, ProfileChanges, SessionUser, WireProfile } from './types';

/** The phone calls also serve an element whose host only handed over a token (no session started). */
function signedInOrThrow(): void {
  if (!signedInPlayer()) throw new Error('No user is logged in.');
}

function currentUser(): SessionUser {
  const { user } = $sessionState.get();
  if (!user) throw new Error('No user is logged in.');
  return user;
}

/**
 * Loads the logged-in user's profile (`GET v2 /users/{id}`, secure) into `$session.profile`, with
 * `isLoading` true meanwhile. Never rejects: a failure has shown its toast (a 401 logs out).
 *
 * @example await loadProfile(); $session.get().profile?.firstName
 */
export async function loadProfile(): Promise<void> {
  const { user } = $sessionState.get();
  if (!user) return;
  patchSession({ isLoading: true });
  try {
    // Every page loads the profile at start: offline, that failure is no news (the pages that work
    // offline say so themselves), and a toast over the page would hide them.
    const wire = await apiRequest<WireProfile>('v2', `/users/${user.userId}`, {
      secure: true,
      silent: isDeviceOffline(),
    });
    if ($sessionState.get().user?.userId === user.userId && wire) patchSession({ profile: mapProfile(wire) });
  } catch {
    // Toast shown by apiRequest.
  } finally {
    patchSession({ isLoading: false });
  }
}

/** The outcome of {@link updateProfile}: saved, or the fields another account already uses. */
export type ProfileUpdateResult = { isSaved: true } | { isSaved: false; duplicates: DuplicateField[] };

/**
 * Saves the MON COMPTE form (`POST admin /grand-public/compte/modifie`, secure). Success toasts
 * "Vos informations ont bien été mises à jour" and reloads the profile; duplicates (`aDoublon`) or a
 * failure toast "Une erreur est survenue lors de la mise à jour de vos données" (spec 1 section 8).
 *
 * @example const result = await updateProfile(changes); if (!result.isSaved) showErrors(result.duplicates)
 */
export async function updateProfile(changes: ProfileChanges): Promise<ProfileUpdateResult> {
  currentUser();
  const avatarUrl = $sessionState.get().profile?.avatarUrl ?? null;
  try {
    const answer = await apiRequest<{ bSucces?: unknown; aDoublon?: unknown }>(
      'admin',
      '/grand-public/compte/modifie',
      { method: 'POST', secure: true, body: toWireProfileUpdate(changes, avatarUrl), silent: true },
    );
    const duplicates = mapDuplicates(answer?.aDoublon);
    if (answer?.bSucces === true || answer?.bSucces === 1) {
      showToast('success', messages.profileUpdated);
      await loadProfile();
      return { isSaved: true };
    }
    showToast('error', messages.profileUpdateFailed);
    return { isSaved: false, duplicates };
  } catch {
    showToast('error', messages.profileUpdateFailed);
    return { isSaved: false, duplicates: [] };
  }
}

/**
 * Uploads a new avatar (`POST v2 /user/avatar`, multipart field `avatar`) and shows it. The caller
 * checks the 5 MB limit first (`imageSizeError`). Resolves whether it was saved.
 *
 * @example await uploadAvatar(input.files[0])
 */
export async function uploadAvatar(file: Blob, fileName = 'avatar'): Promise<boolean> {
  currentUser();
  const form = new FormData();
  form.append('avatar', file, fileName);
  try {
    const answer = await apiRequest<{ avatarUrl?: string }>('v2', '/user/avatar', {
      method: 'POST',
      secure: true,
      body: form,
    });
    const profile = $sessionState.get().profile;
    if (!answer?.avatarUrl) return false;
    if (profile) patchSession({ profile: { ...profile, avatarUrl: answer.avatarUrl } });
    showToast('success', accountMessages.avatarUpdated);
    return true;
  } catch {
    return false;
  }
}

/**
 * Generates a new access PIN (`POST v2 /user/generate-pin`) and keeps it in the profile.
 *
 * @example const pin = await generatePin()
 */
export async function generatePin(): Promise<string | null> {
  const { userId } = currentUser();
  try {
    const answer = await apiRequest<{ code_pin?: string | number }>('v2', '/user/generate-pin', {
      method: 'POST',
      secure: true,
      body: { userId },
    });
    if (answer?.code_pin === undefined) return null;
    const pinCode = String(answer.code_pin);
    const profile = $sessionState.get().profile;
    if (profile) patchSession({ profile: { ...profile, pinCode } });
    showToast('success', accountMessages.pinGenerated);
    return pinCode;
  } catch {
    return null;
  }
}

/**
 * Sends an SMS code to a 10-digit number (`POST v2 /portable/enregistrement_portable`). Resolves whether
 * the server accepted it.
 *
 * @example await registerPhone('0612345678')
 */
export async function registerPhone(phone: string): Promise<boolean> {
  signedInOrThrow();
  try {
    const answer = await apiRequest<{ bSucces?: unknown }>('v2', '/portable/enregistrement_portable', {
      method: 'POST',
      secure: true,
      body: { portable: normalisePhone(phone) },
    });
    const isSent = answer?.bSucces === true || answer?.bSucces === 1;
    if (isSent) showToast('info', accountMessages.phoneCodeSent);
    return isSent;
  } catch {
    return false;
  }
}

/**
 * Checks the SMS code (`POST v2 /portable/controle_portable`): right shows "Votre numéro de téléphone a
 * bien été validé par notre système." and reloads the profile; wrong shows "Votre code de validation est
 * erroné, veuillez recommencer l'opération." (spec 1 section 8).
 *
 * @example if (await checkPhoneCode('0612345678', '123456')) closeModal()
 */
export async function checkPhoneCode(phone: string, code: string): Promise<boolean> {
  signedInOrThrow();
  let isValid = false;
  try {
    const answer = await apiRequest<{ bSucces?: unknown }>('v2', '/portable/controle_portable', {
      method: 'POST',
      secure: true,
      body: { portable: normalisePhone(phone), code: code.trim() },
      silent: true,
    });
    isValid = answer?.bSucces === true || answer?.bSucces === 1;
  } catch {
    isValid = false;
  }
  if (!isValid) {
    showToast('error', messages.phoneCodeWrong);
    return false;
  }
  showToast('success', messages.phoneValidated);
  // An element's host hands over a token without a session: there is no session profile to refresh.
  if ($sessionState.get().user) await loadProfile();
  return true;
}
