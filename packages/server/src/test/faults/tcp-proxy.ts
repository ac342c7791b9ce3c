// Test helper of the fault tests: a TCP proxy between the server and PostgreSQL that can cut the database off
// (open connections destroyed, new ones refused) or stall it (nothing passes either way, new connections
// accepted and left waiting: what a host gone or a network dropping packets looks like), and let it back.
import { connect, createServer, type Server, type Socket } from 'node:net';

/** A running proxy. */
export interface TcpProxy {
  port: number;
  /** Destroys every open connection and refuses new ones until {@link TcpProxy.restore}. */
  cut: () => Promise<void>;
  /** Listens again on the same port. */
  restore: () => Promise<void>;
  /** Stops every byte both ways, on open connections and on those opened meanwhile, until {@link TcpProxy.unstall}. */
  stall: () => void;
  /** Lets the bytes held by {@link TcpProxy.stall} and the next ones pass again. */
  unstall: () => void;
  /** Connections accepted so far, and connections destroyed by cuts. */
  counts: () => { accepted: number; destroyed: number };
  close: () => Promise<void>;
}

/**
 * Forwards `127.0.0.1:<port>` to `target`.
 *
 * @example const proxy = await startTcpProxy({ host: '127.0.0.1', port: 5432 }); await proxy.cut();
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const pairs = new Set<[client: Socket, upstream: Socket]>();
  let isStalled = false;
  const flow = ([client, upstream]: [Socket, Socket]) => {
    client.pipe(upstream);
    upstream.pipe(client);
  };
  const hold = ([client, upstream]: [Socket, Socket]) => {
    client.unpipe(upstream);
    upstream.unpipe(client);
    client.pause();
    upstream.pause();
  };
  let accepted = 0;
  let destroyed = 0;
  let port = 0;
  let server: Server | null = null;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((client) => {
        accepted += 1;
        const upstream = connect(target.port, target.host);
        sockets.add(client);
        sockets.add(upstream);
        const pair: [Socket, Socket] = [client, upstream];
        pairs.add(pair);
        const drop = () => {
          pairs.delete(pair);
          sockets.delete(client);
          sockets.delete(upstream);
          client.destroy();
          upstream.destroy();
        };
        client.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
        if (isStalled) hold(pair);
        else flow(pair);
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        const address = next.address();
        if (address && typeof address === 'object') port = address.port;
        server = next;
        resolve();
      });
    });

  await listen();
  return {
    get port() {
      return port;
    },
    async cut() {
      const closing = server;
      server = null;
      // close() waits for open connections: destroy them before waiting.
      const closed = new Promise<void>((resolve) => (closing ? closing.close(() => resolve()) : resolve()));
      destroyed += sockets.size;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      await closed;
    },
    restore: listen,
    stall() {
      isStalled = true;
      for (const pair of pairs) hold(pair);
    },
    unstall() {
      isStalled = false;
      for (const pair of pairs) flow(pair);
    },
    counts: () => ({ accepted, destroyed }),
    async close() {
      const closing = server;
      server = null;
      const closed = new Promise<void>((resolve) => (closing ? closing.close(() => resolve()) : resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
