import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { contacts, users } from '../db/schema.ts';

/** An account with its main contact, in plain names (the routes map them to the wire). */
export interface Account {
  userId: number;
  contactId: number;
  publicId: string;
  email: string;
  passwordHash: string;
  lastName: string;
  firstName: string;
  pseudonym: string;
  phone: string | null;
  isPhoneVerified: boolean;
  isMinor: boolean;
  acceptsMailings: boolean;
  needsAdaptedEquipment: boolean;
  avatarUrl: string | null;
  roles: string[];
  pinCode: string | null;
  isPaymentActive: boolean;
  activatedAt: Date | null;
}

const accountColumns = {
  userId: users.id,
  contactId: contacts.id,
  publicId: users.publicId,
  email: users.email,
  passwordHash: users.passwordHash,
  lastName: contacts.lastName,
  firstName: contacts.firstName,
  pseudonym: contacts.pseudonym,
  phone: contacts.phone,
  isPhoneVerified: contacts.isPhoneVerified,
  isMinor: contacts.isMinor,
  acceptsMailings: users.acceptsMailings,
  needsAdaptedEquipment: users.needsAdaptedEquipment,
  avatarUrl: users.avatarUrl,
  roles: users.roles,
  pinCode: users.pinCode,
  isPaymentActive: users.isPaymentActive,
  activatedAt: users.activatedAt,
};

function selectAccounts(db: Pick<Database, 'select'>) {
  return db.select(accountColumns).from(users).innerJoin(contacts, eq(contacts.userId, users.id));
}

/** The live (not deleted) account whose email or pseudonym is `identifier`, case-insensitively. */
export async function findAccountByIdentifier(
  db: Database,
  identifier: string,
): Promise<Account | undefined> {
  const lowered = identifier.trim().toLowerCase();
  const [account] = await selectAccounts(db)
    .where(
      and(
        isNull(users.deletedAt),
        or(sql`lower(${users.email}) = ${lowered}`, sql`lower(${contacts.pseudonym}) = ${lowered}`),
      ),
    )
    .limit(1);
  return account;
}

/** A live account by id. */
export async function findAccountById(
  db: Pick<Database, 'select'>,
  userId: number,
): Promise<Account | undefined> {
  const [account] = await selectAccounts(db).where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return account;
}

/** A live account by email, case-insensitively. */
export async function findAccountByEmail(db: Database, email: string): Promise<Account | undefined> {
  const [account] = await selectAccounts(db).where(
    and(isNull(users.deletedAt), sql`lower(${users.email}) = ${email.trim().toLowerCase()}`),
  );
  return account;
}

/** What a sign-up stores. */
export interface NewAccount {
  email: string;
  passwordHash: string;
  lastName: string;
  firstName: string;
  pseudonym: string;
  phone: string | null;
  isMinor: boolean;
  acceptsMailings: boolean;
  activatedAt?: Date;
}

/** Inserts an account and its main contact in one transaction. Unique violations propagate. */
export async function insertAccount(
  db: Database,
  account: NewAccount,
): Promise<{ userId: number; contactId: number }> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: account.email,
        passwordHash: account.passwordHash,
        acceptsMailings: account.acceptsMailings,
        activatedAt: account.activatedAt,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('The account was not created.');
    const [contact] = await tx
      .insert(contacts)
      .values({
        userId: user.id,
        lastName: account.lastName,
        firstName: account.firstName,
        pseudonym: account.pseudonym,
        phone: account.phone,
        isMinor: account.isMinor,
      })
      .returning({ id: contacts.id });
    if (!contact) throw new Error('The main contact was not created.');
    return { userId: user.id, contactId: contact.id };
  });
}

/** Which of these values another account already uses (a deleted account keeps none: see `data-rights/`). */
export async function findTakenFields(
  db: Database,
  userId: number | undefined,
  values: { email?: string; pseudonym?: string; phone?: string | null },
): Promise<{ email: boolean; pseudonym: boolean; phone: boolean }> {
  const others = userId === undefined ? undefined : ne(users.id, userId);
  const taken = async (condition: ReturnType<typeof sql>) => {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .innerJoin(contacts, eq(contacts.userId, users.id))
      .where(and(condition, others))
      .limit(1);
    return rows.length > 0;
  };
  return {
    email: values.email ? await taken(sql`lower(${users.email}) = ${values.email.toLowerCase()}`) : false,
    pseudonym: values.pseudonym
      ? await taken(sql`lower(${contacts.pseudonym}) = ${values.pseudonym.toLowerCase()}`)
      : false,
    phone: values.phone ? await taken(sql`${contacts.phone} = ${values.phone}`) : false,
  };
}

/** Which unique constraint a database error broke, if it is a unique violation (PGlite and pg alike). */
export function uniqueViolation(error: unknown): string | undefined {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}
