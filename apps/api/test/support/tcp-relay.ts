import { once } from 'node:events';
import { createConnection, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

export type TcpRelay = {
  /** The relay's loopback port: what the app is told the service's address is. */
  port: number;
  /** The service goes away: open connections are cut and new ones refused. */
  cut(): Promise<void>;
  /** The service is back, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
};

/** A loopback relay to `target` that a test can cut and restore, to take a service away from the app and back. */
export async function tcpRelay(target: { host: string; port: number }): Promise<TcpRelay> {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;

  const listen = async () => {
    const listening = createServer((client) => {
      const upstream = createConnection(target);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    listening.listen(port, '127.0.0.1');
    await once(listening, 'listening');
    port = (listening.address() as AddressInfo).port;
    server = listening;
  };
  const stop = async () => {
    const stopping = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    if (stopping) await new Promise<void>((resolve) => stopping.close(() => resolve()));
  };

  await listen();
  return { port, cut: stop, restore: listen, close: stop };
}
