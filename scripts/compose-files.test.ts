// deploy/: the compose file's nginx is the README's block with the services' names, and every setting the
// compose file reads is in its example .env or has a default. CI starts the whole file
// (scripts/image/compose-smoke.ts); these checks catch a drift without a container runtime.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nginxSiteConfig } from './nginx-front.ts';

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');

describe('deploy/ (the compose file)', () => {
  it("puts the README's nginx block in front of the compose file's two servers, letter for letter", () => {
    const block = nginxSiteConfig({ upstreams: ['server-1:8080', 'server-2:8080'], listen: '80' });
    expect(read('deploy/nginx.conf')).toContain(block);
  });

  it('reads only settings that compose.env.example names or that have a default', () => {
    const compose = read('deploy/compose.yaml');
    const example = read('deploy/compose.env.example');
    const named = new Set([...example.matchAll(/^([A-Z_]+)=/gm)].map((match) => match[1]));
    const read_ = [...compose.matchAll(/\$\{([A-Z_]+)(:[-?][^}]*)?\}/g)];
    expect(read_.length).toBeGreaterThan(0);
    const unnamed = read_.filter(([, name, rest]) => !named.has(name) && !rest?.startsWith(':-'));
    expect(unnamed.map(([whole]) => whole)).toEqual([]);
    // The two passwords have no default: compose refuses to start without them.
    expect(compose).toContain('${POSTGRES_PASSWORD:?');
    expect(compose).toContain('${MQTT_PASSWORD:?');
  });

  it('keeps the servers behind nginx: only nginx and the broker publish a port', () => {
    const compose = read('deploy/compose.yaml');
    const published = [
      ...compose.matchAll(/^ {2}([a-z0-9-]+):[^\n]*\n(?:(?! {2}[a-z0-9-]+:)[^\n]*\n)*? {4}ports:/gm),
    ].map((match) => match[1]);
    expect(published.sort()).toEqual(['mosquitto', 'nginx']);
  });
});
