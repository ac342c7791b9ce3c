// The sandbox provider's own records (sandbox_form_tokens, sandbox_card_tokens, sandbox_transactions): what
// a real provider keeps on its side. No card number is ever written, only the masked one.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sandboxCardTokens, sandboxFormTokens, sandboxTransactions } from '../../db/schema.ts';
import type { CardBehaviour, Expiry } from './cards.ts';

/** How long a form token can be used, as Lyra's (15 minutes). */
export const FORM_TOKEN_MINUTES = 15;

/** A form token row. */
export type SandboxFormToken = typeof sandboxFormTokens.$inferSelect;
/** A card token (alias) row. */
export type SandboxCardToken = typeof sandboxCardTokens.$inferSelect;

/** What a form token is issued for. */
export interface FormTokenRequest {
  formAction: string;
  amountCents: number;
  currency: string;
  orderId: string;
  customerReference?: string | null;
  customerEmail?: string | null;
}

/** A random id of `bytes` bytes in hex, the shape of Lyra's transaction uuids and tokens. */
export const randomHex = (bytes = 16): string => randomBytes(bytes).toString('hex');

/** Issues a form token (`Charge/CreateToken`, `Charge/CreatePayment`). */
export async function issueFormToken(
  db: Database,
  request: FormTokenRequest,
  now = new Date(),
): Promise<string> {
  const token = `sbx${randomBytes(32).toString('base64url')}`;
  await db.insert(sandboxFormTokens).values({
    token,
    ...request,
    createdAt: now,
    expiresAt: new Date(now.getTime() + FORM_TOKEN_MINUTES * 60_000),
  });
  return token;
}

/** A form token that can still be submitted at `now` (known, not expired, not used by a successful payment). */
export async function findUsableFormToken(
  db: Database,
  token: string,
  now: Date,
): Promise<SandboxFormToken | undefined> {
  const [row] = await db
    .select()
    .from(sandboxFormTokens)
    .where(
      and(
        eq(sandboxFormTokens.token, token),
        isNull(sandboxFormTokens.usedAt),
        gt(sandboxFormTokens.expiresAt, now),
      ),
    );
  return row;
}

/**
 * Marks a form token used at `now`, once: of two submits racing on one token, only one gets `true` (the
 * update's condition is re-checked on the row the other committed).
 */
export async function claimFormToken(db: Database, token: string, now: Date): Promise<boolean> {
  const claimed = await db
    .update(sandboxFormTokens)
    .set({ usedAt: now })
    .where(and(eq(sandboxFormTokens.token, token), isNull(sandboxFormTokens.usedAt)))
    .returning({ token: sandboxFormTokens.token });
  return claimed.length === 1;
}

/** Saves a card as an alias token; only its masked number and expiry are kept. */
export async function insertCardToken(
  db: Database,
  card: { behaviour: CardBehaviour; maskedPan: string; expiry: Expiry; customerReference?: string | null },
): Promise<SandboxCardToken> {
  const [row] = await db
    .insert(sandboxCardTokens)
    .values({
      token: randomHex(),
      behaviour: card.behaviour,
      maskedPan: card.maskedPan,
      expiryMonth: card.expiry.month,
      expiryYear: card.expiry.year,
      customerReference: card.customerReference ?? null,
    })
    .returning();
  if (!row) throw new Error('The sandbox card token was not saved.');
  return row;
}

/** An alias token the sandbox issued. */
export async function findCardToken(db: Database, token: string): Promise<SandboxCardToken | undefined> {
  const [row] = await db.select().from(sandboxCardTokens).where(eq(sandboxCardTokens.token, token));
  return row;
}

/** Operations the sandbox records: a card check (REGISTER), a debit, a refusal kept inside the form. */
export type SandboxOperation = 'VERIFICATION' | 'DEBIT' | 'TEMPORARY_REFUSAL' | 'CREDIT';

/** Records a transaction with the answer exactly as sent (a JSON string inside jsonb keeps its bytes). */
export async function insertTransaction(
  db: Database,
  row: {
    uuid: string;
    orderId: string;
    operation: SandboxOperation;
    /** For a `CREDIT`, the debit it refunds. */
    parentUuid?: string;
    amountCents: number;
    status: string;
    detailedStatus: string;
    rawAnswer: string;
  },
): Promise<void> {
  const { rawAnswer, ...rest } = row;
  await db.insert(sandboxTransactions).values({ ...rest, answer: rawAnswer });
}

/** The answer of the first transaction of an order and operation, as sent; `undefined` when none. */
export async function findAnswer(
  db: Database,
  orderId: string,
  operation: SandboxOperation,
): Promise<string | undefined> {
  // `#>> '{}'` reads the jsonb string as text: the bytes as sent (the ORM would parse the JSON inside).
  const [row] = await db
    .select({ answer: sql<string | null>`${sandboxTransactions.answer} #>> '{}'` })
    .from(sandboxTransactions)
    .where(and(eq(sandboxTransactions.orderId, orderId), eq(sandboxTransactions.operation, operation)))
    .orderBy(sandboxTransactions.createdAt)
    .limit(1);
  return typeof row?.answer === 'string' ? row.answer : undefined;
}

/**
 * Serialises the work on one order across processes (PostgreSQL advisory lock, released at commit): the
 * dedup check and the insert of a debit then run as one step.
 */
export async function lockOrder(tx: Database, orderId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sandbox-order:${orderId}`}, 0))`);
}

/** The credits (refunds) of the debits of an order, each answer as sent. */
export async function findCreditAnswers(db: Database, debitUuids: string[]): Promise<string[]> {
  if (debitUuids.length === 0) return [];
  const rows = await db
    .select({ answer: sql<string | null>`${sandboxTransactions.answer} #>> '{}'` })
    .from(sandboxTransactions)
    .where(
      and(inArray(sandboxTransactions.parentUuid, debitUuids), eq(sandboxTransactions.operation, 'CREDIT')),
    )
    .orderBy(sandboxTransactions.createdAt);
  return rows.flatMap((row) => (typeof row.answer === 'string' ? [row.answer] : []));
}

/** The answer of one transaction, as sent. */
export async function findAnswerOf(db: Database, uuid: string): Promise<string | undefined> {
  const [row] = await db
    .select({ answer: sql<string | null>`${sandboxTransactions.answer} #>> '{}'` })
    .from(sandboxTransactions)
    .where(eq(sandboxTransactions.uuid, uuid));
  return typeof row?.answer === 'string' ? row.answer : undefined;
}
