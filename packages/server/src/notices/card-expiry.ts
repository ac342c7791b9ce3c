// A saved card that expires before a coming paid game: its owner is told once per card, while
// there is time to save another, so the debit after the game does not fail.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { planJobs } from '../jobs/job-queue.ts';
import { noticeKinds } from './plan-notices.ts';

/** A card and the first coming paid game it will not cover. */
export interface ExpiringCard {
  userId: number;
  expiryMonth: number;
  expiryYear: number;
  reservationId: string;
}

/**
 * The saved cards that expire (at the end of their expiry month) before a coming, not cancelled, paid game
 * their owner accepted, with the first such game.
 *
 * @example const cards = await expiringCards(db, new Date());
 */
export async function expiringCards(db: Database, now: Date): Promise<ExpiringCard[]> {
  const result = await db.execute(sql`
    select distinct on (a.user_id, a.expiry_year, a.expiry_month)
      a.user_id as "userId", a.expiry_month as "expiryMonth", a.expiry_year as "expiryYear",
      r.id as "reservationId"
    from payment_aliases a
    join reservation_participants p on p.user_id = a.user_id and p.reponse = 2
    join reservations r on r.id = p.reservation_id
    where r.starts_at > ${now.toISOString()}::timestamptz
      and r.cancelled_at is null and r.statut <> 'cancelled' and r.paiement_requis
      and make_date(a.expiry_year::int, a.expiry_month::int, 1) + interval '1 month' <= r.starts_at
    order by a.user_id, a.expiry_year, a.expiry_month, r.starts_at`);
  return (result as unknown as { rows: ExpiringCard[] }).rows;
}

/**
 * Plans the « carte qui expire » notice of each card found by {@link expiringCards}, once per card
 * (the key names the card's expiry: a new card that expires too is told again).
 *
 * @example await planCardExpiryNotices(db, now);
 */
export async function planCardExpiryNotices(db: Database, now: Date): Promise<number> {
  const cards = await expiringCards(db, now);
  return planJobs(
    db,
    cards.map((card) => ({
      kind: noticeKinds.cardExpiring,
      payload: { ...card },
      runAt: now,
      dedupeKey: `card-expiring:${card.userId}:${card.expiryYear}-${card.expiryMonth}`,
    })),
  );
}
