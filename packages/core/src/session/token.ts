/** Spec 1 section 4: tokens issued before mid-2024 force a logout. Our default instant of "mid-2024". */
export const DEFAULT_TOKEN_CUTOFF = '2024-06-30T00:00:00Z';

let cutoff = DEFAULT_TOKEN_CUTOFF;

/**
 * Sets the token cut-off (ISO date): a stored token issued before it logs the user out on load.
 *
 * @default '2024-06-30T00:00:00Z'
 * @example setTokenCutoff('2025-01-01T00:00:00Z')
 */
export function setTokenCutoff(isoDate: string = DEFAULT_TOKEN_CUTOFF): void {
  if (Number.isNaN(Date.parse(isoDate))) throw new Error(`Invalid token cut-off date: ${isoDate}`);
  cutoff = isoDate;
}

/** The cut-off in force (ISO date). */
export function getTokenCutoff(): string {
  return cutoff;
}

/**
 * The payload of a JWT, decoded without any verification (the server verifies; the client only reads
 * `iat`, `exp`, `userId` and `nIdContact`). `null` when the token is not a readable JWT.
 *
 * @example decodeTokenPayload(token)?.nIdContact
 */
export function decodeTokenPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return payload !== null && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function numberClaim(payload: Record<string, unknown> | null, name: string): number | null {
  const value = Number(payload?.[name]);
  return payload && payload[name] !== undefined && Number.isFinite(value) ? value : null;
}

/**
 * Whether a token must be refused on load (spec 1 section 4): unreadable, without `iat`, issued before
 * the cut-off, or past its `exp`.
 *
 * @example isTokenUsable(token, Date.now())
 */
export function isTokenUsable(token: string, nowMs: number = Date.now()): boolean {
  const payload = decodeTokenPayload(token);
  const issuedAtSeconds = numberClaim(payload, 'iat');
  if (issuedAtSeconds === null) return false;
  if (issuedAtSeconds * 1000 < Date.parse(cutoff)) return false;
  const expiresAtSeconds = numberClaim(payload, 'exp');
  return expiresAtSeconds === null || expiresAtSeconds * 1000 > nowMs;
}

/**
 * The user ids a v2 token carries (`userId`, and `nIdContact` the contact id), `null` when missing.
 *
 * @example tokenUser(token) // { userId: 12, contactId: 40 }
 */
export function tokenUser(token: string): { userId: number; contactId: number } | null {
  const payload = decodeTokenPayload(token);
  const userId = numberClaim(payload, 'userId');
  const contactId = numberClaim(payload, 'nIdContact');
  return userId === null || contactId === null ? null : { userId, contactId };
}
