import type { SlotType } from '../planning/derive-slots.ts';

/** Local times `HH:MM`, ISO weekdays 1 (Monday) to 7 (Sunday). */
export interface SeedHours {
  weekdays: readonly number[];
  opens: string;
  closes: string;
}

/** A price band: slots starting on these days from `from` (inclusive) to `to` (exclusive). */
export interface SeedBand {
  weekdays: readonly number[];
  from: string;
  to: string;
  priceCents: number;
  oldPriceCents?: number;
}

/** What a `cours` tells about itself: level, coach, a short HTML text and a `/media` picture. */
export interface SeedCourse {
  level: string;
  coachName: string;
  contentHtml: string;
  imageUrl: string;
}

/** How a zone is offered for one sport; `sessions` schedules a `place` or `cours` offer. */
export interface SeedOffer {
  sport: string;
  slotMinutes: number;
  stepMinutes?: number;
  slotType?: SlotType;
  maxParticipants?: number;
  sessions?: readonly SeedHours[];
  bands: readonly SeedBand[];
  /** Only on a `cours` (the database refuses it elsewhere). */
  course?: SeedCourse;
}

/** A zone with its opening hours and offers. */
export interface SeedZone {
  label: string;
  hours: readonly SeedHours[];
  offers: readonly SeedOffer[];
}

/** A booking `daysFromToday` days after the seed runs (the hall's local day), or on the next `weekday`. */
export interface SeedBooking {
  zone: string;
  sport: string;
  day: { daysFromToday: number } | { nextWeekday: number };
  start: string;
  minutes: number;
  places?: number;
}

/** The planning of one hall. */
export interface SeedHallPlanning {
  hallKey: string;
  zones: readonly SeedZone[];
  /** Pairs of zones sharing ground (stored in both directions). */
  overlaps: readonly (readonly [string, string])[];
  bookings: readonly SeedBooking[];
}

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7] as const;
const WEEKDAYS = [1, 2, 3, 4, 5] as const;
const WEEKEND = [6, 7] as const;

/** Off-peak before 17:00 on weekdays, peak after and all weekend. */
function peakBands(open: string, close: string, offPeakCents: number, peakCents: number): SeedBand[] {
  return [
    { weekdays: WEEKDAYS, from: open, to: '17:00', priceCents: offPeakCents },
    { weekdays: WEEKDAYS, from: '17:00', to: close, priceCents: peakCents },
    { weekdays: WEEKEND, from: open, to: close, priceCents: peakCents },
  ];
}

const padelCourt = (label: string): SeedZone => ({
  label,
  hours: [{ weekdays: EVERY_DAY, opens: '07:15', closes: '23:15' }],
  offers: [
    {
      sport: 'PADEL',
      // Back-to-back 90-minute games from opening: 7:15-8:45 ... 20:45-22:15 (one tile per game and court).
      slotMinutes: 90,
      stepMinutes: 90,
      bands: [
        { weekdays: WEEKDAYS, from: '07:15', to: '12:00', priceCents: 3600 },
        // Weekday lunch promotion, shown with the usual price struck through.
        { weekdays: WEEKDAYS, from: '12:00', to: '17:00', priceCents: 3000, oldPriceCents: 3600 },
        { weekdays: WEEKDAYS, from: '17:00', to: '23:15', priceCents: 4800 },
        { weekdays: WEEKEND, from: '07:15', to: '23:15', priceCents: 4800 },
      ],
    },
  ],
});

const chateaurouxHours: SeedHours[] = [
  { weekdays: [1, 2, 3, 4, 5, 6], opens: '09:00', closes: '23:00' },
  { weekdays: [7], opens: '09:00', closes: '20:00' },
];

const floorSport = (sport: string): SeedOffer => ({
  sport,
  slotMinutes: 60,
  bands: peakBands('09:00', '23:00', 9000, 12000),
});

const badmintonCourt = (label: string, extra: SeedOffer[] = []): SeedZone => ({
  label,
  hours: chateaurouxHours,
  offers: [{ sport: 'BADMINTON', slotMinutes: 60, bands: peakBands('09:00', '23:00', 1600, 2000) }, ...extra],
});

const sandCourt = (label: string, sports: string[], offPeak: number, peak: number): SeedZone => ({
  label,
  hours: [{ weekdays: EVERY_DAY, opens: '10:00', closes: '22:00' }],
  offers: sports.map((sport) => ({
    sport,
    slotMinutes: 60,
    slotType: 'terrain' as const,
    bands: [
      { weekdays: WEEKDAYS, from: '10:00', to: '18:00', priceCents: offPeak },
      { weekdays: WEEKDAYS, from: '18:00', to: '22:00', priceCents: peak },
      { weekdays: WEEKEND, from: '10:00', to: '22:00', priceCents: peak },
    ],
  })),
});

/** Zones, hours, prices and a few bookings of the three active seed halls. */
export const seedPlannings: readonly SeedHallPlanning[] = [
  {
    hallKey: 'padel-park',
    zones: [
      padelCourt('Terrain de padel 1'),
      padelCourt('Terrain de padel 2'),
      {
        label: 'Table de ping-pong',
        hours: [{ weekdays: EVERY_DAY, opens: '09:00', closes: '22:00' }],
        offers: [
          {
            sport: 'PING PONG',
            slotMinutes: 30,
            bands: [{ weekdays: EVERY_DAY, from: '09:00', to: '22:00', priceCents: 800 }],
          },
        ],
      },
    ],
    overlaps: [],
    bookings: [
      { zone: 'Terrain de padel 1', sport: 'PADEL', day: { daysFromToday: 1 }, start: '17:45', minutes: 90 },
      { zone: 'Terrain de padel 2', sport: 'PADEL', day: { daysFromToday: 2 }, start: '10:15', minutes: 90 },
    ],
  },
  {
    hallKey: 'multisalle-chateauroux',
    zones: [
      {
        label: 'Terrain central',
        hours: chateaurouxHours,
        offers: [
          floorSport('BASKET 5X5'),
          floorSport('HANDBALL'),
          floorSport('FUTSAL'),
          floorSport('FOOT5'),
          {
            sport: 'FOOT5',
            slotMinutes: 60,
            slotType: 'place',
            maxParticipants: 10,
            sessions: [{ weekdays: [3, 5], opens: '19:00', closes: '21:00' }],
            bands: [{ weekdays: [3, 5], from: '19:00', to: '21:00', priceCents: 6000 }],
          },
        ],
      },
      badmintonCourt('Court de badminton 1', [
        {
          sport: 'BADMINTON',
          slotMinutes: 90,
          slotType: 'cours',
          maxParticipants: 8,
          sessions: [{ weekdays: [2, 4], opens: '18:00', closes: '19:30' }],
          bands: [{ weekdays: [2, 4], from: '18:00', to: '19:30', priceCents: 4800 }],
          course: {
            // Spec 2 section 9: a cours slot is labelled 'Niveau avancé'.
            level: 'Niveau avancé',
            coachName: 'Camille Roussel',
            contentHtml:
              '<p>Séance encadrée pour joueurs confirmés\u00a0: échauffement, travail du smash et des ' +
              'déplacements, puis matchs en double.</p><p>Volants fournis. Venez en chaussures de salle ' +
              'propres.</p>',
            imageUrl: '/media/courses/badminton-cours.svg',
          },
        },
      ]),
      badmintonCourt('Court de badminton 2'),
      badmintonCourt('Court de badminton 3'),
      {
        label: 'Terrain de volley-ball',
        hours: chateaurouxHours,
        offers: ['VOLLEYBALL', 'BASKET 3X3', 'TENNIS'].map((sport) => ({
          sport,
          slotMinutes: 60,
          bands: peakBands('09:00', '23:00', 4000, 5500),
        })),
      },
      {
        label: 'Espace ping-pong',
        hours: chateaurouxHours,
        offers: [
          {
            sport: 'PING PONG',
            // Quarter-hour slots: the calendar switches to its 10-minute grid for them (spec 2 section 9).
            slotMinutes: 15,
            bands: [{ weekdays: EVERY_DAY, from: '09:00', to: '23:00', priceCents: 300 }],
          },
        ],
      },
    ],
    overlaps: [
      ['Terrain central', 'Court de badminton 1'],
      ['Terrain central', 'Court de badminton 2'],
      ['Terrain central', 'Court de badminton 3'],
      ['Terrain central', 'Terrain de volley-ball'],
      // The volleyball court is set up across the second and third badminton courts.
      ['Terrain de volley-ball', 'Court de badminton 2'],
      ['Terrain de volley-ball', 'Court de badminton 3'],
    ],
    bookings: [
      {
        zone: 'Terrain central',
        sport: 'BASKET 5X5',
        day: { daysFromToday: 1 },
        start: '12:00',
        minutes: 60,
      },
      {
        zone: 'Court de badminton 2',
        sport: 'BADMINTON',
        day: { daysFromToday: 2 },
        start: '10:00',
        minutes: 60,
      },
      {
        zone: 'Terrain central',
        sport: 'FOOT5',
        day: { nextWeekday: 3 },
        start: '19:00',
        minutes: 60,
        places: 3,
      },
      {
        zone: 'Court de badminton 1',
        sport: 'BADMINTON',
        day: { nextWeekday: 2 },
        start: '18:00',
        minutes: 90,
        places: 5,
      },
    ],
  },
  {
    hallKey: 'multisalle-ajaccio',
    zones: [
      sandCourt('Terrain de sable 1', ['BEACH VOLLEY', 'BEACH TENNIS'], 3000, 4000),
      sandCourt('Terrain de sable 2', ['BEACH VOLLEY', 'BEACH TENNIS'], 3000, 4000),
      sandCourt('Grand terrain de sable', ['BEACH SOCCER'], 6000, 8000),
    ],
    overlaps: [
      ['Grand terrain de sable', 'Terrain de sable 1'],
      ['Grand terrain de sable', 'Terrain de sable 2'],
    ],
    bookings: [
      {
        zone: 'Terrain de sable 1',
        sport: 'BEACH VOLLEY',
        day: { daysFromToday: 1 },
        start: '18:00',
        minutes: 60,
      },
      {
        zone: 'Grand terrain de sable',
        sport: 'BEACH SOCCER',
        day: { daysFromToday: 2 },
        start: '11:00',
        minutes: 60,
      },
    ],
  },
];
