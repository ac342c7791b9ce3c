import {
  $halls,
  configure,
  createMemoryStorage,
  fetchHallByKey,
  loadHalls,
  productNames,
  resetHalls,
} from '@multisalle/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { ContainerLayout } from '../layouts/ContainerLayout.tsx';
import { FooterLayout } from '../layouts/FooterLayout.tsx';
import { HallHeader } from '../pages/hall/HallHeader.tsx';
import { HomePage } from '../pages/home/HomePage.tsx';

/**
 * The first screen of the home page and of a hall page, drawn by the site's own components for the server
 * to write into the HTML: the header, the headline and the hall cards, or the hall's banner and name. The
 * server runs it from its own build (`vite.first-screen.config.ts`, with preact as the site's build has it)
 * and keeps what it returns until the halls change (packages/server/src/pages/first-screen.ts).
 *
 * The data is the page's own: the body of the call the app makes for it, read by core's own loaders
 * (`loadHalls`, `fetchHallByKey`) through a `fetch` that answers it. What a visitor who is not signed in
 * sees, with an empty cart; what waits for the first paint in the app (`AfterFirstPaint`: the footer, the
 * lower sections) is not drawn. The app renders the same, hidden, and takes this screen's place
 * (demo/src/app/first-screen.ts).
 */

/** What the server asks for. */
export interface FirstScreenRequest {
  /** The page's path: `/`, or a hall's page (`/multisalle/padel-park`). */
  path: string;
  /** The product word of routes and wire fields (the server's `productKey`). */
  productKey: string;
  /**
   * The body of the page's call, as the API answers it: the hall list (`GET /api/v2/{productKey}`) for the
   * home page, the hall (`GET /api/v2/{productKey}/detail?sCle=`) for a hall's page.
   */
  answer: string;
}

/** The page's top in its layout, or null when the path has no first screen or its data is not usable. */
async function pageTop(path: string): Promise<ReactNode> {
  if (path === '/') {
    await loadHalls();
    // The app shows its own failure message: the written screen is for a list that came.
    if ($halls.get().error) return null;
    return (
      <FooterLayout displaySubFooter={false}>
        <HomePage />
      </FooterLayout>
    );
  }
  const hallPage = new RegExp(`^/${productNames().routeSegment}/([^/]+)/?$`).exec(path);
  if (!hallPage?.[1]) return null;
  const hall = await fetchHallByKey(decodeURIComponent(hallPage[1]), { silent: true });
  if (!hall) return null;
  // The top of HallPage's loaded view: its frame and the hall's header.
  return (
    <ContainerLayout displaySubFooter={false}>
      <div className="hall-page">
        <HallHeader hall={hall} />
      </div>
    </ContainerLayout>
  );
}

/** Core's configuration and stores are the module's own: one render at a time. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * The first screen's markup for a page, or `''` when it has none (another page, an unknown hall, an
 * answer that is not the expected one).
 *
 * @example
 * const html = await renderFirstScreen({ path: '/', productKey: 'multisalle', answer: hallListJson });
 */
export function renderFirstScreen({ path, productKey, answer }: FirstScreenRequest): Promise<string> {
  const render = async () => {
    configure({
      productKey,
      storage: createMemoryStorage(),
      fetch: async () => new Response(answer, { headers: { 'Content-Type': 'application/json' } }),
    });
    try {
      const top = await pageTop(path);
      if (!top) return '';
      return renderToStaticMarkup(<StaticRouter location={path}>{top}</StaticRouter>);
    } finally {
      resetHalls();
      configure({ fetch: undefined });
    }
  };
  const rendered = queue.then(render, render);
  queue = rendered.catch(() => undefined);
  return rendered;
}
