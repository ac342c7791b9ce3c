/** For tests only: a fetch answering by "METHOD path" (JSON bodies) and recording what it received. */
export interface Call {
  method: string;
  path: string;
  body: unknown;
}

type Route = { status: number; body?: unknown };

export function fakeServer(routes: Record<string, Route | (() => Route)>) {
  const calls: Call[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api\/v2/, '') + url.search;
    calls.push({ method, path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const found = routes[`${method} ${path}`];
    const route =
      typeof found === 'function'
        ? found()
        : (found ?? { status: 404, body: { description: 'Introuvable' } });
    if (route.body === undefined) return new Response(null, { status: route.status });
    return new Response(JSON.stringify(route.body), {
      status: route.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}
