import { z } from '@hono/zod-openapi';

const teamName = z
  .string({ error: 'Chaque équipe a un nom (sNom).' })
  .trim()
  .min(1, 'Chaque équipe a un nom (sNom).')
  .max(40, "Le nom d'une équipe ne doit pas dépasser 40 caractères.");

const points = z
  .number({ error: 'Un score de période est un nombre entier de 0 à 999.' })
  .int('Un score de période est un nombre entier de 0 à 999.')
  .min(0, 'Un score de période est un nombre entier de 0 à 999.')
  .max(999, 'Un score de période est un nombre entier de 0 à 999.');

// « 0 », « 15 », « 40 », « AV », a tie-break's « 6 »: short on purpose, a screen shows it in huge type.
const gamePoints = z
  .string({ error: 'Les points du jeu en cours sont un texte court (« 15 », « AV »).' })
  .trim()
  .max(6, 'Les points du jeu en cours ne dépassent pas 6 caractères (« 15 », « AV »).');

/** `POST /salle/{id}/terrains/{terrain}/score`: the live score a court's tablet sends, point after point. */
export const ScoreBodySchema = z
  .object({
    idReservation: z
      .uuid("idReservation doit être l'identifiant d'une réservation.")
      .optional()
      .openapi({ example: '0b7e4c1e-3f7a-4f51-9d0c-2a8f6f1f2c3d' }),
    equipes: z.tuple([z.object({ sNom: teamName }), z.object({ sNom: teamName })], {
      error: 'equipes\u00a0: deux équipes, chacune avec son nom (sNom).',
    }),
    periodes: z
      .array(z.object({ nScoreEquipe1: points, nScoreEquipe2: points }), {
        error: 'periodes\u00a0: la liste des scores par période.',
      })
      .min(1, 'periodes\u00a0: au moins une période.')
      .max(20, 'periodes\u00a0: 20 périodes au plus.'),
    enCours: z
      .object(
        { sEquipe1: gamePoints, sEquipe2: gamePoints },
        { error: 'enCours\u00a0: { sEquipe1, sEquipe2 }, ou null.' },
      )
      .nullable()
      .optional()
      .openapi({ description: 'Le jeu en cours\u00a0; null ou absent\u00a0: aucun jeu en cours.' }),
    termine: z.boolean({ error: 'termine doit valoir true ou false.' }).optional(),
  })
  .openapi('ScoreEnDirect', {
    example: {
      equipes: [{ sNom: 'Les Bleus' }, { sNom: 'Les Verts' }],
      periodes: [
        { nScoreEquipe1: 6, nScoreEquipe2: 4 },
        { nScoreEquipe1: 3, nScoreEquipe2: 5 },
      ],
      enCours: { sEquipe1: '30', sEquipe2: '15' },
      termine: false,
    },
  });
export type ScoreBody = z.infer<typeof ScoreBodySchema>;

export const ScoreAnswerSchema = z.object({ recu: z.literal(true) }).openapi('ScoreRecu');
