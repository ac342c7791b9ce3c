/** How long markup made from hall facts is reused between two page loads, in ms (halls change by hand, rarely). */
export const HALL_FACTS_TTL_MS = 5_000;

/**
 * A short-lived cache of markup made from the database for a page's HTML (page hints, first screen): each
 * key is made at most once per `ttlMs`, the last 200 keys kept. A failed read gives `''` (nothing added to
 * the page) rather than no page.
 *
 * @example const keep = keptMarkup(); await keep('/', () => makeHints());
 */
export function keptMarkup(
  ttlMs: number = HALL_FACTS_TTL_MS,
): (key: string, make: () => Promise<string>) => Promise<string> {
  const kept = new Map<string, { at: number; value: Promise<string> }>();
  return (key, make) => {
    const now = Date.now();
    const found = kept.get(key);
    if (found && now - found.at < ttlMs) return found.value;
    const value = make().catch(() => '');
    kept.set(key, { at: now, value });
    if (kept.size > 200) kept.delete(kept.keys().next().value ?? '');
    return value;
  };
}
