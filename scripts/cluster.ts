// `npm run cluster`: several server processes (the real packages/server/src/main.ts) on one PostgreSQL
// database, behind nginx configured as the README says (scripts/nginx-front.ts) when nginx is installed,
// else behind a small round-robin HTTP proxy of ours, as a deployment with a load balancer runs them.
// Also importable: `const cluster = await startCluster({ databaseUrl }); ... await cluster.stop();`.
//
// Environment of the command: DATABASE_URL (required, postgres://...), CLUSTER_PROCESSES (2), PORT (the
// proxy's port, 8080), HOST (the proxy's address, all interfaces), CLUSTER_PROXY (`nginx`, `node`, or unset:
// nginx when installed). Every other variable (JWT_SECRET, NODE_ENV, SETTLEMENT_INTERVAL_MS...) passes to
// the server processes.

import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort } from '../packages/server/src/test/free-port.ts';
import { findNginx, type NginxFront, startNginx } from './nginx-front.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const serverEntry = 'packages/server/src/main.ts';

/** Options of {@link startCluster}. */
export interface ClusterOptions {
  /** The one PostgreSQL database every process uses (`postgres://...`). */
  databaseUrl: string;
  /**
   * How many server processes.
   * @default 2
   */
  processes?: number;
  /**
   * The proxy's port; 0 picks a free one.
   * @default 0
   */
  port?: number;
  /**
   * The proxy's listening address (the server processes always listen on 127.0.0.1 only).
   * @default '127.0.0.1'
   */
  host?: string;
  /** Extra environment of the server processes (beside `process.env`). */
  env?: Record<string, string | undefined>;
  /**
   * Where the processes' output lines go, prefixed `[1]`, `[2]`...; `null` keeps them only for the error
   * raised when a process fails to start.
   * @default console.log
   */
  log?: ((line: string) => void) | null;
  /**
   * How long a process may take to answer its first request.
   * @default 90_000
   */
  startTimeoutMs?: number;
  /**
   * What stands in front: nginx (fails when it is not installed), our proxy, or nginx when installed.
   * @default process.env.CLUSTER_PROXY or 'auto'
   */
  proxy?: 'nginx' | 'node' | 'auto';
}

/** One server process of the cluster. */
export interface ClusterProcess {
  /** 1, 2, ... as in the log prefixes. */
  index: number;
  /** Its own address, bypassing the proxy (for tests that aim at one process). */
  url: string;
  port: number;
  pid: number | undefined;
  /** False after a failed connection, until the next health check answers. */
  healthy: boolean;
}

/** A running cluster. */
export interface Cluster {
  /** The proxy's address: what clients use. */
  url: string;
  /** Which proxy: Debian's nginx, or ours. */
  proxy: 'nginx' | 'node';
  processes: ClusterProcess[];
  /**
   * A rolling restart's step: stops process `index` (0-based) with SIGTERM, waits for its exit, starts it
   * again on the same port and resolves with the stopped process's exit code once the new one answers.
   */
  restart: (index: number) => Promise<number | null>;
  /** Stops the proxy (ending open streams) and the processes (SIGTERM, SIGKILL after 10 s). */
  stop: () => Promise<void>;
}

/** Answers true when the process answers HTTP at all (any status below 500). */
function answers(url: string, timeoutMs = 2000): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get(`${url}/api/v2/multisalle`, { timeout: timeoutMs }, (response) => {
      response.resume();
      resolve((response.statusCode ?? 500) < 500);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Hop-by-hop headers (RFC 9110 section 7.6.1): never forwarded. */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function forwardable(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const kept: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !hopByHop.has(name)) kept[name] = value;
  }
  return kept;
}

/** Where a request goes: the next upstream in turn that is healthy (all of them if none is). */
function roundRobin(upstreams: ClusterProcess[]) {
  let next = 0;
  return (skip: ReadonlySet<ClusterProcess>): ClusterProcess | undefined => {
    for (const onlyHealthy of [true, false]) {
      for (let tried = 0; tried < upstreams.length; tried += 1) {
        const candidate = upstreams[(next + tried) % upstreams.length];
        if (!candidate || skip.has(candidate) || (onlyHealthy && !candidate.healthy)) continue;
        next = (next + tried + 1) % upstreams.length;
        return candidate;
      }
    }
    return undefined;
  };
}

/** The whole request body (bodies are small JSON here; the server caps uploads at 5 MiB). */
function readBody(request: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/**
 * The proxy: each request goes to the next healthy process, its answer streamed back as the server writes
 * it (a server-sent events stream flows through event by event), with `X-Forwarded-For` (the client's
 * address appended to what it sent), `X-Forwarded-Proto` and `X-Forwarded-Host`. The request body is read
 * first, so a request whose connection was refused (a process down, marked unhealthy until the health
 * check sees it answer again) or whose kept-alive connection was closed under it is sent to the next one:
 * in both cases the server never received it.
 */
export function createProxy(upstreams: ClusterProcess[]): http.Server {
  const pick = roundRobin(upstreams);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const server = http.createServer(async (request, response) => {
    const remote = request.socket.remoteAddress ?? '';
    const forwardedFor = request.headers['x-forwarded-for'];
    const headers = forwardable(request.headers);
    headers['x-forwarded-for'] = forwardedFor ? `${forwardedFor}, ${remote}` : remote;
    headers['x-forwarded-proto'] = 'http';
    headers['x-forwarded-host'] = request.headers.host ?? '';
    let body: Buffer;
    try {
      body = await readBody(request);
    } catch {
      response.destroy();
      return;
    }
    if (body.length > 0 || request.headers['content-length'] !== undefined) {
      headers['content-length'] = String(body.length);
    }
    const tried = new Set<ClusterProcess>();
    let isClientGone = false;
    let current: http.ClientRequest | undefined;
    // A client that hangs up (a closed planning tab) ends the upstream request, and so its stream.
    response.on('close', () => {
      isClientGone = !response.writableFinished;
      if (isClientGone) current?.destroy();
    });

    const fail = (status: number, description: string) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ description }));
    };
    const send = () => {
      if (isClientGone) return;
      const upstream = pick(tried);
      if (!upstream) return fail(502, 'Aucun serveur disponible.');
      tried.add(upstream);
      const outgoing = http.request(
        { host: '127.0.0.1', port: upstream.port, method: request.method, path: request.url, headers, agent },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.statusMessage, forwardable(answer.headers));
          // An event stream's headers must reach the browser before its first event.
          response.flushHeaders();
          answer.pipe(response);
          answer.on('close', () => {
            if (!answer.complete) response.destroy();
          });
        },
      );
      current = outgoing;
      outgoing.on('error', (error: NodeJS.ErrnoException) => {
        const isRefused = error.code === 'ECONNREFUSED';
        if (isRefused) upstream.healthy = false;
        const neverReceived = isRefused || (outgoing.reusedSocket && error.code === 'ECONNRESET');
        if (response.headersSent || isClientGone) response.destroy();
        else if (neverReceived && tried.size < upstreams.length) send();
        else fail(502, "Le serveur n'a pas répondu.");
      });
      outgoing.end(body);
    };
    send();
  });
  server.on('connection', (socket) => socket.setNoDelay(true));
  // Event streams stay open for as long as the planning is: no request timeout cuts them.
  server.requestTimeout = 0;
  server.headersTimeout = 60_000;
  server.on('close', () => agent.destroy());
  return server;
}

/** A child process's output, line by line, prefixed with its index. */
function pipeLines(stream: NodeJS.ReadableStream, prefix: string, sink: (line: string) => void) {
  let buffer = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    buffer += chunk;
    let end = buffer.indexOf('\n');
    while (end >= 0) {
      sink(`${prefix} ${buffer.slice(0, end)}`);
      buffer = buffer.slice(end + 1);
      end = buffer.indexOf('\n');
    }
  });
  stream.on('end', () => {
    if (buffer) sink(`${prefix} ${buffer}`);
  });
}

/**
 * Starts `processes` server processes on one PostgreSQL database, all at once (the server migrates and
 * seeds under advisory locks, so they may), each on its own port of 127.0.0.1 with `TRUST_PROXY=1` (the
 * rate limits then count the client address the proxy forwards), behind the proxy of {@link createProxy}.
 * Resolves once every process answers.
 *
 * @example
 * ```ts
 * const cluster = await startCluster({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/multisalle' });
 * await fetch(`${cluster.url}/api/v2/multisalle`);
 * await cluster.stop();
 * ```
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const {
    databaseUrl,
    processes: count = 2,
    host = '127.0.0.1',
    log = console.log,
    startTimeoutMs = 90_000,
  } = options;
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('The cluster needs a PostgreSQL database: DATABASE_URL=postgres://...');
  }
  if (!Number.isInteger(count) || count < 1) throw new Error('CLUSTER_PROCESSES must be a positive integer.');
  const proxyChoice = options.proxy ?? (process.env.CLUSTER_PROXY as ClusterOptions['proxy']) ?? 'auto';
  const nginx = proxyChoice === 'node' ? undefined : findNginx();
  if (proxyChoice === 'nginx' && !nginx) throw new Error('CLUSTER_PROXY=nginx, but nginx is not installed.');

  const proxyPort = options.port || (await freePort());
  const url = `http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host}:${proxyPort}`;
  const output: string[] = [];
  const sink = (line: string) => {
    output.push(line);
    if (output.length > 200) output.shift();
    log?.(line);
  };

  const members: ClusterProcess[] = [];
  const children: ChildProcess[] = [];
  const exits: Promise<number | null>[] = [];
  const spawnMember = (member: ClusterProcess) => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', serverEntry], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PUBLIC_SITE_URL: process.env.PUBLIC_SITE_URL || url,
        ...options.env,
        DATABASE_URL: databaseUrl,
        PORT: String(member.port),
        HOST: '127.0.0.1',
        TRUST_PROXY: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefix = `[${member.index}]`;
    if (child.stdout) pipeLines(child.stdout, prefix, sink);
    if (child.stderr) pipeLines(child.stderr, prefix, sink);
    child.once('exit', (code, signal) => sink(`${prefix} exited (${signal ?? `code ${code}`})`));
    member.pid = child.pid;
    children[member.index - 1] = child;
    exits[member.index - 1] = new Promise<number | null>((resolve) => {
      if (child.exitCode !== null) resolve(child.exitCode);
      else child.once('exit', (code) => resolve(code));
    });
  };
  /** Waits for `member`'s process to answer, or throws when it exits or takes too long. */
  const answered = async (member: ClusterProcess) => {
    const deadline = Date.now() + startTimeoutMs;
    while (!(await answers(member.url))) {
      if (children[member.index - 1]?.exitCode !== null)
        throw new Error(`process ${member.index} exited while starting`);
      if (Date.now() > deadline) throw new Error(`process ${member.index} did not answer in time`);
      await sleep(250);
    }
    member.healthy = true;
  };
  for (let index = 1; index <= count; index += 1) {
    const port = await freePort();
    const member: ClusterProcess = {
      index,
      url: `http://127.0.0.1:${port}`,
      port,
      pid: undefined,
      healthy: false,
    };
    members.push(member);
    spawnMember(member);
  }
  const killAll = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  };
  // A parent that dies without stop() (a crashed test run) must not leave servers behind.
  process.once('exit', killAll);

  try {
    await Promise.all(members.map(answered));
  } catch (error) {
    killAll();
    process.removeListener('exit', killAll);
    throw new Error(`${(error as Error).message}; its output:\n${output.join('\n')}`);
  }

  let front: NginxFront | undefined;
  let proxy: http.Server | undefined;
  try {
    if (nginx) {
      front = await startNginx({
        nginx,
        upstreamPorts: members.map((member) => member.port),
        host,
        port: proxyPort,
      });
    } else {
      const server = createProxy(members);
      proxy = server;
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(proxyPort, host, () => resolve());
      });
    }
  } catch (error) {
    killAll();
    process.removeListener('exit', killAll);
    throw new Error(`The proxy could not listen on ${host}:${proxyPort}: ${(error as Error).message}`);
  }
  const healthCheck = setInterval(() => {
    for (const member of members) {
      void answers(member.url).then((isUp) => {
        member.healthy = isUp;
      });
    }
  }, 2000);
  healthCheck.unref();

  const restart = async (position: number) => {
    const member = members[position];
    const child = children[position];
    if (!member || !child) throw new Error(`no process ${position + 1}`);
    member.healthy = false;
    if (child.exitCode === null) child.kill('SIGTERM');
    const code = await exits[position];
    spawnMember(member);
    await answered(member);
    return code ?? null;
  };

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      clearInterval(healthCheck);
      if (front) await front.stop();
      if (proxy) {
        const server = proxy;
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections();
        await closed;
      }
      for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
      const killer = setTimeout(killAll, 10_000);
      await Promise.all(exits);
      clearTimeout(killer);
      process.removeListener('exit', killAll);
    })();
    return stopping;
  };
  return { url, proxy: front ? 'nginx' : 'node', processes: members, restart, stop };
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const databaseUrl = process.env.DATABASE_URL ?? '';
  if (!databaseUrl) {
    console.error(
      'npm run cluster needs DATABASE_URL=postgres://... (one database shared by every process).',
    );
    process.exit(1);
  }
  const cluster = await startCluster({
    databaseUrl,
    processes: Number(process.env.CLUSTER_PROCESSES || 2),
    port: Number(process.env.PORT || 8080),
    host: process.env.HOST || '0.0.0.0',
  });
  const list = cluster.processes.map((member) => `${member.url} (pid ${member.pid})`).join(', ');
  console.log(
    `Multisalle cluster on ${cluster.url} (${cluster.proxy === 'nginx' ? 'nginx' : 'our proxy'}): ${cluster.processes.length} processes, ${list}`,
  );
  const onSignal = (signal: string) => {
    console.log(`${signal} received, stopping the cluster.`);
    void cluster.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', () => onSignal('SIGINT'));
  process.once('SIGTERM', () => onSignal('SIGTERM'));
}
