import { firstOfMonth } from '@multisalle/core';

// Link previews of the share pages (Open Graph tags in the HTML the server sends: previews run no
// script). The codes are the site's (packages/core/src/stores/stats/share-code.ts): base64url of
// URI-encoded `key=value` pairs joined by `&`, the last one `c=` an FNV-1a checksum of the rest.

/** What a preview shows. */
export interface SharePreview {
  title: string;
  description: string;
  /** Absolute or site path; made absolute by the caller. */
  imageUrl?: string;
}

const INVALID: SharePreview = {
  title: 'Lien de partage invalide',
  description: 'Ce lien de partage est incomplet ou a été modifié.',
};

function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

function base64Text(code: string): string | undefined {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(code)) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(code, 'base64url'));
  } catch {
    return undefined;
  }
}

/** A share code's pairs, or `undefined` when broken or tampered. */
export function readShareCode(code: string): Record<string, string> | undefined {
  const text = base64Text(code);
  const marker = text?.lastIndexOf('&c=') ?? -1;
  if (text === undefined || marker < 0 || fnv1a(text.slice(0, marker)) !== text.slice(marker + 3))
    return undefined;
  const values: Record<string, string> = {};
  for (const pair of text.slice(0, marker).split('&')) {
    const separator = pair.indexOf('=');
    if (separator <= 0) return undefined;
    try {
      values[pair.slice(0, separator)] = decodeURIComponent(pair.slice(separator + 1));
    } catch {
      return undefined;
    }
  }
  return values;
}

const numbers = new Intl.NumberFormat('fr-FR');
const frenchDate = (date: string) =>
  firstOfMonth(
    new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${date}T12:00:00Z`),
    ),
  );

function matchPreview(values: Record<string, string>): SharePreview {
  const { sport, date, salle, equipe1, equipe2, periodes } = values;
  if (!sport || !salle || !equipe1 || !equipe2 || !date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return INVALID;
  if (!periodes || !/^\d{1,3}:\d{1,3}(,\d{1,3}:\d{1,3})*$/.test(periodes)) return INVALID;
  const scores = periodes.split(',').map((period) => period.split(':').map(Number) as [number, number]);
  const total = scores.reduce(([a, b], [x, y]) => [a + x, b + y], [0, 0]);
  return {
    title: `MON MATCH\u00a0: ${equipe1} ${total[0]} – ${total[1]} ${equipe2}`,
    description: `${sport} à ${salle}, le ${frenchDate(date)}. Manches\u00a0: ${scores.map(([a, b]) => `${a}:${b}`).join(', ')}.`,
  };
}

function performancePreview(values: Record<string, string>): SharePreview {
  const { joueur, sport } = values;
  const [matchs, victoires, nuls, defaites] = ['matchs', 'victoires', 'nuls', 'defaites'].map((key) =>
    /^\d{1,7}$/.test(values[key] ?? '') ? Number(values[key]) : Number.NaN,
  ) as [number, number, number, number];
  if (!joueur || !sport || [matchs, victoires, nuls, defaites].some(Number.isNaN)) return INVALID;
  if (victoires + nuls + defaites !== matchs) return INVALID;
  const ratio = matchs === 0 ? 0 : Math.round((100 * victoires) / matchs);
  const level = levelText(values);
  if (level === null) return INVALID;
  return {
    title: `MES PERFORMANCES\u00a0: ${joueur}`,
    description:
      `${sport}\u00a0: ${numbers.format(matchs)} matchs, ${numbers.format(victoires)} victoires, ` +
      `${numbers.format(nuls)} nuls, ${numbers.format(defaites)} défaites, ${numbers.format(ratio)} % de victoires.` +
      level,
  };
}

const levelNumber = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The level a code carries as a sentence, '' without one, `null` when malformed. */
function levelText({ niveau, provisoire }: Record<string, string>): string | null {
  if (niveau === undefined && provisoire === undefined) return '';
  if (!niveau || !/^[1-7]\.\d$/.test(niveau) || Number(niveau) > 7) return null;
  if (provisoire !== '0' && provisoire !== '1') return null;
  return ` Niveau ${levelNumber.format(Number(niveau))} sur 7${provisoire === '1' ? ' (niveau provisoire)' : ''}.`;
}

const isMediaUrl = (url: string) => /^(https?:\/\/[^\s<>"]+|\/(?!\/)[^\s<>"]*)$/.test(url);

function videoPreview(search: URLSearchParams): SharePreview {
  const video = base64Text(search.get('video') ?? '');
  const thumbnailParam = search.get('miniature');
  const thumbnail = thumbnailParam === null ? undefined : base64Text(thumbnailParam);
  if (!video || !isMediaUrl(video) || (thumbnailParam !== null && (!thumbnail || !isMediaUrl(thumbnail)))) {
    return INVALID;
  }
  return {
    title: 'MA VIDÉO',
    description: 'Un temps fort filmé dans une salle connectée Multisalle.',
    ...(thumbnail ? { imageUrl: thumbnail } : {}),
  };
}

/**
 * The preview of a share page path, or `undefined` for any other path.
 *
 * @example sharePreview('/share/performance/ZXF1…', new URLSearchParams())?.title
 */
export function sharePreview(path: string, search: URLSearchParams): SharePreview | undefined {
  if (path === '/miniature') return videoPreview(search);
  const match = /^\/share\/(partie|replay|performance)\/([^/]+)\/?$/.exec(path);
  if (!match) return undefined;
  const values = readShareCode(match[2] ?? '');
  if (!values) return INVALID;
  return match[1] === 'performance' ? performancePreview(values) : matchPreview(values);
}
