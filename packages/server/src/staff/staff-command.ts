// `npm run staff -- add <email> --hall <hall key> --role <role>`: the way a hall's first owner gets an
// account (the owner then invites the others from the console). It prints the one-time link to choose a
// password; the audit trail names the command as who did it.
import { parseArgs } from 'node:util';
import type { Database } from '../db/client.ts';
import { Refusal } from '../domain-errors/index.ts';
import { inviteStaff } from './invite-staff.ts';
import { type StaffRole, staffRoles } from './roles.ts';
import { hallIdByKey } from './staff-members.ts';

/** What a run prints and its exit code. */
export interface StaffCommandResult {
  exitCode: number;
  lines: string[];
}

/** Who the audit trail names for a member the command added. */
export const COMMAND_ACTOR = { staffId: null, email: 'npm run staff' } as const;

export const STAFF_USAGE = [
  'Usage:',
  '  npm run staff -- add <email> --hall <hall key> --role <proprietaire|gestionnaire|accueil>',
  'Prints the one-time link (valid 7 days) where the member chooses a password. Adding an address again',
  'changes its role in that hall, and prints a new link while no password was chosen.',
];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Runs `npm run staff` with its arguments on a database, at `now`; `siteUrl` starts the printed link.
 *
 * @example await runStaffCommand(db, ['add', 'gerant@salle.fr', '--hall', 'padel-park', '--role', 'proprietaire'], options)
 */
export async function runStaffCommand(
  db: Database,
  args: string[],
  { siteUrl, now }: { siteUrl: string; now: Date },
): Promise<StaffCommandResult> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(args);
  } catch (error) {
    return { exitCode: 1, lines: [(error as Error).message, ...STAFF_USAGE] };
  }
  const [verb, email, ...extra] = parsed.positionals;
  const { hall, role } = parsed.values;
  if (verb !== 'add' || !email || extra.length > 0 || !hall || !role) {
    return { exitCode: 1, lines: STAFF_USAGE };
  }
  if (!EMAIL.test(email)) return { exitCode: 1, lines: [`Not an email address: ${email}`] };
  if (!staffRoles.includes(role as StaffRole)) {
    return { exitCode: 1, lines: [`Unknown role ${role}: one of ${staffRoles.join(', ')}.`] };
  }
  try {
    const hallId = await hallIdByKey(db, hall);
    const invitation = { email, hallId, role: role as StaffRole };
    const { idPersonnel, lienActivation } = await inviteStaff(db, invitation, COMMAND_ACTOR, siteUrl, now);
    return {
      exitCode: 0,
      lines: lienActivation
        ? [
            `${email.toLowerCase()} is ${role} of ${hall} (staff ${idPersonnel}).`,
            `Link to choose the password (valid 7 days, once): ${lienActivation}`,
          ]
        : [
            `${email.toLowerCase()} is ${role} of ${hall} (staff ${idPersonnel}); their password is already set.`,
          ],
    };
  } catch (error) {
    if (error instanceof Refusal) return { exitCode: 1, lines: [`${error.message} (${hall})`] };
    throw error;
  }
}

function parse(args: string[]) {
  return parseArgs({
    args,
    allowPositionals: true,
    options: { hall: { type: 'string' }, role: { type: 'string' } },
  });
}
