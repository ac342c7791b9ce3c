import type { CardAnswer } from '@multisalle/core';

/** What a card form needs from `GET paiement/alias/etat`. */
export interface CardFormSetup {
  formToken: string;
  publicKey: string;
  /** Where the provider's form is loaded from. */
  clientEndpoint: string;
}

/** What a card form reports. */
export interface CardFormCallbacks {
  /** The card fields are shown and can be typed in. */
  onReady?: () => void;
  /** The provider signed an answer (card saved, refused...): the raw `kr-answer` and its `kr-hash`. */
  onAnswer: (answer: CardAnswer) => void;
  /** The form could not be loaded or the provider reported an error before any answer. */
  onError?: (error: Error) => void;
  /** The card fields were submitted (the payment modal closes 4000 ms later, spec 1 section 9). */
  onSubmit?: () => void;
}

/** Removes the form and stops listening. */
export type UnmountCardForm = () => void;

/**
 * A card payment provider's embedded form (design: "one form interface in the widgets"): it mounts the
 * provider's card fields into a container; the card number never passes through our page or API.
 *
 * @example const unmount = sandboxCardForm.mount(container, setup, { onAnswer: (answer) => ... });
 */
export interface CardForm {
  mount(container: HTMLElement, setup: CardFormSetup, callbacks: CardFormCallbacks): UnmountCardForm;
}

/**
 * The form of a provider by its name (`sFournisseur`): `lyra` loads Lyra's embedded form (its glue is
 * imported only then), anything else is the local sandbox's iframe.
 *
 * @example const form = await cardFormFor(setup.provider);
 */
export async function cardFormFor(provider: string): Promise<CardForm> {
  if (provider === 'lyra') return (await import('./lyra-form')).lyraCardForm;
  return (await import('./sandbox-form')).sandboxCardForm;
}
