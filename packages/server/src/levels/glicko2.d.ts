// Types of the parts of `glicko2` 1.2.2 (mmai/glicko2js, shipped without types) that `rate-match.ts` uses.
declare module 'glicko2' {
  /** A player of one {@link Glicko2} instance, on the original scale (1500 ± 350). */
  export interface Glicko2Player {
    getRating(): number;
    getRd(): number;
    getVol(): number;
  }

  /** Settings of a rating system; every field falls back to Glickman's example values. */
  export interface Glicko2Settings {
    /** System constant τ, constraining the volatility's change. */
    tau?: number;
    rating?: number;
    rd?: number;
    vol?: number;
    volatility_algorithm?: 'newprocedure' | 'oldprocedure' | 'newprocedure_mod' | 'oldprocedure_simple';
  }

  /** One rating system: `updateRatings` runs one rating period over the given games. */
  export class Glicko2 {
    constructor(settings?: Glicko2Settings);
    makePlayer(rating?: number, rd?: number, vol?: number): Glicko2Player;
    /** `[player, opponent, outcome]`: 1 the first won, 0.5 a draw, 0 the first lost. */
    updateRatings(matches: Array<[Glicko2Player, Glicko2Player, number]>): void;
  }
}
