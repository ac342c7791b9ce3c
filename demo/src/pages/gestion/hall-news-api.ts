import { hallPath } from './staff-api.ts';
import { staffCall } from './staff-session.ts';

/*
 * The calls of the hall's news (`manage` permission: owners and managers), the wire's French names turned
 * into English ones here (the server's schemas are in packages/server/src/routes/staff-news.ts).
 */

/** One of the hall's news items. */
export interface HallNews {
  id: number;
  slug: string;
  title: string;
  summary: string;
  /** The site's page that tells it (`/multisalle/padel-park`). */
  path: string;
  publishedAt: string;
  withdrawnAt: string | null;
}

/** A news item to publish; no path: the hall's page. */
export interface NewHallNews {
  title: string;
  summary: string;
  path: string | null;
}

interface WireNews {
  idActualite: number;
  slug: string;
  titre: string;
  resume: string;
  chemin: string;
  publieeLe: string;
  retireeLe: string | null;
}

const newsOf = (wire: WireNews): HallNews => ({
  id: wire.idActualite,
  slug: wire.slug,
  title: wire.titre,
  summary: wire.resume,
  path: wire.chemin,
  publishedAt: wire.publieeLe,
  withdrawnAt: wire.retireeLe,
});

/** The wire names of the publish call's fields, to the form's own (a slug comes from the title). */
export const newsFormFields: Record<string, string> = {
  titre: 'title',
  slug: 'title',
  resume: 'summary',
  chemin: 'path',
};

const base = (hallKey: string) => `${hallPath(hallKey)}/actualites`;

/** `GET salles/{cle}/actualites`: the hall's news, newest first, withdrawn ones included. */
export async function fetchHallNews(hallKey: string, signal?: AbortSignal): Promise<HallNews[]> {
  const wire = await staffCall<{ actualites: WireNews[] }>(base(hallKey), { signal });
  return wire.actualites.map(newsOf);
}

/**
 * `POST salles/{cle}/actualites`: publishes, and answers the news item; a slug the hall had already published
 * answers that one as it is (nothing is sent again).
 */
export async function publishHallNews(hallKey: string, news: NewHallNews): Promise<HallNews> {
  const wire = await staffCall<WireNews>(base(hallKey), {
    method: 'POST',
    body: { titre: news.title, resume: news.summary, ...(news.path ? { chemin: news.path } : {}) },
  });
  return newsOf(wire);
}

/** `DELETE salles/{cle}/actualites/{id}`: withdraws it (what was sent stays sent); answers it withdrawn. */
export async function withdrawHallNews(hallKey: string, id: number): Promise<HallNews> {
  return newsOf(await staffCall<WireNews>(`${base(hallKey)}/${id}`, { method: 'DELETE' }));
}
