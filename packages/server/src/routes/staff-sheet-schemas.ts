import { z } from '@hono/zod-openapi';
import type { Database } from '../db/client.ts';
import {
  hallConventionViews,
  hallPhotoMessages,
  hallPhotoViews,
  MAX_CONVENTION_ITEMS,
  MAX_DESCRIPTION_CHARS,
  MAX_HALL_PHOTO_BYTES,
  MAX_HALL_PHOTOS,
  MAX_PHOTO_ALT_CHARS,
  publicSheetOf,
} from '../hall-rules/index.ts';
import { MAX_DATABASE_ID } from '../http/validation.ts';
import { HallKeyParamSchema } from './staff-schemas.ts';

// The wire of the hall's public sheet in its console (`/api/gestion/salles/{cle}/fiche`): the schemas the
// three routers share and the one answer every change gives, the whole sheet as it now stands.

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** A photo's alternative text: required, one line, at most {@link MAX_PHOTO_ALT_CHARS} characters. */
export const AltTextSchema = z
  .string({ error: hallPhotoMessages.altRequired })
  .trim()
  .min(1, hallPhotoMessages.altRequired)
  .max(MAX_PHOTO_ALT_CHARS, hallPhotoMessages.altTooLong)
  // A multipart field does not go through the app's JSON check: a NUL would reach PostgreSQL.
  .refine((text) => !CONTROL_CHARACTER.test(text.replace(/[\n\t]/g, ' ')), hallPhotoMessages.altControl)
  .transform((text) => text.replace(/\s+/g, ' '))
  .openapi({ example: "Les deux terrains de padel couverts, vus depuis l'entrée" });

const PhotoSchema = z
  .object({
    idPhoto: z.number().int(),
    url: z.string().openapi({ example: '/media/hall-photos/3/3f2a9c1b0d4e5f60.jpg' }),
    texteAlternatif: z.string(),
    type: z.enum(['image/jpeg', 'image/png', 'image/webp']),
    octets: z.number().int(),
  })
  .openapi('HallPhoto');

const ConventionViewSchema = z
  .object({
    idConvention: z.number().int(),
    titre: z.string(),
    contenu: z
      .string()
      .openapi({ description: 'HTML nettoyé (balises de la section 5 de la spécification).' }),
    validations: z.array(z.object({ libelle: z.string() })),
    versionDu: z.string().openapi({ example: '2026-11-22T09:30:00.000Z' }),
    remplace: z.number().int().nullable().openapi({ description: 'La version que celle-ci a remplacée.' }),
    validationsJoueurs: z
      .number()
      .int()
      .openapi({ description: 'Combien de joueurs ont validé cette version.' }),
  })
  .openapi('HallConvention');

/** The whole sheet: what every route of the console's « Fiche de la salle » answers. */
export const SheetSchema = z
  .object({
    description: z.string().nullable(),
    urlVideoSecurite: z.string().nullable(),
    videoSecuriteRequise: z.boolean(),
    photos: z.array(PhotoSchema),
    conventions: z.array(ConventionViewSchema),
    limites: z.object({
      descriptionCaracteres: z.number().int().openapi({ example: MAX_DESCRIPTION_CHARS }),
      photoOctets: z.number().int().openapi({ example: MAX_HALL_PHOTO_BYTES }),
      photos: z.number().int().openapi({ example: MAX_HALL_PHOTOS }),
    }),
  })
  .openapi('HallSheet');

/** The sheet of a hall as it now stands. */
export async function sheetOf(db: Database, hallId: number): Promise<z.infer<typeof SheetSchema>> {
  const [text, photos, conventions] = await Promise.all([
    publicSheetOf(db, hallId),
    hallPhotoViews(db, hallId),
    hallConventionViews(db, hallId),
  ]);
  return {
    ...text,
    photos: photos as z.infer<typeof PhotoSchema>[],
    conventions,
    limites: {
      descriptionCaracteres: MAX_DESCRIPTION_CHARS,
      photoOctets: MAX_HALL_PHOTO_BYTES,
      photos: MAX_HALL_PHOTOS,
    },
  };
}

const id = (name: string, example: number) =>
  z.coerce
    .number()
    .int()
    .positive()
    .max(MAX_DATABASE_ID)
    .openapi({ param: { name, in: 'path' }, example });

export const PhotoParamSchema = HallKeyParamSchema.extend({ idPhoto: id('idPhoto', 3) });
export const ConventionParamSchema = HallKeyParamSchema.extend({ idConvention: id('idConvention', 2) });

/** A convention as the console writes it. */
export const ConventionChangeSchema = z
  .object({
    titre: z
      .string({ error: 'Le titre de la convention est obligatoire.' })
      .trim()
      .min(1, 'Le titre de la convention est obligatoire.')
      .max(120, 'Le titre de la convention ne doit pas dépasser 120 caractères.'),
    contenu: z
      .string({ error: 'Le texte de la convention est obligatoire.' })
      .trim()
      .min(1, 'Le texte de la convention est obligatoire.')
      .max(50_000, 'Le texte de la convention ne doit pas dépasser 50\u00a0000 caractères.')
      .openapi({
        description: "HTML\u00a0: nettoyé avant d'être gardé (balises de la section 5 seulement).",
      }),
    validations: z
      .array(
        z.object({
          libelle: z
            .string({ error: 'Chaque case à cocher a un libellé.' })
            .trim()
            .min(1, 'Chaque case à cocher a un libellé.')
            .max(300, "Le libellé d'une case ne doit pas dépasser 300 caractères."),
        }),
        { error: 'Donnez les cases à cocher de la convention (une liste).' },
      )
      .min(1, 'Ajoutez au moins une case à cocher\u00a0: le joueur la coche pour valider.')
      .max(MAX_CONVENTION_ITEMS, `Au plus ${MAX_CONVENTION_ITEMS} cases à cocher par convention.`),
  })
  .openapi('HallConventionChange', {
    example: {
      titre: 'Règlement intérieur',
      contenu: '<p>Chaussures propres <strong>obligatoires</strong>.</p>',
      validations: [{ libelle: "J'ai lu et j'accepte le règlement intérieur" }],
    },
  });

/** The console's convention change to the rule's words. */
export const conventionTextOf = (change: z.infer<typeof ConventionChangeSchema>) => ({
  title: change.titre,
  html: change.contenu,
  itemLabels: change.validations.map((item) => item.libelle),
});
