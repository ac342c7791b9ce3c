import { getConfig } from '../../config';
import { apiRequest } from '../../http';
import { messages } from '../../messages';
import { signedInPlayer } from '../../session/signed-in';
import { showToast } from '../../toasts';
import { aliasTokenOf, mapAlias } from './mapper';
import { $paymentAlias, patchPaymentAlias } from './state';
import type {
  AliasConfirmation,
  CardAnswer,
  CardAnswerResult,
  CardFormSetup,
  PaymentAlias,
  WireAliasAnswer,
  WireAliasStateAnswer,
  WireCardReturnAnswer,
} from './types';

/** The order status of a card form that saved the card (spec 1 section 4, "Payment card form"). */
export const PAID_STATUS = 'PAID';
/** The order status of a card the bank refused (the provider's `UNPAID`). */
const UNPAID_STATUS = 'UNPAID';

/**
 * Loads the player's saved card (`GET v2 paiement/alias?host=`, secure) into {@link $paymentAlias}.
 * `host` is the site's origin, which the v2 call carries (spec 1 section 7). Resolves the card, or `null`
 * when none is saved, nobody is logged in (no call then) or the load failed (its toast shown, `hasFailed`
 * set: a host must not say « no card » then); `isFetched` is true afterwards either way.
 *
 * @example await loadPaymentAlias(location.origin)
 */
export async function loadPaymentAlias(host?: string): Promise<PaymentAlias | null> {
  // Nobody logged in (a visitor on a partner page): no card, and no call that would answer 401.
  if (!getConfig().getToken('v2')) {
    patchPaymentAlias({ alias: null, isLoading: false, isFetched: true });
    return null;
  }
  patchPaymentAlias({ isLoading: true, isFetched: false, hasFailed: false });
  try {
    const answer = await apiRequest<WireAliasAnswer>('v2', '/paiement/alias', {
      secure: true,
      query: { host },
    });
    const alias = mapAlias(answer?.oReponse);
    patchPaymentAlias({ alias, isLoading: false, isFetched: true });
    return alias;
  } catch {
    patchPaymentAlias({ isLoading: false, isFetched: true, hasFailed: true });
    return null;
  }
}

/**
 * Asks for a card form token (`GET v2 paiement/alias/etat`, secure), when the 'MOYEN DE PAIEMENT' modal
 * opens (spec 1 section 4). Resolves what the provider's form needs, or `null` on a failure (toast shown).
 *
 * @example const setup = await requestCardForm(); if (setup) mountCardForm(setup.provider, container, setup, callbacks)
 */
export async function requestCardForm(): Promise<CardFormSetup | null> {
  try {
    const answer = await apiRequest<WireAliasStateAnswer>('v2', '/paiement/alias/etat', { secure: true });
    const wire = answer?.oReponse;
    if (!answer?.bSucces || !wire?.sFormToken) return null;
    return {
      formToken: wire.sFormToken,
      publicKey: wire.sClePublique,
      provider: wire.sFournisseur,
      clientEndpoint: wire.sUrlClient,
      orderId: wire.sIdCommande,
    };
  } catch {
    return null;
  }
}

/**
 * Hands the provider's signed answer to the server (`POST v2 paiement/retour`, secure), which checks its
 * signature and records it. Resolves the order status, `INVALID` when the server refused the answer
 * (forged, replayed, not the caller's); shows nothing.
 *
 * @example const { orderStatus } = await submitCardAnswer({ rawAnswer, hash })
 */
export async function submitCardAnswer({ rawAnswer, hash }: CardAnswer): Promise<CardAnswerResult> {
  try {
    const answer = await apiRequest<WireCardReturnAnswer>('v2', '/paiement/retour', {
      method: 'POST',
      secure: true,
      silent: true,
      body: { 'kr-answer': rawAnswer, 'kr-hash': hash },
    });
    return { orderStatus: answer?.orderStatus ?? 'INVALID', alias: mapAlias(answer?.oAlias) };
  } catch {
    return { orderStatus: 'INVALID', alias: null };
  }
}

/**
 * Confirms a saved card (`POST v2 paiement/alias` with `sJetonAlias`, `sDateCreation`,
 * `sFournisseurAlias`, `nIdContact`, spec 1 section 3) and keeps it in {@link $paymentAlias}. Resolves
 * the card, or `null` when the server refused it (nothing shown).
 *
 * @example await confirmAlias({ aliasToken, createdAt: new Date().toISOString(), provider: 'sandbox', contactId: 40 })
 */
export async function confirmAlias(confirmation: AliasConfirmation): Promise<PaymentAlias | null> {
  try {
    const answer = await apiRequest<WireAliasAnswer>('v2', '/paiement/alias', {
      method: 'POST',
      secure: true,
      silent: true,
      body: {
        sJetonAlias: confirmation.aliasToken,
        sDateCreation: confirmation.createdAt,
        sFournisseurAlias: confirmation.provider,
        nIdContact: confirmation.contactId,
      },
    });
    const alias = mapAlias(answer?.oReponse);
    if (alias) patchPaymentAlias({ alias, isFetched: true });
    return alias;
  } catch {
    return null;
  }
}

/** How a card registration ended ({@link registerCard}). */
export interface CardRegistration {
  isSaved: boolean;
  /**
   * Why it was not saved: the provider's order status (`UNPAID` for a refused card, `RUNNING`...),
   * `INVALID` when our server refused the answer, `ALIAS` when the card could not be confirmed; `null` once
   * saved.
   */
  code: string | null;
  /**
   * The French text shown: 'Moyen de paiement enregistré' (a first card), 'Moyen de paiement mis à jour' (a
   * card replaced), 'Carte refusée par votre banque' (the bank refused it: `UNPAID`) or 'Erreur lors de la
   * validation du moyen de paiement' (anything else).
   */
  message: string;
}

/**
 * The end of a card registration (spec 1 section 4, "Payment card form"): the answer goes to the server;
 * `PAID` confirms the card, reloads it and toasts 'Moyen de paiement mis à jour' ('Moyen de paiement
 * enregistré' for the player's first card); a card the bank refused (`UNPAID`) toasts 'Carte refusée par
 * votre banque'; anything else (forged, an error) toasts 'Erreur lors de la validation du moyen de paiement'. Resolves how it
 * ended, with the reason of a refusal for a host that tells someone else (the mobile app).
 *
 * @example const { isSaved, code } = await registerCard(answer, setup, location.origin)
 */
export async function registerCard(
  answer: CardAnswer,
  setup: Pick<CardFormSetup, 'provider'>,
  host?: string,
): Promise<CardRegistration> {
  const hadCard = $paymentAlias.get().alias !== null;
  const result = await submitCardAnswer(answer);
  const aliasToken = aliasTokenOf(answer.rawAnswer);
  const contactId = signedInPlayer()?.contactId ?? null;
  let isSaved = false;
  if (result.orderStatus === PAID_STATUS && aliasToken && contactId !== null) {
    const confirmed = await confirmAlias({
      aliasToken,
      createdAt: new Date().toISOString(),
      provider: result.alias?.provider ?? setup.provider,
      contactId,
    });
    isSaved = confirmed !== null;
    if (isSaved) await loadPaymentAlias(host);
  }
  const savedMessage = hadCard ? messages.paymentMeansUpdated : messages.paymentMeansSaved;
  const failedMessage =
    result.orderStatus === UNPAID_STATUS ? messages.cardRefused : messages.paymentMeansFailed;
  const message = isSaved ? savedMessage : failedMessage;
  showToast(isSaved ? 'success' : 'error', message);
  const code = isSaved ? null : result.orderStatus === PAID_STATUS ? 'ALIAS' : result.orderStatus;
  return { isSaved, code, message };
}

/**
 * {@link registerCard}, resolving only whether the card is saved.
 *
 * @example if (await completeCardRegistration(answer, setup, location.origin)) onSaved()
 */
export async function completeCardRegistration(
  answer: CardAnswer,
  setup: Pick<CardFormSetup, 'provider'>,
  host?: string,
): Promise<boolean> {
  return (await registerCard(answer, setup, host)).isSaved;
}

export { aliasTokenOf, cardNumberGroups, mapAlias } from './mapper';
export { $paymentAlias, resetPaymentAlias } from './state';
export type {
  AliasConfirmation,
  CardAnswer,
  CardAnswerResult,
  CardFormSetup,
  PaymentAlias,
  PaymentAliasState,
  WireAlias,
  WireAliasAnswer,
  WireAliasStateAnswer,
  WireCardReturnAnswer,
} from './types';
