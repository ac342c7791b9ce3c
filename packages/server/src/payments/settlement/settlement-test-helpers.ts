// Test helpers of the settlement suites: reservations and participants written straight to the database
// (as the invitations make them), and a card provider that counts its debits.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  bookings,
  contacts,
  participantAnswers,
  paymentAliases,
  payments,
  reservationParticipants,
  reservations,
  zoneSports,
} from '../../db/schema.ts';
import type {
  AliasDebitRequest,
  CardProvider,
  PaymentAnswer,
  RefundRequest,
  RefundResult,
} from '../provider.ts';
import { PaymentProviderError } from '../provider-error.ts';

const HOUR = 3_600_000;

/** A reservation of `organiserUserId` on the first seeded court, ended an hour before `endsBefore`. */
export async function insertReservation(
  db: Database,
  organiserUserId: number,
  {
    totalCents = 6000,
    isBillShared = true,
    isPaymentRequired = true,
    startsAt = new Date(Date.now() - 3 * HOUR),
    zoneId,
    sportId,
  }: {
    totalCents?: number;
    isBillShared?: boolean;
    isPaymentRequired?: boolean;
    startsAt?: Date;
    /** The court and sport; the first seeded offer's when left out. */
    zoneId?: number;
    sportId?: number;
  } = {},
): Promise<string> {
  const [first] = await db.select().from(zoneSports).limit(1);
  const offer = zoneId !== undefined && sportId !== undefined ? { zoneId, sportId } : first;
  if (!offer) throw new Error('no seeded offer');
  const endsAt = new Date(startsAt.getTime() + HOUR);
  const [booking] = await db
    .insert(bookings)
    .values({ zoneId: offer.zoneId, sportId: offer.sportId, startsAt, endsAt })
    .returning({ id: bookings.id });
  if (!booking) throw new Error('no booking');
  const [reservation] = await db
    .insert(reservations)
    .values({
      bookingId: booking.id,
      organiserUserId,
      zoneId: offer.zoneId,
      sportId: offer.sportId,
      startsAt,
      endsAt,
      maxPlaces: 4,
      isPaymentRequired,
      totalCents,
      pricePerPersonCents: Math.round(totalCents / 4),
      isBillShared,
    })
    .returning({ id: reservations.id });
  if (!reservation) throw new Error('no reservation');
  const [organiser] = await db.select().from(contacts).where(eq(contacts.userId, organiserUserId));
  await db.insert(reservationParticipants).values({
    reservationId: reservation.id,
    userId: organiserUserId,
    contactId: organiser?.id ?? null,
    isOrganiser: true,
    answer: participantAnswers.accepted,
  });
  return reservation.id;
}

/** Adds a participant: an account (`userId`) or a family contact (`contactId`), accepted unless told. */
export async function addParticipant(
  db: Database,
  reservationId: string,
  who: { userId?: number; contactId?: number },
  answer: number = participantAnswers.accepted,
): Promise<void> {
  await db.insert(reservationParticipants).values({
    reservationId,
    userId: who.userId ?? null,
    contactId: who.contactId ?? null,
    answer,
  });
}

/** A family contact (no account) of a player. */
export async function addFamilyContact(db: Database, parentUserId: number): Promise<number> {
  const tag = randomUUID().slice(0, 8);
  const [contact] = await db
    .insert(contacts)
    .values({ parentUserId, lastName: 'Martin', firstName: 'Jules', pseudonym: `f${tag}` })
    .returning({ id: contacts.id });
  if (!contact) throw new Error('no contact');
  return contact.id;
}

/** The shares written for a reservation, organiser's first. */
export async function sharesOf(db: Database, reservationId: string) {
  return db.select().from(payments).where(eq(payments.reservationId, reservationId)).orderBy(payments.id);
}

/** Card tokens of the counting provider: debits pass, are refused by the bank, or by the provider. */
export const TEST_TOKENS = {
  accepted: 'carte-acceptee',
  refused: 'carte-refusee',
  /** A token the provider does not know: it refuses the request itself. */
  unknown: 'carte-inconnue',
} as const;

/** Gives a player a saved card of the counting provider. */
export async function saveTestAlias(db: Database, userId: number, token: string): Promise<void> {
  await db.insert(paymentAliases).values({
    userId,
    provider: 'test',
    aliasToken: `${token}-${userId}`,
    maskedPan: '497010XXXXXX0014',
    expiryMonth: 12,
    expiryYear: 2030,
  });
}

/**
 * A provider outside our system, reduced to debits and refunds: it records each one and deduplicates by
 * order id (debits) and refund id (refunds). `loseAnswers` debits, then fails that many calls as if the
 * connection dropped before the answer came; `unreachableRefunds` refund calls fail that way before any.
 */
export function createCountingProvider({
  loseAnswers = 0,
  unreachableRefunds = 0,
}: {
  loseAnswers?: number;
  unreachableRefunds?: number;
} = {}): CardProvider & { debits: AliasDebitRequest[]; refunds: RefundRequest[] } {
  let answersToLose = loseAnswers;
  let refundsToFail = unreachableRefunds;
  const answers = new Map<string, PaymentAnswer>();
  const debits: AliasDebitRequest[] = [];
  const refunds: RefundRequest[] = [];
  const refunded = new Map<string, RefundResult>();
  const unused = () => {
    throw new Error('not used by the settlement');
  };
  return {
    name: 'test',
    debits,
    refunds,
    async refund(request) {
      if (refundsToFail > 0) {
        refundsToFail -= 1;
        throw new PaymentProviderError('NETWORK', 'connection reset before the answer');
      }
      const known = refunded.get(request.refundId);
      if (known) return known;
      refunds.push(request);
      const result = {
        refundTransactionId: randomUUID().replaceAll('-', ''),
        amountCents: request.amountCents,
      };
      refunded.set(request.refundId, result);
      return result;
    },
    createCardForm: unused,
    verifyBrowserAnswer: unused,
    verifyNotification: unused,
    cancelAlias: unused,
    forgetCustomer: unused,
    async debitAlias(request) {
      const known = answers.get(request.orderId);
      if (known) return known;
      debits.push(request);
      if (request.paymentMethodToken.startsWith(TEST_TOKENS.unknown)) {
        throw new PaymentProviderError('INT_902', 'unknown paymentMethodToken');
      }
      const isPaid = request.paymentMethodToken.startsWith(TEST_TOKENS.accepted);
      const answer: PaymentAnswer = {
        shopId: '12345678',
        orderCycle: 'CLOSED',
        orderStatus: isPaid ? 'PAID' : 'UNPAID',
        serverDate: new Date().toISOString(),
        orderDetails: {
          orderTotalAmount: request.amountCents,
          orderCurrency: 'EUR',
          mode: 'TEST',
          orderId: request.orderId,
        },
        customer: request.customer,
        transactions: [
          {
            uuid: randomUUID().replaceAll('-', ''),
            amount: request.amountCents,
            currency: 'EUR',
            status: isPaid ? 'PAID' : 'UNPAID',
            detailedStatus: isPaid ? 'AUTHORISED' : 'REFUSED',
            operationType: 'DEBIT',
            paymentMethodToken: request.paymentMethodToken,
            transactionDetails: {
              cardDetails: { pan: '497010XXXXXX0014', expiryMonth: 12, expiryYear: 2030 },
            },
          },
        ],
        _type: 'V4/Payment',
      };
      answers.set(request.orderId, answer);
      if (answersToLose > 0) {
        answersToLose -= 1;
        throw new PaymentProviderError('NETWORK', 'connection reset before the answer');
      }
      return answer;
    },
  };
}

/**
 * A 4-place reservation of `organiserUserId` starting in `hoursAhead` hours, with its invitation link's
 * token: what the invitation tests answer through.
 */
export async function reservationWithLink(
  db: Database,
  organiserUserId: number,
  hoursAhead = 72,
  terms: { isBillShared?: boolean; isPaymentRequired?: boolean } = {},
): Promise<{ id: string; token: string }> {
  const id = await insertReservation(db, organiserUserId, {
    ...terms,
    startsAt: new Date(Date.now() + hoursAhead * HOUR),
  });
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
  return { id, token: row?.invitationToken ?? '' };
}
