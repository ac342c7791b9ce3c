import { isApiError } from '../errors/api-error';
import { apiRequest } from '../http';
import { messages, UNKNOWN_ERROR_MESSAGE } from '../messages';
import { storageKeys, writeStored } from '../storage';
import { showToast } from '../toasts';
import { logout } from './login';
import { toWireSignup } from './mapper';
import { accountMessages } from './messages';
import { $sessionState } from './store';
import type { SignupInput } from './types';

/** The outcome of {@link signup}: created, or the French message of the error modal. */
export type SignupResult = { isCreated: true } | { isCreated: false; message: string };

/**
 * Creates an account (`POST v2 /users`). A refusal resolves the error modal's message: "Pseudo ou email
 * déjà utilisé" for a duplicate (409) or no answer (spec 1 section 4), else the server's own message.
 *
 * @example const result = await signup(input); result.isCreated ? openSuccess() : openError(result.message)
 */
export async function signup(input: SignupInput): Promise<SignupResult> {
  try {
    const answer = await apiRequest<{ id?: number }>('v2', '/users', {
      method: 'POST',
      body: toWireSignup(input),
      silent: true,
      exemptFromLogout: true,
    });
    if (answer === undefined) return { isCreated: false, message: accountMessages.signupDuplicate };
    return { isCreated: true };
  } catch (error) {
    if (isApiError(error) && error.status !== 409 && error.message !== UNKNOWN_ERROR_MESSAGE) {
      return { isCreated: false, message: error.message };
    }
    return { isCreated: false, message: accountMessages.signupDuplicate };
  }
}

/** The outcome of {@link activateAccount}. */
export type ActivationResult = 'activated' | 'already-active' | 'failed';

const activations = new Map<string, Promise<ActivationResult>>();

async function runActivation(jeton: string, publicUserId: string): Promise<ActivationResult> {
  try {
    const answer = await apiRequest<{ bSucces?: unknown; szToken?: string }>(
      'admin',
      `/grand-public/validation/inscription/${encodeURIComponent(jeton)}/${encodeURIComponent(publicUserId)}`,
      { method: 'POST', silent: true, exemptFromLogout: true },
    );
    if (answer === undefined) return 'already-active';
    if (answer.bSucces !== true && answer.bSucces !== 1) return 'failed';
    // Spec 1 section 4: success stores the token (the admin login's kind, so as fa-token).
    if (answer.szToken) writeStored(storageKeys.adminToken, answer.szToken);
    return 'activated';
  } catch (error) {
    return isApiError(error) && error.code === 'GRAND-PUBLIC-019' ? 'already-active' : 'failed';
  }
}

/**
 * Activates a new account from the mailed link (`POST admin /grand-public/validation/inscription/{jeton}/{id}`).
 * The link is single use: a second call for the same link reuses the first one's answer.
 *
 * @example const result = await activateAccount(sJeton, nIdGrandPublic)
 */
export function activateAccount(jeton: string, publicUserId: string): Promise<ActivationResult> {
  const key = `${jeton}/${publicUserId}`;
  const running = activations.get(key) ?? runActivation(jeton, publicUserId);
  activations.set(key, running);
  return running;
}

const confirmations = new Map<string, Promise<boolean>>();

/**
 * Confirms an account or a changed email from `/signin?uuidUser&uuidConfirmation`
 * (`POST v2 /user/confirmation`): toasts "Votre compte a bien été activé, vous pouvez désormais vous
 * connecter." or, when the link was already used, "Lien déjà utilisé" (spec 1 section 8).
 *
 * @example await confirmAccount(uuidUser, uuidConfirmation)
 */
export function confirmAccount(uuidUser: string, uuidConfirmation: string): Promise<boolean> {
  const key = `${uuidUser}/${uuidConfirmation}`;
  const running =
    confirmations.get(key) ??
    apiRequest<{ succes?: unknown }>('v2', '/user/confirmation', {
      method: 'POST',
      body: { uuidUser, uuidConfirmation },
      exemptFromLogout: true,
    }).then(
      (answer) => {
        const isConfirmed = answer?.succes === true;
        showToast(
          isConfirmed ? 'success' : 'warning',
          isConfirmed ? messages.accountActivated : messages.confirmationLinkUsed,
        );
        return isConfirmed;
      },
      () => false,
    );
  confirmations.set(key, running);
  return running;
}

/**
 * Asks for a reset link (`POST v2 /forgot_password/`, `host` = site root plus the reset path). Always
 * shows the same neutral message (spec 1 section 4), whether the account exists or not.
 *
 * @example await requestPasswordReset(email, `${location.origin}/reinitialisation`)
 */
export async function requestPasswordReset(email: string, host: string): Promise<void> {
  await apiRequest('v2', '/forgot_password/', {
    method: 'POST',
    body: { email: email.trim(), host },
    silent: true,
    exemptFromLogout: true,
  }).catch(() => undefined);
  showToast('info', messages.forgotPasswordSent);
}

/**
 * Whether a reset link's token is still valid (`GET v2 /forgot_password/{token}`); no toast.
 *
 * @example if (!(await checkResetToken(token))) showInvalid()
 */
export async function checkResetToken(token: string): Promise<boolean> {
  try {
    const answer = await apiRequest<{ valid?: unknown }>(
      'v2',
      `/forgot_password/${encodeURIComponent(token)}`,
      {
        silent: true,
        exemptFromLogout: true,
      },
    );
    return answer?.valid === true;
  } catch {
    return false;
  }
}

/**
 * Sets the new password (`POST v2 /forgot_password/{token}`), trimmed (spec 1 section 5): toasts "Votre
 * mot de passe a bien été changé..." or "Merci de vérifier vos informations et veuillez réessayer.".
 *
 * @example if (await resetPassword(token, password)) navigate('/signin')
 */
export async function resetPassword(token: string, password: string): Promise<boolean> {
  try {
    const answer = await apiRequest<{ succes?: unknown }>(
      'v2',
      `/forgot_password/${encodeURIComponent(token)}`,
      {
        method: 'POST',
        body: { password: password.trim() },
        silent: true,
        exemptFromLogout: true,
      },
    );
    if (answer?.succes === true) {
      showToast('success', messages.resetDone);
      return true;
    }
  } catch {
    // Same message as a refusal.
  }
  showToast('error', messages.resetFailed);
  return false;
}

/**
 * Deletes the logged-in account (`DELETE v2 /soft/delete/user/{id}`), then logs out.
 *
 * @example if (await deleteAccount()) // the site is on /signin
 */
export async function deleteAccount(): Promise<boolean> {
  const { user } = $sessionState.get();
  if (!user) return false;
  try {
    await apiRequest('v2', `/soft/delete/user/${user.userId}`, { method: 'DELETE', secure: true });
  } catch {
    return false;
  }
  showToast('success', accountMessages.accountDeleted);
  await logout({ revoke: false });
  return true;
}
