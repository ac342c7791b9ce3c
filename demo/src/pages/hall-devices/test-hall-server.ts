import { configure } from '@multisalle/core';
import { fakeFetch, json, wireHalls } from '@multisalle/core/testing';

/*
 * For the hall device page tests only: a stand-in for the server side of the hall's contract, built on
 * core's fake server and wired into core's configured `fetch` (the pages' calls and their stream go
 * through it). The stream is a real ReadableStream of bytes, written by the test as the server would
 * write it.
 */

const encoder = new TextEncoder();

/** One open `flux` connection, as the server side holds it. */
export interface FakeConnection {
  /** Writes raw text (use it to split events anywhere). */
  write(text: string): void;
  /** Writes one event: `event:`, `id:`, `data:` and the blank line. */
  send(type: string, data: unknown): void;
  /** Ends the response, as a server restart would. */
  end(): void;
  headers: Headers;
}

export interface FakeHallServer {
  /** Every call, `METHOD /path?query`. */
  calls: string[];
  /** The `flux` connections, oldest first. */
  connections: FakeConnection[];
  /** The bodies of the POST entree calls. */
  scanned: string[];
  /** The staff tokens signed out (`POST /api/gestion/deconnexion`). */
  signedOut: string[];
  /** The batches of decisions made offline (`POST entrees`), as sent. */
  batches: unknown[];
}

export interface FakeHallOptions {
  /** The key the server accepts. @default 'cle-de-test' */
  acceptedKey?: string;
  /** The day's sessions (wire). */
  sessions?: () => unknown[];
  /** The door's answer to a code. */
  decide?: (code: string) => { status: number; body: unknown };
  /** What the server writes when a screen connects. @default `retry: 20` then an `etat` */
  onConnect?: (connection: FakeConnection) => void;
  /** The staff members who may sign in: their password and the halls they serve (`moi`'s `salles`). */
  staff?: Record<string, { password: string; salles: { cle: string; permissions: string[] }[] }>;
  /** The day's manifest (wire): the `manifeste` route answers 404 without it. */
  manifest?: () => unknown;
  /** While true the hall's calls fail as without network (`fetch` rejects). */
  isOffline?: () => boolean;
  /** Status of the stream's answer (401/403 refuse the key). */
  streamStatus?: () => number;
}

/** The `salle` object of the hall's answers (padel-park, id 1 in the hall list stand-in). */
export const wireDeviceHall = {
  idMultisalle: 1,
  cle: 'padel-park',
  nom: 'PADEL PARK',
  fuseau: 'Europe/Paris',
};

/** An `etat` of the hall with these sessions. */
export const etat = (seances: unknown[], scores: unknown[] = []) => ({
  maintenant: new Date().toISOString(),
  salle: wireDeviceHall,
  seances,
  scores,
});

/**
 * A wire `Seance` starting `inMinutes` from now, for 60 minutes.
 *
 * @example wireSession('r1', 5, { court: 'Terrain 2', players: [['camille', null], ['alex', null]] })
 */
export function wireSession(
  id: string,
  inMinutes: number,
  {
    court = 'Terrain 2',
    courtId = 12,
    sport = 'PADEL',
    players = [] as [string, string | null][],
    minutes = 60,
  } = {},
) {
  const start = Date.now() + inMinutes * 60_000;
  return {
    idReservation: id,
    debut: new Date(start).toISOString(),
    fin: new Date(start + minutes * 60_000).toISOString(),
    terrain: { id: courtId, nom: court },
    sport: { id: 3, nom: sport },
    participants: players.map(([pseudo, arriveLe]) => ({ pseudo, arriveLe })),
    arrives: players.filter(([, arrived]) => arrived).length,
    attendus: players.length,
  };
}

/** Points core's client at the stand-in hall server. */
export function serveHall(options: FakeHallOptions = {}): FakeHallServer {
  const acceptedKey = options.acceptedKey ?? 'cle-de-test';
  const server: FakeHallServer = { calls: [], connections: [], scanned: [], signedOut: [], batches: [] };
  const onConnect =
    options.onConnect ??
    ((connection: FakeConnection) => {
      connection.write('retry: 20\n\n');
      connection.send('etat', etat(options.sessions?.() ?? []));
    });
  let nextId = 1;

  configure({
    fetch: fakeFetch(({ method, url: asked, headers, body: sent }, init) => {
      const url = new URL(asked, 'http://localhost');
      server.calls.push(`${method} ${url.pathname}${url.search}`);
      if (url.pathname === '/api/v2/multisalle') return json(200, { multisalleListe: wireHalls });
      if (url.pathname.startsWith('/api/gestion/')) return staffAnswer(options, server, url, headers, sent);
      if (!url.pathname.startsWith('/api/v2/salle/')) return json(404, {});
      if (options.isOffline?.()) throw new TypeError('Failed to fetch');
      if (headers.get('authorization') !== `Bearer ${acceptedKey}`) {
        return json(401, { description: "Clé d'appareil absente, inconnue ou révoquée." });
      }
      if (url.pathname.endsWith('/seances')) {
        return json(200, {
          date: url.searchParams.get('date'),
          salle: wireDeviceHall,
          seances: options.sessions?.() ?? [],
        });
      }
      if (url.pathname.endsWith('/entree') && method === 'POST') {
        const { code } = sent as { code: string };
        server.scanned.push(code);
        const answer = options.decide?.(code) ?? {
          status: 200,
          body: { autorise: false, motif: 'Code inconnu ou modifié.', participant: null, seance: null },
        };
        return json(answer.status, answer.body);
      }
      if (url.pathname.endsWith('/manifeste') && options.manifest) return json(200, options.manifest());
      if (url.pathname.endsWith('/entrees') && method === 'POST') {
        server.batches.push(sent);
        const { entrees } = sent as { entrees: unknown[] };
        return json(200, { recues: entrees.length, enregistrees: entrees.length, dejaRecues: 0 });
      }
      if (url.pathname.endsWith('/flux')) {
        const status = options.streamStatus?.() ?? 200;
        if (status !== 200) return json(status, { description: "Cette clé n'a pas la portée ecran." });
        let controller!: ReadableStreamDefaultController<Uint8Array>;
        const body = new ReadableStream<Uint8Array>({
          start: (streamController) => {
            controller = streamController;
          },
        });
        const connection: FakeConnection = {
          headers,
          write: (text) => controller.enqueue(encoder.encode(text)),
          send: (type, data) =>
            controller.enqueue(
              encoder.encode(`event: ${type}\nid: ${nextId++}\ndata: ${JSON.stringify(data)}\n\n`),
            ),
          end: () => controller.close(),
        };
        init?.signal?.addEventListener('abort', () => {
          try {
            controller.error(new DOMException('aborted', 'AbortError'));
          } catch {
            // already closed
          }
        });
        server.connections.push(connection);
        queueMicrotask(() => onConnect(connection));
        return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
      }
      return json(404, {});
    }).fetch,
  });
  return server;
}

/** The three staff routes the kiosk calls, tokens being `jeton-<email>`. */
function staffAnswer(
  options: FakeHallOptions,
  server: FakeHallServer,
  url: URL,
  headers: Headers,
  sent: unknown,
): Response {
  const staff = options.staff ?? {};
  const token = (headers.get('authorization') ?? '').replace(/^Bearer /, '');
  const email = token.replace(/^jeton-/, '');
  if (url.pathname === '/api/gestion/connexion') {
    const { email: asked, motDePasse } = sent as { email: string; motDePasse: string };
    if (staff[asked]?.password !== motDePasse) {
      return json(401, { description: 'Adresse email ou mot de passe incorrect.' });
    }
    return json(200, { token: `jeton-${asked}` });
  }
  if (url.pathname === '/api/gestion/moi' && staff[email]) {
    return json(200, { email, salles: staff[email].salles });
  }
  if (url.pathname === '/api/gestion/deconnexion') {
    server.signedOut.push(token);
    return new Response(null, { status: 204 });
  }
  return json(401, { description: 'Session expirée, veuillez vous reconnecter à la gestion.' });
}
