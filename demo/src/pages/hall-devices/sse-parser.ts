/** One server-sent event, as the stream's `event:`, `data:` and `id:` lines made it. */
export interface SseEvent {
  /** `event:` field, `message` when the event named none. */
  type: string;
  /** The `data:` lines joined with line feeds. */
  data: string;
  /** The last `id:` seen on the stream (it carries over to later events, as in browsers). */
  lastEventId: string;
}

/** What the parser reports. */
export interface SseParserOptions {
  onEvent: (event: SseEvent) => void;
  /** A valid `retry:` field: the reconnection delay the server asks for, in milliseconds. */
  onRetry?: (delayMs: number) => void;
  /** A comment line (`: ping`), without its colon. */
  onComment?: (text: string) => void;
}

/** An incremental parser: feed it decoded text in chunks of any size. */
export interface SseParser {
  /** Reads one chunk; complete events are reported at once, a partial line waits for the next chunk. */
  feed(chunk: string): void;
  /** Forgets any partial line or event (a new connection starts clean; the last event id is kept). */
  reset(): void;
}

/**
 * The event-stream format as the HTML standard parses it (« Interpreting an event stream »): lines end
 * with CR LF, LF or CR, and a CR LF may be split between two chunks; a blank line dispatches; `data`
 * lines accumulate; a line starting with `:` is a comment; `retry` counts only when it is all digits; an
 * `id` containing NUL is ignored; one space after the colon is dropped; a leading BOM is skipped.
 *
 * @example
 * const parser = createSseParser({ onEvent: (event) => console.log(event.type, JSON.parse(event.data)) });
 * parser.feed('event: etat\ndata: {"a":1}\n\n');
 */
export function createSseParser({ onEvent, onRetry, onComment }: SseParserOptions): SseParser {
  let buffer = '';
  let isStart = true;
  // A chunk that ended with CR: a LF opening the next chunk belongs to the same line end.
  let skipLeadingLf = false;
  let eventType = '';
  let data = '';
  let hasData = false;
  let lastEventId = '';

  const dispatch = () => {
    if (hasData) {
      onEvent({
        type: eventType || 'message',
        data: data.endsWith('\n') ? data.slice(0, -1) : data,
        lastEventId,
      });
    }
    eventType = '';
    data = '';
    hasData = false;
  };

  const readLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return onComment?.(line.slice(1).trimStart());
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventType = value;
    else if (field === 'data') {
      data += `${value}\n`;
      hasData = true;
    } else if (field === 'id') {
      if (!value.includes('\0')) lastEventId = value;
    } else if (field === 'retry') {
      if (/^\d+$/.test(value)) onRetry?.(Number(value));
    }
  };

  return {
    feed(chunk) {
      let text = chunk;
      if (skipLeadingLf && text.startsWith('\n')) text = text.slice(1);
      skipLeadingLf = false;
      if (isStart && text.length > 0) {
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
        isStart = false;
      }
      buffer += text;
      let start = 0;
      for (let index = 0; index < buffer.length; index++) {
        const char = buffer[index];
        if (char !== '\n' && char !== '\r') continue;
        readLine(buffer.slice(start, index));
        if (char === '\r') {
          if (index + 1 < buffer.length) {
            if (buffer[index + 1] === '\n') index++;
          } else {
            skipLeadingLf = true;
          }
        }
        start = index + 1;
      }
      buffer = buffer.slice(start);
    },
    reset() {
      buffer = '';
      isStart = true;
      skipLeadingLf = false;
      eventType = '';
      data = '';
      hasData = false;
    },
  };
}
