import { getConfig } from '../../config';

/**
 * How long a dropped stream waits before it opens again, in ms (the server's `retry:` hint).
 * @default 3000
 */
export const RESERVATIONS_RETRY_MS = 3000;

/** Whether a block of the event stream is a `reservation` event (comments and hints are not). */
const isReservationEvent = (block: string) => block.split('\n').includes('event: reservation');

/**
 * Calls `onChange` whenever one of the player's coming reservations changes on the server (a friend
 * answers: `GET v2 user/{id}/reservations/flux`, server-sent events), until the returned function is called.
 * The stream is read through `fetch`, which carries the player's token (an `EventSource` cannot); a dropped
 * stream opens again after {@link RESERVATIONS_RETRY_MS} and calls `onChange` once, since what changed
 * meanwhile was missed. A refusal (signed out, another player) ends it. Does nothing without a token.
 *
 * @example
 * useEffect(() => watchReservations(player.userId, () => void loadReservations()), [player.userId]);
 */
export function watchReservations(userId: number, onChange: () => void): () => void {
  const { apiBase, getToken, fetch: configuredFetch } = getConfig();
  const fetcher = configuredFetch ?? globalThis.fetch;
  const stopper = new AbortController();
  let retry: ReturnType<typeof setTimeout> | undefined;

  async function read(isAgain: boolean): Promise<void> {
    const token = getToken('v2');
    if (!token || typeof fetcher !== 'function') return;
    try {
      const response = await fetcher(`${apiBase}/user/${userId}/reservations/flux`, {
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
        signal: stopper.signal,
      });
      // A 4xx will not change by asking again; a server error or a stop may.
      if (response.status < 500 && (!response.ok || !response.body)) return;
      if (response.body) {
        if (isAgain) onChange();
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          const blocks = buffer.split('\n\n');
          buffer = blocks.pop() ?? '';
          if (blocks.some(isReservationEvent)) onChange();
        }
      }
    } catch {
      // The network dropped, or the stream was stopped: below.
    }
    if (!stopper.signal.aborted) retry = setTimeout(() => void read(true), RESERVATIONS_RETRY_MS);
  }

  void read(false);
  return () => {
    stopper.abort();
    clearTimeout(retry);
  };
}
