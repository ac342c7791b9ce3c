import { z } from '@hono/zod-openapi';
import type { PerformanceRow, RecentMatchRow } from './performances.ts';
import type { RankingRow } from './rankings.ts';

/** French messages of the statistics calls. */
export const statsMessages = {
  notYours: 'Vous ne pouvez consulter que vos statistiques et celles des membres de votre famille.',
  unknownSport: 'Ce sport est introuvable.',
  unknownMatch: 'Cette partie est introuvable.',
  notAtMatch: "Vous n'avez pas participé à cette partie.",
} as const;

/** A performance block on the wire (spec 2, share page MES PERFORMANCES). */
export const PerformanceSchema = z
  .object({
    nbMatchs: z.number().int(),
    nbVictoires: z.number().int(),
    nbNuls: z.number().int(),
    nbDefaites: z.number().int(),
    tempsDeJeu: z.number().int().openapi({ description: 'Temps de jeu, en secondes' }),
    ratio: z.number().int().openapi({ description: 'Victoires sur matchs joués, en pourcentage arrondi' }),
    nbButs: z.number().int(),
    moyenneButs: z.number().openapi({ description: 'Buts par match, deux décimales' }),
    nbFautes: z.number().int(),
    moyenneFautes: z.number(),
    nbSetsGagnes: z.number().int().openapi({ description: "Périodes (sets) gagnées par l'équipe du joueur" }),
    nbSetsPerdus: z.number().int(),
    nbJeuxGagnes: z.number().int().openapi({ description: "Points (jeux) marqués par l'équipe du joueur" }),
    nbJeuxPerdus: z.number().int(),
  })
  .openapi('Performances');

const RecentMatchSchema = z
  .object({
    sIdPartie: z.string(),
    dtDebut: z.string(),
    idSport: z.number().int(),
    libelleSport: z.string(),
    libelleSalle: z.string(),
    nEquipe: z.number().int().openapi({ description: "L'équipe du joueur (1 ou 2)" }),
    equipe1: z.string(),
    equipe2: z.string(),
    scores: z.array(z.string()).openapi({ example: ['6:4', '3:6', '7:5'] }),
    nScoreEquipe1: z.number().int(),
    nScoreEquipe2: z.number().int(),
    resultat: z.enum(['victoire', 'nul', 'defaite']),
    nDureeSecondes: z.number().int(),
    sUrlVideo: z.string().nullable(),
    sUrlMiniature: z.string().nullable(),
  })
  .openapi('PartieRecente');

/** A player's level in a sport (`src/levels/README.md`), added to the sport's lines. */
export const LevelFieldsSchema = z.object({
  niveau: z.number().nullable().openapi({
    description:
      'Niveau de 1 à 7, une décimale (Glicko-2)\u00a0; null sans partie enregistrée, ou niveau masqué',
    example: 4.6,
  }),
  niveauProvisoire: z
    .boolean()
    .openapi({ description: 'Moins de 5 parties enregistrées dans ce sport\u00a0: « niveau provisoire »' }),
});

/** The level fields of a player, `null` when there is none to show. */
export function levelWire(level: { niveau: number; provisoire: boolean } | undefined) {
  return { niveau: level?.niveau ?? null, niveauProvisoire: level?.provisoire ?? false };
}

/** `GET stats/performances` answer. */
export const PerformancesAnswerSchema = z
  .object({
    idContact: z.number().int(),
    performances: PerformanceSchema,
    parSport: z.array(
      PerformanceSchema.extend({ idSport: z.number().int(), libelle: z.string() }).extend(
        LevelFieldsSchema.shape,
      ),
    ),
    dernieresParties: z.array(RecentMatchSchema),
    presence: z
      .object({
        nbSeances: z.number().int().openapi({
          description: 'Séances où la porte de la salle a laissé entrer le contact (QR code ou code PIN)',
          example: 3,
        }),
        derniereEntree: z.string().nullable().openapi({
          description: 'La dernière entrée (ISO 8601, décalage de la salle)\u00a0; null avant la première',
          example: '2026-11-25T18:32:10+01:00',
        }),
      })
      .openapi({ description: 'La présence aux séances, comptée à la porte de la salle' }),
  })
  .openapi('ReponsePerformances');

/** `GET stats/classements` answer. */
export const RankingAnswerSchema = z
  .object({
    idSport: z.number().int(),
    libelle: z.string(),
    classement: z.array(
      z
        .object({
          position: z.number().int().openapi({ description: 'Les ex æquo partagent la même position' }),
          idContact: z.number().int(),
          joueur: z.string(),
          nbMatchs: z.number().int(),
          nbVictoires: z.number().int(),
          nbNuls: z.number().int(),
          nbDefaites: z.number().int(),
          ratio: z.number().int(),
        })
        .extend(LevelFieldsSchema.shape),
    ),
  })
  .openapi('ReponseClassement');

/** A performance row on the wire. */
export function performanceWire(row: PerformanceRow): z.infer<typeof PerformanceSchema> {
  return {
    nbMatchs: row.matches,
    nbVictoires: row.wins,
    nbNuls: row.draws,
    nbDefaites: row.losses,
    tempsDeJeu: row.playingSeconds,
    ratio: row.winPercent,
    nbButs: row.goals,
    moyenneButs: row.goalsPerMatch,
    nbFautes: row.faults,
    moyenneFautes: row.faultsPerMatch,
    nbSetsGagnes: row.setsWon,
    nbSetsPerdus: row.setsLost,
    nbJeuxGagnes: row.gamesWon,
    nbJeuxPerdus: row.gamesLost,
  };
}

/** A recent match on the wire, its result seen from the player's team. */
export function recentMatchWire(row: RecentMatchRow): z.infer<typeof RecentMatchSchema> {
  const [mine, theirs] = row.team === 1 ? [row.team1Total, row.team2Total] : [row.team2Total, row.team1Total];
  return {
    sIdPartie: row.externalId,
    dtDebut: row.startedAt.toISOString(),
    idSport: row.sportId,
    libelleSport: row.sportLabel,
    libelleSalle: row.hallName,
    nEquipe: row.team,
    equipe1: row.team1Name,
    equipe2: row.team2Name,
    scores: row.scores ? row.scores.split(',') : [],
    nScoreEquipe1: row.team1Total,
    nScoreEquipe2: row.team2Total,
    resultat: mine > theirs ? 'victoire' : mine === theirs ? 'nul' : 'defaite',
    nDureeSecondes: row.durationSeconds,
    sUrlVideo: row.videoUrl,
    sUrlMiniature: row.thumbnailUrl,
  };
}

/** A ranking line on the wire. */
export function rankingWire(row: RankingRow) {
  return {
    position: row.position,
    idContact: row.contactId,
    joueur: row.pseudonym,
    nbMatchs: row.matches,
    nbVictoires: row.wins,
    nbNuls: row.draws,
    nbDefaites: row.losses,
    ratio: row.winPercent,
  };
}
