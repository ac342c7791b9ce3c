// The load run's HTTP side: one client per simulated player (its own address in X-Forwarded-For, its own
// ETag cache) and the counters every answer goes into (scripts/load.ts).

/** One answer as the players read it. */
export interface Answer {
  /** The HTTP status; 0 when no answer came (connection error, 30 s timeout). */
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: bodies are read field by field, as a client does.
  body: any;
}

/** What went wrong on a 5xx or without an answer, kept to be printed. */
export interface FailureSample {
  route: string;
  status: number;
  text: string;
}

/** Counters of a run: answers by route and status, refusals by French message, latencies. */
export class LoadStats {
  requests = 0;
  readonly byClass = new Map<string, number>();
  readonly byRoute = new Map<string, { count: number; statuses: Map<number, number>; ms: number[] }>();
  /** `409 Ce créneau n'est plus disponible.` -> count: what the server refused, in its own words. */
  readonly refusals = new Map<string, number>();
  readonly failures: FailureSample[] = [];
  failureCount = 0;

  record(route: string, status: number, ms: number, body: unknown, text: string): void {
    this.requests += 1;
    const statusClass = status === 0 ? 'no answer' : `${Math.floor(status / 100)}xx`;
    this.byClass.set(statusClass, (this.byClass.get(statusClass) ?? 0) + 1);
    const entry = this.byRoute.get(route) ?? { count: 0, statuses: new Map<number, number>(), ms: [] };
    entry.count += 1;
    entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
    entry.ms.push(ms);
    this.byRoute.set(route, entry);
    if (status >= 400 && status < 500) {
      const key = `${status} ${frenchMessage(body) ?? text.slice(0, 120)}`;
      this.refusals.set(key, (this.refusals.get(key) ?? 0) + 1);
    }
    if (status === 0 || status >= 500) {
      this.failureCount += 1;
      if (this.failures.length < 20) this.failures.push({ route, status, text: text.slice(0, 300) });
    }
  }
}

/** The French message a client would toast for an error body (spec 1 section 8 shapes). */
export function frenchMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const fields = body as Record<string, unknown>;
  for (const name of ['szErreur', 'detail', 'description', 'message', '_message']) {
    const value = fields[name];
    if (typeof value === 'string' && value) return value;
  }
  return undefined;
}

/** Options of one call. */
export interface CallOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

/**
 * A simulated player's HTTP client. Every request carries the player's own address in `X-Forwarded-For`
 * (the cluster's servers run with `TRUST_PROXY=1`, so the per-address rate limits see 200 clients, not one),
 * and GETs send `If-None-Match` with the ETag last seen for the URL, as a browser does.
 */
export class PlayerClient {
  private readonly etags = new Map<string, { etag: string; body: unknown }>();

  constructor(
    private readonly baseUrl: string,
    private readonly stats: LoadStats,
    private readonly address: string,
  ) {}

  /** Calls `path` and records the answer under `route` (the path's pattern, e.g. `POST /panier/ajout`). */
  async call(route: string, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.address, ...options.headers };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const cached = method === 'GET' ? this.etags.get(path) : undefined;
    if (cached) headers['if-none-match'] = cached.etag;
    const started = performance.now();
    let status = 0;
    let text = '';
    try {
      const response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(30_000),
      });
      status = response.status;
      text = await response.text();
      const etag = response.headers.get('etag');
      if (method === 'GET' && etag && status === 200) this.etags.set(path, { etag, body: parse(text) });
    } catch (error) {
      text = (error as Error).message;
    }
    const body = status === 304 ? cached?.body : parse(text);
    this.stats.record(route, status, performance.now() - started, body, text);
    return { status, body };
  }
}

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
