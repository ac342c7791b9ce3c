import {
  $session,
  adoptToken,
  configure,
  createMemoryStorage,
  logout,
  mapHall,
  matchShareOf,
  matchSharePath,
  performanceSharePath,
  type RecentMatch,
  resetConfig,
  type WireHall,
  type WireReservationLine,
} from '@multisalle/core';
import {
  fakeServer,
  findInjectedMarkup,
  harmlessText,
  markupShape,
  type Reply,
  testParticipant,
  testWireReservation,
  textSinkFindings,
  v2Token,
  wireProfile,
  xssCorpusSuite,
} from '@multisalle/core/testing';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { ProfileChip } from './components/header/ProfileChip.tsx';
import { HallHeader } from './pages/hall/HallHeader.tsx';
import { HallSwitcher } from './pages/hall/HallSwitcher.tsx';
import { InformationsCard } from './pages/hall/InformationsCard.tsx';
import { HallCard } from './pages/home/HallCard.tsx';
import { AccountDashboard } from './pages/profile/AccountDashboard.tsx';
import { FamilyTab } from './pages/profile/FamilyTab.tsx';
import { ReservationsTab } from './pages/profile/ReservationsTab.tsx';
import { MatchSharePage } from './pages/share/MatchSharePage.tsx';
import { PerformanceSharePage } from './pages/share/PerformanceSharePage.tsx';
import { RecentMatches } from './pages/share/RecentMatches.tsx';
import { ReplaySharePage } from './pages/share/ReplaySharePage.tsx';

// The public XSS corpus of the browser tests, every vector in every part of the site that shows a player's
// stored text (names, pseudonyms, family members, participants, match teams and highlights, the share
// pages built from them) or a hall's (name, caption, address, services). The browser keeps one vector
// per page (e2e/xss-corpus.spec.ts).

const { vectors, watch, figures } = xssCorpusSuite('the site', async () => {
  cleanup();
  await logout({ revoke: false });
  resetConfig();
});

/** Signs user 12 in against a fake API answering `routes`, its profile changed by `profile`. */
async function signIn(routes: Record<string, Reply>, profile: Partial<typeof wireProfile> = {}) {
  const server = fakeServer({
    'GET /api/v2/users/12': { status: 200, body: { ...wireProfile, ...profile } },
    ...routes,
  });
  configure({ fetch: server.fetch, storage: createMemoryStorage() });
  await adoptToken(v2Token());
}

/** Waits for an element of `selector` (a role query reads the whole tree: too slow for 133 renders each). */
const shows = (selector: string) => waitFor(() => expect(document.querySelector(selector)).not.toBeNull());

/** Renders `page` at `path` in a memory router, `route` its pattern. */
function renderAt(page: ReactNode, path = '/', route = '/') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={route} element={page} />
      </Routes>
    </MemoryRouter>,
  );
}

/** A coming game user 12 organises, `text` the organiser's, a player's and a waiting player's pseudonym. */
function organisedGame(text: string): WireReservationLine {
  return {
    ...testWireReservation({ participants: [testParticipant(40, text, true), testParticipant(41, text)] }),
    aVenir: true,
    organisateurMoi: true,
    maReponse: 2,
    jetonInvitation: 'f'.repeat(32),
    monCodePin: null,
    listeAttente: [{ pseudo: text, placeReserveeJusqua: null }],
  } as WireReservationLine;
}

/** A padel match of MES DERNIERS MATCHS, `text` both teams' names. */
function matchOf(text: string): RecentMatch {
  return {
    matchId: 'm1',
    startsAt: '2026-11-22T18:30:00+01:00',
    sportId: 3,
    sportLabel: 'PADEL',
    hallName: 'PADEL PARK',
    team: 1,
    team1: text,
    team2: text,
    periods: [
      [6, 4],
      [6, 2],
    ],
    team1Total: 12,
    team2Total: 6,
    result: 'victoire',
    videoUrl: null,
    thumbnailUrl: null,
  };
}

/** A hall as the v2 API sends it, `text` in every text a hall page shows. */
function hallWith(text: string, id = 1) {
  const wire = {
    idMultisalle: id,
    cle: `salle-${id}`,
    libelleSalle: text,
    legende: text,
    sports: [{ idSport: 3, libelle: 'PADEL', icone: null, NbPersonnePayante: 4, nbPersonneConseille: 4 }],
    active: true,
    urlEcusson: null,
    urlBandeau: null,
    adresse: { rue: text, complement: text, codePostal: '36000', commune: text },
    services: [{ libelle: text, urlIcone: '/media/services/wifi.svg' }],
    ignorerEtapePaiement: false,
    nbJoursVisiblesReservationCreneaux: 7,
  } as unknown as WireHall;
  return mapHall(wire);
}

interface Sink {
  name: string;
  /** Renders the sink with `text` in every stored field it shows, and waits until it shows them. */
  render: (text: string) => Promise<void>;
  /**
   * Where the stored texts show, when the page around them also fills in on its own time (its shape is
   * compared there only; the whole page is still searched for markup). @default the page's body
   */
  scope?: string;
  /** Whether the sink takes `text` at all; the others it must refuse, saying `refusal`. @default all */
  fits?: (text: string) => boolean;
  refusal?: string;
}

// A share link carries texts of 80 characters at most (share-links.ts): a longer one, edited into a
// link, makes it an invalid link.
const fitsShareLink = (text: string) => text.trim().length > 0 && text.length <= 80;
const invalidShareLink = 'Ce lien de partage est invalide.';

const sinks: Sink[] = [
  {
    name: 'MON COMPTE (first and last names, pseudonym)',
    render: async (text) => {
      await signIn({}, { nom: text, prenom: text, identifiant: text });
      renderAt(<AccountDashboard />);
      await shows('.account-card--identity .account-card__muted');
    },
    scope: '.account-card--identity',
  },
  {
    name: "the header's profile chip (first and last names)",
    render: async (text) => {
      await signIn({}, { nom: text, prenom: text });
      renderAt(<ProfileChip profile={$session.get().profile} />);
    },
  },
  {
    name: 'MA FAMILLE (names and pseudo of each member)',
    render: async (text) => {
      const contacts = [{ id: 5, nom: text, prenom: text, pseudo: text, mineur: true }];
      await signIn({ 'GET /api/v2/user/parent': { status: 200, body: { contacts } } });
      renderAt(<FamilyTab />);
      await shows('.family-tab__list li');
    },
  },
  {
    name: 'MES RÉSERVATIONS (organiser, participants, waiting list)',
    render: async (text) => {
      const reservations = [organisedGame(text)];
      await signIn({ 'GET /api/v2/user/12/liste_reservations': { status: 200, body: { reservations } } });
      renderAt(<ReservationsTab />, '/profile?q=reservation', '/profile/:sIdReservation?');
      await shows('.reservation-item__participants li button');
    },
  },
  {
    name: 'MES DERNIERS MATCHS (team names)',
    render: async (text) => renderAt(<RecentMatches matches={[matchOf(text)]} />),
  },
  {
    name: 'the shared performance page (pseudonym)',
    render: async (text) => {
      const share = {
        player: text,
        sportLabel: 'PADEL',
        matches: 4,
        wins: 2,
        draws: 1,
        losses: 1,
        playingSeconds: 13_500,
        goals: 3,
        faults: 1,
      };
      renderAt(<PerformanceSharePage />, performanceSharePath(share), '/share/performance/:code');
    },
    fits: fitsShareLink,
    refusal: invalidShareLink,
  },
  {
    name: 'the shared match page (team names)',
    render: async (text) => {
      renderAt(<MatchSharePage />, matchSharePath(matchShareOf(matchOf(text))), '/share/partie/:code');
    },
    fits: fitsShareLink,
    refusal: invalidShareLink,
  },
  {
    name: 'the shared replay page (highlights)',
    render: async (text) => {
      const server = fakeServer({
        'GET /api/v2/parties/temps-fort': {
          status: 200,
          body: { tempsForts: [{ nSeconde: 65, sLibelle: text, sUrlVideo: null, sUrlMiniature: null }] },
        },
      });
      configure({ fetch: server.fetch });
      const path = matchSharePath(matchShareOf(matchOf(harmlessText)), 'replay');
      renderAt(<ReplaySharePage />, path, '/share/replay/:infos');
      await shows('.highlights__item');
    },
  },
  {
    name: 'a hall card of the home page (name, caption)',
    render: async (text) => renderAt(<HallCard hall={hallWith(text)} />),
  },
  {
    name: 'the hall page header (name, city)',
    render: async (text) => renderAt(<HallHeader hall={hallWith(text)} />),
  },
  {
    name: 'the hall page INFORMATIONS (address, services)',
    render: async (text) => renderAt(<InformationsCard hall={hallWith(text)} />),
  },
  {
    name: "the hall page's other halls (names, cities)",
    render: async (text) => renderAt(<HallSwitcher halls={[hallWith(text, 2)]} />),
  },
];

describe.each(sinks)('$name', (sink) => {
  let harmlessShape: string[] = [];
  const scopeOf = () => (sink.scope ? document.querySelector<HTMLElement>(sink.scope) : document.body);
  beforeAll(async () => {
    await sink.render(harmlessText);
    harmlessShape = markupShape(scopeOf() ?? document.body);
    cleanup();
    await logout({ revoke: false });
    resetConfig();
    figures.push(sink.name);
  });

  const fits = sink.fits ?? (() => true);
  it.each(vectors.filter((vector) => fits(vector.payload)))(
    'shows vector $id ($title) as text and runs nothing',
    async (vector) => {
      await sink.render(vector.payload);
      const root = scopeOf();
      expect(root).not.toBeNull();
      const findings = textSinkFindings({
        root: root ?? document.body,
        shown: [vector.payload],
        harmlessShape,
        ran: watch.ran,
      });
      expect(findings).toEqual([]);
      expect(findInjectedMarkup(document.body)).toEqual([]);
    },
  );

  const refused = vectors.filter((vector) => !fits(vector.payload));
  if (refused.length > 0) {
    it.each(refused)(`says « ${sink.refusal} » for vector $id ($title), and runs nothing`, async (vector) => {
      await sink.render(vector.payload);
      expect(screen.getByRole('alert')).toHaveTextContent(sink.refusal ?? '');
      expect(findInjectedMarkup(document.body)).toEqual([]);
      expect(watch.ran).toEqual([]);
    });
  }
});
