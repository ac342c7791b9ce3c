import { showToast } from '@multisalle/core';

/** The sharing texts (ours). */
export const shareLinkTexts = {
  copy: 'Copier le lien',
  share: 'Partager',
  copied: "Le lien d'invitation est copié\u00a0: collez-le dans un message à vos amis.",
  copyFailed: "Le lien n'a pas pu être copié\u00a0: sélectionnez-le et copiez-le à la main.",
} as const;

/** Whether this browser has a share sheet (the Web Share API: phones, some desktops). */
export function canShareLinks(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/** Copies `url`, then says so in a toast (or that it could not: no clipboard, refused). */
export async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    showToast('success', shareLinkTexts.copied);
  } catch {
    showToast('error', shareLinkTexts.copyFailed);
  }
}

/**
 * Opens the phone's share sheet with `url`. A player who closes it has chosen not to share: nothing to say.
 *
 * @example await shareLink(link, 'Je t'invite au padel jeudi à 17h45 :');
 */
export async function shareLink(url: string, text: string): Promise<void> {
  try {
    await navigator.share({ title: 'Multisalle', text, url });
  } catch {
    // Closed without sharing (AbortError), or refused: the buttons stay.
  }
}
