/**
 * For tests only (not exported): a stand-in for the outside server, answering every request with the
 * given status and body and recording what it received.
 */
export interface RecordedRequest {
  url: string;
  method: string;
  headers: Headers;
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
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : undefined,
    });
    if (typeof answer === 'function') return answer();
    const { status, body } = answer;
    if (body === undefined) return new Response(null, { status });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { fetch, requests };
}
