import { z } from '@hono/zod-openapi';
import { NamedSchema } from '../hall-stream/wire.ts';

/** `GET /salle/{id}/programme?date=`: each zone, the floor it shares, and when it is set up for which sport. */
export const ProgrammeSchema = z
  .object({
    date: z.string().openapi({ example: '2026-11-25' }),
    terrains: z.array(
      z.object({
        terrain: NamedSchema,
        sol: NamedSchema.nullable().openapi({
          description:
            'Le sol partagé (la zone qui le couvre)\u00a0; null pour un terrain qui ne partage rien.',
        }),
        creneaux: z.array(
          z.object({
            debut: z.string().openapi({ example: '2026-11-25T10:00:00+01:00' }),
            fin: z.string().openapi({ example: '2026-11-25T13:00:00+01:00' }),
            sport: NamedSchema,
          }),
        ),
      }),
    ),
  })
  .openapi('ProgrammeTerrains');
export type WireProgramme = z.infer<typeof ProgrammeSchema>;

export const ProgrammeHeadersSchema = z.object({
  'if-none-match': z
    .string()
    .max(500)
    .optional()
    .openapi({ description: "L'ETag du dernier programme reçu\u00a0: 304 s'il n'a pas changé." }),
});
