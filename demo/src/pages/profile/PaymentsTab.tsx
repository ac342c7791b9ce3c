import { $payments, loadAllPayments, type PaymentListType } from '@multisalle/core';
import { Spinner } from '@multisalle/widgets';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { PaymentItem } from './PaymentItem.tsx';
import './payments.css';

/** The three lists of MES PAIEMENTS, in the order shown, with their titles (ours). */
export const paymentSections: { type: PaymentListType; title: string; empty: string }[] = [
  { type: 'coming', title: 'À VENIR', empty: 'Aucun paiement à venir.' },
  { type: 'rectify', title: 'À RÉGULARISER', empty: 'Aucun paiement à régulariser.' },
  { type: 'past', title: 'RÉGLÉS', empty: 'Aucun paiement réglé.' },
];

/**
 * The MES PAIEMENTS tab (spec 1 sections 2, 7 and 8): the shares to come (estimated, split between the
 * accepted participants as of now), the failed debits to settle again, and the debited shares with the
 * refunds of those whose game the hall cancelled (each refund its own line). A list
 * that failed to load shows as empty, with no error message (spec 1 section 8).
 */
export function PaymentsTab() {
  const payments = useStore($payments);

  useEffect(() => {
    void loadAllPayments();
  }, []);

  return (
    <div className="payments-tab">
      {paymentSections.map(({ type, title, empty }) => {
        const list = payments[type];
        const headingId = `paiements-${type}`;
        return (
          <section key={type} className="account-card" aria-labelledby={headingId}>
            <h2 id={headingId} className="account-card__title">
              {title}
            </h2>
            {!list.isFetched ? (
              <Spinner label="Chargement des paiements" />
            ) : list.payments.length === 0 ? (
              <p className="payments-tab__empty">{empty}</p>
            ) : (
              <ul className="payments-tab__list">
                {list.payments.map((payment) => (
                  <PaymentItem key={`${type}-${payment.id}`} payment={payment} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
