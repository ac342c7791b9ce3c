import { atom, type ReadableAtom } from 'nanostores';
import { apiRequest } from '../../http';
import { $session } from '../../session/store';
import { showToast } from '../../toasts';

/** A family member (spec 1 « Family contact »): no account, no phone. */
export interface FamilyMember {
  id: number;
  nom: string;
  prenom: string;
  pseudo: string;
  mineur: boolean;
}

/** What adding or changing a member takes. */
export type FamilyMemberInput = Omit<FamilyMember, 'id'>;

/** MA FAMILLE's list, with its load flags. */
export interface FamilyState {
  isFetched: boolean;
  isLoading: boolean;
  /** The last read failed: the list shows what it had (empty at first), and the page says so. */
  hasFailed: boolean;
  members: FamilyMember[];
}

const empty: FamilyState = { isFetched: false, isLoading: false, hasFailed: false, members: [] };
const $familyState = atom<FamilyState>(empty);

/** The player's family members (`GET v2 user/parent`). Resets itself on logout. */
export const $family: ReadableAtom<FamilyState> = $familyState;

/** French messages of MA FAMILLE (ours; the refusals come from the catalogue). */
export const familyTexts = {
  added: 'Le membre de votre famille a bien été ajouté.',
  updated: 'Le membre de votre famille a bien été modifié.',
  deleted: 'Le membre de votre famille a bien été supprimé.',
  loadFailed:
    "Les membres de votre famille n'ont pas pu être chargés. Vérifiez votre connexion, puis réessayez.",
} as const;

/** The number of the newest read: an older read's answer arriving after it is not shown. */
let newestRead = 0;

/**
 * Loads the family; a failed load keeps the list it had and sets `hasFailed` (the HTTP layer toasts why),
 * so that the page says the list could not be read rather than « no member ».
 *
 * @example await loadFamily()
 */
export async function loadFamily(): Promise<void> {
  const read = ++newestRead;
  $familyState.set({ ...$familyState.get(), isLoading: true });
  let next: Pick<FamilyState, 'members' | 'hasFailed'>;
  try {
    const answer = await apiRequest<{ contacts?: FamilyMember[] }>('v2', '/user/parent', { secure: true });
    next = { members: answer?.contacts ?? [], hasFailed: false };
  } catch {
    next = { members: $familyState.get().members, hasFailed: true };
  }
  // The list read on opening the tab may answer after the one read after a change: the newest wins.
  if (read === newestRead) $familyState.set({ isFetched: true, isLoading: false, ...next });
}

async function write(run: () => Promise<unknown>, message: string): Promise<boolean> {
  try {
    await run();
  } catch {
    // The HTTP layer toasted the server's French refusal (CONTACT-011 pseudo taken...): nothing changed.
    return false;
  }
  showToast('success', message);
  await loadFamily();
  return true;
}

/** Adds a member (`POST v2 user/parent`). @example await addFamilyMember({ nom, prenom, pseudo, mineur }) */
export const addFamilyMember = (input: FamilyMemberInput): Promise<boolean> =>
  write(
    () => apiRequest('v2', '/user/parent', { method: 'POST', secure: true, body: input }),
    familyTexts.added,
  );

/** Changes a member (`PUT v2 user/parent/{id}`). */
export const updateFamilyMember = (id: number, input: FamilyMemberInput): Promise<boolean> =>
  write(
    () => apiRequest('v2', `/user/parent/${id}`, { method: 'PUT', secure: true, body: input }),
    familyTexts.updated,
  );

/** Deletes a member (`DELETE v2 user/parent/{id}`). */
export const deleteFamilyMember = (id: number): Promise<boolean> =>
  write(
    () => apiRequest('v2', `/user/parent/${id}`, { method: 'DELETE', secure: true }),
    familyTexts.deleted,
  );

let hadUser = false;
$session.subscribe(({ user }) => {
  // Spec 1 section 4: logout clears the contact list.
  if (user === null && hadUser) $familyState.set(empty);
  hadUser = user !== null;
});
