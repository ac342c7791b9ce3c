import { DeviceKeyError } from './hall-api.ts';
import { hallDeviceMessages } from './messages.ts';
import { createSseParser, type SseEvent } from './sse-parser.ts';

/*
 * The hall's event stream (`GET /salle/{id}/flux`, server-sent events) read with fetch and a
 * ReadableStream reader, not EventSource: EventSource cannot send the `Authorization` header, so the device
 * key would have to travel in the URL, where proxies, server logs and the browser's history keep it; and
 * when a key is refused EventSource only reports a bare « error » (no status), so the page could not tell
 * a revoked key (ask for a new one) from a network failure (try again). Reading the stream ourselves also
 * lets us notice a silent connection: the server sends `: ping` every 25 s, so 60 s of silence means the
 * connection died without a word (hall Wi-Fi does that) and we reconnect.
 */

/** `connecting` before the first answer, `open` while events flow, `reconnecting` while down. */
export type StreamStatus = 'connecting' | 'open' | 'reconnecting';

/** Options of {@link openHallStream}. */
export interface HallStreamOptions {
  /** The stream's URL (`…/api/v2/salle/{id}/flux`). */
  url: string;
  /** Sent as `Authorization: Bearer`. */
  deviceKey: string;
  onEvent: (event: SseEvent) => void;
  onStatus?: (status: StreamStatus) => void;
  /** 401 or 403: the stream stops for good (a new key is needed, trying again would change nothing). */
  onKeyRefused: (error: DeviceKeyError) => void;
  /** @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
  /** The delay before the first reconnection until the server's `retry:` says otherwise. @default 3000 */
  retryMs?: number;
  /** Reconnections that keep failing wait twice as long each time, up to this. @default 30_000 */
  maxDelayMs?: number;
  /** Silence after which the connection is taken for dead. @default 60_000 */
  idleTimeoutMs?: number;
  /** For tests: the random source of the jitter. @default Math.random */
  random?: () => number;
}

/** A running stream. */
export interface HallStream {
  /** Stops reading and never reconnects. */
  close(): void;
}

/**
 * Opens the hall's stream and keeps it open: after a drop (network, server restart, `arret`), it waits the
 * server's `retry` (3 s), then twice as long after each failed attempt up to `maxDelayMs`, with up to a
 * quarter more at random so that a hall's screens do not all knock at once after a restart; a `online`
 * event from the browser cuts the wait short. The server sends `etat` on each connection, which is how a
 * page catches up with what it missed.
 *
 * @example
 * const stream = openHallStream({ url: deviceUrl(`/salle/${id}/flux`), deviceKey, onEvent, onKeyRefused });
 * // later: stream.close();
 */
export function openHallStream(options: HallStreamOptions): HallStream {
  const fetcher = options.fetch ?? globalThis.fetch.bind(globalThis);
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  const idleTimeoutMs = options.idleTimeoutMs ?? 60_000;
  const random = options.random ?? Math.random;
  let retryMs = options.retryMs ?? 3000;
  let failures = 0;
  let isClosed = false;
  let controller: AbortController | null = null;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;

  const parser = createSseParser({
    onEvent: (event) => {
      // Events are flowing: the next drop starts the backoff over.
      failures = 0;
      if (!isClosed) options.onEvent(event);
    },
    onRetry: (delayMs) => {
      retryMs = delayMs;
    },
  });

  const armIdle = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => controller?.abort(), idleTimeoutMs);
  };

  const scheduleReconnect = () => {
    if (isClosed) return;
    options.onStatus?.('reconnecting');
    const delay = Math.min(maxDelayMs, retryMs * 2 ** failures) * (1 + 0.25 * random());
    failures += 1;
    clearTimeout(reconnectTimer);
    reconnectTimer = setTimeout(connect, delay);
  };

  async function read(body: ReadableStream<Uint8Array>, signal: AbortSignal): Promise<void> {
    const reader = body.getReader();
    // One decoder per connection, in streaming mode: a multi-byte character split between two chunks is
    // decoded once both have arrived.
    const decoder = new TextDecoder();
    const cancel = () => void reader.cancel().catch(() => undefined);
    signal.addEventListener('abort', cancel, { once: true });
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done || isClosed) return;
        armIdle();
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } finally {
      signal.removeEventListener('abort', cancel);
    }
  }

  async function connect(): Promise<void> {
    reconnectTimer = undefined;
    if (isClosed) return;
    controller = new AbortController();
    const { signal } = controller;
    parser.reset();
    armIdle();
    try {
      const response = await fetcher(options.url, {
        headers: { accept: 'text/event-stream', authorization: `Bearer ${options.deviceKey}` },
        cache: 'no-store',
        signal,
      });
      if (response.status === 401 || response.status === 403) {
        const body = (await response.json().catch(() => undefined)) as { description?: unknown } | undefined;
        const message =
          typeof body?.description === 'string' ? body.description : hallDeviceMessages.keyRefused;
        stop();
        options.onKeyRefused(new DeviceKeyError(response.status, message));
        return;
      }
      if (!response.ok || !response.body) {
        await response.body?.cancel().catch(() => undefined);
      } else {
        options.onStatus?.('open');
        await read(response.body, signal);
      }
    } catch {
      // A network failure, an aborted silent connection, a stream cut mid-way: all end in a reconnection.
    }
    clearTimeout(idleTimer);
    if (!isClosed) scheduleReconnect();
  }

  const onOnline = () => {
    if (isClosed || reconnectTimer === undefined) return;
    clearTimeout(reconnectTimer);
    void connect();
  };

  function stop() {
    isClosed = true;
    clearTimeout(reconnectTimer);
    clearTimeout(idleTimer);
    controller?.abort();
    globalThis.removeEventListener?.('online', onOnline);
  }

  globalThis.addEventListener?.('online', onOnline);
  options.onStatus?.('connecting');
  void connect();
  return { close: stop };
}
