import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Accounts, AuthEnv } from '../accounts/index.ts';
import { accountMessages } from '../accounts/messages.ts';
import { BusinessErrorSchema, forbiddenError } from '../http/errors.ts';
import { createRouter } from '../http/validation.ts';
import {
  createFamilyContact,
  deleteFamilyContact,
  familyContactWire,
  listFamily,
  ownFamilyContact,
  updateFamilyContact,
} from '../reservations/family.ts';
import {
  invalidResponse,
  json,
  jsonBody,
  PseudonymSchema,
  requiredText,
  unauthorizedResponse,
} from './account-schemas.ts';
import { mailOf } from './reservation-schemas.ts';

const ContactSchema = z
  .object({ id: z.number(), nom: z.string(), prenom: z.string(), pseudo: z.string(), mineur: z.boolean() })
  .openapi('FamilyContact');
const InputSchema = z
  .object({
    nom: requiredText('GRAND-PUBLIC-007', 100),
    prenom: requiredText('GRAND-PUBLIC-008', 100),
    pseudo: PseudonymSchema,
    mineur: z.boolean().default(false),
  })
  .openapi('FamilyContactInput');
const integerId = (what: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `L'identifiant ${what} doit être un nombre entier`)
    .transform(Number);
const IdParamSchema = z.object({
  id: integerId('du contact').openapi({ param: { name: 'id', in: 'path' }, example: '12' }),
});
const ownerErrors = {
  401: unauthorizedResponse,
  403: json(BusinessErrorSchema, "Contact d'une autre famille (CONTACT-007)"),
  404: json(BusinessErrorSchema, 'Contact introuvable (CONTACT-004)'),
  422: invalidResponse,
};

/**
 * MA FAMILLE on the v2 base (spec 1 section 7 « Family contacts »): `user/parent` lists and adds,
 * `user/parent/{id}` reads, changes and deletes, for the contacts' owner only.
 *
 * @example app.route('/api/v2', createFamilyRoutes({ accounts }));
 */
export function createFamilyRoutes({ accounts }: { accounts: Accounts }): OpenAPIHono<AuthEnv> {
  const router = createRouter<AuthEnv>();
  const { db } = accounts;
  const tags = ['Famille'];
  const security = [{ bearer: [] as string[] }];
  const middleware = accounts.requireAuth('v2');

  router.openapi(
    createRoute({
      method: 'get',
      path: '/user/parent',
      operationId: 'listFamily',
      tags,
      summary: 'Les membres de ma famille',
      middleware,
      security,
      responses: {
        200: json(z.object({ contacts: z.array(ContactSchema) }), 'La famille'),
        401: unauthorizedResponse,
      },
    }),
    async (c) => c.json({ contacts: await listFamily(db, c.get('caller').userId) }, 200),
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/user/parent',
      operationId: 'addFamilyContact',
      tags,
      summary: 'Ajoute un membre de ma famille (sans compte ni téléphone\u00a0; pseudo unique)',
      middleware,
      security,
      request: { body: jsonBody(InputSchema) },
      responses: {
        201: json(ContactSchema, 'Le contact ajouté'),
        401: unauthorizedResponse,
        409: json(BusinessErrorSchema, 'Pseudo déjà utilisé (CONTACT-011)'),
        422: invalidResponse,
      },
    }),
    async (c) => c.json(await createFamilyContact(db, c.get('caller').userId, c.req.valid('json')), 201),
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/user/parent/{id}',
      operationId: 'readFamilyContact',
      tags,
      summary: 'Un membre de ma famille',
      middleware,
      security,
      request: { params: IdParamSchema },
      responses: { 200: json(ContactSchema, 'Le contact'), ...ownerErrors },
    }),
    async (c) => {
      const row = await ownFamilyContact(db, c.get('caller').userId, c.req.valid('param').id);
      return c.json(familyContactWire(row), 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'put',
      path: '/user/parent/{id}',
      operationId: 'updateFamilyContact',
      tags,
      summary: 'Modifie un membre de ma famille',
      middleware,
      security,
      request: { params: IdParamSchema, body: jsonBody(InputSchema) },
      responses: {
        200: json(ContactSchema, 'Le contact modifié'),
        ...ownerErrors,
        409: json(BusinessErrorSchema, 'Pseudo déjà utilisé (CONTACT-011)'),
      },
    }),
    async (c) =>
      c.json(
        await updateFamilyContact(db, c.get('caller').userId, c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
  );
  router.openapi(
    createRoute({
      method: 'delete',
      path: '/user/parent/{id}',
      operationId: 'deleteFamilyContact',
      tags,
      summary: 'Supprime un membre de ma famille (ses réponses aux séances à venir avec lui)',
      middleware,
      security,
      request: { params: IdParamSchema },
      responses: { 200: json(z.object({ succes: z.literal(true) }), 'Supprimé'), ...ownerErrors },
    }),
    async (c) => {
      await deleteFamilyContact(
        db,
        mailOf(accounts, c),
        c.get('caller').userId,
        c.req.valid('param').id,
        accounts.clock.now(),
      );
      return c.json({ succes: true as const }, 200);
    },
  );
  return router;
}

/**
 * The legacy read `GET Contact/?nIdContact={id}&nIdUtilisateur={id}` on the admin base, owner only.
 *
 * @example app.route('/api/admin', createLegacyContactRoutes({ accounts }));
 */
export function createLegacyContactRoutes({ accounts }: { accounts: Accounts }): OpenAPIHono<AuthEnv> {
  const router = createRouter<AuthEnv>();
  router.openapi(
    createRoute({
      method: 'get',
      path: '/Contact/',
      operationId: 'readContactLegacy',
      tags: ['Famille'],
      summary: 'Un membre de ma famille (base historique)',
      middleware: accounts.requireAuth('admin'),
      security: [{ bearer: [] as string[] }],
      request: {
        query: z.object({
          nIdContact: integerId('du contact'),
          nIdUtilisateur: integerId("de l'utilisateur"),
        }),
      },
      responses: { 200: json(ContactSchema, 'Le contact'), ...ownerErrors },
    }),
    async (c) => {
      const { nIdContact, nIdUtilisateur } = c.req.valid('query');
      const caller = c.get('caller');
      if (nIdUtilisateur !== caller.userId) throw forbiddenError(accountMessages.forbidden);
      const row = await ownFamilyContact(accounts.db, caller.userId, nIdContact);
      return c.json(familyContactWire(row), 200);
    },
  );
  return router;
}
