import { describe, expect, it } from 'vitest';
import {
  DISTANCE_DECIMALS_BELOW_KM,
  distanceKm,
  EARTH_RADIUS_KM,
  formatDistanceKm,
  nearestFirst,
} from './distance';

// Intl writes narrow no-break spaces, and the unit is held by a no-break space; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

const chateauroux = { latitude: 46.8103, longitude: 1.6911 };
const deols = { latitude: 46.8308, longitude: 1.7067 };
const ajaccio = { latitude: 41.9267, longitude: 8.7369 };

describe('distance between two points (haversine)', () => {
  it('measures one degree of longitude on the equator as 111.195 km, on an Earth of 6371 km', () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(111.195, 3);
    // Across the antimeridian: 179.5° E to 179.5° W is one degree too, not 359.
    expect(distanceKm({ latitude: 0, longitude: 179.5 }, { latitude: 0, longitude: -179.5 })).toBeCloseTo(
      111.195,
      3,
    );
  });

  it('measures pole to pole as half the circumference, 20015.087 km, and a point to itself as 0', () => {
    expect(distanceKm({ latitude: 90, longitude: 0 }, { latitude: -90, longitude: 0 })).toBeCloseTo(
      20015.087,
      3,
    );
    expect(distanceKm(ajaccio, ajaccio)).toBe(0);
  });

  it('puts Paris 391.5 km from Lyon, Déols 2.6 km from Châteauroux and Châteauroux 779.5 km from Ajaccio', () => {
    const paris = { latitude: 48.8566, longitude: 2.3522 };
    const lyon = { latitude: 45.764, longitude: 4.8357 };
    expect(distanceKm(paris, lyon)).toBeCloseTo(391.5, 1);
    expect(distanceKm(deols, chateauroux)).toBeCloseTo(2.57, 2);
    expect(distanceKm(chateauroux, ajaccio)).toBeCloseTo(779.5, 1);
    // The same both ways.
    expect(distanceKm(ajaccio, chateauroux)).toBeCloseTo(distanceKm(chateauroux, ajaccio), 9);
  });
});

describe('a distance as players read it', () => {
  it('shows one decimal under 10 km and none from 10 km on, French style', () => {
    expect(DISTANCE_DECIMALS_BELOW_KM).toBe(10);
    expect(plain(formatDistanceKm(2.57))).toBe('à 2,6 km');
    expect(plain(formatDistanceKm(0.34))).toBe('à 0,3 km');
    expect(plain(formatDistanceKm(9.94))).toBe('à 9,9 km');
    expect(plain(formatDistanceKm(10))).toBe('à 10 km');
    expect(plain(formatDistanceKm(12.4))).toBe('à 12 km');
    expect(plain(formatDistanceKm(779.5))).toBe('à 780 km');
    expect(plain(formatDistanceKm(1234.4))).toBe('à 1 234 km');
  });

  it('never lets a line break part the number from « km »', () => {
    expect(formatDistanceKm(12)).toBe('à 12\u00a0km');
  });
});

describe('nearest first', () => {
  const places = { D: deols, C: chateauroux, A: ajaccio } as Record<string, typeof deols>;
  const locate = (item: { hall: string }) => places[item.hall] ?? null;

  it('orders by distance, keeps the incoming order for equal distances, and puts the unplaced last', () => {
    const soonestFirst = [
      { id: 1, hall: 'A' },
      { id: 2, hall: 'X' },
      { id: 3, hall: 'C' },
      { id: 4, hall: 'A' },
      { id: 5, hall: 'D' },
      { id: 6, hall: 'C' },
    ];
    // A player in Porticcio, 6.8 km from Ajaccio.
    const porticcio = { latitude: 41.88, longitude: 8.79 };
    const sorted = nearestFirst(soonestFirst, locate, porticcio);
    expect(sorted.map(({ item }) => item.id)).toEqual([1, 4, 3, 6, 5, 2]);
    expect(sorted[0]?.distanceKm).toBeCloseTo(6.8, 1);
    expect(sorted[5]?.distanceKm).toBeNull();
    // Near Déols, the Indre halls come first, Déols before Châteauroux.
    const nearDeols = nearestFirst(soonestFirst, locate, { latitude: 46.84, longitude: 1.71 });
    expect(nearDeols.map(({ item }) => item.id)).toEqual([5, 3, 6, 1, 4, 2]);
    expect(soonestFirst.map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
