// The sandbox provider's side of an account deletion: cancelling an alias (Lyra's `Token/Cancel`) and
// forgetting the customer's email on the forms and answers it keeps, which a real provider keeps at home but
// the sandbox keeps in our database.
import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sandboxCardTokens, sandboxFormTokens, sandboxTransactions } from '../../db/schema.ts';
import { PaymentProviderError } from '../provider-error.ts';

/** Cancels an alias token: it can no longer be debited. An unknown token is refused like Lyra does. */
export async function cancelCardToken(db: Database, token: string): Promise<void> {
  const cancelled = await db
    .delete(sandboxCardTokens)
    .where(eq(sandboxCardTokens.token, token))
    .returning({ token: sandboxCardTokens.token });
  if (cancelled.length === 0) throw new PaymentProviderError('INT_902', 'unknown paymentMethodToken');
}

/**
 * Forgets a customer: their other aliases go, and their email and reference leave the form tokens and the
 * recorded answers (those answers are only ever replayed to our own server, never verified again).
 */
export async function forgetSandboxCustomer(
  db: Database,
  customer: { reference: string; email: string },
): Promise<void> {
  const email = customer.email.toLowerCase();
  await db.delete(sandboxCardTokens).where(eq(sandboxCardTokens.customerReference, customer.reference));
  await db
    .update(sandboxFormTokens)
    .set({ customerEmail: null, customerReference: null })
    .where(
      or(
        eq(sandboxFormTokens.customerReference, customer.reference),
        sql`lower(${sandboxFormTokens.customerEmail}) = ${email}`,
      ),
    );
  // `#>> '{}'` reads the answer as the text it was sent as; strpos, unlike LIKE, has no wildcards to escape.
  const rows = await db
    .select({ uuid: sandboxTransactions.uuid, raw: sql<string>`${sandboxTransactions.answer} #>> '{}'` })
    .from(sandboxTransactions)
    .where(sql`strpos(lower(${sandboxTransactions.answer} #>> '{}'), ${email}) > 0`);
  for (const row of rows) {
    const answer = JSON.parse(row.raw) as { customer?: Record<string, unknown> };
    answer.customer = { ...answer.customer, email: null, reference: null };
    await db
      .update(sandboxTransactions)
      .set({ answer: JSON.stringify(answer) })
      .where(eq(sandboxTransactions.uuid, row.uuid));
  }
}
