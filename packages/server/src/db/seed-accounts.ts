import { hashPassword } from '../accounts/passwords.ts';
import { findTakenFields, insertAccount } from '../accounts/user-repository.ts';
import { systemClock } from '../clock/index.ts';
import type { Database } from './client.ts';

/** The demo players, activated, with known passwords (documented in the server README). */
export const seedPlayers = [
  {
    email: 'joueur@multisalle.fr',
    password: 'motdepasse1',
    pseudonym: 'joueur',
    firstName: 'Camille',
    lastName: 'Martin',
    phone: '0601020304',
  },
  {
    email: 'capitaine@multisalle.fr',
    password: 'motdepasse2',
    pseudonym: 'capitaine',
    firstName: 'Lucas',
    lastName: 'Bernard',
    phone: '0605060708',
  },
  {
    email: 'equipiere@multisalle.fr',
    password: 'motdepasse3',
    pseudonym: 'equipiere',
    firstName: 'Inès',
    lastName: 'Petit',
    phone: null,
  },
] as const;

/**
 * Adds the demo players that are missing (by email or pseudonym), so it can run at every start.
 *
 * @returns how many players it created.
 * @example
 * ```ts
 * await seedAccounts(db); // joueur@multisalle.fr / motdepasse1 can now log in
 * ```
 */
export async function seedAccounts(db: Database, now: Date = systemClock.now()): Promise<number> {
  let created = 0;
  for (const player of seedPlayers) {
    const taken = await findTakenFields(db, undefined, { email: player.email, pseudonym: player.pseudonym });
    if (taken.email || taken.pseudonym) continue;
    await insertAccount(db, {
      email: player.email,
      passwordHash: await hashPassword(player.password),
      lastName: player.lastName,
      firstName: player.firstName,
      pseudonym: player.pseudonym,
      phone: player.phone,
      isMinor: false,
      acceptsMailings: false,
      activatedAt: now,
    });
    created += 1;
  }
  return created;
}
