// What the image and compose checks share: podman's run flags for these machines, and `.env.example`
// filled in as an operator would.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const shellLimit = (flag: string) =>
  execFileSync('bash', ['-c', `ulimit ${flag}`], { encoding: 'utf8' }).trim();

/**
 * These machines run podman inside a VM with cgroups v1 and limits below podman's defaults: runc (crun
 * refuses the hybrid cgroups) and limits no higher than the machine's. Elsewhere PODMAN_RUN_FLAGS='' keeps
 * podman's.
 */
export function podmanRunFlags(): string[] {
  const set = process.env.PODMAN_RUN_FLAGS;
  if (set !== undefined) return set.split(' ').filter(Boolean);
  return [
    '--runtime',
    'runc',
    '--ulimit',
    `nofile=${shellLimit('-n')}:${shellLimit('-Hn')}`,
    // Above about 60 000 the VM refuses to set it, whatever the shell's own limit says.
    '--ulimit',
    'nproc=4096:4096',
  ];
}

/**
 * The README's `.env.example` as an operator fills it in: its required lines given values (a real secret,
 * the site's public https address, a mail transport, the card provider's keys; nothing is mailed or paid in
 * these checks), then `extra` lines. Throws when the file has a required line this does not fill.
 */
export function filledEnvExample(extra: Record<string, string> = {}): string {
  const filled: Record<string, string> = {
    JWT_SECRET: `${'s'.repeat(16)}${Date.now()}${'e'.repeat(16)}`,
    PUBLIC_SITE_URL: 'https://reservation.exemple.fr',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    LYRA_SHOP_ID: '12345678',
    LYRA_PASSWORD: 'prodpassword_smoke',
    LYRA_PUBLIC_KEY: '12345678:publickey_smoke',
    LYRA_HMAC_KEY: 'hmac_smoke',
  };
  const example = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
  const lines = example.split('\n').map((line) => {
    const name = /^([A-Z_]+)=$/.exec(line)?.[1];
    return name && name in filled ? `${name}=${filled[name]}` : line;
  });
  const stillEmpty = lines.filter((line) => /^[A-Z_]+=$/.test(line));
  if (stillEmpty.length > 0)
    throw new Error(`.env.example has required lines this check does not fill: ${stillEmpty.join(', ')}`);
  return [...lines, ...Object.entries(extra).map(([name, value]) => `${name}=${value}`), ''].join('\n');
}
