// A real nginx in front of the server processes, for `npm run cluster`, `npm run load` and their tests: the
// same `upstream` and `server` blocks as the README's (a test checks the README holds exactly what
// `nginxSiteConfig` writes for ports 8081 and 8082), wrapped in a main configuration that lets nginx run
// from a temporary directory in the foreground, without touching /etc/nginx.

import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where Debian puts nginx, or what `NGINX_PATH` names; undefined when it is not installed. */
export function findNginx(): string | undefined {
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'];
  for (const candidate of candidates) {
    if (!candidate) continue;
    if (spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0) return candidate;
  }
  return undefined;
}

/**
 * The `upstream` and `server` blocks of the README: two (or more) processes on loopback, kept-alive
 * connections to them, `X-Forwarded-For` set (not appended: the server trusts the first hop) and the
 * request id nginx makes passed on.
 *
 * @example nginxSiteConfig({ upstreamPorts: [8081, 8082], listen: '80' });
 */
export function nginxSiteConfig(options: {
  upstreamPorts?: number[];
  /** host:port of each process, when not this machine's ports (the compose file's service names). */
  upstreams?: string[];
  listen: string;
}): string {
  const upstreams = options.upstreams ?? (options.upstreamPorts ?? []).map((port) => `127.0.0.1:${port}`);
  const servers = upstreams.map((address) => `  server ${address};`).join('\n');
  return `upstream multisalle {
${servers}
  keepalive 32;
}
server {
  listen ${options.listen};
  client_max_body_size 8m;   # the largest body the server takes: a 5 MiB avatar as a base64 data URL
  location / {
    proxy_pass http://multisalle;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $remote_addr;   # set, not appended: the server trusts the first hop
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Request-Id $request_id;
  }
}
`;
}

/** The whole file nginx reads: a foreground process whose files all live under `prefix`. */
function mainConfig(prefix: string, site: string): string {
  // As root, nginx's workers would switch to `nobody`, who cannot write the temporary directory.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  const indented = site
    .trimEnd()
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
  return `${user}daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  # Not in the README: the load generator plays many players from loopback, each naming its own address in
  # X-Forwarded-For (as a client behind a trusted front would be named), so the per-address rate limits
  # count players, not the one test machine. Only loopback is trusted to say so.
  set_real_ip_from 127.0.0.1;
  real_ip_header X-Forwarded-For;
${indented}
}
`;
}

/** A running nginx front. */
export interface NginxFront {
  url: string;
  /** Its error log so far (upstream failures are logged there). */
  errors: () => string;
  stop: () => Promise<void>;
}

function answers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get(`${url}/healthz`, { timeout: 2000 }, (response) => {
      response.resume();
      resolve(true);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

/**
 * Starts nginx on `host:port` in front of the processes listening on `upstreamPorts` of 127.0.0.1; resolves
 * once it answers.
 *
 * @example const front = await startNginx({ nginx: findNginx()!, upstreamPorts: [8081, 8082], host: '127.0.0.1', port: 8080 });
 */
export async function startNginx(options: {
  nginx: string;
  upstreamPorts: number[];
  host: string;
  port: number;
}): Promise<NginxFront> {
  const prefix = mkdtempSync(path.join(tmpdir(), 'multisalle-nginx-'));
  const listen = `${options.host === '0.0.0.0' ? '' : `${options.host}:`}${options.port}`;
  const config = path.join(prefix, 'nginx.conf');
  writeFileSync(
    config,
    mainConfig(prefix, nginxSiteConfig({ upstreamPorts: options.upstreamPorts, listen })),
  );
  const child: ChildProcess = spawn(
    options.nginx,
    ['-p', prefix, '-c', config, '-e', `${prefix}/error.log`],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const url = `http://${options.host === '0.0.0.0' ? '127.0.0.1' : options.host}:${options.port}`;
  const errors = () => {
    try {
      return spawnSync('cat', [`${prefix}/error.log`], { encoding: 'utf8' }).stdout ?? '';
    } catch {
      return '';
    }
  };
  const deadline = Date.now() + 10_000;
  while (!(await answers(url))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(prefix, { recursive: true, force: true });
      throw new Error(`nginx did not start: ${stderr.trim() || errors()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const kill = () => {
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  process.once('exit', kill);
  return {
    url,
    errors,
    stop: async () => {
      // SIGQUIT is nginx's graceful stop; SIGTERM its fast one, which also ends open event streams at once.
      if (child.exitCode === null) child.kill('SIGTERM');
      const killer = setTimeout(kill, 5_000);
      await exited;
      clearTimeout(killer);
      process.removeListener('exit', kill);
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
