import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import type { Accounts } from '../accounts/index.ts';
import { InvalidField } from '../domain-errors/index.ts';
import {
  addHallPhoto,
  hallPhotoMessages,
  MAX_HALL_PHOTO_BYTES,
  MAX_HALL_PHOTOS,
  orderHallPhotos,
  removeHallPhoto,
  setHallPhotoAlt,
} from '../hall-rules/index.ts';
import { ApiError, DescriptionErrorSchema } from '../http/errors.ts';
import { createRouter, MAX_DATABASE_ID } from '../http/validation.ts';
import { requireStaff, type StaffEnv, type StaffTokenOptions, staffHall } from '../staff/index.ts';
import { invalidResponse, json, jsonBody } from './account-schemas.ts';
import {
  HallKeyParamSchema,
  staffForbidden,
  staffSecurity,
  staffTags,
  staffUnauthorized,
} from './staff-schemas.ts';
import { AltTextSchema, PhotoParamSchema, SheetSchema, sheetOf } from './staff-sheet-schemas.ts';

/** The 413 of a photo over 5 MB, whether the body limit or the file's size caught it. */
const tooLarge = () => new ApiError(413, { description: hallPhotoMessages.tooLarge });

const NewPhotoSchema = z.object({
  photo: z
    .any()
    .openapi({ type: 'string', format: 'binary', description: 'JPEG, PNG ou WebP, 5 Mo au plus.' }),
  texteAlternatif: AltTextSchema,
});

const PhotoOrderSchema = z
  .object({
    ordre: z
      .array(z.number().int().positive().max(MAX_DATABASE_ID), { error: hallPhotoMessages.orderMismatch })
      .max(MAX_HALL_PHOTOS, hallPhotoMessages.orderMismatch)
      .openapi({
        example: [4, 2, 3],
        description: 'Chaque photo de la galerie une fois, dans le nouvel ordre.',
      }),
  })
  .openapi('HallPhotoOrder');

const notFound = json(DescriptionErrorSchema, 'Pas une photo de cette salle');

/**
 * The gallery « VOTRE {product} EN IMAGES » of the hall page from its console: a photo added (multipart,
 * JPEG, PNG or WebP of 5 MB at most, spec 1 section 9, with its alternative text), its text changed, the
 * gallery put in order, a photo removed. Audited; every route answers the whole sheet.
 *
 * @example router.route('/', createStaffSheetPhotoRoutes(accounts, staffTokens));
 */
export function createStaffSheetPhotoRoutes(
  accounts: Accounts,
  tokens: StaffTokenOptions,
): OpenAPIHono<StaffEnv> {
  const router = createRouter<StaffEnv>();
  const { db, clock } = accounts;
  const signedIn = { security: staffSecurity, tags: staffTags } as const;
  const refusals = { 401: staffUnauthorized, 403: staffForbidden, 422: invalidResponse } as const;

  router.openapi(
    createRoute({
      method: 'post',
      path: '/salles/{cle}/fiche/photos',
      operationId: 'staffAddHallPhoto',
      summary: 'Ajouter une photo à la galerie de la salle (JPEG, PNG ou WebP, 5 Mo au plus)',
      description:
        'Formulaire multipart\u00a0: `photo` (le fichier) et `texteAlternatif`. Le type est reconnu aux premiers octets du fichier, pas à son nom. La photo va en fin de galerie.',
      ...signedIn,
      middleware: [
        requireStaff(tokens),
        // The multipart envelope around a 5 MB file: a larger body is refused before it is read.
        bodyLimit({
          maxSize: MAX_HALL_PHOTO_BYTES + 64 * 1024,
          onError: () => {
            throw tooLarge();
          },
        }),
      ] as const,
      request: {
        params: HallKeyParamSchema,
        body: { required: true, content: { 'multipart/form-data': { schema: NewPhotoSchema } } },
      },
      responses: {
        201: json(SheetSchema, "La photo ajoutée, la fiche telle qu'elle est"),
        409: json(z.object({ szErreur: z.string() }), 'La galerie est pleine'),
        413: json(DescriptionErrorSchema, 'Photo de plus de 5 Mo'),
        ...refusals,
      },
    }),
    async (c) => {
      const staff = c.get('staff');
      const hall = await staffHall(db, staff, c.req.valid('param').cle, 'rules');
      const { photo, texteAlternatif } = c.req.valid('form');
      if (!(photo instanceof File)) throw new InvalidField('photo', hallPhotoMessages.noFile);
      if (photo.size > MAX_HALL_PHOTO_BYTES) throw tooLarge();
      const data = new Uint8Array(await photo.arrayBuffer());
      await addHallPhoto(db, hall.hallId, { data, altText: texteAlternatif }, staff, clock.now());
      return c.json(await sheetOf(db, hall.hallId), 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/salles/{cle}/fiche/photos/{idPhoto}',
      operationId: 'staffSetHallPhotoAlt',
      summary: "Changer le texte alternatif d'une photo",
      ...signedIn,
      middleware: requireStaff(tokens),
      request: {
        params: PhotoParamSchema,
        body: jsonBody(z.object({ texteAlternatif: AltTextSchema }).openapi('HallPhotoAlt')),
      },
      responses: { 200: json(SheetSchema, 'La fiche'), 404: notFound, ...refusals },
    }),
    async (c) => {
      const staff = c.get('staff');
      const { cle, idPhoto } = c.req.valid('param');
      const hall = await staffHall(db, staff, cle, 'rules');
      await setHallPhotoAlt(
        db,
        hall.hallId,
        idPhoto,
        c.req.valid('json').texteAlternatif,
        staff,
        clock.now(),
      );
      return c.json(await sheetOf(db, hall.hallId), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/salles/{cle}/fiche/photos/ordre',
      operationId: 'staffOrderHallPhotos',
      summary: 'Mettre les photos de la galerie dans un ordre',
      ...signedIn,
      middleware: requireStaff(tokens),
      request: { params: HallKeyParamSchema, body: jsonBody(PhotoOrderSchema) },
      responses: { 200: json(SheetSchema, 'La fiche'), ...refusals },
    }),
    async (c) => {
      const staff = c.get('staff');
      const hall = await staffHall(db, staff, c.req.valid('param').cle, 'rules');
      await orderHallPhotos(db, hall.hallId, c.req.valid('json').ordre, staff, clock.now());
      return c.json(await sheetOf(db, hall.hallId), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/salles/{cle}/fiche/photos/{idPhoto}',
      operationId: 'staffRemoveHallPhoto',
      summary: 'Retirer une photo de la galerie',
      ...signedIn,
      middleware: requireStaff(tokens),
      request: { params: PhotoParamSchema },
      responses: { 200: json(SheetSchema, 'La fiche'), 404: notFound, ...refusals },
    }),
    async (c) => {
      const staff = c.get('staff');
      const { cle, idPhoto } = c.req.valid('param');
      const hall = await staffHall(db, staff, cle, 'rules');
      await removeHallPhoto(db, hall.hallId, idPhoto, staff, clock.now());
      return c.json(await sheetOf(db, hall.hallId), 200);
    },
  );
  return router;
}
