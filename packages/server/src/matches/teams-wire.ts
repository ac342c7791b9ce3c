import { z } from '@hono/zod-openapi';
import type { HighlightRow, MatchPersonRow } from './match-infos.ts';

const PersonSchema = z.object({
  idContact: z.number().int().nullable(),
  nom: z.string().openapi({ description: 'Pseudonyme du contact, ou nom donné par la tablette' }),
});
const PlayerSchema = PersonSchema.extend({ nbButs: z.number().int(), nbFautes: z.number().int() });
const TeamSchema = z.object({
  nom: z.string(),
  score: z.number().int(),
  nbButs: z.number().int(),
  nbFautes: z.number().int(),
  joueurs: z.array(PlayerSchema),
});

/** `GET parties_infos/recuperer_infos_equipes` answer (spec 2: equipe1, equipe2, total_equipe, non_joueur). */
export const TeamsAnswerSchema = z
  .object({
    equipe: z.object({
      equipe1: TeamSchema,
      equipe2: TeamSchema,
      total_equipe: z.object({
        nScoreEquipe1: z.number().int(),
        nScoreEquipe2: z.number().int(),
        periodes: z.array(z.string()).openapi({ example: ['6:4', '3:6'] }),
        nbJoueurs: z.number().int().openapi({ description: 'Joueurs des deux équipes' }),
      }),
      non_joueur: z
        .array(PersonSchema)
        .openapi({ description: 'Présents sans jouer (arbitre, remplaçant…)' }),
    }),
  })
  .openapi('ReponseEquipes');

/** `GET parties/temps-fort` answer. */
export const HighlightsAnswerSchema = z
  .object({
    sIdPartie: z.string(),
    tempsForts: z.array(
      z.object({
        nSeconde: z.number().int().openapi({ description: 'Secondes depuis le début de la partie' }),
        sLibelle: z.string(),
        sUrlVideo: z.string().nullable(),
        sUrlMiniature: z.string().nullable(),
      }),
    ),
  })
  .openapi('ReponseTempsForts');

/** A match's highlights on the wire. */
export function highlightsWire(externalId: string, rows: HighlightRow[]) {
  return {
    sIdPartie: externalId,
    tempsForts: rows.map((row) => ({
      nSeconde: row.second,
      sLibelle: row.label,
      sUrlVideo: row.videoUrl,
      sUrlMiniature: row.thumbnailUrl,
    })),
  };
}

interface TeamsInput {
  names: [string, string];
  people: MatchPersonRow[];
  totals: {
    scores: { team1: number; team2: number; periods: string };
    team1: { goals: number; faults: number };
    team2: { goals: number; faults: number };
  };
}

/** A match's teams on the wire. */
export function teamsWire({ names, people, totals }: TeamsInput): z.infer<typeof TeamsAnswerSchema> {
  const team = (number: 1 | 2) => ({
    nom: names[number - 1] ?? '',
    score: number === 1 ? totals.scores.team1 : totals.scores.team2,
    ...(number === 1
      ? { nbButs: totals.team1.goals, nbFautes: totals.team1.faults }
      : { nbButs: totals.team2.goals, nbFautes: totals.team2.faults }),
    joueurs: people
      .filter((person) => person.team === number)
      .map((person) => ({
        idContact: person.contactId,
        nom: person.name,
        nbButs: person.goals,
        nbFautes: person.faults,
      })),
  });
  return {
    equipe: {
      equipe1: team(1),
      equipe2: team(2),
      total_equipe: {
        nScoreEquipe1: totals.scores.team1,
        nScoreEquipe2: totals.scores.team2,
        periodes: totals.scores.periods ? totals.scores.periods.split(',') : [],
        nbJoueurs: people.filter((person) => person.team !== null).length,
      },
      non_joueur: people
        .filter((person) => person.team === null)
        .map((person) => ({ idContact: person.contactId, nom: person.name })),
    },
  };
}
