// The export's money part: the saved card (its last digits and expiry only), the shares and every order
// with its provider transactions. Alias tokens, form tokens and masked card prefixes never leave.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { paymentAliases, paymentOrders, payments, paymentTransactions, refunds } from '../db/schema.ts';
import type { MyData } from './export-schema.ts';

const iso = (at: Date) => at.toISOString();
const isoOrNull = (at: Date | null) => (at ? at.toISOString() : null);

/** `497010XXXXXX0014` → `0014`: the masked number's first digits name the bank, not the player's card. */
const lastDigits = (maskedPan: string | null) => (maskedPan ? maskedPan.replace(/\D/g, '').slice(-4) : null);

const refundStates = { pending: 'en-cours', succeeded: 'effectue', failed: 'echec' } as const;

/** The caller's saved card, shares, orders with their transactions, and refunds. */
export async function collectPayments(db: Database, userId: number): Promise<MyData['paiements']> {
  const [alias] = await db.select().from(paymentAliases).where(eq(paymentAliases.userId, userId));
  const shares = await db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(asc(payments.id));
  const orders = await db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.userId, userId))
    .orderBy(asc(paymentOrders.createdAt));
  const transactions = orders.length
    ? await db
        .select()
        .from(paymentTransactions)
        .where(
          inArray(
            paymentTransactions.orderId,
            orders.map((order) => order.id),
          ),
        )
        .orderBy(asc(paymentTransactions.id))
    : [];
  const refunded = await db
    .select()
    .from(refunds)
    .where(eq(refunds.userId, userId))
    .orderBy(asc(refunds.requestedAt));
  return {
    carteEnregistree: alias
      ? {
          derniersChiffres: lastDigits(alias.maskedPan) ?? '',
          moisExpiration: alias.expiryMonth,
          anneeExpiration: alias.expiryYear,
          fournisseur: alias.provider,
          enregistreeLe: iso(alias.createdAt),
        }
      : null,
    parts: shares.map((share) => ({
      idPaiement: share.id,
      idReservation: share.reservationId,
      montantCents: share.amountCents,
      personnes: share.persons,
      statut: share.status,
      tentatives: share.attempts,
      commentaire: share.comment,
      motifEchec: share.failureReason,
      creeLe: iso(share.createdAt),
      payeLe: isoOrNull(share.paidAt),
    })),
    operations: orders.map((order) => ({
      idCommande: order.id,
      objet: order.purpose === 'register' ? 'enregistrement-carte' : 'part',
      montantCents: order.amountCents,
      devise: order.currency,
      statut: order.status,
      creeLe: iso(order.createdAt),
      transactions: transactions
        .filter((transaction) => transaction.orderId === order.id)
        .map((transaction) => ({
          reference: transaction.providerTransactionId,
          statut: transaction.status,
          statutDetaille: transaction.detailedStatus,
          montantCents: transaction.amountCents,
          derniersChiffres: lastDigits(transaction.maskedPan),
          creeLe: iso(transaction.createdAt),
        })),
    })),
    remboursements: refunded.map((refund) => ({
      idRemboursement: refund.id,
      idPaiement: refund.paymentId,
      idReservation: refund.reservationId,
      montantCents: refund.amountCents,
      statut: refundStates[refund.status],
      demandeLe: iso(refund.requestedAt),
      faitLe: isoOrNull(refund.doneAt),
    })),
  };
}
