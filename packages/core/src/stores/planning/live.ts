import { getConfig, productNames } from '../../config';

/** The part of the browser's `EventSource` the live planning uses. */
export interface EventSourceLike {
  addEventListener(type: string, listener: () => void): void;
  close(): void;
}

/** An `EventSource` constructor: the browser's, or a fake one in tests. */
export type EventSourceClass = new (url: string) => EventSourceLike;

interface Feed {
  source: EventSourceLike;
  listeners: Set<() => void>;
}

// One stream per hall for the whole page, however many plannings of that hall it shows.
const feeds = new Map<string, Feed>();

function notify(feed: Feed): void {
  for (const listener of [...feed.listeners]) listener();
}

function openFeed(url: string, Source: EventSourceClass): Feed {
  const feed: Feed = { source: new Source(url), listeners: new Set() };
  let hasDropped = false;
  feed.source.addEventListener('creneaux', () => notify(feed));
  // The browser reconnects by itself after an error; changes made while it was away were missed.
  feed.source.addEventListener('error', () => {
    hasDropped = true;
  });
  feed.source.addEventListener('open', () => {
    if (hasDropped) notify(feed);
    hasDropped = false;
  });
  return feed;
}

/**
 * Calls `onChange` whenever a slot of `hallId` changes on the server (`GET v2 creneaux/{productKey}/{id}
 * /flux`, server-sent events), until the returned function is called. Plannings of the same hall share
 * one stream, closed when the last one stops. Does nothing where `EventSource` does not exist (Node,
 * jsdom, old webviews): the planning then simply is not live.
 *
 * @example
 * const stop = watchHallSlots(1, () => planning.loadSlots(params));
 */
export function watchHallSlots(
  hallId: number,
  onChange: () => void,
  Source = (globalThis as { EventSource?: EventSourceClass }).EventSource,
): () => void {
  if (typeof Source !== 'function') return () => {};
  const url = `${getConfig().apiBase}/creneaux/${productNames().routeSegment}/${hallId}/flux`;
  const feed = feeds.get(url) ?? openFeed(url, Source);
  feeds.set(url, feed);
  feed.listeners.add(onChange);
  return () => {
    feed.listeners.delete(onChange);
    if (feed.listeners.size > 0 || feeds.get(url) !== feed) return;
    feed.source.close();
    feeds.delete(url);
  };
}
