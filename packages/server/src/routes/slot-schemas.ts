// The slot calls' definitions: their parameters, French refusals and answers, as OpenAPI documents them.
import { createRoute, z } from '@hono/zod-openapi';
import { ApiError, BusinessErrorSchema } from '../http/errors.ts';
import { VALIDATION_DESCRIPTION, ValidationErrorSchema } from '../http/validation.ts';
import { SLOT_HEARTBEAT_MS, SLOT_RETRY_MS } from '../live/index.ts';
import { parseLocalDate } from '../planning/local-time.ts';
import { WireSlotSchema } from '../planning/slot-wire.ts';
import type { ProductNames } from '../product.ts';

const DATE_MESSAGE = "Cette date n'est pas valide (format AAAA-MM-JJ attendu)";
const DURATION_MESSAGE = 'La durée doit être un nombre entier de jours, au moins 1';
const HALL_ID_MESSAGE = "L'identifiant de la salle doit être un nombre entier";
const SPORT_ID_MESSAGE = "L'identifiant du sport (activite) doit être un nombre entier";
export const PAST_START_MESSAGE = "La date de début ne peut pas être antérieure à aujourd'hui";
export const UNKNOWN_SPORT_MESSAGE = 'Ce sport est introuvable';
export const SPORT_NOT_OFFERED_MESSAGE = "Ce sport n'est pas proposé dans cette salle";

const positiveInteger = (message: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .refine((n) => n >= 1, message);

/** A 422 with the validation envelope, for values that are well formed but not acceptable. */
export function invalidValue(propertyPath: string, message: string): ApiError {
  return new ApiError(422, {
    detail: message,
    violations: [{ propertyPath, message }],
    description: VALIDATION_DESCRIPTION,
  });
}

/** The definition of the slots call: the hall id in the path (named after the product), its query and answers. */
export function slotsRoute(names: ProductNames) {
  const params = z.object({
    [names.idField]: positiveInteger(HALL_ID_MESSAGE).openapi({
      param: { name: names.idField, in: 'path' },
      example: '1',
    }),
    start: z
      .string()
      .refine((value) => parseLocalDate(value) !== undefined, DATE_MESSAGE)
      .openapi({
        param: { name: 'start', in: 'path' },
        example: '2026-11-23',
        description: 'Premier jour, AAAA-MM-JJ, dans le fuseau de la salle.',
      }),
    duration: positiveInteger(DURATION_MESSAGE).openapi({
      param: { name: 'duration', in: 'path' },
      example: '7',
      description: 'Nombre de jours (entier, au moins 1).',
    }),
  });
  const query = z.object({
    activite: positiveInteger(SPORT_ID_MESSAGE).openapi({
      param: { name: 'activite', in: 'query' },
      example: '3',
      description: 'Identifiant du sport (idSport).',
    }),
    gp: z
      .string()
      .optional()
      .openapi({
        param: { name: 'gp', in: 'query' },
        example: '1',
        description: 'Envoyé à 1 par le client.',
      }),
  });
  const body = z
    .object({
      [names.idField]: z.number().int(),
      idSport: z.number().int(),
      dateStart: z.string().openapi({ example: '2026-11-23' }),
      dateEnd: z.string().openapi({ example: '2026-11-29', description: 'Dernier jour inclus.' }),
      creneaux: z.array(WireSlotSchema),
    })
    .openapi('Creneaux');
  return createRoute({
    method: 'get',
    path: `/creneaux/${names.key}/{${names.idField}}/debut/{start}/duree/{duration}`,
    operationId: 'listSlots',
    tags: ['Créneaux'],
    summary: "Créneaux d'un sport dans une salle",
    description:
      "Authentification facultative (jeton v2)\u00a0: les créneaux retenus dans le panier de l'appelant sont " +
      '« panier », ceux retenus par un autre joueur « reserve ». Tous les créneaux des jours demandés, passés du jour compris, triés par début puis ' +
      'terrain\u00a0; la période est coupée à la fin des jours ouverts à la réservation ' +
      '(nbJoursVisiblesReservationCreneaux), dateEnd dit où.',
    request: { params, query },
    responses: {
      200: { description: 'Les créneaux', content: { 'application/json': { schema: body } } },
      404: {
        description: 'Salle inconnue ou inactive (MULTISALLE-001)',
        content: { 'application/json': { schema: BusinessErrorSchema } },
      },
      422: {
        description: 'Date, durée, salle ou sport invalide',
        content: { 'application/json': { schema: ValidationErrorSchema } },
      },
    },
  });
}

/** The live stream of a hall's slot changes ("Live slots"). */
export function slotStreamRoute(names: ProductNames) {
  const params = z.object({
    [names.idField]: positiveInteger(HALL_ID_MESSAGE).openapi({
      param: { name: names.idField, in: 'path' },
      example: '1',
    }),
  });
  return createRoute({
    method: 'get',
    path: `/creneaux/${names.key}/{${names.idField}}/flux`,
    operationId: 'streamSlotChanges',
    tags: ['Créneaux'],
    summary: "Flux des changements de créneaux d'une salle (server-sent events)",
    description:
      'Public, sans authentification. Un flux `text/event-stream` qui envoie `event: creneaux` avec ' +
      `\`data: {"${names.idField}": 1, "at": "<ISO 8601>"}\` chaque fois qu'un créneau de la salle change ` +
      '(mis au panier, retiré, réservé, libéré à la fin de son blocage, annulé), quel que soit le processus ' +
      "serveur qui l'a changé. Les changements rapprochés sont regroupés (un événement par salle). " +
      `Un commentaire toutes les ${SLOT_HEARTBEAT_MS / 1000} s garde la connexion ouverte\u00a0; \`retry: ${SLOT_RETRY_MS}\` ` +
      'dit au navigateur quand se reconnecter. À chaque événement, le client recharge les créneaux affichés.',
    request: { params },
    responses: {
      200: {
        description: 'Le flux (ne se termine pas de lui-même)',
        content: {
          'text/event-stream': {
            schema: z.string().openapi({
              example: `retry: ${SLOT_RETRY_MS}\n\nevent: creneaux\ndata: {"${names.idField}":1,"at":"2026-11-23T09:00:00.200Z"}\n\n`,
            }),
          },
        },
      },
      404: {
        description: 'Salle inconnue ou inactive (MULTISALLE-001)',
        content: { 'application/json': { schema: BusinessErrorSchema } },
      },
      422: {
        description: 'Identifiant de salle invalide',
        content: { 'application/json': { schema: ValidationErrorSchema } },
      },
    },
  });
}
