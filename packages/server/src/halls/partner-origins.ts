import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { hallPartnerOrigins, halls } from '../db/schema.ts';

/** The longest return address taken: browsers and proxies cut URLs around 2,000 characters. */
export const MAX_RETURN_URL_LENGTH = 2048;

/** Whether `address` is an absolute URL at all (`//evil` and `pas une adresse` are not). */
export function isAbsoluteUrl(address: string): boolean {
  return URL.canParse(address);
}

/**
 * A web address a player may be sent back to, normalised (`new URL().href`), with its origin; `null`
 * for anything but `http:` and `https:` (`javascript:`, `data:`...) or an address carrying credentials.
 *
 * @example webAddress('HTTPS://www.Padel-Club-Tilleuls.fr:443/reserver') // { url: 'https://www.padel-club-tilleuls.fr/reserver', origin: 'https://www.padel-club-tilleuls.fr' }
 */
export function webAddress(address: string): { url: string; origin: string } | null {
  let parsed: URL;
  try {
    parsed = new URL(address);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  if (parsed.username !== '' || parsed.password !== '') return null;
  return { url: parsed.href, origin: parsed.origin };
}

/**
 * The origin an address names when it is nothing but an origin (`http://localhost:12345`, a trailing
 * slash allowed), as the table keeps it; `null` otherwise.
 *
 * @example originOnly('https://www.padel-club-tilleuls.fr/') // 'https://www.padel-club-tilleuls.fr'
 */
export function originOnly(address: string): string | null {
  const web = webAddress(address);
  // `href` keeps an empty query or fragment (`http://localhost:12345/?`): only the bare origin matches.
  return web && web.url === `${web.origin}/` ? web.origin : null;
}

/**
 * The address to send a player back to after a sign-in started on a partner page: normalised, when its
 * origin (scheme, host and port, compared exactly) is registered for the hall; `null` otherwise, and
 * for an unknown hall.
 *
 * @example await partnerReturnUrl(db, 'padel-park', 'https://www.padel-club-tilleuls.fr/reserver')
 */
export async function partnerReturnUrl(
  db: Database,
  hallKey: string,
  address: string,
): Promise<string | null> {
  const web = webAddress(address);
  if (!web) return null;
  const [found] = await db
    .select({ origin: hallPartnerOrigins.origin })
    .from(hallPartnerOrigins)
    .innerJoin(halls, eq(halls.id, hallPartnerOrigins.hallId))
    .where(and(eq(halls.key, hallKey), eq(hallPartnerOrigins.origin, web.origin)))
    .limit(1);
  return found ? web.url : null;
}

/**
 * Registers a partner origin for a hall (nothing happens when it is there already).
 *
 * @returns `'created'`, `'existing'`, or `'unknown-hall'`.
 * @example await registerPartnerOrigin(db, 'padel-park', 'http://localhost:12345')
 */
export async function registerPartnerOrigin(
  db: Database,
  hallKey: string,
  origin: string,
): Promise<'created' | 'existing' | 'unknown-hall'> {
  const [hall] = await db.select({ id: halls.id }).from(halls).where(eq(halls.key, hallKey));
  if (!hall) return 'unknown-hall';
  const inserted = await db
    .insert(hallPartnerOrigins)
    .values({ hallId: hall.id, origin })
    .onConflictDoNothing()
    .returning({ origin: hallPartnerOrigins.origin });
  return inserted.length > 0 ? 'created' : 'existing';
}
