// The export's levels: for each sport, the level shown (1.0 to 7.0, provisional under 5
// matches) and the Glicko-2 figures it comes from, as the database holds them, and whether the player hid
// their level from others. A family member has no account, so no level.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { playerLevels, sports } from '../db/schema.ts';
import { shownLevel } from '../levels/read-levels.ts';
import { isLevelHidden } from '../levels/user-levels.ts';
import type { MyData } from './export-schema.ts';

/** The caller's levels by sport, with the figures behind each. */
export async function collectLevels(db: Database, userId: number, now: Date): Promise<MyData['niveaux']> {
  const rows = await db
    .select({
      sportId: playerLevels.sportId,
      sport: sports.label,
      rating: playerLevels.rating,
      deviation: playerLevels.deviation,
      volatility: playerLevels.volatility,
      matchesCount: playerLevels.matchesCount,
      lastMatchAt: playerLevels.lastMatchAt,
      updatedAt: playerLevels.updatedAt,
    })
    .from(playerLevels)
    .innerJoin(sports, eq(sports.id, playerLevels.sportId))
    .where(eq(playerLevels.userId, userId))
    .orderBy(asc(playerLevels.sportId));
  return {
    masqueAuxAutres: await isLevelHidden(db, userId),
    parSport: rows.map((row) => {
      const shown = shownLevel(row, now);
      return {
        idSport: row.sportId,
        sport: row.sport,
        niveau: shown.niveau,
        provisoire: shown.provisoire,
        matchsComptes: row.matchesCount,
        dernierMatch: row.lastMatchAt?.toISOString() ?? null,
        glicko2: { classement: row.rating, ecart: row.deviation, volatilite: row.volatility },
        calculeLe: row.updatedAt.toISOString(),
      };
    }),
  };
}
