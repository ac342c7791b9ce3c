import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse-parser.ts';

/** Feeds `chunks` to a new parser and returns what it reported. */
function parse(chunks: string[]) {
  const events: SseEvent[] = [];
  const retries: number[] = [];
  const comments: string[] = [];
  const parser = createSseParser({
    onEvent: (event) => events.push(event),
    onRetry: (delay) => retries.push(delay),
    onComment: (text) => comments.push(text),
  });
  for (const chunk of chunks) parser.feed(chunk);
  return { events, retries, comments };
}

const stream =
  'retry: 3000\n\n' +
  ': ping\n\n' +
  'event: etat\nid: 1\ndata: {"seances":[],\ndata: "scores":[]}\n\n' +
  'event: entree\r\nid: 2\r\ndata: {"pseudo":"camille"}\r\n\r\n' +
  'event: seance\rid: 3\rdata: {"moment":"debut-proche"}\r\r';

const expected: SseEvent[] = [
  { type: 'etat', data: '{"seances":[],\n"scores":[]}', lastEventId: '1' },
  { type: 'entree', data: '{"pseudo":"camille"}', lastEventId: '2' },
  { type: 'seance', data: '{"moment":"debut-proche"}', lastEventId: '3' },
];

describe('the event-stream parser', () => {
  it('reads events, a comment and the retry delay, whatever the line ends (LF, CR LF, CR)', () => {
    const { events, retries, comments } = parse([stream]);
    expect(events).toEqual(expected);
    expect(retries).toEqual([3000]);
    expect(comments).toEqual(['ping']);
  });

  it('reads the same events when the stream is cut at any character, a CR LF split in two included', () => {
    for (let cut = 0; cut <= stream.length; cut++) {
      expect(parse([stream.slice(0, cut), stream.slice(cut)]).events).toEqual(expected);
    }
  });

  it('reads the same events one character at a time', () => {
    const { events, retries } = parse([...stream]);
    expect(events).toEqual(expected);
    expect(retries).toEqual([3000]);
  });

  it('joins data lines with line feeds and keeps an empty data line', () => {
    const { events } = parse(['data: un\ndata:\ndata:  deux espaces\n\n']);
    expect(events).toEqual([{ type: 'message', data: 'un\n\n deux espaces', lastEventId: '' }]);
  });

  it('dispatches nothing for an event without data, nor for one the stream has not finished', () => {
    const { events } = parse(['event: arret\n\n', 'event: etat\ndata: {"a":1}\n']);
    expect(events).toEqual([]);
  });

  it('ignores a retry that is not all digits, unknown fields, and an id holding NUL', () => {
    const { events, retries } = parse([
      'retry: 3s\nretry: -5\nretry\nfoo: bar\nid: 7\n\n',
      'id: a\u0000b\ndata: x\n\n',
    ]);
    expect(retries).toEqual([]);
    expect(events).toEqual([{ type: 'message', data: 'x', lastEventId: '7' }]);
  });

  it('reads a field without colon as an empty value, and skips a leading byte order mark', () => {
    const { events } = parse(['\uFEFFdata\n\n', 'data: après\n\n']);
    expect(events).toEqual([
      { type: 'message', data: '', lastEventId: '' },
      { type: 'message', data: 'après', lastEventId: '' },
    ]);
  });

  it('starts clean after reset: a partial event of the dropped connection is not dispatched', () => {
    const events: SseEvent[] = [];
    const parser = createSseParser({ onEvent: (event) => events.push(event) });
    parser.feed('id: 4\nevent: entree\ndata: {"coupé":');
    parser.reset();
    parser.feed('event: etat\ndata: {}\n\n');
    expect(events).toEqual([{ type: 'etat', data: '{}', lastEventId: '4' }]);
  });
});
