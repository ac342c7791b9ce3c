import { loadPaymentAlias, messages, showToast } from '@multisalle/core';
import { useEffect, useRef, useState } from 'react';
import { Spinner } from '../spinner/Spinner';
import { CardFormModal, type CardRefusal } from './CardFormModal';
import { CardGraphic } from './CardGraphic';
import { paymentMeansTexts } from './texts';
import { usePaymentAlias } from './use-payment-alias';
import './payment-means.css';

/** Props of {@link PaymentMeansPanel}. */
export interface PaymentMeansPanelProps {
  /**
   * The profile page's rule (spec 1 "Payment means panel"): with no saved card, the change action only
   * shows 'Veuillez faire une réservation pour pouvoir modifier votre carte'. @default false
   */
  requireExistingAlias?: boolean;
  /** A card was saved (PAID, confirmed and reloaded). */
  onSaved?: () => void;
  /** A card was refused (the modal stays open to correct it): the reason's code and French text. */
  onRefused?: (refusal: CardRefusal) => void;
  /** The provider's form could not be shown (a French message says so in the modal). */
  onFormBlocked?: () => void;
  /** The 'MOYEN DE PAIEMENT' modal closed, card saved or not. */
  onClose?: () => void;
  /** The saved card could not be loaded: the panel says so with « Réessayer » (never « no card »). */
  onLoadFailed?: (message: string) => void;
  /** Load the saved card when the panel appears. @default true */
  loadOnMount?: boolean;
  /** The site origin the alias calls carry (`host`). @default location.origin */
  host?: string;
  /** A heading above the card (level 2), for a panel shown alone. @default none */
  heading?: string;
}

/**
 * The payment means panel (spec 1 "Payment means panel"): the saved card as a card graphic, or 'Aucun
 * moyen de paiement enregistré', or, when the card could not be loaded, that and « Réessayer »; AJOUTER UN MOYEN DE PAIEMENT or MODIFIER MON MOYEN DE PAIEMENT opens
 * the 'MOYEN DE PAIEMENT' modal with the card provider's form.
 *
 * @example <PaymentMeansPanel requireExistingAlias onSaved={() => refresh()} />
 */
export function PaymentMeansPanel({
  requireExistingAlias = false,
  onSaved,
  onRefused,
  onFormBlocked,
  onClose,
  onLoadFailed,
  loadOnMount = true,
  host = globalThis.location?.origin,
  heading,
}: PaymentMeansPanelProps) {
  const { alias, isFetched, isLoading, hasFailed = false } = usePaymentAlias();
  const [isOpen, setIsOpen] = useState(false);
  // A failed load says nothing of the player's card: no « no card », no add button, but « Réessayer ».
  const isUnknown = hasFailed && !alias;
  const failed = useRef(onLoadFailed);
  failed.current = onLoadFailed;

  useEffect(() => {
    if (isUnknown) failed.current?.(paymentMeansTexts.loadFailed);
  }, [isUnknown]);

  useEffect(() => {
    if (loadOnMount) void loadPaymentAlias(host);
  }, [loadOnMount, host]);

  const open = () => {
    if (requireExistingAlias && !alias) {
      showToast('warning', messages.paymentMeansNoAlias);
      return;
    }
    setIsOpen(true);
  };

  return (
    <div className="ms-payment-means" part="payment-means" aria-busy={isLoading || undefined}>
      {heading ? <h2 className="ms-payment-means__heading">{heading}</h2> : null}
      {!isFetched && !alias ? (
        <Spinner label={paymentMeansTexts.loadingCard} />
      ) : isUnknown ? (
        <>
          <p className="ms-payment-means__none" role="alert">
            {paymentMeansTexts.loadFailed}
          </p>
          <button
            type="button"
            className="ms-payment-means__button"
            onClick={() => void loadPaymentAlias(host)}
          >
            {paymentMeansTexts.retry}
          </button>
        </>
      ) : alias ? (
        <CardGraphic alias={alias} />
      ) : (
        <p className="ms-payment-means__none">{paymentMeansTexts.none}</p>
      )}
      {isUnknown ? null : (
        <button
          type="button"
          className="ms-payment-means__button"
          disabled={!isFetched && !alias}
          onClick={open}
        >
          {alias ? paymentMeansTexts.change : paymentMeansTexts.add}
        </button>
      )}
      {isOpen ? (
        <CardFormModal
          host={host}
          onSaved={onSaved}
          onRefused={onRefused}
          onFormBlocked={onFormBlocked}
          onClose={() => {
            setIsOpen(false);
            onClose?.();
          }}
        />
      ) : null}
    </div>
  );
}
