/** The variable that asks for the demo data (players, halls, partner sites, matches, development keys). */
export const SEED_DEMO_VARIABLE = 'SEED_DEMO';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Whether a start seeds the demo: `SEED_DEMO=1` yes, `SEED_DEMO=0` no, unset (or empty) yes outside
 * production and no in production, where a published password must never open an account. Any other value
 * seeds nothing (main.ts refuses it first, see {@link seedDemoProblem}).
 *
 * @example const demo = isDemoSeedWanted(process.env); // false under NODE_ENV=production alone
 */
export function isDemoSeedWanted(env: Env): boolean {
  const value = env[SEED_DEMO_VARIABLE]?.trim();
  if (!value) return env.NODE_ENV !== 'production';
  return value === '1';
}

/**
 * The French line that refuses a `SEED_DEMO` other than `1` or `0`, or `undefined` when it is fine.
 *
 * @example seedDemoProblem({ SEED_DEMO: 'oui' }); // 'SEED_DEMO vaut 1 ou 0 (reçu : « oui »)…'
 */
export function seedDemoProblem(env: Env): string | undefined {
  const value = env[SEED_DEMO_VARIABLE]?.trim();
  if (!value || value === '1' || value === '0') return undefined;
  return `${SEED_DEMO_VARIABLE} vaut 1 (les données de démonstration) ou 0 (aucune) (reçu\u00a0: « ${value} »).`;
}
