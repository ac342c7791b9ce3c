// Test helper of the live-slots suites: reads a server-sent events answer the way a browser would.

/** One event of a stream: its name and data (comments and `retry:` lines are kept apart). */
export interface ReadEvent {
  event: string;
  data: string;
}

/** A stream being read: the next event, everything read so far, and the way to hang up. */
export interface SseReader {
  /** The next event, or a rejection after `timeoutMs`. */
  next(timeoutMs?: number): Promise<ReadEvent>;
  /** Resolves once the server's first bytes (`retry:` hint) arrived: the subscription is live. */
  opened: Promise<string>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** Waits `ms` and answers the events that arrived meanwhile (for "exactly one event" checks). */
  drain(ms: number): Promise<ReadEvent[]>;
  /** Hangs up, as a closed browser tab does. */
  close(): Promise<void>;
}

/** Reads `response`'s event stream. @example const reader = readSse(await app.request(url)); */
export function readSse(response: Response): SseReader {
  if (!response.body) throw new Error('no body');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const events: ReadEvent[] = [];
  const waiters: ((event: ReadEvent) => void)[] = [];
  let buffer = '';
  let resolveOpened: (prelude: string) => void = () => {};
  const opened = new Promise<string>((resolve) => {
    resolveOpened = resolve;
  });
  let isClosed = false;

  function parseBlock(block: string): void {
    const lines = block.split('\n');
    if (lines.every((line) => line.startsWith(':') || line.startsWith('retry:'))) {
      resolveOpened(block);
      return;
    }
    const event = lines.find((line) => line.startsWith('event: '))?.slice(7) ?? 'message';
    const data = lines
      .filter((line) => line.startsWith('data: '))
      .map((line) => line.slice(6))
      .join('\n');
    const waiter = waiters.shift();
    if (waiter) waiter({ event, data });
    else events.push({ event, data });
  }

  const ended = (async () => {
    while (!isClosed) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        parseBlock(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
      }
    }
  })();

  return {
    opened,
    ended,
    next(timeoutMs = 3000) {
      const ready = events.shift();
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(wrapped), 1);
          reject(new Error(`no event within ${timeoutMs} ms`));
        }, timeoutMs);
        const wrapped = (event: ReadEvent) => {
          clearTimeout(timer);
          resolve(event);
        };
        waiters.push(wrapped);
      });
    },
    async drain(ms) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return events.splice(0);
    },
    async close() {
      isClosed = true;
      await reader.cancel().catch(() => {});
    },
  };
}
