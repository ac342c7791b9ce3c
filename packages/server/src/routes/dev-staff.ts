import { z } from '@hono/zod-openapi';
import { Hono } from 'hono';
import type { Accounts } from '../accounts/index.ts';
import { InvalidField } from '../domain-errors/index.ts';
import { hallIdByKey, inviteStaff, staffRoles } from '../staff/index.ts';
import { HallKeyParamSchema, StaffEmailSchema } from './staff-schemas.ts';

const DevStaffSchema = z.object({
  email: StaffEmailSchema,
  cle: HallKeyParamSchema.shape.cle,
  role: z.enum(staffRoles),
});

/** Who the audit trail names for a member added by the development route. */
export const DEV_STAFF_ACTOR = { staffId: null, email: 'POST /dev/personnel' } as const;

/**
 * Development only: `POST /dev/personnel {email, cle, role}` does what `npm run staff -- add` does (a member
 * with a role in a hall) and answers `{ idPersonnel, lienActivation }`, so that a browser test makes its own
 * hall staff. Mount it only outside production, like every `/dev` route.
 *
 * @example if (!isProduction) app.route('/dev', createDevStaffRoutes(accounts));
 */
export function createDevStaffRoutes(accounts: Accounts): Hono {
  const router = new Hono();
  router.post('/personnel', async (c) => {
    const parsed = DevStaffSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      throw new InvalidField(issue?.path.join('.') || 'body', issue?.message ?? 'Requête invalide.');
    }
    const { email, cle, role } = parsed.data;
    const hallId = await hallIdByKey(accounts.db, cle);
    const invitation = { email, hallId, role };
    return c.json(
      await inviteStaff(
        accounts.db,
        invitation,
        DEV_STAFF_ACTOR,
        accounts.config.siteUrl,
        accounts.clock.now(),
      ),
      200,
    );
  });
  return router;
}
