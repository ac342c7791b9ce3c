// `npm run news`: a hall publishes a news item (« Nouvelles des salles »). The site's articles are
// local content with no call (spec 2); this is the one way a hall's news reaches the server, so its
// players who chose the news hear of it, once.
import type { Database } from '../db/client.ts';
import { isDomainError } from '../domain-errors/index.ts';
import { DEFAULT_PRODUCT_KEY } from '../product.ts';
import { type HallNewsPublished, NEWS_COMMAND_ACTOR, publishHallNews } from './hall-news.ts';

/** What a run of `npm run news` prints and its exit code. */
export interface NewsCommandResult {
  exitCode: number;
  lines: string[];
}

export const NEWS_USAGE = [
  'Usage:',
  '  npm run news -- publish <hall key> <slug> --title "<titre>" --summary "<résumé>" [--path /<page du site>]',
  'The path defaults to the hall page (/<product key>/<hall key>). Publishing a slug again sends nothing.',
  "The notices go out with the server's next notices run (every 30 s), or POST /dev/rappels outside production.",
];

const flags = ['--title', '--summary', '--path'] as const;
type Flag = (typeof flags)[number];

/** `--name value` and `--name=value` → the values, and the other words in order. */
function parseFlags(
  args: string[],
): { values: Partial<Record<Flag, string>>; rest: string[] } | { bad: string } {
  const values: Partial<Record<Flag, string>> = {};
  const rest: string[] = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    if (!arg.startsWith('--')) {
      rest.push(arg);
      continue;
    }
    const [name, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg];
    if (!flags.includes(name as Flag)) return { bad: arg };
    let value = inline;
    if (value === undefined) {
      index += 1;
      value = args[index];
    }
    if (value === undefined) return { bad: arg };
    values[name as Flag] = value;
  }
  return { values, rest };
}

/**
 * Runs one `npm run news` command on a database. `src/news.ts` opens the database and prints.
 *
 * @example await runNewsCommand(db, ['publish', 'padel-park', 'tournoi-de-noel', '--title', 'Tournoi de Noël', '--summary', '…'])
 */
export async function runNewsCommand(
  db: Database,
  argv: string[],
  { productKey = DEFAULT_PRODUCT_KEY, now = new Date() } = {},
): Promise<NewsCommandResult> {
  const [command, ...args] = argv;
  if (command !== 'publish') return { exitCode: 1, lines: NEWS_USAGE };
  const parsed = parseFlags(args);
  if ('bad' in parsed)
    return { exitCode: 1, lines: [`Unknown or empty option: ${parsed.bad}`, ...NEWS_USAGE] };
  const [hallKey, slug, ...extra] = parsed.rest;
  const { values } = parsed;
  if (
    !hallKey ||
    !slug ||
    extra.length > 0 ||
    values['--title'] === undefined ||
    values['--summary'] === undefined
  )
    return { exitCode: 1, lines: NEWS_USAGE };
  let published: HallNewsPublished;
  try {
    // The console's `POST …/actualites` publishes through the same function.
    published = await publishHallNews(
      db,
      { hallKey, slug, title: values['--title'], summary: values['--summary'], path: values['--path'] },
      { actor: NEWS_COMMAND_ACTOR, now, productKey },
    );
  } catch (error) {
    if (isDomainError(error)) return { exitCode: 1, lines: [error.message] };
    throw error;
  }
  return {
    exitCode: 0,
    lines: [
      published.isNew
        ? `News ${published.newsId} published for ${hallKey}: its players who chose the news will get a mail or an SMS.`
        : `News ${published.newsId} was already published for ${hallKey} (${slug}): nothing sent again.`,
    ],
  };
}
