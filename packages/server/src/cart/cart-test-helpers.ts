// Test helpers of the cart suites: players who meet every booking condition, and slot look-ups.
import { randomBytes } from 'node:crypto';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import { accountsConfigFromEnv, createAccounts } from '../accounts/index.ts';
import { insertAccount } from '../accounts/user-repository.ts';
import type { Database } from '../db/client.ts';
import {
  contacts,
  conventions,
  conventionValidations,
  halls,
  paymentAliases,
  safetyAttestations,
  sports,
} from '../db/schema.ts';
import { insertCardToken } from '../payments/sandbox/store.ts';
import { addDays, localDateOf } from '../planning/local-time.ts';
import type { WireSlot } from '../planning/slot-wire.ts';

/** A test player with a v2 token. */
export interface TestPlayer {
  userId: number;
  contactId: number;
  token: string;
}

/** Saves a sandbox card that the sandbox accepts as the player's payment means (their alias). */
export async function saveTestCard(db: Database, userId: number): Promise<void> {
  const card = await insertCardToken(db, {
    behaviour: 'accepted',
    maskedPan: '497010XXXXXX0014',
    expiry: { month: 12, year: 2030 },
  });
  await db.insert(paymentAliases).values({
    userId,
    provider: 'sandbox',
    aliasToken: card.token,
    maskedPan: card.maskedPan,
    expiryMonth: 12,
    expiryYear: 2030,
  });
}

/**
 * A player written straight to the database (no argon2, so fifty are quick) who meets every booking
 * condition unless told otherwise: verified phone, the halls' conventions validated, the safety video seen,
 * a saved card (`hasCard: false` for a test that saves one itself or checks the refusal without one).
 */
export async function createPlayer(
  db: Database,
  { isReady = true, hasCard = isReady }: { isReady?: boolean; hasCard?: boolean } = {},
): Promise<TestPlayer> {
  const tag = randomBytes(5).toString('hex');
  const phone = `06${String(Number.parseInt(tag.slice(0, 8), 16) % 100_000_000).padStart(8, '0')}`;
  const account = await insertAccount(db, {
    email: `panier.${tag}@exemple.fr`,
    passwordHash: 'not-a-login-account',
    lastName: 'Martin',
    firstName: 'Léa',
    pseudonym: `p${tag}`.slice(0, 12),
    phone: isReady ? phone : null,
    isMinor: false,
    acceptsMailings: false,
    activatedAt: new Date(),
  });
  if (isReady) {
    await db.update(contacts).set({ isPhoneVerified: true }).where(eq(contacts.id, account.contactId));
    const all = await db.select({ id: conventions.id }).from(conventions);
    if (all.length > 0) {
      await db
        .insert(conventionValidations)
        .values(all.map((c) => ({ userId: account.userId, conventionId: c.id })));
    }
    const hallRows = await db.select({ id: halls.id }).from(halls);
    await db.insert(safetyAttestations).values(
      hallRows.map((hall) => ({
        userId: account.userId,
        hallId: hall.id,
        watchedOn: '2026-01-01',
        watchedAtTime: '10:00',
      })),
    );
  }
  if (hasCard) await saveTestCard(db, account.userId);
  const accounts = createAccounts(db, accountsConfigFromEnv({ isProduction: false }));
  const token = await accounts.issueToken(account, 'v2');
  return { ...account, token };
}

/** Ids of a hall (by key) and a sport (by label). */
export async function idsOf(db: Database, hallKey: string, sportLabel: string) {
  const [hall] = await db.select({ id: halls.id }).from(halls).where(eq(halls.key, hallKey));
  const [sport] = await db
    .select({ id: sports.id })
    .from(sports)
    .where(and(eq(sports.label, sportLabel)));
  if (!hall || !sport) throw new Error(`unknown ${hallKey} / ${sportLabel}`);
  return { hallId: hall.id, sportId: sport.id };
}

/** The slots of one day (`daysFromToday`) as the slots endpoint shows them to `token` (or a visitor). */
export async function slotsOf(
  app: OpenAPIHono,
  db: Database,
  {
    hall,
    sport,
    daysFromToday,
    token,
    now = new Date(),
  }: {
    hall: string;
    sport: string;
    daysFromToday: number;
    token?: string;
    /** The instant whose day in Paris is « today »: the app's clock's, when the test gave it one. */
    now?: Date;
  },
): Promise<WireSlot[]> {
  const { hallId, sportId } = await idsOf(db, hall, sport);
  const day = addDays(localDateOf(now, 'Europe/Paris'), daysFromToday);
  const response = await app.request(
    `/api/v2/creneaux/multisalle/${hallId}/debut/${day}/duree/1?activite=${sportId}&gp=1`,
    token ? { headers: { authorization: `Bearer ${token}` } } : {},
  );
  if (response.status !== 200) throw new Error(`slots: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { creneaux: WireSlot[] }).creneaux;
}

/** The wire body of `panier/ajout` for a slot. */
export function addBody(slot: WireSlot, sportId: number) {
  return { nIdSport: sportId, nIdCreneau: slot.nIdCreneau, nIdZone: slot.nIdZone };
}
