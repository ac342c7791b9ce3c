// A player's saved card (payment_aliases): read, saved from a verified answer, confirmed by its token.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { contacts, paymentAliases, paymentOrders, paymentTransactions, users } from '../db/schema.ts';

/** A saved card as the database keeps it. */
export type PaymentAlias = typeof paymentAliases.$inferSelect;

/** The wire shape of spec 1 "Payment alias" (plus who issued it and when). */
export interface WireAlias {
  sPan: string;
  nMoisExpiration: number;
  nAnneeExpiration: number;
  sFournisseurAlias: string;
  sDateCreation: string;
}

/** The wire shape of an alias, or `null` for none. */
export const toWireAlias = (alias: PaymentAlias | undefined): WireAlias | null =>
  alias
    ? {
        sPan: alias.maskedPan,
        nMoisExpiration: alias.expiryMonth,
        nAnneeExpiration: alias.expiryYear,
        sFournisseurAlias: alias.provider,
        sDateCreation: alias.createdAt.toISOString(),
      }
    : null;

/** The player's saved card, if any. */
export async function findAlias(db: Database, userId: number): Promise<PaymentAlias | undefined> {
  const [alias] = await db.select().from(paymentAliases).where(eq(paymentAliases.userId, userId));
  return alias;
}

/** A card to save, as a verified PAID answer describes it. */
export interface AliasToSave {
  userId: number;
  provider: string;
  aliasToken: string;
  maskedPan: string;
  expiryMonth: number;
  expiryYear: number;
  /** When the provider made the answer: an older answer arriving late never replaces a newer card. */
  createdAt: Date;
}

/**
 * Saves or replaces the player's one saved card (MODIFIER MON MOYEN DE PAIEMENT) and marks the profile's
 * `paiementActif`. One statement decides: concurrent saves cannot leave two rows or an older card.
 */
export async function saveAlias(db: Database, card: AliasToSave): Promise<void> {
  const contactId = sql`(select ${contacts.id} from ${contacts} where ${contacts.userId} = ${card.userId})`;
  await db
    .insert(paymentAliases)
    .values({ ...card, contactId })
    .onConflictDoUpdate({
      target: paymentAliases.userId,
      set: {
        contactId,
        provider: sql`excluded.provider`,
        aliasToken: sql`excluded.alias_token`,
        maskedPan: sql`excluded.masked_pan`,
        expiryMonth: sql`excluded.expiry_month`,
        expiryYear: sql`excluded.expiry_year`,
        createdAt: sql`excluded.created_at`,
      },
      setWhere: sql`${paymentAliases.createdAt} <= excluded.created_at`,
    });
  await db.update(users).set({ isPaymentActive: true }).where(eq(users.id, card.userId));
}

/**
 * Whether `token` is the alias of a verified PAID transaction of one of the player's own card-saving
 * orders: what a confirmation (POST paiement/alias) must prove before anything is shown or kept.
 */
export async function isOwnVerifiedToken(
  db: Database,
  userId: number,
  provider: string,
  token: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentTransactions.id })
    .from(paymentTransactions)
    .innerJoin(paymentOrders, eq(paymentOrders.id, paymentTransactions.orderId))
    .where(
      and(
        eq(paymentOrders.userId, userId),
        eq(paymentOrders.purpose, 'register'),
        eq(paymentTransactions.provider, provider),
        eq(paymentTransactions.status, 'PAID'),
        eq(paymentTransactions.paymentMethodToken, token),
      ),
    )
    .limit(1);
  return row !== undefined;
}
