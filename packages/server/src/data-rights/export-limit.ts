import type { RateLimitRule } from '../accounts/rate-limit.ts';

/**
 * « Télécharger mes données »: 5 exports per hour per account. Each one reads a dozen tables; a player needs
 * one, a script looping on a stolen token gets a 429. Counted in the shared `rate_limits` table.
 */
export const exportRateLimit: RateLimitRule = { name: 'export-account', limit: 5, windowMs: 60 * 60_000 };
