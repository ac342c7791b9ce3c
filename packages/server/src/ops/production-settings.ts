import { isIP } from 'node:net';
import { CLOCK_START_VARIABLE } from '../clock/index.ts';
import { seedDemoProblem } from '../db/seed-demo.ts';
import { createLogger, type Logger } from '../logging/index.ts';

/** The shortest `JWT_SECRET` a production server accepts (the accounts' own rule, config.ts). */
export const MIN_JWT_SECRET_LENGTH = 32;

const LYRA_KEYS = ['LYRA_SHOP_ID', 'LYRA_PASSWORD', 'LYRA_PUBLIC_KEY', 'LYRA_HMAC_KEY'] as const;

/** Whether `hostname` names this machine: links built on it would lead every reader back to their own. */
function isLocalHost(hostname: string): boolean {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (bare === 'localhost' || bare.endsWith('.localhost')) return true;
  if (isIP(bare) === 4) return bare.startsWith('127.') || bare === '0.0.0.0';
  if (isIP(bare) === 6) return bare === '::1' || bare === '::' || bare.startsWith('::ffff:127.');
  return false;
}

function siteUrlProblem(value: string | undefined): string | undefined {
  const example = 'par exemple PUBLIC_SITE_URL=https://reservation.ma-salle.fr';
  if (!value?.trim())
    return `PUBLIC_SITE_URL manque\u00a0: l'adresse publique du site, écrite dans les mails et leurs liens (${example}).`;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return `PUBLIC_SITE_URL n'est pas une adresse (reçu\u00a0: « ${value} »)\u00a0: ${example}.`;
  }
  if (url.protocol !== 'https:')
    return `PUBLIC_SITE_URL doit commencer par https:// en production (reçu\u00a0: « ${value} »)\u00a0: les liens des mails portent des jetons.`;
  if (isLocalHost(url.hostname))
    return `PUBLIC_SITE_URL désigne cette machine (« ${url.hostname} »)\u00a0: les liens des mails ne mèneraient chaque lecteur que chez lui.`;
  if (url.pathname.replace(/\/+$/, '') !== '' || url.search || url.hash || url.username || url.password)
    return `PUBLIC_SITE_URL est l'origine du site seule, sans chemin (reçu\u00a0: « ${value} »)\u00a0: ${example}.`;
  return undefined;
}

function paymentProblem(env: Readonly<Record<string, string | undefined>>): string | undefined {
  const provider = env.PAYMENT_PROVIDER || 'sandbox';
  if (provider === 'sandbox')
    return `PAYMENT_PROVIDER vaut sandbox${env.PAYMENT_PROVIDER ? '' : ' (sa valeur par défaut)'}\u00a0: le bac à sable n'encaisse rien et ses clés sont publiques\u00a0; en production, PAYMENT_PROVIDER=lyra avec ${LYRA_KEYS.join(', ')}.`;
  if (provider !== 'lyra')
    return `PAYMENT_PROVIDER doit valoir lyra en production (reçu\u00a0: « ${provider} »).`;
  const missing = LYRA_KEYS.filter((name) => !env[name]?.trim());
  if (missing.length > 0)
    return `PAYMENT_PROVIDER=lyra demande aussi ${missing.join(', ')} (les clés de l'API REST du back-office Lyra).`;
  return undefined;
}

/**
 * Every setting a production server (`NODE_ENV=production`) refuses to start without, one French line each
 * starting with the variable's name; none outside production, and none when all is set:
 * - `JWT_SECRET` set, at least {@link MIN_JWT_SECRET_LENGTH} characters (it signs every session);
 * - a real card provider: `PAYMENT_PROVIDER=lyra` and its four `LYRA_*` keys, never the sandbox (the default);
 * - a mail transport, `SMTP_URL` (`smtp://` or `smtps://`): without it mails stay in the outbox table;
 * - `PUBLIC_SITE_URL`, an `https://` origin that is not this machine (localhost, 127.x, ::1): the address
 *   written in every mail and link;
 * - no `CLOCK_START` (the production clock is the system's);
 * - `SEED_DEMO`, when set, `1` or `0`.
 *
 * Pure: reads only `env`, so main.ts can call it before it opens anything.
 *
 * @example
 * ```ts
 * const problems = productionSettingsProblems(process.env);
 * if (problems.length > 0) process.exit(1);
 * ```
 */
export function productionSettingsProblems(env: Readonly<Record<string, string | undefined>>): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  const secret = env.JWT_SECRET ?? '';
  if (!secret)
    problems.push(
      `JWT_SECRET manque\u00a0: le secret qui signe les sessions, ${MIN_JWT_SECRET_LENGTH} caractères au moins (openssl rand -base64 48).`,
    );
  else if (secret.length < MIN_JWT_SECRET_LENGTH)
    problems.push(
      `JWT_SECRET est trop court (${secret.length} caractères)\u00a0: il en faut ${MIN_JWT_SECRET_LENGTH} au moins (openssl rand -base64 48).`,
    );
  const payment = paymentProblem(env);
  if (payment) problems.push(payment);
  const smtpUrl = env.SMTP_URL?.trim();
  if (!smtpUrl)
    problems.push(
      'SMTP_URL manque\u00a0: sans transport de mail, les mails (activation, mot de passe oublié, invitations) restent dans la table outbox et ne partent pas (smtp://utilisateur:motdepasse@smtp.exemple.fr:587).',
    );
  else if (!/^smtps?:\/\/[^/]/.test(smtpUrl))
    problems.push(
      'SMTP_URL doit être une adresse smtp:// ou smtps:// (smtp://utilisateur:motdepasse@smtp.exemple.fr:587).',
    );
  const siteUrl = siteUrlProblem(env.PUBLIC_SITE_URL);
  if (siteUrl) problems.push(siteUrl);
  if (env[CLOCK_START_VARIABLE]?.trim())
    problems.push(
      `${CLOCK_START_VARIABLE} est refusé en production\u00a0: l'horloge du serveur y est celle du système.`,
    );
  const seedDemo = seedDemoProblem(env);
  if (seedDemo) problems.push(seedDemo);
  return problems;
}

/** The variable a problem line is about: the name it starts with. */
const settingOf = (problem: string) => /^[A-Z][A-Z_]+/.exec(problem)?.[0] ?? problem;

/**
 * What a start refused for its settings says: one French line per problem on standard error, for the person
 * at the terminal, and one JSON log line (level `fatal`, the settings named in `reglages`) for the log
 * collector. Writes nothing when `problems` is empty.
 *
 * @example
 * ```ts
 * const problems = startSettingsProblems(process.env);
 * if (problems.length > 0) {
 *   reportRefusedStart(problems);
 *   process.exit(1);
 * }
 * ```
 */
export function reportRefusedStart(
  problems: readonly string[],
  {
    writeError = (text: string): void => {
      process.stderr.write(text);
    },
    logger = createLogger(),
  }: { writeError?: (text: string) => void; logger?: Logger } = {},
): void {
  if (problems.length === 0) return;
  const count =
    problems.length === 1
      ? 'un réglage manque ou ne convient pas'
      : `${problems.length} réglages manquent ou ne conviennent pas`;
  writeError(
    `Démarrage refusé\u00a0: ${count} (voir .env.example).\n${problems.map((line) => `- ${line}`).join('\n')}\n`,
  );
  logger.fatal(
    { reglages: problems.map(settingOf), problemes: problems },
    'démarrage refusé\u00a0: réglages de production manquants ou dangereux',
  );
}

/**
 * Every reason the environment stops a start, before anything is opened: the production settings
 * ({@link productionSettingsProblems}), and outside production a `SEED_DEMO` that is neither `1` nor `0`.
 *
 * @example if (startSettingsProblems(process.env).length > 0) process.exit(1);
 */
export function startSettingsProblems(env: Readonly<Record<string, string | undefined>>): string[] {
  if (env.NODE_ENV === 'production') return productionSettingsProblems(env);
  const seedDemo = seedDemoProblem(env);
  return seedDemo ? [seedDemo] : [];
}
