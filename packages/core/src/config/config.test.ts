import { afterEach, describe, expect, it } from 'vitest';
import { configure, createMemoryStorage, getConfig, productNames, resetConfig } from './index';

afterEach(resetConfig);

describe('configure and getConfig', () => {
  it('gives the design defaults when nothing is configured', () => {
    const config = getConfig();
    expect(config.apiBase).toBe('/api/v2');
    expect(config.adminApiBase).toBe('/api/admin');
    expect(config.productKey).toBe('multisalle');
    expect(config.brandName).toBe('Multisalle');
    expect(config.onLogout).toBeUndefined();
  });

  it('merges a second call over the first', () => {
    configure({ apiBase: 'https://api.example.fr/v2', productKey: 'salle' });
    configure({ adminApiBase: 'https://api.example.fr/admin' });
    const config = getConfig();
    expect(config.apiBase).toBe('https://api.example.fr/v2');
    expect(config.adminApiBase).toBe('https://api.example.fr/admin');
    expect(config.brandName).toBe('Salle');
  });

  it('reads tokens from storage by base by default: fa-token for admin, token for v2', () => {
    configure({ storage: createMemoryStorage({ token: 'v2-token', 'fa-token': 'admin-token' }) });
    expect(getConfig().getToken('v2')).toBe('v2-token');
    expect(getConfig().getToken('admin')).toBe('admin-token');
  });

  it('uses the host getToken when one is given', () => {
    configure({ getToken: (base) => `from-host-${base}` });
    expect(getConfig().getToken('admin')).toBe('from-host-admin');
  });

  it('falls back to a memory storage in Node, where localStorage does not exist', () => {
    const { storage } = getConfig();
    storage.setItem('k', 'v');
    expect(getConfig().storage.getItem('k')).toBe('v');
    storage.removeItem('k');
  });
});

describe('productNames', () => {
  it('derives every name from multisalle by default (design, "Names")', () => {
    expect(productNames()).toEqual({
      productKey: 'multisalle',
      brandName: 'Multisalle',
      routeSegment: 'multisalle',
      idField: 'idMultisalle',
      listField: 'multisalleListe',
      blacklistKey: 'multisalleListeNoire',
      blacklistEntryField: 'id_multisalle',
      listAnchor: 'multisalle-list',
      pageTitle: 'Multisalle | Book, Play, Share',
    });
  });

  it('follows another product word and brand', () => {
    const names = productNames('salle', 'Ma Salle');
    expect(names.idField).toBe('idSalle');
    expect(names.listField).toBe('salleListe');
    expect(names.blacklistEntryField).toBe('id_salle');
    expect(names.pageTitle).toBe('Ma Salle | Book, Play, Share');
    expect(productNames('salle').brandName).toBe('Salle');
  });

  it('follows the configured product word when called without arguments', () => {
    configure({ productKey: 'arena', brandName: 'Arena+' });
    expect(productNames().routeSegment).toBe('arena');
    expect(productNames().pageTitle).toBe('Arena+ | Book, Play, Share');
  });
});
