import {
  $cart,
  $halls,
  $session,
  formatPriceCents,
  hallsRequiringSafetyVideo,
  loadCart,
  loadHalls,
  needsPhoneCheck,
  refusalStep,
  validateCart,
} from '@multisalle/core';
import { Modal, SafetyVideoModal } from '@multisalle/widgets';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { runConventionsCheck } from '../../app/conventions-flow.tsx';
import { PhoneValidation } from '../profile/PhoneValidation.tsx';

/** The texts of the payment page (quoted ones are the spec's or the brief's). */
export const paymentTexts = {
  title: 'PAIEMENT',
  shareLegend: 'Qui paie la réservation ?',
  share: 'Partager le paiement entre les participants',
  payAll: 'Je paie pour tout le monde',
  total: 'Total',
  validate: 'VALIDER',
  empty: 'Aucune réservation dans votre panier',
  phoneNeeded: 'Veuillez vérifier votre numéro de téléphone avant de réserver.',
  cardLater:
    'Le paiement par carte sera demandé après la séance : l’enregistrement de votre carte arrive bientôt.',
  confirmed: 'Votre réservation a bien été prise en compte.',
  confirmedTitle: 'RÉSERVATION CONFIRMÉE',
  ok: 'OK',
  videoUrl: '/videos/consignes-securite.webm',
  captionsUrl: '/videos/consignes-securite.vtt',
} as const;

const dateTime = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Paris',
});

/**
 * /cart/payment (spec 2 sections 2 and 4): the cart recap, the share choice, then on VALIDER the checks in
 * order (conventions of each hall, phone, safety video, card notice) and the cart validation, ending on
 * 'Votre réservation a bien été prise en compte.' with OK to /profile.
 */
export function PaymentPage() {
  const { cart, isLoaded } = useStore($cart);
  const { profile } = useStore($session);
  const halls = useStore($halls);
  const navigate = useNavigate();
  const [shareBill, setShareBill] = useState(true);
  const [isBusy, setIsBusy] = useState(false);
  const [isPhoneStep, setIsPhoneStep] = useState(false);
  const [showCardNotice, setShowCardNotice] = useState(false);
  const [videoHall, setVideoHall] = useState<number | null>(null);
  const [isConfirmed, setIsConfirmed] = useState(false);
  const videoDone = useRef<(isWatched: boolean) => void>(() => undefined);
  const shareName = useId();

  useEffect(() => {
    void loadCart();
    if (!halls.isFetched) void loadHalls();
  }, [halls.isFetched]);

  const lines = cart?.lines ?? [];
  const hallIds = [...new Set(lines.map((line) => line.hallId))];

  const watchVideo = (hallId: number) =>
    new Promise<boolean>((resolve) => {
      videoDone.current = (isWatched) => {
        setVideoHall(null);
        resolve(isWatched);
      };
      setVideoHall(hallId);
    });

  /** The cart validation; a 403 asking for the safety video opens it, then validates once more. */
  const book = async (): Promise<boolean> => {
    let videoRefusal = false;
    const reservations = await validateCart(shareBill, ({ body }) => {
      videoRefusal = refusalStep(body) === 'safetyVideo';
    });
    if (reservations) return true;
    if (!videoRefusal) return false;
    for (const hallId of hallIds) if (!(await watchVideo(hallId))) return false;
    return (await validateCart(shareBill)) !== null;
  };

  const onValidate = async () => {
    setIsBusy(true);
    try {
      for (const hallId of hallIds) if (!(await runConventionsCheck(hallId, 'reservation'))) return;
      if (needsPhoneCheck($session.get().profile)) {
        setIsPhoneStep(true);
        return;
      }
      setIsPhoneStep(false);
      const videoHalls = await hallsRequiringSafetyVideo();
      for (const hallId of hallIds) if (videoHalls.has(hallId) && !(await watchVideo(hallId))) return;
      const paidHalls = $halls
        .get()
        .list.filter((hall) => hallIds.includes(hall.id) && !hall.skipPaymentStep);
      // The card step belongs to the payment issue: say so plainly and go on.
      if (paidHalls.length > 0 && !$session.get().profile?.hasActivePayment) setShowCardNotice(true);
      if (await book()) setIsConfirmed(true);
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <section className="page payment-page" aria-labelledby="payment-title">
      <h1 id="payment-title">{paymentTexts.title}</h1>
      {!isLoaded && !cart ? (
        <p role="status">Chargement en cours…</p>
      ) : lines.length === 0 && !isConfirmed ? (
        <p>{paymentTexts.empty}</p>
      ) : (
        <>
          <ul className="payment-page__lines">
            {lines.map((line) => (
              <li key={line.id} className="payment-page__line">
                <span>
                  <strong>{line.hallLabel}</strong> · {line.sportLabel} · {dateTime.format(line.startsAt)}
                  {line.quantity > 1 ? ` · ${line.quantity} places` : ''}
                </span>
                <span>{formatPriceCents(line.priceCents)}</span>
              </li>
            ))}
          </ul>
          <p className="payment-page__total">
            {paymentTexts.total} : <strong>{formatPriceCents(cart?.totalCents ?? 0)}</strong>
          </p>
          <fieldset className="payment-page__share">
            <legend>{paymentTexts.shareLegend}</legend>
            <label>
              <input type="radio" name={shareName} checked={shareBill} onChange={() => setShareBill(true)} />{' '}
              {paymentTexts.share}
            </label>
            <label>
              <input
                type="radio"
                name={shareName}
                checked={!shareBill}
                onChange={() => setShareBill(false)}
              />{' '}
              {paymentTexts.payAll}
            </label>
          </fieldset>
          {isPhoneStep && profile && (
            <div className="payment-page__step" role="alert">
              <p>{paymentTexts.phoneNeeded}</p>
              <PhoneValidation profile={profile} />
            </div>
          )}
          {showCardNotice && (
            <p className="payment-page__notice" role="status">
              {paymentTexts.cardLater}
            </p>
          )}
          <button
            type="button"
            className="button button--primary"
            disabled={isBusy || lines.length === 0}
            aria-busy={isBusy}
            onClick={() => void onValidate()}
          >
            {paymentTexts.validate}
          </button>
        </>
      )}
      {videoHall !== null && (
        <SafetyVideoModal
          hallId={videoHall}
          videoUrl={paymentTexts.videoUrl}
          captionsUrl={paymentTexts.captionsUrl}
          onDone={() => videoDone.current(true)}
          onClose={() => videoDone.current(false)}
        />
      )}
      {isConfirmed && (
        <Modal
          title={paymentTexts.confirmedTitle}
          onClose={() => navigate('/profile')}
          actions={(close) => (
            <button type="button" className="ms-dialog__button ms-dialog__button--primary" onClick={close}>
              {paymentTexts.ok}
            </button>
          )}
        >
          <p>{paymentTexts.confirmed}</p>
        </Modal>
      )}
    </section>
  );
}
