import net from 'node:net';
import type { AddressInfo } from 'node:net';

/** A TCP port free on the loopback right now, for a child process that must be told its port before it starts. */
export async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as AddressInfo;
  await new Promise((resolve) => srv.close(resolve));
  return port;
}
