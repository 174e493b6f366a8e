import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';

/** A loopback port nothing listens on right now: connections to it are refused until something takes it. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
