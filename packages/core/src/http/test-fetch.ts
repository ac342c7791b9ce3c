/**
 * For tests only (`@multisalle/core/testing`): a stand-in for the outside server, answering every request
 * with the given status and body and recording what it received. Built on the fake server's `fakeFetch`.
 */
import { fakeFetch } from '../testing/fake-server.ts';

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Headers;
  /** The body as sent (a string), not parsed. */
  body: string | undefined;
}

export interface TestFetch {
  fetch: typeof globalThis.fetch;
  requests: RecordedRequest[];
}

type Answer = { status: number; body?: unknown } | (() => Promise<Response>);

/** A fetch that answers `answer` (JSON body) to every request. */
export function answering(answer: Answer): TestFetch {
  const requests: RecordedRequest[] = [];
  const { fetch } = fakeFetch((request, init) => {
    const { url, method, headers } = request;
    requests.push({ url, method, headers, body: typeof init?.body === 'string' ? init.body : undefined });
    return typeof answer === 'function' ? answer() : answer;
  });
  return { fetch, requests };
}
