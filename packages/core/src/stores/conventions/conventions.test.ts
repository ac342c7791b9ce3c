import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configure, createMemoryStorage, resetConfig } from '../../config';
import { answering } from '../../http/test-fetch';
import { onToast, type ToastMessage } from '../../toasts';
import { hallIdFromPath, loadConventions, validateConvention } from './index';

let toasts: ToastMessage[];
let stop: () => void;
beforeEach(() => {
  toasts = [];
  stop = onToast((toast) => toasts.push(toast));
  configure({ storage: createMemoryStorage(), getToken: () => 'jeton' });
});
afterEach(() => {
  stop();
  resetConfig();
});

const wire = {
  id: 4,
  multisalle: '/api/v2/multisalle/7',
  titre: 'Règlement intérieur',
  contenu: '<p>Texte</p>',
  validations: [{ libelle: "J'accepte le règlement" }, { libelle: 'Je porte des chaussures propres' }],
};

describe('conventions (spec 2 sections 3, 4, 7 and 8)', () => {
  it('reads the venue id from the 4th segment of the hall path', () => {
    expect(hallIdFromPath('/api/v2/multisalle/12')).toBe(12);
    // The login conventions (no hall) come as venue 0 and are validated under it.
    expect(hallIdFromPath('/api/v2/multisalle/0')).toBe(0);
    expect(hallIdFromPath('/api/v2/multisalle')).toBeNull();
    expect(hallIdFromPath(null)).toBeNull();
  });

  it("loads a hall's conventions with declencheur=reservation, secure, and maps them", async () => {
    const server = answering({ status: 200, body: [wire] });
    configure({ fetch: server.fetch });
    const list = await loadConventions({ hallId: 7, trigger: 'reservation' });
    expect(server.requests[0]?.url).toBe(
      '/api/v2/multisalle/7/conventions-a-valider?declencheur=reservation',
    );
    expect(server.requests[0]?.headers.get('authorization')).toBe('Bearer jeton');
    expect(list).toEqual([
      {
        id: 4,
        hallId: 7,
        title: 'Règlement intérieur',
        unsafeHtml: '<p>Texte</p>',
        checkboxLabels: ["J'accepte le règlement", 'Je porte des chaussures propres'],
      },
    ]);
  });

  it('runs the general-public check without a hall id after login', async () => {
    const server = answering({ status: 200, body: [] });
    configure({ fetch: server.fetch });
    expect(await loadConventions({ trigger: 'connexion' })).toEqual([]);
    expect(server.requests[0]?.url).toBe('/api/v2/conventions-a-valider-connexion-gp');
  });

  it("toasts the spec's message when the list can't be read", async () => {
    configure({ fetch: answering({ status: 500, body: {} }).fetch });
    expect(await loadConventions({ hallId: 7 })).toBeNull();
    expect(toasts.map((toast) => toast.message)).toEqual([
      'Une erreur est survenue lors de la récupération des conventions.',
    ]);
  });

  it('posts a validation with no body and resolves true on 204', async () => {
    const server = answering({ status: 204 });
    configure({ fetch: server.fetch });
    expect(await validateConvention(7, 4)).toBe(true);
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/v2/multisalle/7/convention/4/valider',
    });
    expect(server.requests[0]?.body).toBeUndefined();
  });

  it("toasts the spec's message when a validation fails", async () => {
    configure({ fetch: answering({ status: 500, body: {} }).fetch });
    expect(await validateConvention(7, 4)).toBe(false);
    expect(toasts.map((toast) => toast.message)).toEqual([
      'Une erreur est survenue lors de la validation des conventions.',
    ]);
  });
});
