import net from 'node:net';

/**
 * A TCP proxy between the app and PostgreSQL that a test can cut and restore (decision 094): cut,
 * every open connection is dropped and new ones are refused, as when the database stops; silenced,
 * open connections are dropped and new ones accepted but never answered, as when its host is out of
 * reach; restored, it forwards again on the same port. The shared PostgreSQL server keeps running.
 */
export type TcpProxy = {
  port: number;
  cut: () => Promise<void>;
  silence: () => void;
  restore: () => Promise<void>;
  close: () => Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let silent = false;
  const server = net.createServer((client) => {
    if (silent) {
      sockets.add(client);
      client.on('close', () => sockets.delete(client));
      client.on('error', () => client.destroy());
      return;
    }
    const upstream = net.connect(target.port, target.host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });
  await listen(0);
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    cut: stop,
    silence: () => {
      silent = true;
      for (const s of sockets) s.destroy();
    },
    restore: async () => {
      silent = false;
      for (const s of sockets) s.destroy();
      if (!server.listening) await listen(port);
    },
    close: stop,
  };
}
