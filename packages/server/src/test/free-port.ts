import { createServer } from 'node:net';

/**
 * A TCP port nobody listens on right now on 127.0.0.1 (closed again at once, so a server process can take
 * it): for the tests, the cluster script and the bench that start servers of their own.
 *
 * @example const port = await freePort();
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = address && typeof address === 'object' ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
