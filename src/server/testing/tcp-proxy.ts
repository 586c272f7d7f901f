// A TCP proxy for fault tests: it forwards to a target until told to refuse, and can cut every open connection.
import net, { type AddressInfo } from 'node:net';

export type TcpProxy = {
  port: number;
  /** New connections are closed at once (as a database that is down or unreachable). */
  refuse: () => void;
  accept: () => void;
  /** Closes every open connection. */
  cut: () => void;
  /** The local ports of the connections to the target (what the target sees as the clients' ports). */
  upstreamPorts: () => number[];
  close: () => Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let refusing = false;
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  const server = net.createServer((client) => {
    if (refusing) return void client.destroy();
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const cut = () => {
    for (const { client, upstream } of pairs) {
      client.destroy();
      upstream.destroy();
    }
    pairs.clear();
  };
  return {
    port: (server.address() as AddressInfo).port,
    refuse: () => (refusing = true),
    accept: () => (refusing = false),
    cut,
    upstreamPorts: () => [...pairs].map((p) => p.upstream.localPort).filter((p): p is number => typeof p === 'number'),
    close: async () => {
      cut();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The same URL, through the proxy. */
export function viaProxy(url: string, proxy: TcpProxy): string {
  const u = new URL(url);
  u.hostname = '127.0.0.1';
  u.port = String(proxy.port);
  return u.toString();
}
