import { configure, timings } from '@multisalle/core';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ArticlePage } from './ArticlePage.tsx';
import { articleReturnRouteKey, rememberArticleReturnRoute } from './use-article-back.ts';

/** Shows where the router is, so tests can read it as a user-visible status. */
function Where() {
  const { pathname, hash } = useLocation();
  return <p role="status">{`${pathname}${hash}`}</p>;
}

function renderAt(entries: string[]) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Where /> },
      { path: '/404', element: <Where /> },
      { path: '/multisalle/padel-park', element: <Where /> },
      { path: '/multisalle/article/:indexArticle', element: <ArticlePage family="news" /> },
      { path: '/multisalle/article-sport/:indexArticle', element: <ArticlePage family="sport" /> },
      { path: '/multisalle/article-padel-park/:indexArticle', element: <ArticlePage family="padel-park" /> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

const backButton = () => screen.getByRole('button', { name: 'RETOUR AUX ACTUALITÉS' });
// A plain click: user-event's own waits do not run under fake timers.
const clickBack = () => act(() => backButton().click());
/** Moves the fake clock and lets the router settle (its navigations resolve in promises). */
const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

beforeEach(() => {
  configure({ storage: window.localStorage });
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ArticlePage back button (spec 2 sections 2 and 9)', () => {
  it('sport article: one step back, then #sport after 1 s (1000 ms), not before', async () => {
    expect(timings.sportArticleBackDelayMs).toBe(1000);
    renderAt(['/', '/multisalle/article-sport/infos-padel']);
    clickBack();
    await advance(0);
    expect(screen.getByRole('status')).toHaveTextContent(/^\/$/);
    await advance(999);
    expect(screen.getByRole('status')).toHaveTextContent(/^\/$/);
    await advance(1);
    expect(screen.getByRole('status')).toHaveTextContent('/#sport');
  });

  it('news article: one step back, then #actualites after 2 s (2000 ms), not before', async () => {
    expect(timings.newsArticleBackDelayMs).toBe(2000);
    renderAt(['/', '/multisalle/article/sport-entre-amis']);
    clickBack();
    await advance(0);
    expect(screen.getByRole('status')).toHaveTextContent(/^\/$/);
    await advance(1999);
    expect(screen.getByRole('status')).toHaveTextContent(/^\/$/);
    await advance(1);
    expect(screen.getByRole('status')).toHaveTextContent('/#actualites');
  });

  it('padel-park article: after 2 s, goes to /{product}/{stored route value} and clears it', async () => {
    rememberArticleReturnRoute('padel-park');
    renderAt(['/multisalle/padel-park', '/multisalle/article-padel-park/genese-projet-padel-park']);
    clickBack();
    expect(window.localStorage.getItem(articleReturnRouteKey)).toBeNull();
    await advance(1999);
    expect(screen.getByRole('status')).toHaveTextContent(/^\/multisalle\/padel-park$/);
    await advance(1);
    expect(screen.getByRole('status')).toHaveTextContent(/^\/multisalle\/padel-park$/);
  });

  it('padel-park article without a stored value lands on #actualites after 2 s', async () => {
    renderAt(['/', '/multisalle/article-padel-park/horaires-et-terrains-padel-park']);
    clickBack();
    await advance(2000);
    expect(screen.getByRole('status')).toHaveTextContent('/#actualites');
  });

  it('a stored value that is not a route segment is cleared and ignored', async () => {
    window.localStorage.setItem(articleReturnRouteKey, '//ailleurs.example');
    renderAt(['/', '/multisalle/article/sport-entre-amis']);
    clickBack();
    await advance(2000);
    expect(screen.getByRole('status')).toHaveTextContent('/#actualites');
    expect(window.localStorage.getItem(articleReturnRouteKey)).toBeNull();
  });

  it('a visitor who opened the article directly goes straight to the anchor', async () => {
    renderAt(['/multisalle/article-sport/zoom-foot-5']);
    clickBack();
    await advance(0);
    expect(screen.getByRole('status')).toHaveTextContent('/#sport');
  });
});

describe('ArticlePage content and head', () => {
  it('shows the article of the slug with its title, body and meta description', () => {
    const description = document.createElement('meta');
    description.name = 'description';
    description.content = 'Description par défaut';
    document.head.append(description);
    const { unmount } = renderAt(['/multisalle/article-padel-park/horaires-et-terrains-padel-park']);

    expect(
      screen.getByRole('heading', { level: 1, name: "Padel Park\u00a0: horaires d'ouverture et terrains" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Deux terrains de padel' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /horloge/ })).toHaveAttribute(
      'src',
      '/articles/padel-horaires.svg',
    );
    expect(description.content).toMatch(/^Le Padel Park est ouvert 7 jours sur 7, de 07h15 à 23h15/);
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Horaires et terrains du Padel Park | Multisalle',
    );

    unmount();
    expect(description.content).toBe('Description par défaut');
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
    description.remove();
  });

  it('sends an unknown slug to /404', async () => {
    renderAt(['/multisalle/article-sport/nexiste-pas']);
    await advance(0);
    expect(screen.getByRole('status')).toHaveTextContent('/404');
  });

  it('renders the internal link of the article that links to the home page', () => {
    renderAt(['/multisalle/article/pourquoi-choisir-multisalle']);
    expect(screen.getByRole('link', { name: 'Voir les salles et réserver un créneau' })).toHaveAttribute(
      'href',
      '/',
    );
  });
});
