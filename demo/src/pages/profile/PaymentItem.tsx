import {
  firstOfMonth,
  formatPriceCents,
  formatTimeIn,
  formatWireTime,
  type Payment,
  paymentsTexts,
  regeneratePayment,
} from '@multisalle/core';
import { useId, useState } from 'react';

const day = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Paris',
});
const dayOfPayment = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Paris',
});

/** « 5 décembre 2026 à 18h00 »: Intl's own « 18:00 » is not how the site writes times. */
const dayAndTime = (date: Date) => `${firstOfMonth(dayOfPayment.format(date))} à ${formatTimeIn(date)}`;

/** A hall day (`YYYY-MM-DD`, Paris) in words: noon UTC is the same day in Paris all year. */
function formatDay(date: string): string {
  const parsed = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : firstOfMonth(day.format(parsed));
}

/** The French texts of one payment line (ours; the spec shows none). */
export const paymentItemTexts = {
  people: (count: number) => (count > 1 ? `${count} participants` : `${count} participant`),
  paidOn: 'Prélevé le',
  refundAskedOn: 'Demandé le',
  refundedOn: 'Remboursé le',
  reason: 'Motif\u00a0:',
  comment: 'Commentaire',
  regenerate: 'RÉGLER À NOUVEAU',
} as const;

/** Props of {@link PaymentItem}. */
export interface PaymentItemProps {
  payment: Payment;
}

/**
 * The refund of a debited share (a game the hall cancelled after it was settled), as its own line:
 * « Remboursement », the game, the amount given back, and whether it is done.
 */
function RefundItem({ payment }: PaymentItemProps) {
  const isDone = payment.refundStatus === 'done';
  const when = isDone ? payment.refundedAt : payment.refundRequestedAt;
  return (
    <li
      className="payment-item"
      data-status={payment.status}
      data-kind="refund"
      data-refund-status={payment.refundStatus}
    >
      <div className="payment-item__main">
        <h3 className="payment-item__title">
          {paymentsTexts.refund} · {payment.hallLabel} · {payment.sportLabel}
        </h3>
        <p>
          {formatDay(payment.date)}, de {formatWireTime(payment.startTime)} à{' '}
          {formatWireTime(payment.endTime)}
        </p>
        {when && (
          <p>
            {isDone ? paymentItemTexts.refundedOn : paymentItemTexts.refundAskedOn}{' '}
            {dayAndTime(new Date(when))}
          </p>
        )}
      </div>
      <div className="payment-item__amount">
        <strong>{formatPriceCents(payment.amountCents)}</strong>
        <span className="payment-item__status">
          {paymentsTexts.refundStatus[payment.refundStatus ?? 'pending']}
        </span>
      </div>
    </li>
  );
}

/**
 * One payment of MES PAIEMENTS: hall, sport, day and times, the share in euros, its status, the debit
 * date or the failure reason; a failed payment (`rectify`) can be settled again with a comment. A refund
 * has its own line.
 *
 * @example <PaymentItem payment={payment} />
 */
export function PaymentItem({ payment }: PaymentItemProps) {
  if (payment.kind === 'refund') return <RefundItem payment={payment} />;
  return <ShareItem payment={payment} />;
}

function ShareItem({ payment }: PaymentItemProps) {
  const commentId = useId();
  const [comment, setComment] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const heading = `${payment.hallLabel} · ${payment.sportLabel}`;
  return (
    <li className="payment-item" data-status={payment.status}>
      <div className="payment-item__main">
        <h3 className="payment-item__title">{heading}</h3>
        <p>
          {formatDay(payment.date)}, de {formatWireTime(payment.startTime)} à{' '}
          {formatWireTime(payment.endTime)} · {paymentItemTexts.people(payment.peopleCount)}
        </p>
        {payment.paidAt && (
          <p>
            {paymentItemTexts.paidOn} {dayAndTime(new Date(payment.paidAt))}
          </p>
        )}
        {payment.failureReason && (
          <p>
            {paymentItemTexts.reason} {payment.failureReason}
          </p>
        )}
      </div>
      <div className="payment-item__amount">
        <strong>{formatPriceCents(payment.amountCents)}</strong>
        <span className="payment-item__status">{paymentsTexts.status[payment.status]}</span>
      </div>
      {payment.status === 'rectify' && (
        <form
          className="payment-item__regenerate"
          onSubmit={async (event) => {
            event.preventDefault();
            setIsBusy(true);
            await regeneratePayment(payment.id, comment.trim());
            setIsBusy(false);
          }}
        >
          <label htmlFor={commentId}>{paymentItemTexts.comment}</label>
          <textarea
            id={commentId}
            value={comment}
            rows={2}
            maxLength={500}
            onChange={(event) => setComment(event.target.value)}
          />
          <button type="submit" className="button button--primary" disabled={isBusy} aria-busy={isBusy}>
            {paymentItemTexts.regenerate}
          </button>
        </form>
      )}
    </li>
  );
}
