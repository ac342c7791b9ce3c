import type { StaffRole } from '../db/schema.ts';

export { type StaffRole, staffRoles } from '../db/schema.ts';

/**
 * What a staff member may do in a hall. `accueil` runs the day (the planning, arrivals, walk-ins);
 * `gestionnaire` adds closures, cancellations, refunds, the hall's rules and its reports; `proprietaire`
 * adds the staff and the audit trail. The server checks each call against this table; the console only
 * hides what a role cannot do.
 */
export const staffPermissions = {
  /** The day's planning, each session with its organiser and participants. */
  day: ['proprietaire', 'gestionnaire', 'accueil'],
  /** Letting a player in by hand, walk-in and phone bookings. */
  desk: ['proprietaire', 'gestionnaire', 'accueil'],
  /** Closures, cancellations by the hall, refunds, the hall's news. */
  manage: ['proprietaire', 'gestionnaire'],
  /** The hall's rules (opening hours, prices, discount codes) and its reports. */
  rules: ['proprietaire', 'gestionnaire'],
  /** The staff: invitations and roles. */
  team: ['proprietaire'],
  /** The partner sites a player is sent back to after signing in (the hall's name on other sites). */
  partners: ['proprietaire'],
  /** The audit trail. */
  audit: ['proprietaire'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffPermission = keyof typeof staffPermissions;

/** Whether `role` may do what `permission` names. */
export function roleAllows(role: StaffRole, permission: StaffPermission): boolean {
  return (staffPermissions[permission] as readonly StaffRole[]).includes(role);
}

/** What each role may do, for the console (`GET /api/gestion/moi`). */
export function permissionsOf(role: StaffRole): StaffPermission[] {
  return (Object.keys(staffPermissions) as StaffPermission[]).filter((permission) =>
    roleAllows(role, permission),
  );
}
