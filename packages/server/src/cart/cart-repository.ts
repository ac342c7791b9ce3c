import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { cartLines, carts, contacts, hallMembers, halls, sports, zoneSports, zones } from '../db/schema.ts';
import type { SlotType } from '../planning/derive-slots.ts';

/** A player's open cart. */
export type Cart = typeof carts.$inferSelect;

/** What a `cours` offer tells about itself (each `null` when not given). */
export interface CourseFacts {
  level: string | null;
  coachName: string | null;
  contentHtml: string | null;
  imageUrl: string | null;
}

/** A cart line with what the wire shows of its hall, sport and offer. */
export interface CartLine {
  line: typeof cartLines.$inferSelect;
  slotType: SlotType | null;
  maxParticipants: number | null;
  /** The class's facts for a `cours` line, `null` for any other line. */
  course: CourseFacts | null;
  hall: { id: number; name: string; timezone: string; skipPaymentStep: boolean; isMembersOnly: boolean };
  sport: { id: number; label: string; recommendedPlayers: number };
}

/** The player's open cart, or `undefined` when they have none yet. */
export async function findOpenCart(db: Database, userId: number): Promise<Cart | undefined> {
  const [cart] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.userId, userId), isNull(carts.validatedAt)));
  return cart;
}

/**
 * The player's open cart, created when they have none. Two first calls at once both end with the same cart:
 * the partial unique index keeps one open cart per player and the loser's insert does nothing.
 */
export async function openCart(db: Database, userId: number): Promise<Cart> {
  const existing = await findOpenCart(db, userId);
  if (existing) return existing;
  await db.insert(carts).values({ userId }).onConflictDoNothing();
  const created = await findOpenCart(db, userId);
  if (!created) throw new Error(`Could not open a cart for user ${userId}`);
  return created;
}

/** A cart's lines, oldest first, with hall, sport and offer. */
export async function listCartLines(db: Database, cartId: string): Promise<CartLine[]> {
  const rows = await db
    .select({ line: cartLines, offer: zoneSports, hall: halls, sport: sports })
    .from(cartLines)
    .innerJoin(zoneSports, eq(zoneSports.id, cartLines.zoneSportId))
    .innerJoin(zones, eq(zones.id, cartLines.zoneId))
    .innerJoin(halls, eq(halls.id, zones.hallId))
    .innerJoin(sports, eq(sports.id, cartLines.sportId))
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.startsAt), asc(cartLines.id));
  return rows.map(({ line, offer, hall, sport }) => ({
    line,
    slotType: offer.slotType,
    maxParticipants: offer.maxParticipants,
    course:
      offer.slotType === 'cours'
        ? {
            level: offer.level,
            coachName: offer.coachName,
            contentHtml: offer.contentHtml,
            imageUrl: offer.imageUrl,
          }
        : null,
    hall: {
      id: hall.id,
      name: hall.name,
      timezone: hall.timezone,
      skipPaymentStep: hall.skipPaymentStep,
      isMembersOnly: hall.isMembersOnly,
    },
    sport: { id: sport.id, label: sport.label, recommendedPlayers: sport.recommendedPlayers },
  }));
}

/** Whether the player is a member of the hall (what a members-only hall asks). */
export async function isHallMember(db: Database, hallId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: hallMembers.userId })
    .from(hallMembers)
    .where(and(eq(hallMembers.hallId, hallId), eq(hallMembers.userId, userId)));
  return row !== undefined;
}

/** Whether the player's own contact has a verified phone number. */
export async function hasVerifiedPhone(db: Database, contactId: number): Promise<boolean> {
  const [row] = await db
    .select({ isVerified: contacts.isPhoneVerified, phone: contacts.phone })
    .from(contacts)
    .where(eq(contacts.id, contactId));
  return Boolean(row?.isVerified && row.phone);
}
