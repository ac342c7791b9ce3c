// The load run's verdict, read from the rows themselves in PostgreSQL (scripts/load.ts): whatever the
// answers said, the database must hold no double booking, no overfull session, no share debited twice, and
// every invitation answer the server confirmed.

import pg from 'pg';
import type { LedgerAnswer } from './load-player.ts';

/** One check: its name, whether it passed, and what it found. */
export interface RowCheck {
  name: string;
  ok: boolean;
  detail: string;
}

/** Confirmed bookings sharing ground at overlapping times, places of one session excepted. */
const doubleBookings = `
  select a.id as a, b.id as b, a.zone_id as zone_a, b.zone_id as zone_b, a.starts_at, b.starts_at as b_starts_at
  from bookings a
  join bookings b on a.id < b.id
   and b.status = 'confirmed'
   and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)
   and (a.zone_id = b.zone_id
        or exists (select 1 from zone_overlaps o where o.zone_id = a.zone_id and o.other_zone_id = b.zone_id))
  where a.status = 'confirmed'
    and not (a.places is not null and b.places is not null and a.zone_id = b.zone_id
             and a.sport_id = b.sport_id and a.starts_at = b.starts_at and a.ends_at = b.ends_at)`;

/** `place` and `cours` sessions whose booked places exceed the session's participants. */
const overfullSessions = `
  select b.zone_id, b.sport_id, b.starts_at, sum(b.places)::int as taken, zs.max_participants
  from bookings b
  join zone_sports zs on zs.zone_id = b.zone_id and zs.sport_id = b.sport_id and zs.slot_type in ('place', 'cours')
  where b.status = 'confirmed' and b.places is not null
  group by b.zone_id, b.sport_id, b.starts_at, zs.max_participants
  having sum(b.places) > zs.max_participants`;

/** Reservations with more accepted participants than `nb_place_max`. */
const overfullReservations = `
  select r.id, r.nb_place_max, count(*)::int as accepted
  from reservations r
  join reservation_participants p on p.reservation_id = r.id and p.reponse = 2
  group by r.id, r.nb_place_max
  having count(*) > r.nb_place_max`;

/** Shares that the provider debited more than once (PAID transactions of their orders, both sides). */
const doubleDebits = `
  select po.payment_id, count(distinct st.uuid)::int as sandbox_paid, count(distinct pt.id)::int as recorded_paid
  from payment_orders po
  left join sandbox_transactions st on st.order_id = po.id::text and st.status = 'PAID'
  left join payment_transactions pt on pt.order_id = po.id and pt.status = 'PAID'
  where po.purpose = 'share'
  group by po.payment_id
  having count(distinct st.uuid) > 1 or count(distinct pt.id) > 1`;

/** More than one share for a player on a reservation, or paid shares over the reservation's total. */
const doubleShares = `
  select reservation_id, user_id, count(*)::int as n from payments group by reservation_id, user_id having count(*) > 1`;
const overpaidReservations = `
  select r.id, r.total_cents, sum(p.amount_cents)::int as paid
  from reservations r join payments p on p.reservation_id = r.id and p.status = 'paid'
  group by r.id, r.total_cents
  having sum(p.amount_cents) > r.total_cents`;

/** What the run's rows add up to, printed beside the checks. */
export interface RowFigures {
  reservations: number;
  cancelledReservations: number;
  participantsAccepted: number;
  sessionsPlacesBooked: number;
  shares: Record<string, number>;
  sharesDebitedPaid: number;
}

function sample(rows: unknown[]): string {
  return rows
    .slice(0, 3)
    .map((row) => JSON.stringify(row))
    .join('; ');
}

/**
 * Reads the rows and checks them. `ledger` holds, per `${reservationId}:${contactId}`, the last answer the
 * server took with a 200: the row must hold exactly it (an `unknown` answer, after a 5xx, is not checked).
 */
export async function checkRows(
  databaseUrl: string,
  ledger: ReadonlyMap<string, LedgerAnswer>,
): Promise<{ checks: RowCheck[]; figures: RowFigures }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows = async (text: string, values: unknown[] = []) => (await client.query(text, values)).rows;
    const checks: RowCheck[] = [];
    const none = (name: string, found: unknown[], what: string) =>
      checks.push({
        name,
        ok: found.length === 0,
        detail: found.length === 0 ? `0 ${what}` : `${found.length} ${what}: ${sample(found)}`,
      });

    none('no court booked twice for overlapping times', await rows(doubleBookings), 'overlapping pairs');
    none('no session with more participants than places', await rows(overfullSessions), 'overfull sessions');
    none(
      'no reservation with more accepted players than nbPlaceMax',
      await rows(overfullReservations),
      'overfull reservations',
    );
    none('no share debited twice', await rows(doubleDebits), 'shares with two PAID debits');
    none('no player with two shares of one reservation', await rows(doubleShares), 'duplicated shares');
    none(
      'no reservation paid more than its total',
      await rows(overpaidReservations),
      'overpaid reservations',
    );

    const keys = [...ledger].filter(([, answer]) => answer !== 'unknown');
    const stored = await rows(
      `select reservation_id::text || ':' || contact_id::text as key, reponse
       from reservation_participants where contact_id is not null and reservation_id = any($1::uuid[])`,
      [[...new Set(keys.map(([key]) => key.split(':')[0]))]],
    );
    const byKey = new Map(stored.map((row) => [row.key as string, Number(row.reponse)]));
    const missing = keys.filter(([key, answer]) => byKey.get(key) !== answer);
    const accepted = keys.filter(([, answer]) => answer === 2).length;
    checks.push({
      name: 'every confirmed invitation answer present as given',
      ok: missing.length === 0,
      detail:
        missing.length === 0
          ? `${keys.length} answers found as confirmed (${accepted} accepted)`
          : `${missing.length} of ${keys.length} differ: ${missing
              .slice(0, 3)
              .map(([key, answer]) => `${key} sent ${answer}, row ${byKey.get(key) ?? 'missing'}`)
              .join('; ')}`,
    });

    const [reservations] = await rows(
      `select count(*)::int as n, count(*) filter (where statut = 'cancelled')::int as cancelled from reservations`,
    );
    const [participants] = await rows(
      `select count(*)::int as n from reservation_participants where reponse = 2`,
    );
    const [places] = await rows(
      `select coalesce(sum(places), 0)::int as n from bookings where status = 'confirmed' and places is not null`,
    );
    const shares = await rows(`select status, count(*)::int as n from payments group by status`);
    const [debited] = await rows(
      `select count(*)::int as n from sandbox_transactions st join payment_orders po on st.order_id = po.id::text
       where po.purpose = 'share' and st.status = 'PAID'`,
    );
    return {
      checks,
      figures: {
        reservations: reservations?.n ?? 0,
        cancelledReservations: reservations?.cancelled ?? 0,
        participantsAccepted: participants?.n ?? 0,
        sessionsPlacesBooked: places?.n ?? 0,
        shares: Object.fromEntries(shares.map((row) => [row.status as string, row.n as number])),
        sharesDebitedPaid: debited?.n ?? 0,
      },
    };
  } finally {
    await client.end();
  }
}
