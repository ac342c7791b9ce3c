import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configure, createMemoryStorage, resetConfig, type StorageLike } from '../config';
import {
  clearStoredTokens,
  readBlacklist,
  readChosenHall,
  readCookieChoice,
  shouldShowCookieBanner,
  storageKeys,
  storeChosenHall,
  storeCookieChoice,
} from './index';

let storage: StorageLike;

beforeEach(() => {
  storage = createMemoryStorage();
  configure({ storage });
});
afterEach(resetConfig);

describe('storage keys (spec 1 section 3)', () => {
  it('uses the spec keys, and derives the product ones from productKey', () => {
    expect(storageKeys).toMatchObject({
      token: 'token',
      adminToken: 'fa-token',
      lastRoute: 'lastRoute',
      cart: 'cart',
      gtagEnabled: 'gtagEnabled',
      cookieValue: 'cookie_value',
      cookieChoiceDate: 'cookie_date',
      skipPaymentStep: 'ignorerEtapePaiement',
      pendingPick: 'choixEnAttente',
    });
    expect(storageKeys.chosenHallId).toBe('idMultisalle');
    expect(storageKeys.blacklist).toBe('multisalleListeNoire');
    configure({ productKey: 'salle' });
    expect(storageKeys.chosenHallId).toBe('idSalle');
  });

  it('clears both tokens', () => {
    storage.setItem('token', 'a');
    storage.setItem('fa-token', 'b');
    clearStoredTokens();
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('fa-token')).toBeNull();
  });
});

describe('cookie choice (spec 1 sections 2 and 9: 0 accepted, 1 declined)', () => {
  it('stores 0 and gtagEnabled true when accepted', () => {
    storeCookieChoice('accepted');
    expect(storage.getItem('cookie_value')).toBe('0');
    expect(storage.getItem('gtagEnabled')).toBe('true');
    expect(readCookieChoice()).toBe('accepted');
  });

  it('stores 1 and gtagEnabled false when declined', () => {
    storeCookieChoice('declined');
    expect(storage.getItem('cookie_value')).toBe('1');
    expect(storage.getItem('gtagEnabled')).toBe('false');
    expect(readCookieChoice()).toBe('declined');
  });

  it('the 6 months rule: a refusal lasts as long as an acceptance, six months, then the banner asks again', () => {
    const madeOn = new Date('2026-01-15T10:00:00Z');
    expect(shouldShowCookieBanner(madeOn)).toBe(true);
    for (const choice of ['declined', 'accepted'] as const) {
      storeCookieChoice(choice, madeOn);
      expect(storage.getItem('cookie_date')).toBe('2026-01-15T10:00:00.000Z');
      expect(shouldShowCookieBanner(new Date('2026-07-14T10:00:00Z'))).toBe(false);
      expect(readCookieChoice(new Date('2026-07-14T10:00:00Z'))).toBe(choice);
      expect(shouldShowCookieBanner(new Date('2026-07-15T10:00:01Z'))).toBe(true);
      expect(readCookieChoice(new Date('2026-07-15T10:00:01Z'))).toBeNull();
    }
  });

  it('dates a choice stored without its date at the first reading, and reads an unreadable date as expired', () => {
    storage.setItem('cookie_value', '1');
    expect(shouldShowCookieBanner(new Date('2026-03-01T00:00:00Z'))).toBe(false);
    expect(storage.getItem('cookie_date')).toBe('2026-03-01T00:00:00.000Z');
    storage.setItem('cookie_date', 'hier');
    expect(shouldShowCookieBanner()).toBe(true);
  });

  it('reads an unexpected value as no choice', () => {
    storage.setItem('cookie_value', 'yes');
    expect(readCookieChoice()).toBeNull();
  });
});

describe('blacklist (spec 2 section 2)', () => {
  it('reads the id_multisalle of each entry', () => {
    storage.setItem(
      'multisalleListeNoire',
      JSON.stringify([{ id_multisalle: 3 }, { id_multisalle: '7' }, {}]),
    );
    expect(readBlacklist()).toEqual([3, 7]);
  });

  it.each([['not json'], ['{"id_multisalle":3}'], ['null']])('counts %s as empty', (value) => {
    storage.setItem('multisalleListeNoire', value);
    expect(readBlacklist()).toEqual([]);
  });

  it('counts a storage that throws as empty', () => {
    configure({
      storage: {
        getItem: () => {
          throw new Error('SecurityError');
        },
        setItem: () => {},
        removeItem: () => {},
      },
    });
    expect(readBlacklist()).toEqual([]);
  });

  it('follows the product word', () => {
    configure({ productKey: 'salle' });
    storage.setItem('salleListeNoire', JSON.stringify([{ id_salle: 2 }]));
    expect(readBlacklist()).toEqual([2]);
  });
});

describe('chosen hall (spec 2 section 2)', () => {
  it('stores the hall id and the skip-payment flag, and reads them back', () => {
    expect(readChosenHall()).toBeNull();
    storeChosenHall({ id: 12, skipPaymentStep: true });
    expect(storage.getItem('idMultisalle')).toBe('12');
    expect(storage.getItem('ignorerEtapePaiement')).toBe('true');
    expect(readChosenHall()).toEqual({ id: 12, skipPaymentStep: true });
  });
});
