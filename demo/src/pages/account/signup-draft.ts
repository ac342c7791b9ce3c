/** Where /signup keeps what was typed, for the tab's life (sessionStorage). */
export const SIGNUP_DRAFT_KEY = 'brouillonInscription';

/** The fields never kept: a password stays in the form only. */
const secretFields = new Set(['password', 'confirmation']);

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    // A browser that refuses storage (private mode, blocked cookies): nothing is kept.
    return undefined;
  }
}

/**
 * What the visitor had typed in `empty`'s fields before leaving /signup in this tab (a link, back), passwords
 * aside; each kept value has the type of the empty form's, anything else is dropped.
 *
 * @example useAccountForm(() => ({ ...emptyForm, ...readSignupDraft(emptyForm) }), validate)
 */
export function readSignupDraft<Form extends Record<string, string | boolean>>(empty: Form): Partial<Form> {
  let saved: unknown;
  try {
    saved = JSON.parse(storage()?.getItem(SIGNUP_DRAFT_KEY) ?? 'null');
  } catch {
    return {};
  }
  if (!saved || typeof saved !== 'object') return {};
  return Object.fromEntries(
    Object.entries(saved).filter(
      ([key, value]) => key in empty && !secretFields.has(key) && typeof value === typeof empty[key],
    ),
  ) as Partial<Form>;
}

/** Keeps the form as typed, passwords aside. */
export function saveSignupDraft(form: Record<string, string | boolean>): void {
  const kept = Object.fromEntries(Object.entries(form).filter(([key]) => !secretFields.has(key)));
  try {
    storage()?.setItem(SIGNUP_DRAFT_KEY, JSON.stringify(kept));
  } catch {
    // Full or refused storage: the form simply is not kept.
  }
}

/** Forgets the draft (the account is created). */
export function clearSignupDraft(): void {
  try {
    storage()?.removeItem(SIGNUP_DRAFT_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
