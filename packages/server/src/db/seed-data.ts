import type { halls, sports } from './schema.ts';

/** A sport of the seed, keyed by its label. */
export type SeedSport = typeof sports.$inferInsert;

/** A hall of the seed, with its services and its sports (by label, in display order). */
export interface SeedHall extends Omit<typeof halls.$inferInsert, 'id' | 'createdAt'> {
  services: readonly ServiceName[];
  sportLabels: readonly string[];
}

const services = {
  vestiaires: { label: 'Vestiaires', iconUrl: '/media/services/vestiaires.svg' },
  douches: { label: 'Douches', iconUrl: '/media/services/douches.svg' },
  parking: { label: 'Parking gratuit', iconUrl: '/media/services/parking.svg' },
  bar: { label: 'Bar / Snack', iconUrl: '/media/services/bar-snack.svg' },
  wifi: { label: 'Wi-Fi', iconUrl: '/media/services/wifi.svg' },
  pmr: { label: 'Accès PMR', iconUrl: '/media/services/acces-pmr.svg' },
} as const;

/** The service names the seed halls pick from. */
export type ServiceName = keyof typeof services;

/** Label and icon of a seed service. */
export function seedService(name: ServiceName): { label: string; iconUrl: string } {
  return services[name];
}

/** The spec's sports (spec 2 section 2), plus the beach sports of the sand hall. */
export const seedSports: readonly SeedSport[] = [
  { label: 'FOOT5', payingPlayers: 10, recommendedPlayers: 10 },
  { label: 'FUTSAL', payingPlayers: 10, recommendedPlayers: 10 },
  { label: 'PADEL', payingPlayers: 4, recommendedPlayers: 4 },
  { label: 'BASKET 5X5', payingPlayers: 10, recommendedPlayers: 10 },
  { label: 'BASKET 3X3', payingPlayers: 6, recommendedPlayers: 6 },
  { label: 'HANDBALL', payingPlayers: 12, recommendedPlayers: 14 },
  { label: 'VOLLEYBALL', payingPlayers: 12, recommendedPlayers: 12 },
  { label: 'BADMINTON', payingPlayers: 2, recommendedPlayers: 4 },
  { label: 'TENNIS', payingPlayers: 2, recommendedPlayers: 2 },
  { label: 'PING PONG', payingPlayers: 2, recommendedPlayers: 2 },
  // The client has no icon for beach sports: this one carries its own, the others fall back to the default.
  {
    label: 'BEACH VOLLEY',
    iconUrl: '/media/sports/beach-volley.svg',
    payingPlayers: 4,
    recommendedPlayers: 4,
  },
  { label: 'BEACH SOCCER', payingPlayers: 10, recommendedPlayers: 10 },
  { label: 'BEACH TENNIS', payingPlayers: 4, recommendedPlayers: 4 },
];

/**
 * The halls of the spec, in the order they are created: the padel hall (two courts, 7:15 to 23:15 every
 * day), the multisport hall of Châteauroux, the sand hall of Ajaccio, and a hall not open yet.
 */
export const seedHalls: readonly SeedHall[] = [
  {
    key: 'padel-park',
    name: 'PADEL PARK',
    caption: 'Deux terrains de padel couverts, ouverts 7 jours sur 7 de 07h15 à 23h15.',
    street: '14 allée du Parc des Sports',
    complement: "Zone d'activités de la Martinerie",
    postalCode: '36130',
    city: 'Déols',
    // The town's coordinates (as migration 0022 gives a database seeded before it): open games nearest first.
    latitude: 46.8308,
    longitude: 1.7067,
    badgeUrl: '/media/halls/padel-park-badge.svg',
    bannerUrl: '/media/halls/padel-park-banner.svg',
    isActive: true,
    skipPaymentStep: false,
    visibleDays: 14,
    services: ['vestiaires', 'douches', 'parking', 'bar', 'wifi'],
    sportLabels: ['PADEL', 'PING PONG'],
  },
  {
    key: 'multisalle-chateauroux',
    name: 'MULTISALLE CHÂTEAUROUX',
    caption: 'Un terrain connecté et modulable pour neuf sports, du foot à 5 au tennis.',
    street: '27 avenue de la Manufacture',
    complement: null,
    postalCode: '36000',
    city: 'Châteauroux',
    latitude: 46.8103,
    longitude: 1.6911,
    // No badge: the home card shows the client's default picture for this hall.
    badgeUrl: null,
    bannerUrl: '/media/halls/chateauroux-banner.svg',
    isActive: true,
    skipPaymentStep: false,
    services: ['vestiaires', 'douches', 'parking', 'bar', 'wifi', 'pmr'],
    sportLabels: [
      'FOOT5',
      'FUTSAL',
      'BASKET 5X5',
      'BASKET 3X3',
      'HANDBALL',
      'VOLLEYBALL',
      'BADMINTON',
      'PING PONG',
      'TENNIS',
    ],
  },
  {
    key: 'multisalle-ajaccio',
    name: 'MULTISALLE AJACCIO',
    caption: "La salle sable\u00a0: beach-volley, beach soccer et beach tennis toute l'année.",
    street: "8 chemin de Campo dell'Oro",
    complement: 'Lieu-dit Ricanto',
    postalCode: '20090',
    city: 'Ajaccio',
    latitude: 41.9267,
    longitude: 8.7369,
    badgeUrl: '/media/halls/ajaccio-badge.svg',
    bannerUrl: '/media/halls/ajaccio-banner.svg',
    isActive: true,
    skipPaymentStep: true,
    services: ['vestiaires', 'douches', 'parking', 'pmr'],
    sportLabels: ['BEACH VOLLEY', 'BEACH SOCCER', 'BEACH TENNIS'],
  },
  {
    key: 'multisalle-bourges',
    name: 'MULTISALLE BOURGES',
    caption: 'Ouverture prochaine\u00a0: foot à 5 et basket 3x3 au cœur de Bourges.',
    street: '5 rue Édouard Vaillant',
    complement: null,
    postalCode: '18000',
    city: 'Bourges',
    latitude: 47.0844,
    longitude: 2.3964,
    badgeUrl: null,
    bannerUrl: null,
    isActive: false,
    skipPaymentStep: false,
    services: ['vestiaires', 'parking'],
    sportLabels: ['FOOT5', 'BASKET 3X3'],
  },
];
