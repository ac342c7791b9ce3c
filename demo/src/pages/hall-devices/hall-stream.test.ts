import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeviceKeyError } from './hall-api.ts';
import { openHallStream, type StreamStatus } from './hall-stream.ts';
import type { SseEvent } from './sse-parser.ts';

const encoder = new TextEncoder();

/** A scripted server: each call to the stream's URL takes the next answer of `answers`. */
function scriptedFetch(answers: Array<(signal: AbortSignal) => Response | Promise<Response>>) {
  const calls: { url: string; headers: Headers; atMs: number }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), headers: new Headers(init?.headers), atMs: Date.now() });
    const answer = answers.shift();
    if (!answer) return new Promise<Response>(() => {});
    return answer(init?.signal as AbortSignal);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

/** A 200 stream sending `chunks` (text or raw bytes), then ending unless `keepOpen`. */
function streamOf(chunks: Array<string | Uint8Array>, { keepOpen = false } = {}) {
  return (signal: AbortSignal) => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks)
          controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
        if (!keepOpen) controller.close();
        signal.addEventListener('abort', () => {
          try {
            controller.error(new DOMException('aborted', 'AbortError'));
          } catch {
            // closed already
          }
        });
      },
    });
    return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
  };
}

function watch(
  fetch: typeof globalThis.fetch,
  overrides: Partial<Parameters<typeof openHallStream>[0]> = {},
) {
  const events: SseEvent[] = [];
  const statuses: StreamStatus[] = [];
  const refused: DeviceKeyError[] = [];
  const stream = openHallStream({
    url: '/api/v2/salle/1/flux',
    deviceKey: 'cle-secrete',
    fetch,
    random: () => 0,
    onEvent: (event) => events.push(event),
    onStatus: (status) => statuses.push(status),
    onKeyRefused: (error) => refused.push(error),
    ...overrides,
  });
  return { stream, events, statuses, refused };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the hall stream client', () => {
  it('sends the device key as a bearer header (never in the URL) and reads events cut anywhere, a character split between chunks included', async () => {
    const bytes = encoder.encode('event: entree\ndata: {"pseudo":"Zoé"}\n\n');
    const split = bytes.indexOf(0xc3) + 1; // between the two bytes of « é »
    const { fetch, calls } = scriptedFetch([
      streamOf(['retry: 3000\n\nevent: et', 'at\ndata: {}\n\n', bytes.slice(0, split), bytes.slice(split)], {
        keepOpen: true,
      }),
    ]);
    const { stream, events, statuses } = watch(fetch);
    await vi.waitFor(() => expect(events).toHaveLength(2), { timeout: 5000 });
    expect(calls[0]?.url).toBe('/api/v2/salle/1/flux');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer cle-secrete');
    expect(calls[0]?.headers.get('accept')).toBe('text/event-stream');
    expect(events.map((event) => [event.type, event.data])).toEqual([
      ['etat', '{}'],
      ['entree', '{"pseudo":"Zoé"}'],
    ]);
    expect(statuses).toEqual(['connecting', 'open']);
    stream.close();
  });

  it("reconnects after the server's retry delay when the stream ends, and the new connection's etat re-syncs the page", async () => {
    const { fetch, calls } = scriptedFetch([
      streamOf(['retry: 40\n\nevent: etat\ndata: {"n":1}\n\nevent: arret\ndata: {}\n\n']),
      streamOf(['event: etat\ndata: {"n":2}\n\n'], { keepOpen: true }),
    ]);
    const { stream, events, statuses } = watch(fetch, { retryMs: 5000 });
    await vi.waitFor(() => expect(events.map((event) => event.data)).toContain('{"n":2}'), { timeout: 5000 });
    expect(events.map((event) => event.type)).toEqual(['etat', 'arret', 'etat']);
    const waitedMs = (calls[1]?.atMs ?? 0) - (calls[0]?.atMs ?? 0);
    // The server asked for 40 ms (not the 5 s default); a live stream resets the backoff.
    expect(waitedMs).toBeGreaterThanOrEqual(35);
    expect(waitedMs).toBeLessThan(4000);
    expect(statuses).toEqual(['connecting', 'open', 'reconnecting', 'open']);
    stream.close();
  });

  it('waits twice as long after each failed attempt, up to the maximum, and starts over once events flow', async () => {
    vi.useFakeTimers();
    const down = () => Promise.reject(new TypeError('Failed to fetch'));
    const { fetch, calls } = scriptedFetch([
      down,
      down,
      down,
      down,
      down,
      streamOf(['event: etat\ndata: {}\n\n']),
      down,
    ]);
    const { stream, statuses } = watch(fetch, { retryMs: 1000, maxDelayMs: 8000 });
    await vi.advanceTimersByTimeAsync(0);
    const started = calls[0]?.atMs ?? 0;
    await vi.advanceTimersByTimeAsync(60_000);
    const gaps = calls.slice(1).map((call, index) => call.atMs - (calls[index]?.atMs ?? started));
    // 1 s, 2 s, 4 s, 8 s, 8 s (the maximum), then a stream that delivered and ended: 1 s again.
    expect(gaps.slice(0, 6)).toEqual([1000, 2000, 4000, 8000, 8000, 1000]);
    expect(statuses.filter((status) => status === 'open')).toHaveLength(1);
    stream.close();
  });

  it("adds up to a quarter at random to each delay, so a hall's screens do not all come back at once", async () => {
    vi.useFakeTimers();
    const down = () => Promise.reject(new TypeError('Failed to fetch'));
    const { fetch, calls } = scriptedFetch([down, down]);
    const { stream } = watch(fetch, { retryMs: 1000, random: () => 1 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect((calls[1]?.atMs ?? 0) - (calls[0]?.atMs ?? 0)).toBe(1250);
    stream.close();
  });

  it("stops for good on a refused key (401) and says so with the server's words", async () => {
    const { fetch, calls } = scriptedFetch([
      () =>
        new Response(JSON.stringify({ description: "Clé d'appareil absente, inconnue ou révoquée." }), {
          status: 401,
          headers: { 'Content-Type': 'application/json' },
        }),
    ]);
    const { refused } = watch(fetch, { retryMs: 10 });
    await vi.waitFor(() => expect(refused).toHaveLength(1), { timeout: 5000 });
    expect(refused[0]?.status).toBe(401);
    expect(refused[0]?.message).toBe("Clé d'appareil absente, inconnue ou révoquée.");
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(calls).toHaveLength(1);
  });

  it('takes a connection silent for too long (no event, no ping) for dead and opens another', async () => {
    vi.useFakeTimers();
    const { fetch, calls } = scriptedFetch([
      streamOf([': ping\n\n'], { keepOpen: true }),
      streamOf(['event: etat\ndata: {}\n\n'], { keepOpen: true }),
    ]);
    const { stream, events } = watch(fetch, { retryMs: 1000, idleTimeoutMs: 60_000 });
    await vi.advanceTimersByTimeAsync(59_000);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2_000 + 1_000);
    expect(calls).toHaveLength(2);
    expect(events.map((event) => event.type)).toEqual(['etat']);
    stream.close();
  });

  it('reconnects at once when the browser says the network is back', async () => {
    vi.useFakeTimers();
    const down = () => Promise.reject(new TypeError('Failed to fetch'));
    const { fetch, calls } = scriptedFetch([
      down,
      streamOf(['event: etat\ndata: {}\n\n'], { keepOpen: true }),
    ]);
    const { stream, events } = watch(fetch, { retryMs: 20_000 });
    await vi.advanceTimersByTimeAsync(100);
    expect(calls).toHaveLength(1);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(10);
    expect(calls).toHaveLength(2);
    expect(events).toHaveLength(1);
    stream.close();
  });

  it('opens nothing more once closed', async () => {
    vi.useFakeTimers();
    const { fetch, calls } = scriptedFetch([streamOf(['event: etat\ndata: {}\n\n'])]);
    const { stream } = watch(fetch, { retryMs: 1000 });
    await vi.advanceTimersByTimeAsync(10);
    stream.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
  });
});
