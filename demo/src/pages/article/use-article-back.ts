import { productNames, readStored, removeStored, timings, writeStored } from '@multisalle/core';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ArticleFamily } from '../../content/index.ts';

/**
 * Storage key of the "stored route value" of spec 2 section 2: a page that opens a news or padel-park
 * article may store where its back button should land (a hall key such as `padel-park`, giving
 * `/{product}/padel-park`). The back button reads it once and clears it; without it, it lands on
 * `/#actualites`. Our own key: the spec does not name it.
 */
export const articleReturnRouteKey = 'articleReturnRoute';

/** A route value is a hall key or path segment of the site, nothing else (no other origin, no scheme). */
const routeValuePattern = /^[a-z0-9][a-z0-9-]*$/i;

/**
 * Remembers where the back button of the next news or padel-park article goes: `/{product}/{routeValue}`.
 *
 * @example rememberArticleReturnRoute('padel-park') // back lands on /multisalle/padel-park
 */
export function rememberArticleReturnRoute(routeValue: string): void {
  writeStored(articleReturnRouteKey, routeValue);
}

/** The anchor each family's back button brings into view on the home page, and after which delay. */
export function articleBackPlan(family: ArticleFamily): { anchor: string; delayMs: number } {
  return family === 'sport'
    ? { anchor: 'sport', delayMs: timings.sportArticleBackDelayMs }
    : { anchor: 'actualites', delayMs: timings.newsArticleBackDelayMs };
}

/** Reads and clears the stored route value: `/{product}/{value}`, or `null` when none (or not a route). */
function takeStoredReturnPath(): string | null {
  const value = readStored(articleReturnRouteKey);
  if (value === null) return null;
  removeStored(articleReturnRouteKey);
  return routeValuePattern.test(value) ? `/${productNames().routeSegment}/${value}` : null;
}

/**
 * The 'RETOUR AUX ACTUALITÉS' action (spec 2 section 2 and section 9): one step back in history, then after
 * 1 s (sport) or 2 s (news, padel-park) to the home anchor `#sport` or `#actualites`, or for news and
 * padel-park to the stored route value. A visitor who arrived directly on the article (no page of ours
 * to go back to) goes straight to the anchor.
 */
export function useArticleBack(family: ArticleFamily): () => void {
  const navigate = useNavigate();
  // React Router gives the first location of a visit the key 'default': nothing of ours lies behind it.
  const hasHistory = useLocation().key !== 'default';

  return useCallback(() => {
    const { anchor, delayMs } = articleBackPlan(family);
    const target = (family === 'sport' ? null : takeStoredReturnPath()) ?? `/#${anchor}`;
    if (!hasHistory) {
      void navigate(target, { replace: true });
      return;
    }
    void navigate(-1);
    // The page unmounts on the way back: the timer outlives it on purpose, as the spec's delay does.
    setTimeout(() => void navigate(target, { replace: true }), delayMs);
  }, [family, hasHistory, navigate]);
}
