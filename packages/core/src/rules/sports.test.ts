import { afterEach, describe, expect, it } from 'vitest';
import { configure, resetConfig } from '../config';
import { breakpoints, FLOATING_HEADER_SCROLL_PX, timings } from './constants';
import {
  findSport,
  MAX_SPORTS_ON_CARD,
  SPORT_LABEL_MAX_CHARS,
  sportArticleSlug,
  sportGrid,
  sportIconName,
  sportKey,
  sportsOnCard,
  truncateSportLabel,
} from './sports';

afterEach(resetConfig);

describe('sport labels and cards (spec 2 sections 2 and 9)', () => {
  it('truncates labels longer than 10 characters to 10 plus an ellipsis', () => {
    expect(SPORT_LABEL_MAX_CHARS).toBe(10);
    expect(truncateSportLabel('BADMINTON')).toBe('BADMINTON');
    expect(truncateSportLabel('0123456789')).toBe('0123456789');
    expect(truncateSportLabel('BASKET 3X3 LOISIR')).toBe('BASKET 3X3...');
  });

  it('shows at most 4 sports on a card, with the more-sports button beyond', () => {
    expect(MAX_SPORTS_ON_CARD).toBe(4);
    expect(sportsOnCard([1, 2, 3, 4])).toEqual({ shown: [1, 2, 3, 4], hasMore: false });
    expect(sportsOnCard([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3, 4], hasMore: true });
  });
});

describe('sport icons (spec 2 section 2)', () => {
  it('matches icons by lower-cased trimmed label', () => {
    expect(sportIconName(' PADEL ')).toBe('padel');
    expect(sportIconName('Foot5')).toBe('foot5');
    expect(sportIconName('BASKET 5X5')).toBe('basket5x5');
    expect(sportIconName('basket  3x3')).toBe('basket3x3');
    expect(sportIconName('Ping Pong')).toBe('pingpong');
    expect(sportIconName('VOLLEY')).toBe('volleyball');
    expect(sportIconName('volleyball')).toBe('volleyball');
  });

  it('falls back to the fitness icon for unknown sports', () => {
    expect(sportIconName('Curling')).toBe('fitness');
    expect(sportIconName('')).toBe('fitness');
  });
});

describe('sport grid (spec 2 section 2)', () => {
  it('lists the 15 sports in the spec order', () => {
    expect(sportGrid().map((entry) => entry.label)).toEqual([
      'FOOTBALL',
      'FOOT5',
      'HANDBALL',
      'VOLLEYBALL',
      'BASKET 5X5',
      'BASKET 3X3',
      'BADMINTON',
      'TENNIS',
      'GOLF',
      'ESCALADE',
      'CYCLISME',
      'PADEL',
      'PING PONG',
      'YOGA',
      'FITNESS',
    ]);
  });

  it('gives GOLF, CYCLISME, ESCALADE and FOOTBALL no article, the others their slug', () => {
    const slugs = Object.fromEntries(sportGrid().map((entry) => [entry.label, entry.slug]));
    expect([slugs.GOLF, slugs.CYCLISME, slugs.ESCALADE, slugs.FOOTBALL]).toEqual([null, null, null, null]);
    expect(slugs.FOOT5).toBe('zoom-foot-5');
    expect(slugs['PING PONG']).toBe('le-tennis-de-table-d-activite-de-loisirs-a-sport-olympique');
    expect(slugs.TENNIS).toBe('les-terrains-de-tennis-couvert-multisalle');
    expect(sportGrid().every((entry) => entry.icon !== undefined)).toBe(true);
  });

  it('puts the product word into the tennis slug', () => {
    expect(sportGrid('salle').find((entry) => entry.label === 'TENNIS')?.slug).toBe(
      'les-terrains-de-tennis-couvert-salle',
    );
    configure({ productKey: 'arena' });
    expect(sportArticleSlug('Tennis')).toBe('les-terrains-de-tennis-couvert-arena');
    expect(sportArticleSlug('futsal')).toBe('futsal-sport-derive-du-football');
  });
});

describe('timings and breakpoints (spec 1 section 9, spec 2 section 9)', () => {
  it('keeps the spec values', () => {
    expect(timings).toEqual({
      sidebarNavigationDelayMs: 500,
      modalCloseDelayMs: 200,
      postLoginRedirectDelayMs: 1000,
      paymentAutoCloseMs: 4000,
      sportArticleBackDelayMs: 1000,
      newsArticleBackDelayMs: 2000,
      cartQuantityDelayMs: 1000,
      assetLoadTimeoutMs: 120_000,
    });
    expect(breakpoints).toEqual({ toastTopMaxWidthPx: 640, desktopMinWidthPx: 768 });
    expect(FLOATING_HEADER_SCROLL_PX).toBe(50);
  });
});

describe('sportKey and findSport (a partner writes sport="padel")', () => {
  const sports = [
    { id: 3, label: 'PADEL' },
    { id: 10, label: 'PING PONG' },
    { id: 12, label: 'Foot à 5' },
  ];

  it('makes a readable key of a label: lower case, no accents, dashes', () => {
    expect(sportKey('PADEL')).toBe('padel');
    expect(sportKey('PING PONG')).toBe('ping-pong');
    expect(sportKey(' Foot à 5 ')).toBe('foot-a-5');
    expect(sportKey('BASKET 3X3')).toBe('basket-3x3');
  });

  it('finds a sport by its id or by its key, whatever the case or spacing', () => {
    expect(findSport(sports, '10')?.label).toBe('PING PONG');
    expect(findSport(sports, 'padel')?.id).toBe(3);
    expect(findSport(sports, 'Ping Pong')?.id).toBe(10);
    expect(findSport(sports, 'foot-a-5')?.id).toBe(12);
  });

  it('finds nothing for an unknown key or id', () => {
    expect(findSport(sports, 'curling')).toBeUndefined();
    expect(findSport(sports, '99')).toBeUndefined();
    expect(findSport(sports, '')).toBeUndefined();
  });
});
