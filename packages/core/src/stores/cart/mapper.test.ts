import { afterEach, describe, expect, it } from 'vitest';
import { configure, resetConfig } from '../../config';
import { mapCart, mapCartLine } from './mapper';
import { wireLine } from './test-cart';

const course = {
  img: '/media/courses/badminton-cours.svg',
  niveau: 'Niveau avancé',
  encadrant: 'Camille Roussel',
  content: '<p>Séance encadrée pour joueurs confirmés.</p>',
};

afterEach(() => resetConfig());

describe('mapCartLine (spec 2 section 3: cart line description)', () => {
  it("maps a cours line's description to picture, level, coach and the HTML still marked unsafe", () => {
    const line = mapCartLine(wireLine(3, { typeCreneau: 'cours', nb_place: 6, description: course }));
    expect(line.type).toBe('cours');
    expect(line.description).toEqual({
      imageUrl: '/media/courses/badminton-cours.svg',
      level: 'Niveau avancé',
      coach: 'Camille Roussel',
      unsafeHtml: '<p>Séance encadrée pour joueurs confirmés.</p>',
    });
  });

  it('gives a court line no description, and empty description fields null', () => {
    expect(mapCartLine(wireLine(1)).description).toBeNull();
    const bare = mapCartLine(
      wireLine(2, {
        typeCreneau: 'cours',
        description: { img: null, niveau: '', encadrant: '  ', content: null },
      }),
    );
    expect(bare.description).toEqual({ imageUrl: null, level: null, coach: null, unsafeHtml: null });
  });

  it('keeps the planning slot id of a line (nIdCreneau), null when the server sends none', () => {
    expect(mapCartLine(wireLine(4, { nIdCreneau: 38_654_705_664 })).slotId).toBe(38_654_705_664);
    expect(mapCartLine(wireLine(5)).slotId).toBeNull();
  });

  it("reads the hall id and label under the product's names (PRODUCT_KEY)", () => {
    expect(mapCartLine(wireLine(6))).toMatchObject({ hallId: 1, hallLabel: 'PADEL PARK' });
    configure({ productKey: 'salle' });
    const { idMultisalle: _id, libelleMultisalle: _label, ...rest } = wireLine(7);
    expect(mapCartLine({ ...rest, idSalle: 3, libelleSalle: 'SALLE DES SPORTS' })).toMatchObject({
      hallId: 3,
      hallLabel: 'SALLE DES SPORTS',
    });
  });

  it("takes a /media picture on the API's origin when the API is on another host (embedded panel)", () => {
    const line = wireLine(6, { typeCreneau: 'cours', description: course });
    expect(mapCartLine(line, { apiBase: 'https://api.multisalle.fr/api/v2' }).description?.imageUrl).toBe(
      'https://api.multisalle.fr/media/courses/badminton-cours.svg',
    );
    configure({ apiBase: 'https://reservation.example.fr/api/v2' });
    expect(
      mapCart({ uuid: 'u', dtExpiration: null, tarif: 0, contenu: [line], v2: true }).lines[0],
    ).toMatchObject({
      description: { imageUrl: 'https://reservation.example.fr/media/courses/badminton-cours.svg' },
    });
  });

  it.each([
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    '//evil.example/x.svg',
    '/\\evil.example/x.svg',
    'media/relative.svg',
  ])('drops the picture URL %s', (img) => {
    const line = mapCartLine(wireLine(7, { typeCreneau: 'cours', description: { ...course, img } }));
    expect(line.description?.imageUrl).toBeNull();
    expect(line.description?.level).toBe('Niveau avancé');
  });
});
