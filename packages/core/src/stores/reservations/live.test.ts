import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, resetConfig } from '../../config';
import { RESERVATIONS_RETRY_MS, watchReservations } from './live';

afterEach(() => {
  vi.useRealTimers();
  resetConfig();
});

/** A server whose streams the test writes into, chunk by chunk, and ends. */
function streamingServer(status = 200) {
  const encoder = new TextEncoder();
  const streams: ReadableStreamDefaultController<Uint8Array>[] = [];
  const requests: { url: string; authorization: string | null }[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(input), authorization: new Headers(init?.headers).get('authorization') });
    if (status !== 200) return new Response(null, { status });
    const body = new ReadableStream<Uint8Array>({ start: (controller) => void streams.push(controller) });
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  }) as typeof globalThis.fetch;
  return {
    fetch,
    requests,
    write: (text: string) => streams.at(-1)?.enqueue(encoder.encode(text)),
    end: () => streams.at(-1)?.close(),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('watchReservations', () => {
  it("opens the player's stream with their token, and calls back for each reservation event, even one split across chunks", async () => {
    const server = streamingServer();
    configure({ apiBase: '/api/v2', fetch: server.fetch, getToken: () => 'jeton' });
    const onChange = vi.fn();
    const stop = watchReservations(12, onChange);
    await settle();
    expect(server.requests).toEqual([
      { url: '/api/v2/user/12/reservations/flux', authorization: 'Bearer jeton' },
    ]);
    server.write('retry: 3000\n: flux des réservations\n\n: ping\n\n');
    await settle();
    expect(onChange).not.toHaveBeenCalled();
    server.write('event: reserv');
    server.write('ation\ndata: {"idReservation":"r1"}\n\n');
    await settle();
    expect(onChange).toHaveBeenCalledTimes(1);
    stop();
  });

  it('opens a dropped stream again and calls back once for what it missed; a refusal ends it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const server = streamingServer();
    configure({ apiBase: '/api/v2', fetch: server.fetch, getToken: () => 'jeton' });
    const onChange = vi.fn();
    const stop = watchReservations(12, onChange);
    await vi.advanceTimersByTimeAsync(0);
    server.end();
    await vi.advanceTimersByTimeAsync(RESERVATIONS_RETRY_MS);
    expect(server.requests).toHaveLength(2);
    expect(onChange).toHaveBeenCalledTimes(1);
    stop();

    const refusing = streamingServer(403);
    configure({ apiBase: '/api/v2', fetch: refusing.fetch, getToken: () => 'jeton' });
    watchReservations(13, onChange);
    await vi.advanceTimersByTimeAsync(RESERVATIONS_RETRY_MS * 3);
    expect(refusing.requests).toHaveLength(1);
  });
});
