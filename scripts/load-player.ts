// One simulated player of the load run (scripts/load.ts): signs up and gets ready through the real calls,
// then books, invites and answers invitations against the same few slots as everybody else.

import { randomUUID } from 'node:crypto';
import { type Answer, type LoadStats, PlayerClient } from './load-http.ts';

/** The sandbox test cards (packages/server/README.md, "Sandbox test cards"). */
export const sandboxCards = {
  accepted: '4970100000000014',
  refused: '4970100000000097',
  refusedOnce: '4970100000000063',
  debitRefused: '4970100000000089',
} as const;
export type CardKind = keyof typeof sandboxCards;

/** The slots the players aim at, found once in the hall list. */
export interface Targets {
  padelHallId: number;
  padelSportId: number;
  floorHallId: number;
  foot5SportId: number;
  badmintonSportId: number;
}

/** An invitation link an organiser shared (the board every player reads). */
export interface SharedInvitation {
  reservationId: string;
  token: string;
  organiser: number;
  startsAt: string;
}

/** The last answer the server accepted for one person on one reservation, or `unknown` after a 5xx. */
export type LedgerAnswer = 0 | 1 | 2 | 'unknown';

/** What every player shares: the run's clock, counters, the invitation board and the answers ledger. */
export interface World {
  baseUrl: string;
  stats: LoadStats;
  targets: Targets;
  /** Players stop starting new rounds after this instant (ms since the epoch). */
  deadline: number;
  board: SharedInvitation[];
  /** `${reservationId}:${contactId}` -> the last answer the server took (200). */
  ledger: Map<string, LedgerAnswer>;
  counts: Map<string, number>;
  /** Up to this many ms between two rounds of one player. */
  thinkMs: number;
}

/** A simulated player. */
export interface Player {
  index: number;
  email: string;
  password: string;
  pseudonym: string;
  phone: string;
  card: CardKind;
  client: PlayerClient;
  userId: number;
  contactId: number;
  token: string;
  /** Reservations this player organised: id and start. */
  own: { id: string; startsAt: string; cancelled: boolean }[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const count = (world: World, what: string, by = 1) =>
  world.counts.set(what, (world.counts.get(what) ?? 0) + by);
const pickOne = <T>(items: readonly T[]): T | undefined => items[Math.floor(Math.random() * items.length)];

/** `YYYY-MM-DD` in Paris, `days` after today. */
export function parisDate(days = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/** A new player with unique credentials for run `run` (a few base-36 letters). */
export function newPlayer(world: World, run: string, index: number): Player {
  const cards: CardKind[] = ['refused', 'refusedOnce', 'debitRefused'];
  // 10.x.y.z: a client address of its own, for the per-address rate limits.
  const address = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
  return {
    index,
    email: `charge.${run}.${index}@exemple.fr`,
    password: 'motdepasse1',
    pseudonym: `c${run}${index}`.slice(0, 12),
    phone: `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    card: cards[index % 10] ?? 'accepted',
    client: new PlayerClient(world.baseUrl, world.stats, address),
    userId: 0,
    contactId: 0,
    token: '',
    own: [],
  };
}

interface OutboxEntry {
  to: string;
  text: string;
  links: string[];
}

/** The newest outbox entry for `to` matching `pick`, polled (the dev outbox lists the 200 newest). */
async function outboxEntry(player: Player, pick: (entry: OutboxEntry) => boolean): Promise<OutboxEntry> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const { status, body } = await player.client.call('GET /dev/outbox.json', 'GET', '/dev/outbox.json');
    if (status === 200 && Array.isArray(body)) {
      const found = (body as OutboxEntry[]).find((entry) => pick(entry));
      if (found) return found;
    }
    await sleep(250);
  }
  throw new Error(`no outbox entry for ${player.email}`);
}

function expectStatus(answer: Answer, status: number, what: string): void {
  if (answer.status !== status) {
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)?.slice(0, 200)}`);
  }
}

/** Saves a card through the sandbox form as the browser would: form token, submit, browser return. */
export async function saveCard(player: Player, card: CardKind): Promise<boolean> {
  const { client, token } = player;
  const state = await client.call('GET /paiement/alias/etat', 'GET', '/api/v2/paiement/alias/etat', {
    token,
  });
  expectStatus(state, 200, 'card form');
  const form = {
    formToken: state.body.oReponse.sFormToken,
    numero: sandboxCards[card],
    expiration: `12/${String((new Date().getFullYear() + 1) % 100).padStart(2, '0')}`,
    cvv: '123',
  };
  let submitted = await client.call(
    'POST /sandbox-paiement/formulaire/soumettre',
    'POST',
    '/sandbox-paiement/formulaire/soumettre',
    { body: form },
  );
  // The « refused once » card: the form says to try again, and the second submit passes.
  if (submitted.status === 409) {
    submitted = await client.call(
      'POST /sandbox-paiement/formulaire/soumettre',
      'POST',
      '/sandbox-paiement/formulaire/soumettre',
      { body: form },
    );
  }
  expectStatus(submitted, 200, 'card submit');
  const answer = { 'kr-answer': submitted.body['kr-answer'], 'kr-hash': submitted.body['kr-hash'] };
  const back = await client.call('POST /paiement/retour', 'POST', '/api/v2/paiement/retour', {
    token,
    body: answer,
  });
  expectStatus(back, 200, 'card return');
  return submitted.body.orderStatus === 'PAID';
}

/**
 * Makes the player ready to book, through the calls the site makes: sign-up, the activation link of the
 * dev outbox, login, phone check with the SMS code, the conventions of both halls, the safety video of the
 * one that asks for it, and a card in the sandbox form (some players' cards are refused, as in real life).
 */
export async function onboard(world: World, player: Player): Promise<void> {
  const { client } = player;
  const created = await client.call('POST /users', 'POST', '/api/v2/users', {
    body: {
      actif: false,
      email: player.email,
      idParent: null,
      identifiant: player.pseudonym,
      mineur: false,
      nom: 'Charge',
      plainPassword: player.password,
      portable: player.phone,
      prenom: `Joueur ${player.index}`,
      infosCom: false,
      responsable: null,
    },
  });
  expectStatus(created, 201, 'sign-up');
  player.userId = created.body.id;
  player.contactId = created.body.contactId;
  const mail = await outboxEntry(
    player,
    (entry) =>
      entry.to === player.email && entry.links.some((link) => link.includes('validation-inscription')),
  );
  const link = mail.links.find((candidate) => candidate.includes('validation-inscription')) ?? '';
  const [, jeton, id] = /\/utilisateur\/([^/]+)\/(\d+)\/validation-inscription/.exec(link) ?? [];
  const activated = await client.call(
    'POST /grand-public/validation/inscription',
    'POST',
    `/api/admin/grand-public/validation/inscription/${jeton}/${id}`,
  );
  expectStatus(activated, 200, 'activation');
  const login = await client.call('POST /auth', 'POST', '/api/v2/auth', {
    body: { email: player.email, password: player.password },
  });
  expectStatus(login, 200, 'login');
  player.token = login.body.token;
  const { token } = player;

  const sent = await client.call(
    'POST /portable/enregistrement_portable',
    'POST',
    '/api/v2/portable/enregistrement_portable',
    { token, body: { portable: player.phone } },
  );
  expectStatus(sent, 200, 'SMS code');
  const sms = await outboxEntry(
    player,
    (entry) => entry.to === player.phone && /code de validation/.test(entry.text),
  );
  const code = /\b(\d{6})\b/.exec(sms.text)?.[1] ?? '';
  const checked = await client.call(
    'POST /portable/controle_portable',
    'POST',
    '/api/v2/portable/controle_portable',
    {
      token,
      body: { portable: player.phone, code },
    },
  );
  if (checked.body?.bSucces !== true) throw new Error(`phone check: ${JSON.stringify(checked.body)}`);

  const lists = [
    '/api/v2/conventions-a-valider-connexion-gp',
    `/api/v2/multisalle/${world.targets.padelHallId}/conventions-a-valider?declencheur=reservation`,
    `/api/v2/multisalle/${world.targets.floorHallId}/conventions-a-valider?declencheur=reservation`,
  ];
  for (const path of lists) {
    const conventions = await client.call('GET /conventions-a-valider', 'GET', path, { token });
    expectStatus(conventions, 200, 'conventions');
    for (const convention of conventions.body as { id: number; multisalle: string }[]) {
      const hall = convention.multisalle.split('/').pop();
      const validated = await client.call(
        'POST /convention/valider',
        'POST',
        `/api/v2/multisalle/${hall}/convention/${convention.id}/valider`,
        { token },
      );
      if (validated.status >= 300) throw new Error(`convention: ${validated.status}`);
    }
  }
  const video = await client.call('POST /video/securite', 'POST', '/api/v2/video/securite', {
    token,
    body: { date: parisDate(), heure: '09:00', videoRegardee: true, idMultisalle: world.targets.floorHallId },
  });
  expectStatus(video, 201, 'safety video');
  const isSaved = await saveCard(player, player.card);
  count(world, isSaved ? 'cards saved' : 'cards refused by the bank');
}

interface WireSlot {
  nIdCreneau: number;
  nIdZone: number;
  dtDateHeureDebut: string;
  sStatut: string;
  typeCreneau?: string | null;
}

const isCourt = (slot: WireSlot) => !slot.typeCreneau || slot.typeCreneau === 'terrain';
const isSession = (slot: WireSlot) => slot.typeCreneau === 'place' || slot.typeCreneau === 'cours';

/** What a round aims at: a hall, a sport, which slots, from which day. */
interface Aim {
  what: 'padel' | 'floor' | 'session';
  hallId: number;
  sportId: number;
  keep: (slot: WireSlot) => boolean;
  fromDay: number;
}

function chooseAim(targets: Targets): Aim {
  const roll = Math.random();
  if (roll < 0.45) {
    return {
      what: 'padel',
      hallId: targets.padelHallId,
      sportId: targets.padelSportId,
      keep: isCourt,
      fromDay: 1,
    };
  }
  if (roll < 0.75) {
    // The whole floor (FOOT5) and the badminton courts on it share ground: overlapping zones, one winner.
    const sportId = Math.random() < 0.5 ? targets.foot5SportId : targets.badmintonSportId;
    return { what: 'floor', hallId: targets.floorHallId, sportId, keep: isCourt, fromDay: 2 };
  }
  const sportId = Math.random() < 0.5 ? targets.foot5SportId : targets.badmintonSportId;
  return { what: 'session', hallId: targets.floorHallId, sportId, keep: isSession, fromDay: 0 };
}

interface WireCart {
  contenu?: { id: number }[];
}

async function readCart(player: Player): Promise<WireCart> {
  const cart = await player.client.call('GET /panier', 'GET', '/api/v2/panier', { token: player.token });
  return (cart.status === 200 ? cart.body : {}) as WireCart;
}

async function emptyCart(player: Player, cart?: WireCart): Promise<void> {
  for (const line of (cart ?? (await readCart(player))).contenu ?? []) {
    await player.client.call('DELETE /panier/supprime', 'DELETE', `/api/v2/panier/supprime/${line.id}`, {
      token: player.token,
    });
  }
}

/**
 * Lists a week of slots and goes for one of the first three free ones (everybody does: the same few slots
 * draw the crowd), holds it, sometimes asks for more places or gives up, else validates; a reservation
 * made is shared on the invitation board.
 */
async function bookRound(world: World, player: Player): Promise<void> {
  const { client, token } = player;
  const aim = chooseAim(world.targets);
  const listed = await client.call(
    'GET /creneaux',
    'GET',
    `/api/v2/creneaux/multisalle/${aim.hallId}/debut/${parisDate(aim.fromDay)}/duree/7?activite=${aim.sportId}`,
    { token },
  );
  if (listed.status !== 200 && listed.status !== 304) return;
  const soon = Date.now() + 3_600_000;
  const free = ((listed.body?.creneaux ?? []) as WireSlot[])
    .filter((slot) => slot.sStatut === 'disponible' && aim.keep(slot))
    .filter((slot) => Date.parse(slot.dtDateHeureDebut) > soon);
  const slot = pickOne(free.slice(0, 3));
  if (!slot) {
    count(world, `no free ${aim.what} slot listed`);
    return;
  }
  const added = await client.call('POST /panier/ajout', 'POST', '/api/v2/panier/ajout', {
    token,
    body: { nIdSport: aim.sportId, nIdCreneau: slot.nIdCreneau, nIdZone: slot.nIdZone },
  });
  if (added.status !== 200) {
    if (added.status === 0 || added.status >= 500) await emptyCart(player);
    return;
  }
  count(world, 'slots held');
  let cart: WireCart | undefined;
  if (isSession(slot) && Math.random() < 0.5) {
    cart = await readCart(player);
    const line = cart.contenu?.[0];
    if (line) {
      await client.call('PUT /panier/modifie_ligne', 'PUT', '/api/v2/panier/modifie_ligne', {
        token,
        body: { idLigne: line.id, quantite: 2 + Math.floor(Math.random() * 2) },
      });
    }
  }
  if (Math.random() < 0.15) {
    count(world, 'carts given up');
    await emptyCart(player, cart);
    return;
  }
  const validated = await client.call('POST /panier/valide', 'POST', '/api/v2/panier/valide', {
    token,
    body: { partagePaiement: true },
    headers: { 'idempotency-key': randomUUID() },
  });
  if (validated.status !== 200) {
    await emptyCart(player);
    return;
  }
  const made = (validated.body?.reservations ?? []) as {
    id_reservation: string;
    date: string;
    heureDebut: string;
  }[];
  count(world, 'reservations made', made.length);
  for (const reservation of made) {
    const startsAt = slot.dtDateHeureDebut;
    player.own.push({ id: reservation.id_reservation, startsAt, cancelled: false });
    const link = await client.call(
      'GET /jeton_invitation',
      'GET',
      `/api/v2/jeton_invitation/${reservation.id_reservation}`,
      { token },
    );
    if (link.status === 200) {
      world.board.push({
        reservationId: reservation.id_reservation,
        token: link.body.jetonInvitation,
        organiser: player.index,
        startsAt,
      });
    }
  }
}

/** Opens one of the newest shared invitations (the crowd again) and answers it: mostly yes. */
async function answerRound(world: World, player: Player): Promise<void> {
  const { client, token } = player;
  const others = world.board.filter((invitation) => invitation.organiser !== player.index);
  const invitation = pickOne(others.slice(-5));
  if (!invitation) return;
  await client.call(
    'GET /reservations/groupe/invitation',
    'GET',
    `/api/v2/reservations/groupe/invitation?reservation=${invitation.reservationId}&invitation=${invitation.token}`,
    { token },
  );
  const roll = Math.random();
  const answer = roll < 0.7 ? 2 : roll < 0.85 ? 1 : 0;
  const answered = await client.call('POST /invitation/reponse', 'POST', '/api/v2/invitation/reponse', {
    token,
    body: {
      uuidReservation: invitation.reservationId,
      uuidInvitation: invitation.token,
      reponses: [{ idUser: player.contactId, reponse: answer }],
    },
    headers: { 'idempotency-key': randomUUID() },
  });
  const key = `${invitation.reservationId}:${player.contactId}`;
  if (answered.status === 200) {
    world.ledger.set(key, answer as LedgerAnswer);
    count(world, ['answers maybe', 'answers declined', 'answers accepted'][answer] ?? 'answers');
  } else if (answered.status === 0 || answered.status >= 500) {
    world.ledger.set(key, 'unknown');
  }
}

/** What a player looks at between two actions: their reservations, payments and cart. */
async function browseRound(player: Player): Promise<void> {
  const { client, token, userId } = player;
  const roll = Math.random();
  if (roll < 0.4) {
    await client.call('GET /user/liste_reservations', 'GET', `/api/v2/user/${userId}/liste_reservations`, {
      token,
    });
  } else if (roll < 0.7) {
    await client.call('GET /user/payment/liste', 'GET', `/api/v2/user/${userId}/payment/liste?type=coming`, {
      token,
    });
  } else {
    await readCart(player);
  }
}

/** The organiser cancels one of their reservations still more than 48 hours away: its slot is free again. */
async function cancelRound(world: World, player: Player): Promise<void> {
  const later = Date.now() + 49 * 3_600_000;
  const mine = player.own.find((own) => !own.cancelled && Date.parse(own.startsAt) > later);
  if (!mine) return;
  const cancelled = await player.client.call(
    'PUT /reservation/annulation/gp',
    'PUT',
    `/api/v2/reservation/annulation/gp/${mine.id}`,
    { token: player.token },
  );
  if (cancelled.status === 200) {
    mine.cancelled = true;
    count(world, 'reservations cancelled');
    const at = world.board.findIndex((invitation) => invitation.reservationId === mine.id);
    if (at >= 0) world.board.splice(at, 1);
  }
}

/** Plays rounds until the deadline: book (55 %), answer an invitation (30 %), browse, cancel. */
export async function play(world: World, player: Player): Promise<void> {
  while (Date.now() < world.deadline) {
    const roll = Math.random();
    if (roll < 0.55) await bookRound(world, player);
    else if (roll < 0.85) await answerRound(world, player);
    else if (roll < 0.95) await browseRound(player);
    else await cancelRound(world, player);
    await sleep(Math.random() * world.thinkMs);
  }
}
