import { readStored, removeStored, writeStored } from '../../storage';
import type { InvitationAnswer } from './types';

/** The browser storage keys of an invitation kept across the sign-in (spec 1 section 3), letter for letter. */
export const invitationStorageKeys = {
  isInvited: 'isInvited',
  reservationId: 'id_reservation',
  token: 'jeton_invitation',
  responseData: 'response_data',
  toSave: 'toSave',
} as const;

/** An answer kept while the visitor signs in: `idUser` is filled with their contact id after login. */
export interface PendingInvitation {
  reservationId: string;
  token: string;
  responses: { idUser: number | null; reponse: InvitationAnswer }[];
  toSave: boolean;
}

/** Keeps the invitation (and, with `responses`, the visitor's answer to send after login). */
export function keepInvitation(pending: PendingInvitation): void {
  writeStored(invitationStorageKeys.isInvited, 'true');
  writeStored(invitationStorageKeys.reservationId, pending.reservationId);
  writeStored(invitationStorageKeys.token, pending.token);
  writeStored(invitationStorageKeys.responseData, JSON.stringify(pending.responses));
  writeStored(invitationStorageKeys.toSave, String(pending.toSave));
}

/** The kept invitation, or `null` (none, or storage that does not parse). */
export function keptInvitation(): PendingInvitation | null {
  if (readStored(invitationStorageKeys.isInvited) !== 'true') return null;
  const reservationId = readStored(invitationStorageKeys.reservationId);
  const token = readStored(invitationStorageKeys.token);
  if (!reservationId || !token) return null;
  let responses: PendingInvitation['responses'] = [];
  try {
    const parsed: unknown = JSON.parse(readStored(invitationStorageKeys.responseData) ?? '[]');
    if (Array.isArray(parsed)) responses = parsed as PendingInvitation['responses'];
  } catch {
    responses = [];
  }
  return { reservationId, token, responses, toSave: readStored(invitationStorageKeys.toSave) === 'true' };
}

/** Forgets the kept invitation (answered, or left). */
export function forgetInvitation(): void {
  for (const key of Object.values(invitationStorageKeys)) removeStored(key);
}

/** The path of the kept invitation, for the post-login redirect. */
export function keptInvitationPath(): string | null {
  const kept = keptInvitation();
  return kept ? `/invitation/${kept.reservationId}/${kept.token}` : null;
}
