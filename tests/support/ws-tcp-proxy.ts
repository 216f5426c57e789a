import net from 'node:net';
import { WebSocketServer, type RawData } from 'ws';

/**
 * A minimal WebSocket-to-TCP proxy of the kind Neon runs in front of its databases, so the real Neon
 * driver (inside workerd) can reach a local Postgres: `ws://host:port/v1?address=pghost:pgport`.
 * Only loopback targets are allowed.
 */
export async function startWsTcpProxy(): Promise<{ port: number; close(): Promise<void> }> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  wss.on('connection', (socket, request) => {
    const address = new URL(request.url ?? '/', 'http://proxy').searchParams.get('address') ?? '';
    const match = /^(localhost|127\.0\.0\.1):(\d+)$/.exec(address);
    if (!match) {
      socket.close(1008, 'address must be a loopback host:port');
      return;
    }
    const tcp = net.connect({ host: '127.0.0.1', port: Number(match[2]) });
    const pending: Buffer[] = [];
    let connected = false;
    tcp.on('connect', () => {
      connected = true;
      for (const chunk of pending) tcp.write(chunk);
      pending.length = 0;
    });
    socket.on('message', (data: RawData) => {
      const chunk = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
      if (connected) tcp.write(chunk);
      else pending.push(chunk);
    });
    tcp.on('data', (chunk) => socket.send(chunk));
    tcp.on('close', () => socket.close());
    tcp.on('error', () => socket.close());
    socket.on('close', () => tcp.destroy());
    socket.on('error', () => tcp.destroy());
  });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const { port } = wss.address() as net.AddressInfo;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  };
}
