import { requireStaff, type StaffTokenOptions } from '../staff/index.ts';
import { invalidResponse } from './account-schemas.ts';
import { staffForbidden, staffSecurity, staffTags, staffUnauthorized } from './staff-schemas.ts';

/**
 * What every console route of a hall shares, spread into `createRoute`: the staff token check with its
 * OpenAPI security and tag (`signedIn`), and the refusals it documents (`refusals`: 401 no valid staff
 * token, 403 another hall or a role too low, 422 invalid input).
 *
 * @example
 * const { signedIn, refusals } = staffRouteKit(tokens);
 * createRoute({ method: 'get', path: '/salles/{cle}/porte', ...signedIn, responses: { 200: …, ...refusals } });
 */
export function staffRouteKit(tokens: StaffTokenOptions) {
  return {
    signedIn: { middleware: requireStaff(tokens), security: staffSecurity, tags: staffTags } as const,
    refusals: { 401: staffUnauthorized, 403: staffForbidden, 422: invalidResponse } as const,
  };
}
