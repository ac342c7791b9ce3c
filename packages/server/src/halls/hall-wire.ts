import { z } from '@hono/zod-openapi';
import type { HallPhotoRef } from '../hall-rules/hall-photos.ts';
import type { ProductNames } from '../product.ts';
import type { Hall } from './hall-repository.ts';

/** A sport on the wire (spec 2 section 3, Sport). */
export const WireSportSchema = z
  .object({
    idSport: z.number().int(),
    libelle: z.string().openapi({ example: 'PADEL' }),
    icone: z
      .string()
      .nullable()
      .openapi({ description: 'Icône propre à la salle, sinon choisie par libellé.' }),
    NbPersonnePayante: z.number().int().openapi({ example: 4 }),
    nbPersonneConseille: z.number().int().openapi({ example: 4 }),
  })
  .openapi('Sport');

const hallFields = {
  cle: z.string().openapi({ example: 'padel-park' }),
  libelleSalle: z.string().openapi({ example: 'PADEL PARK' }),
  legende: z.string(),
  sports: z.array(WireSportSchema),
  active: z.boolean(),
  urlEcusson: z.string().nullable().openapi({ example: '/media/halls/padel-park-badge.svg' }),
  urlBandeau: z.string().nullable().openapi({ example: '/media/halls/padel-park-banner.svg' }),
  adresse: z.object({
    rue: z.string(),
    complement: z.string().nullable(),
    codePostal: z.string().openapi({ example: '36130' }),
    commune: z.string().openapi({ example: 'Déols' }),
  }),
  services: z.array(z.object({ libelle: z.string(), urlIcone: z.string() })),
  ignorerEtapePaiement: z.boolean(),
  videoSecuriteRequise: z
    .boolean()
    .openapi({ description: 'Réserver demande la vidéo des consignes de sécurité.' }),
  urlVideoSecurite: z.string().nullable().optional().openapi({
    example: 'https://videos.exemple.fr/consignes-padel-park.mp4',
    description:
      "La vidéo des consignes de sécurité propre à la salle (https)\u00a0; `null`\u00a0: celle du site. Absent d'un serveur plus ancien (champ ajouté, hors spécification).",
  }),
  nbJoursVisiblesReservationCreneaux: z.number().int().min(1).openapi({ example: 7 }),
  coordonnees: z
    .object({
      latitude: z.number().min(-90).max(90).openapi({ example: 46.8308 }),
      longitude: z.number().min(-180).max(180).openapi({ example: 1.7067 }),
    })
    .nullable()
    .optional()
    .openapi({
      description:
        "Où se trouve la salle (degrés WGS 84)\u00a0: les parties ouvertes les plus proches d'abord. `null` quand la " +
        "salle n'est pas localisée\u00a0; absent d'un serveur plus ancien (champ ajouté, hors spécification).",
    }),
};

/**
 * The wire schemas of halls for one product key: the id and list fields carry the product word
 * (`idMultisalle`, `multisalleListe`).
 *
 * @example
 * ```ts
 * const { HallSchema, HallListSchema, toWireHall } = hallWire(productNames('multisalle'));
 * ```
 */
export function hallWire(names: ProductNames) {
  const HallSchema = z
    .object({ [names.idField]: z.number().int(), ...hallFields })
    .openapi('Hall', { description: "Une salle (l'entité `{product}` de la spécification)." });
  const HallListSchema = z.object({ [names.listField]: z.array(HallSchema) }).openapi('HallList');
  const HallDetailSchema = HallSchema.extend({
    description: z.string().nullable().optional().openapi({
      description:
        'Le texte de la page de la salle, sous INFORMATIONS\u00a0: texte brut, paragraphes séparés par une ligne vide\u00a0; `null`\u00a0: aucun. Champ ajouté, hors spécification.',
    }),
    photos: z
      .array(
        z.object({
          url: z.string().openapi({ example: '/media/hall-photos/3/3f2a9c1b0d4e5f60.jpg' }),
          texteAlternatif: z.string().openapi({ example: 'Les deux terrains de padel couverts' }),
        }),
      )
      .optional()
      .openapi({
        description:
          "Les photos de la galerie « VOTRE {product} EN IMAGES » envoyées depuis la console, dans l'ordre\u00a0; vide\u00a0: le site montre ses photos. Champ ajouté, hors spécification.",
      }),
  }).openapi('HallDetail', { description: 'Une salle et sa fiche publique (description, photos).' });
  type WireHall = z.infer<typeof HallSchema>;
  type WireHallDetail = z.infer<typeof HallDetailSchema>;

  function toWireHall(hall: Hall): WireHall {
    return {
      [names.idField]: hall.id,
      cle: hall.key,
      libelleSalle: hall.name,
      legende: hall.caption,
      sports: hall.sports.map((sport) => ({
        idSport: sport.id,
        libelle: sport.label,
        icone: sport.iconUrl,
        NbPersonnePayante: sport.payingPlayers,
        nbPersonneConseille: sport.recommendedPlayers,
      })),
      active: hall.isActive,
      urlEcusson: hall.badgeUrl,
      urlBandeau: hall.bannerUrl,
      adresse: {
        rue: hall.street,
        complement: hall.complement,
        codePostal: hall.postalCode,
        commune: hall.city,
      },
      services: hall.services.map((service) => ({ libelle: service.label, urlIcone: service.iconUrl })),
      ignorerEtapePaiement: hall.skipPaymentStep,
      videoSecuriteRequise: hall.safetyVideoRequired,
      urlVideoSecurite: hall.safetyVideoUrl,
      nbJoursVisiblesReservationCreneaux: hall.visibleDays,
      coordonnees:
        hall.latitude === null || hall.longitude === null
          ? null
          : { latitude: hall.latitude, longitude: hall.longitude },
    };
  }

  /** The hall's detail (`GET /{product}/detail`): the hall and its public sheet. */
  function toWireHallDetail(hall: Hall, photos: readonly HallPhotoRef[]): WireHallDetail {
    return { ...toWireHall(hall), description: hall.description, photos: [...photos] };
  }

  return { HallSchema, HallDetailSchema, HallListSchema, toWireHall, toWireHallDetail };
}

/** The hall wire schemas and mapper of one product key. */
export type HallWire = ReturnType<typeof hallWire>;
