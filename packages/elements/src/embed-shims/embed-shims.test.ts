import realDestr from 'destr';
import * as realUfo from 'ufo';
import { describe, expect, it } from 'vitest';
import destr from './destr';
import { withBase, withQuery } from './ufo';

// The script-tag bundles swap ofetch's `ufo` and `destr` for these; the calls core makes must give the
// same URLs and the same parsed bodies as the real packages do.

const bases = ['/api/v2', '/api/v2/', 'https://reservation.example.fr/api/v2', '', '/', undefined];
const paths = [
  '/multisalle',
  'multisalle',
  '/api/v2/multisalle',
  '/creneaux/multisalle/3/debut/2026-11-25/duree/7',
  'https://autre.example.fr/x',
  '/',
];

/** A URL's parts as a server reads them: path, then the search parameters in order. */
function asRead(url: string) {
  const parsed = new URL(url, 'http://base.example');
  return { path: parsed.pathname, search: [...parsed.searchParams.entries()], hash: parsed.hash };
}

describe('embed shims: ufo', () => {
  for (const base of bases) {
    for (const path of paths) {
      it(`withBase(${JSON.stringify(path)}, ${JSON.stringify(base)}) is ufo's`, () => {
        expect(withBase(path, base)).toBe(realUfo.withBase(path, base ?? ''));
      });
    }
  }

  const queries: Record<string, string | number | boolean | undefined>[] = [
    { reservation: 'a1b2', invitation: 'tok en+/é&=' },
    { page: 2, actif: true, vide: '' },
    { absent: undefined, present: 'x' },
  ];
  for (const query of queries) {
    for (const path of ['/api/v2/reservations/groupe/invitation', '/x?deja=1&page=9', '/x#fin']) {
      it(`withQuery(${path}, ${JSON.stringify(query)}) reads as ufo's`, () => {
        expect(asRead(withQuery(path, query))).toEqual(asRead(realUfo.withQuery(path, query)));
      });
    }
  }
});

describe('embed shims: destr', () => {
  const bodies = [
    '{"multisalleListe":[{"idMultisalle":1}]}',
    '[1,2,3]',
    '  {"a": "b"} ',
    '"texte"',
    '42',
    'true',
    'null',
    'Pas du JSON',
    '',
    '{"__proto__":{"pollue":true},"ok":1}',
    '{"constructor":{"prototype":{"pollue":true}},"ok":1}',
    // The same keys written with escapes: JSON.parse reads them as the plain ones.
    '{"\\u005f\\u005fproto__":{"pollue":true},"ok":1}',
    '{"\\u0063onstructor":{"prototype":{"pollue":true}},"ok":1}',
    '{"libelle":"Salle \\u00e9t\\u00e9","constructor":"texte"}',
  ];
  for (const body of bodies) {
    it(`parses ${JSON.stringify(body)} as destr does`, () => {
      const warn = console.warn;
      console.warn = () => undefined;
      try {
        expect(destr(body)).toEqual(realDestr(body));
      } finally {
        console.warn = warn;
      }
    });
  }

  it('never sets a prototype from a body', () => {
    const parsed = destr('{"__proto__":{"pollue":true}}') as Record<string, unknown>;
    expect(({} as Record<string, unknown>).pollue).toBeUndefined();
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
  });
});
