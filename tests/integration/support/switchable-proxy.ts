import net from 'node:net';

export type SwitchableProxy = {
  /** The database URL that goes through the proxy (TCP on loopback). */
  url: string;
  /** The database goes away: every connection through the proxy is cut, and new ones are refused. */
  cut: () => void;
  /** The database is back: new connections reach it again. */
  restore: () => void;
  close: () => Promise<void>;
};

/**
 * A TCP proxy in front of the test cluster, for a database outage one instance sees alone (the cluster itself stays up
 * for the other tests): the instance is given `url`, and `cut` and `restore` take the database away and bring it back.
 */
export async function startSwitchableProxy(databaseUrl: string): Promise<SwitchableProxy> {
  const target = new URL(databaseUrl);
  const sockets = new Set<net.Socket>();
  let isCut = false;
  const server = net.createServer((client) => {
    if (isCut) return client.destroy();
    const upstream = net.connect(Number(target.port), '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(`postgresql://127.0.0.1:${(server.address() as net.AddressInfo).port}${target.pathname}`);
  url.username = target.username;
  url.password = target.password;
  const cutAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    url: url.href,
    cut: () => {
      isCut = true;
      cutAll();
    },
    restore: () => {
      isCut = false;
    },
    close: async () => {
      cutAll();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
