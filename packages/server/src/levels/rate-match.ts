import { Glicko2 } from 'glicko2';

/** A Glicko-2 level on the original scale: rating, deviation (RD) and volatility. */
export interface Glicko2Level {
  rating: number;
  deviation: number;
  volatility: number;
}

/** Glickman's starting values (glicko2.pdf, step 1) and the τ we use. */
export const GLICKO2_DEFAULTS = {
  rating: 1500,
  deviation: 350,
  volatility: 0.06,
  /** System constant: 0.5 sits in Glickman's « reasonable » 0.3–1.2 and keeps levels steady between games. */
  tau: 0.5,
} as const;

/** A new player's level. */
export function startingLevel(): Glicko2Level {
  return {
    rating: GLICKO2_DEFAULTS.rating,
    deviation: GLICKO2_DEFAULTS.deviation,
    volatility: GLICKO2_DEFAULTS.volatility,
  };
}

/** A match as the levels see it: each team's members' current levels, and the result for team 1. */
export interface RatedMatch<Key> {
  /** Members of each team: a rated player (`key`) or someone unrated (guest, family member: `key` null). */
  teams: [Array<{ key: Key | null; level: Glicko2Level }>, Array<{ key: Key | null; level: Glicko2Level }>];
  /** 1 team 1 won, 0.5 a draw, 0 team 2 won. */
  team1Score: 0 | 0.5 | 1;
}

/**
 * The opposing team as one virtual player (« composite opponent »): the mean of its members' ratings and the
 * root mean square of their deviations, so an uncertain member makes the whole team uncertain.
 */
function compositeOf(members: Array<{ level: Glicko2Level }>): Glicko2Level {
  const n = members.length;
  const rating = members.reduce((sum, m) => sum + m.level.rating, 0) / n;
  const deviation = Math.sqrt(members.reduce((sum, m) => sum + m.level.deviation ** 2, 0) / n);
  return { rating, deviation, volatility: GLICKO2_DEFAULTS.volatility };
}

/**
 * The new levels of a match's rated players (Glicko-2 through the `glicko2` package). Each match is its own
 * rating period; each player is rated as if they had played one game against the opposing team's
 * composite (see {@link compositeOf}), which is what doubles and team sports usually do with Glicko. Players
 * of the same team keep their own ratings: a stronger teammate gains less from a win than a weaker one.
 *
 * @returns the new level of every member whose `key` is not null, in team order.
 * @example rateMatch({ teams: [[{ key: 1, level }], [{ key: 2, level: other }]], team1Score: 1 })
 */
export function rateMatch<Key>(match: RatedMatch<Key>): Array<{ key: Key; level: Glicko2Level }> {
  const [team1, team2] = match.teams;
  if (team1.length === 0 || team2.length === 0) return [];
  const system = new Glicko2({
    tau: GLICKO2_DEFAULTS.tau,
    rating: GLICKO2_DEFAULTS.rating,
    rd: GLICKO2_DEFAULTS.deviation,
    vol: GLICKO2_DEFAULTS.volatility,
  });
  const composites = [compositeOf(team2), compositeOf(team1)];
  const games: Array<[ReturnType<Glicko2['makePlayer']>, ReturnType<Glicko2['makePlayer']>, number]> = [];
  const rated: Array<{ key: Key; player: ReturnType<Glicko2['makePlayer']> }> = [];
  match.teams.forEach((team, index) => {
    const opponent = composites[index] as Glicko2Level;
    const outcome = index === 0 ? match.team1Score : 1 - match.team1Score;
    for (const member of team) {
      if (member.key === null) continue;
      const player = system.makePlayer(member.level.rating, member.level.deviation, member.level.volatility);
      // A fresh virtual opponent per player: the library updates both sides of a game, and the composite
      // must not carry one player's game into another's.
      const virtual = system.makePlayer(opponent.rating, opponent.deviation, opponent.volatility);
      games.push([player, virtual, outcome]);
      rated.push({ key: member.key, player });
    }
  });
  system.updateRatings(games);
  return rated.map(({ key, player }) => ({
    key,
    level: { rating: player.getRating(), deviation: player.getRd(), volatility: player.getVol() },
  }));
}
