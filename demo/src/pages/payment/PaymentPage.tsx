import {
  $cart,
  $halls,
  $session,
  formatPriceCents,
  loadCart,
  loadConventions,
  loadHalls,
  loadPaymentAlias,
  needsPhoneCheck,
  productNames,
  refusalStep,
  safetyVideosOfHalls,
  validateCart,
} from '@multisalle/core';
import { PaymentMeansPanel, PhoneValidation, SafetyVideoModal } from '@multisalle/widgets';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { runConventionsCheck } from '../../app/conventions-flow.tsx';
import { CheckoutTerms } from '../../components/checkout-terms/CheckoutTerms.tsx';
import { type Booked, BookedLine, BookingConfirmation } from './BookingConfirmation.tsx';
import { CheckoutHold } from './CheckoutHold.tsx';
import { CheckoutSteps, checkoutStepTexts } from './CheckoutSteps.tsx';
import { PayerChoice } from './PayerChoice.tsx';
import { useCardStep } from './use-card-step.ts';
import './payment.css';

/** The texts of the payment page (quoted ones are the spec's or the brief's). */
export const paymentTexts = {
  title: 'PAIEMENT',
  total: 'Total',
  validate: 'VALIDER',
  empty: 'Aucune réservation dans votre panier',
  phoneNeeded: 'Veuillez vérifier votre numéro de téléphone avant de réserver.',
  cardTitle: 'MOYEN DE PAIEMENT',
  cardNeeded:
    'Cette salle demande un paiement par carte : chaque participant est débité de sa part après la séance. Enregistrez votre carte pour pouvoir valider la réservation.',
  cardMissing: 'Enregistrez un moyen de paiement pour pouvoir valider votre réservation.',
  videoUrl: '/videos/consignes-securite.webm',
  captionsUrl: '/videos/consignes-securite.vtt',
} as const;

/**
 * /cart/payment (spec 2 sections 2 and 4): the cart recap, the share choice, then on VALIDER the checks in
 * order (conventions of each hall, phone, safety video) and the cart validation, ending on 'Votre
 * réservation a bien été prise en compte.' with OK to /profile (and what was booked, the invitation link to
 * share and « Voir ma réservation »: BookingConfirmation.tsx). A phone verified in 'VALIDATION
 * TÉLÉPHONE' goes on with the next steps by itself. The card step: when a hall of the cart does not skip
 * the payment step, the payment means panel shows the saved card, and with none VALIDER stays disabled,
 * with the reason beside it, until one is saved in the 'MOYEN DE PAIEMENT' modal.
 */
export function PaymentPage() {
  const { cart, isLoaded } = useStore($cart);
  const { profile } = useStore($session);
  const halls = useStore($halls);
  const navigate = useNavigate();
  const [shareBill, setShareBill] = useState(true);
  const [isBusy, setIsBusy] = useState(false);
  const [isPhoneStep, setIsPhoneStep] = useState(false);
  const [videoHall, setVideoHall] = useState<number | null>(null);
  // What was booked, kept from the cart before it empties: the page keeps showing it, never « GRATUIT ».
  const [booked, setBooked] = useState<Booked | null>(null);
  const videoDone = useRef<(isWatched: boolean) => void>(() => undefined);
  // The halls asking for the video, each with its own video's address (null: the site's video).
  const safetyVideos = useRef(new Map<number, string | null>());
  const validateRef = useRef<HTMLButtonElement>(null);
  const cardTitleId = useId();
  const cardMissingId = useId();

  useEffect(() => {
    void loadCart();
    if (!halls.isFetched) void loadHalls();
  }, [halls.isFetched]);

  const lines = cart?.lines ?? [];
  const hallIds = [...new Set(lines.map((line) => line.hallId))];
  const hallKey = hallIds.join(',');
  const firstHall = halls.list.find((hall) => hall.id === lines[0]?.hallId);
  const pickAgainHref = firstHall ? `/${productNames().routeSegment}/${firstHall.key}` : '/';
  // Whether a hall of the cart still has rules (conventions) to accept: shown upfront, `null` while asked.
  const [hasRulesLeft, setHasRulesLeft] = useState<boolean | null>(null);
  useEffect(() => {
    if (!hallKey) return;
    let isCurrent = true;
    const ids = hallKey.split(',').map(Number);
    void Promise.all(ids.map((hallId) => loadConventions({ hallId, trigger: 'reservation' }))).then(
      (lists) => {
        if (!isCurrent) return;
        setHasRulesLeft(
          lists.some((list) => list === null) ? null : lists.some((list) => (list ?? []).length > 0),
        );
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [hallKey]);

  const watchVideo = (hallId: number) =>
    new Promise<boolean>((resolve) => {
      videoDone.current = (isWatched) => {
        setVideoHall(null);
        resolve(isWatched);
      };
      setVideoHall(hallId);
    });

  const cardStep = useCardStep(hallIds);

  /**
   * The cart validation; a 403 asking for the safety video opens it, then validates once more; a 403
   * asking for the phone shows the phone step. Resolves what was booked, or `null`.
   */
  const book = async (): Promise<Booked | null> => {
    const before = $cart.get().cart;
    const snapshot = { lines: before?.lines ?? [], totalCents: before?.totalCents ?? 0, shareBill };
    // Set in the error callback, out of TypeScript's sight: hence the cast, not a narrowed `null`.
    let refusal = null as ReturnType<typeof refusalStep>;
    let reservations = await validateCart(shareBill, ({ body }) => {
      refusal = refusalStep(body);
    });
    if (!reservations) {
      if (refusal === 'phone') setIsPhoneStep(true);
      // The server found no saved card (removed from another device meanwhile): the card step asks again.
      if (refusal === 'card') void loadPaymentAlias(globalThis.location.origin);
      if (refusal !== 'safetyVideo') return null;
      safetyVideos.current = await safetyVideosOfHalls();
      for (const hallId of hallIds) if (!(await watchVideo(hallId))) return null;
      reservations = await validateCart(shareBill);
      if (!reservations) return null;
    }
    return { ...snapshot, reservationId: reservations[0]?.id ?? null };
  };

  /** The steps after the phone check: the safety video of the halls that ask for it, then the booking. */
  const watchVideosThenBook = async () => {
    safetyVideos.current = await safetyVideosOfHalls();
    for (const hallId of hallIds) if (safetyVideos.current.has(hallId) && !(await watchVideo(hallId))) return;
    const done = await book();
    if (done) setBooked(done);
  };

  const whileBusy = async (steps: () => Promise<void>) => {
    setIsBusy(true);
    try {
      await steps();
    } finally {
      // Rendered at once so VALIDER is enabled again before it may take focus below.
      flushSync(() => setIsBusy(false));
      // When the steps end with nothing focused (the phone step that had focus is gone, a refused
      // booking), focus comes back to VALIDER rather than the top of the page.
      if (document.activeElement === document.body) validateRef.current?.focus();
    }
  };

  const onValidate = () =>
    whileBusy(async () => {
      for (const hallId of hallIds) if (!(await runConventionsCheck(hallId, 'reservation'))) return;
      setHasRulesLeft(false);
      if (needsPhoneCheck($session.get().profile)) {
        setIsPhoneStep(true);
        return;
      }
      setIsPhoneStep(false);
      await watchVideosThenBook();
    });

  // The conventions passed before the phone step: a verified phone goes on from the video.
  const onPhoneVerified = () =>
    whileBusy(async () => {
      setIsPhoneStep(false);
      await watchVideosThenBook();
    });

  return (
    <section className="page payment-page" aria-labelledby="payment-title">
      <h1 id="payment-title">{paymentTexts.title}</h1>
      {(booked || lines.length > 0) && (
        <CheckoutSteps
          steps={[
            ...(cardStep.isCardRequired
              ? [
                  {
                    label: checkoutStepTexts.card,
                    isDone: cardStep.isChecking ? null : !cardStep.isCardMissing,
                  },
                ]
              : []),
            {
              label: checkoutStepTexts.rules,
              isDone: booked ? true : hasRulesLeft === null ? null : !hasRulesLeft,
            },
            { label: checkoutStepTexts.phone, isDone: profile ? !needsPhoneCheck(profile) : null },
            { label: checkoutStepTexts.confirmation, isDone: booked !== null },
          ]}
        />
      )}
      {booked ? (
        <>
          <ul className="payment-page__lines">
            {booked.lines.map((line) => (
              <BookedLine key={line.id} line={line} />
            ))}
          </ul>
          <p className="payment-page__total">
            {paymentTexts.total}&nbsp;: <strong>{formatPriceCents(booked.totalCents)}</strong>
          </p>
        </>
      ) : !isLoaded && !cart ? (
        <p role="status">Chargement en cours…</p>
      ) : lines.length === 0 ? (
        <p>{paymentTexts.empty}</p>
      ) : (
        <>
          {cart?.holdExpiresAt ? (
            <CheckoutHold expiresAt={cart.holdExpiresAt} pickAgainHref={pickAgainHref} />
          ) : null}
          <ul className="payment-page__lines">
            {lines.map((line) => (
              <BookedLine key={line.id} line={line} />
            ))}
          </ul>
          <p className="payment-page__total">
            {paymentTexts.total}&nbsp;: <strong>{formatPriceCents(cart?.totalCents ?? 0)}</strong>
          </p>
          <PayerChoice isShared={shareBill} onChange={setShareBill} />
          <CheckoutTerms lines={lines} isShared={shareBill} />
          {cardStep.isCardRequired && (
            <section className="payment-page__step" aria-labelledby={cardTitleId}>
              <h2 id={cardTitleId}>{paymentTexts.cardTitle}</h2>
              <p>{paymentTexts.cardNeeded}</p>
              <PaymentMeansPanel loadOnMount={false} />
            </section>
          )}
          {/* Shown from the start when the phone is not verified (never a blocker found at the
              end); after VALIDER it is an alert, and a phone verified then goes on with the booking. */}
          {(isPhoneStep || needsPhoneCheck(profile)) && profile && (
            <div className="payment-page__step" role={isPhoneStep ? 'alert' : undefined}>
              <p>{paymentTexts.phoneNeeded}</p>
              <PhoneValidation
                profile={profile}
                buttonClassName="button button--outline"
                onVerified={() => {
                  if (isPhoneStep) void onPhoneVerified();
                }}
              />
            </div>
          )}
          <button
            ref={validateRef}
            type="button"
            className="button button--primary"
            disabled={isBusy || lines.length === 0 || cardStep.isCardMissing || cardStep.isChecking}
            aria-busy={isBusy}
            aria-describedby={cardStep.isCardMissing ? cardMissingId : undefined}
            onClick={() => void onValidate()}
          >
            {paymentTexts.validate}
          </button>
          {cardStep.isCardMissing && (
            <p id={cardMissingId} className="payment-page__notice">
              {paymentTexts.cardMissing}
            </p>
          )}
        </>
      )}
      {videoHall !== null && (
        <SafetyVideoModal
          hallId={videoHall}
          videoUrl={safetyVideos.current.get(videoHall) ?? paymentTexts.videoUrl}
          captionsUrl={safetyVideos.current.get(videoHall) ? undefined : paymentTexts.captionsUrl}
          onDone={() => videoDone.current(true)}
          onClose={() => videoDone.current(false)}
        />
      )}
      {booked && (
        <BookingConfirmation
          booked={booked}
          onSeeReservation={(id) =>
            navigate(id ? `/profile/${encodeURIComponent(id)}?q=reservation` : '/profile')
          }
          onClose={() => navigate('/profile')}
        />
      )}
    </section>
  );
}
