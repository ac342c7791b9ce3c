// The README's nginx block is the one the cluster and load tests run (scripts/nginx-front.ts writes it), and
// nginx itself accepts the whole file the front generates.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { freePort } from '../packages/server/src/test/free-port.ts';
import { findNginx, nginxSiteConfig, startNginx } from './nginx-front.ts';

describe('the nginx front', () => {
  it('is the configuration the README shows, letter for letter', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const block = nginxSiteConfig({ upstreamPorts: [8081, 8082], listen: '80' });
    expect(readme).toContain(`\`\`\`nginx\n${block}\`\`\``);
  });

  it.skipIf(!findNginx())(
    'starts nginx with it and answers 502 itself when no server process runs',
    async () => {
      const nginx = findNginx() ?? '';
      const [port, deadPort] = [await freePort(), await freePort()];
      // startNginx waits for an answer: with no upstream nginx itself answers (502), which proves it runs.
      const front = await startNginx({ nginx, upstreamPorts: [deadPort], host: '127.0.0.1', port });
      try {
        const answer = await fetch(`${front.url}/healthz`);
        expect(answer.status).toBe(502);
        expect(front.errors()).toContain('Connection refused');
      } finally {
        await front.stop();
      }
    },
  );
});
