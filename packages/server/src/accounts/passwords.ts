// The argon2 native addon is loaded with the first password to hash or check, not at the server's start.
const argon2 = () => import('@node-rs/argon2');

/** Shortest password the server accepts. */
export const MIN_PASSWORD_LENGTH = 8;

/** Longest password the server hashes: argon2 on megabytes of input would be a cheap denial of service. */
export const MAX_PASSWORD_LENGTH = 128;

// `Algorithm.Argon2id` is a const enum, which isolatedModules cannot import: 2 is its value.
const ARGON2ID = 2;

/**
 * Hashes a password with argon2id (OWASP parameters: 19 MiB, 2 passes, 1 lane).
 *
 * @example
 * ```ts
 * const stored = await hashPassword('motdepasse1'); // '$argon2id$v=19$m=19456,t=2,p=1$...'
 * ```
 */
export async function hashPassword(password: string): Promise<string> {
  const { hash } = await argon2();
  return hash(password, { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
}

let decoyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (unknown account) it still runs argon2 against a
 * decoy, so the answer takes as long whether the account exists or not.
 *
 * @example
 * ```ts
 * if (!(await verifyPassword(user?.passwordHash, password))) throw businessError(401, 'CONNEXION-001');
 * ```
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  const { verify } = await argon2();
  if (!storedHash) {
    decoyHash ??= hashPassword('decoy password never matched');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
