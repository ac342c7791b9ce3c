import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { cartLines, carts } from '../db/schema.ts';
import { publishSlotChange, publishWhenHoldEnds } from '../live/index.ts';
import { decodeSlotId, encodeSlotId } from '../planning/slot-id.ts';
import {
  cartMessages,
  invalidField,
  lineNotFound,
  notAllowedInHall,
  slotClosed,
  slotNotFound,
  slotTaken,
} from './cart-errors.ts';
import { findOpenCart, isHallMember, listCartLines, openCart } from './cart-repository.ts';
import { lockHallZones } from './hall-lock.ts';
import { holdEnd, isHeld, sellsPlaces } from './hold-rules.ts';
import { canTake, findOffer, findSlot, placesLeft } from './slot-lookup.ts';

/** What `panier/ajout` asks for (wire `nIdSport`, `nIdCreneau`, `nIdZone`). */
export interface AddRequest {
  sportId: number;
  slotId: number;
  zoneId: number;
}

/** How an add ended: a new hold, or the slot was already in the cart. */
export type AddOutcome = 'added' | 'already-in-cart';

/**
 * Adds a slot to the player's cart and holds it 15 minutes. The hall's zones are locked while the slot is
 * checked and the line written, so two players adding the same slot at once cannot both hold it.
 *
 * @example `await addToCart(db, 'multisalle', userId, { sportId, slotId, zoneId })`
 */
export async function addToCart(
  db: Database,
  productKey: string,
  userId: number,
  request: AddRequest,
  now = new Date(),
): Promise<AddOutcome> {
  const key = decodeSlotId(request.slotId);
  if (!key) throw slotNotFound();
  const offer = await findOffer(db, key.zoneSportId);
  if (!offer?.hall.isActive || offer.zoneId !== request.zoneId || offer.sportId !== request.sportId) {
    throw slotNotFound();
  }
  if (offer.hall.isMembersOnly && !(await isHallMember(db, offer.hall.id, userId))) {
    throw notAllowedInHall(productKey);
  }
  if (key.startsAt.getTime() <= now.getTime()) throw slotClosed();
  const cart = await openCart(db, userId);
  const outcome = await db.transaction(async (tx): Promise<AddOutcome> => {
    await lockHallZones(tx, [offer.hall.id]);
    const [existing] = await tx
      .select()
      .from(cartLines)
      .where(
        and(
          eq(cartLines.cartId, cart.id),
          eq(cartLines.zoneSportId, offer.zoneSportId),
          eq(cartLines.startsAt, key.startsAt),
        ),
      );
    if (existing && isHeld(existing.holdExpiresAt, now)) return 'already-in-cart';
    // An expired line of the same slot is held again if the slot is still free.
    if (existing) await tx.delete(cartLines).where(eq(cartLines.id, existing.id));
    const slot = await findSlot(tx, offer, key.startsAt, { kind: 'all', now });
    if (!slot) throw slotNotFound();
    if (!canTake(slot, 1)) throw slotTaken();
    await tx.insert(cartLines).values({
      cartId: cart.id,
      zoneSportId: offer.zoneSportId,
      zoneId: offer.zoneId,
      sportId: offer.sportId,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      // A place is sold at the slot's per-person price (the planning's `tarifIndividuel`).
      unitPriceCents: sellsPlaces(offer.slotType)
        ? Math.round(slot.priceCents / Math.max(1, offer.sport.recommendedPlayers))
        : slot.priceCents,
      quantity: 1,
      holdExpiresAt: holdEnd(now),
    });
    return 'added';
  });
  // Live slots: open plannings show the hold now, and the free slot again when it ends.
  if (outcome === 'added') {
    publishSlotChange(db, offer.hall.id);
    publishWhenHoldEnds(db, offer.hall.id, holdEnd(now), now);
  }
  return outcome;
}

async function ownLine(db: Database, userId: number, lineId: number) {
  const cart = await findOpenCart(db, userId);
  if (!cart) throw lineNotFound();
  const entry = (await listCartLines(db, cart.id)).find((candidate) => candidate.line.id === lineId);
  if (!entry) throw lineNotFound();
  return { cart, entry };
}

/**
 * Changes a line's quantity: at least 1, at most the places other players leave for a `place`/`cours`
 * slot, always 1 for a whole zone.
 */
export async function changeQuantity(
  db: Database,
  userId: number,
  lineId: number,
  quantity: number,
  now = new Date(),
): Promise<void> {
  const { cart, entry } = await ownLine(db, userId, lineId);
  if (!sellsPlaces(entry.slotType)) {
    if (quantity !== 1) throw invalidField('quantite', cartMessages.courtQuantity);
    return;
  }
  const offer = await findOffer(db, entry.line.zoneSportId);
  if (!offer) throw lineNotFound();
  await db.transaction(async (tx) => {
    await lockHallZones(tx, [entry.hall.id]);
    const slot = await findSlot(tx, offer, entry.line.startsAt, { kind: 'others', now, cartId: cart.id });
    const left = slot ? (placesLeft(slot) ?? 0) : 0;
    if (quantity > left) throw invalidField('quantite', cartMessages.placesLeft(left));
    await tx.update(cartLines).set({ quantity }).where(eq(cartLines.id, lineId));
  });
  publishSlotChange(db, entry.hall.id); // Live slots: the places left changed.
}

/** Removes a line of the caller's open cart, which frees its hold. */
export async function removeLine(db: Database, userId: number, lineId: number): Promise<void> {
  const { cart, entry } = await ownLine(db, userId, lineId);
  await db.delete(cartLines).where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cart.id)));
  publishSlotChange(db, entry.hall.id); // Live slots: the slot is free again.
}

/** Stores the bill-sharing choice (`partagePaiement`) on the caller's open cart. */
export async function setBillShared(db: Database, userId: number, isShared: boolean): Promise<void> {
  const cart = await openCart(db, userId);
  await db.update(carts).set({ isBillShared: isShared }).where(eq(carts.id, cart.id));
}

/**
 * Extends every hold of the caller's cart by 15 minutes from now (RGAA 13.1: a time limit can be
 * extended). A hold that already ended is taken again only if nobody booked or held the slot meanwhile;
 * otherwise nothing changes and the call answers 409 CRENEAU-006.
 */
export async function extendHolds(db: Database, userId: number, now = new Date()): Promise<void> {
  const cart = await openCart(db, userId);
  const lines = await listCartLines(db, cart.id);
  if (lines.length === 0) return;
  await db.transaction(async (tx) => {
    await lockHallZones(
      tx,
      lines.map((entry) => entry.hall.id),
    );
    for (const entry of lines) {
      if (isHeld(entry.line.holdExpiresAt, now)) continue;
      const offer = await findOffer(tx, entry.line.zoneSportId);
      const slot =
        offer && (await findSlot(tx, offer, entry.line.startsAt, { kind: 'others', now, cartId: cart.id }));
      if (!slot || !canTake(slot, entry.line.quantity)) throw slotTaken();
    }
    await tx
      .update(cartLines)
      .set({ holdExpiresAt: holdEnd(now) })
      .where(eq(cartLines.cartId, cart.id));
  });
  // Live slots: a hold that had ended is taken again, and every hold now ends later.
  for (const hallId of new Set(lines.map((entry) => entry.hall.id))) {
    publishSlotChange(db, hallId);
    publishWhenHoldEnds(db, hallId, holdEnd(now), now);
  }
}

/** The slot ids the player holds right now (they show `panier` to them in the slots endpoint). */
export async function heldSlotIds(db: Database, userId: number, now = new Date()): Promise<Set<number>> {
  const rows = await db
    .select({
      zoneSportId: cartLines.zoneSportId,
      startsAt: cartLines.startsAt,
      holdExpiresAt: cartLines.holdExpiresAt,
    })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .where(and(eq(carts.userId, userId), isNull(carts.validatedAt)));
  return new Set(
    rows
      .filter((row) => isHeld(row.holdExpiresAt, now))
      .map((row) => encodeSlotId({ zoneSportId: row.zoneSportId, startsAt: row.startsAt })),
  );
}
