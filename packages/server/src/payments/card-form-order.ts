import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { paymentOrders, users } from '../db/schema.ts';
import type { CardFormSetup, CardProvider } from './provider.ts';

/** A card form ready for the browser, and our order it answers for. */
export interface RegisterForm extends CardFormSetup {
  orderId: string;
}

/**
 * Makes a `register` order for the player and asks the provider for a REGISTER form (save a card, no
 * payment). The order is written first so that an answer can never name an order we do not know; the
 * customer reference is the player's id, which a browser return must match. `requestOrigin` is the origin
 * the player's browser reached us at (see `CardFormRequest.requestOrigin`).
 *
 * @example const form = await openRegisterForm(db, provider, caller.userId, requestOrigin(c, trustProxy));
 */
export async function openRegisterForm(
  db: Database,
  provider: CardProvider,
  userId: number,
  requestOrigin?: string | null,
): Promise<RegisterForm> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const [order] = await db
    .insert(paymentOrders)
    .values({ userId, purpose: 'register', provider: provider.name, amountCents: 0 })
    .returning({ id: paymentOrders.id });
  if (!order) throw new Error('The payment order was not saved.');
  const setup = await provider.createCardForm({
    formAction: 'REGISTER',
    orderId: order.id,
    amountCents: 0,
    currency: 'EUR',
    customer: { reference: String(userId), email: user?.email ?? '' },
    requestOrigin,
  });
  await db
    .update(paymentOrders)
    .set({ formToken: setup.formToken, updatedAt: new Date() })
    .where(eq(paymentOrders.id, order.id));
  return { ...setup, orderId: order.id };
}
