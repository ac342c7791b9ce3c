import { createHash } from 'node:crypto';
import { type APIRequestContext, expect, type Locator } from '@playwright/test';
import { createActiveAccount, uniqueSuffix } from './accounts';

/**
 * Matches for the statistics and share tests: a player of their own, a reservation that already ended
 * (the dev stand-in until invitations exist), and matches sent the way a hall's tablet sends them.
 */

/** The development ingest key of a seeded hall (packages/server/src/matches/README.md). */
export function devHallKey(hallKey: string): string {
  const digest = createHash('sha256').update(`multisalle-tablette:${hallKey}`, 'utf8').digest('hex');
  return `dev-${hallKey}-${digest.slice(0, 32)}`;
}

/** A logged-in player with an ended padel reservation at Padel Park shared with the seeded captain. */
export async function playerWithReservation(request: APIRequestContext) {
  const account = await createActiveAccount(request);
  const login = await request.post('/api/v2/auth', {
    data: { email: account.email, password: account.password },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const reserved = await request.post('/dev/parties/reservation', {
    data: { emails: [account.email, 'capitaine@multisalle.fr'], cle: 'padel-park', sport: 'PADEL' },
  });
  expect(reserved.status()).toBe(200);
  const { idReservation, contacts } = (await reserved.json()) as {
    idReservation: string;
    contacts: number[];
  };
  return {
    ...account,
    token,
    reservationId: idReservation,
    contactId: contacts[0] ?? 0,
    mateId: contacts[1] ?? 0,
  };
}

type Player = Awaited<ReturnType<typeof playerWithReservation>>;

/** Sends a padel match through the tablet ingest; `periods` are team 1 (the player's) first. */
export async function recordMatch(
  request: APIRequestContext,
  player: Player,
  {
    periods,
    team1 = 'Les Bleus',
    videoUrl = null,
  }: { periods: Array<[number, number]>; team1?: string; videoUrl?: string | null },
) {
  const id = `e2e-${uniqueSuffix()}`;
  const response = await request.post('/api/v2/parties', {
    headers: { 'X-Cle-Salle': devHallKey('padel-park') },
    data: {
      sIdPartie: id,
      idReservation: player.reservationId,
      dtDebut: new Date(Date.now() - 2 * 3_600_000).toISOString(),
      nDureeSecondes: 3600,
      equipes: [
        { sNom: team1, joueurs: [{ idContact: player.contactId }, { sNom: 'Invité' }] },
        { sNom: 'Les Rouges', joueurs: [{ idContact: player.mateId }, { sNom: 'Invitée' }] },
      ],
      periodes: periods.map(([a, b]) => ({ nScoreEquipe1: a, nScoreEquipe2: b })),
      evenements: [{ sType: 'but', nEquipe: 1, idContact: player.contactId, nSeconde: 125 }],
      tempsForts: [
        {
          nSeconde: 905,
          sLibelle: 'Smash gagnant',
          sUrlVideo: videoUrl,
          sUrlMiniature: videoUrl ? '/gallery/padel-park/match.svg' : null,
        },
      ],
    },
  });
  expect(response.status()).toBe(200);
  return id;
}

/** The value shown for a figure of MES PERFORMANCES (`Matchs`, `Victoires`, `Ratio de victoires`...). */
export function figure(scope: Locator, label: string): Locator {
  const term = scope
    .page()
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) });
  return scope.locator('.stats-figures__item').filter({ has: term }).locator('dd');
}
