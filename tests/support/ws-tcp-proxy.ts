import net from 'node:net';
import { WebSocketServer, type RawData } from 'ws';

export interface WsTcpProxyOptions {
  /**
   * Added to every round trip through the proxy: the WebSocket upgrade and each chunk the driver sends
   * wait this long, so a local run shows what a database some distance away would cost.
   */
  delayMs?: number;
}

export interface ProxyStats {
  /** WebSocket connections the driver opened (one per Neon Pool connection). */
  connections: number;
  /** Of those, the ones still open. */
  open: number;
  /** Statements sent to PostgreSQL: simple queries ('Q') and parses of extended-protocol queries ('P'). */
  statements: number;
  /** Each statement's SQL text and when it arrived (ms since the epoch), in order (the last 50,000). */
  log: Array<{ at: number; sql: string }>;
}

export interface WsTcpProxy {
  port: number;
  /** Changes the delay for what passes through from now on (see WsTcpProxyOptions.delayMs). */
  setDelayMs(ms: number): void;
  stats(): ProxyStats;
  resetStats(): void;
  close(): Promise<void>;
}

/**
 * A minimal WebSocket-to-TCP proxy of the kind Neon runs in front of its databases, so the real Neon
 * driver (inside workerd) can reach a local Postgres: `ws://host:port/v1?address=pghost:pgport`.
 * Only loopback targets are allowed. It reads the PostgreSQL frontend protocol on the way through and
 * counts the statements that reach the database (pg_stat_statements would need a server restart).
 */
export async function startWsTcpProxy(options: WsTcpProxyOptions = {}): Promise<WsTcpProxy> {
  let delayMs = options.delayMs ?? 0;
  const stats: ProxyStats = { connections: 0, open: 0, statements: 0, log: [] };
  const wss = new WebSocketServer({
    host: '127.0.0.1',
    port: 0,
    verifyClient: (_info, done) => (delayMs > 0 ? setTimeout(() => done(true), delayMs) : done(true)),
  });
  wss.on('connection', (socket, request) => {
    const address = new URL(request.url ?? '/', 'http://proxy').searchParams.get('address') ?? '';
    const match = /^(localhost|127\.0\.0\.1):(\d+)$/.exec(address);
    if (!match) {
      socket.close(1008, 'address must be a loopback host:port');
      return;
    }
    stats.connections++;
    stats.open++;
    socket.once('close', () => stats.open--);
    const tcp = net.connect({ host: '127.0.0.1', port: Number(match[2]) });
    const reader = frontendReader((type, body) => {
      if (type !== 'Q' && type !== 'P') return;
      stats.statements++;
      stats.log.push({ at: Date.now(), sql: statementText(type, body) });
      if (stats.log.length > 50_000) stats.log.shift();
    });
    const pending: Buffer[] = [];
    let connected = false;
    const forward = (chunk: Buffer) => {
      if (tcp.destroyed) return;
      if (connected) tcp.write(chunk);
      else pending.push(chunk);
    };
    tcp.on('connect', () => {
      connected = true;
      for (const chunk of pending) tcp.write(chunk);
      pending.length = 0;
    });
    socket.on('message', (data: RawData) => {
      const chunk = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
      reader(chunk);
      // Equal delays keep the chunks in order: Node runs timers of the same duration in the order set.
      if (delayMs > 0) setTimeout(() => forward(chunk), delayMs);
      else forward(chunk);
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
    setDelayMs(ms) {
      delayMs = ms;
    },
    stats: () => ({ ...stats, log: [...stats.log] }),
    resetStats() {
      stats.connections = 0;
      stats.statements = 0;
      // `open` is a state, not a count of events: it is not reset.
      stats.log = [];
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  };
}

/**
 * Splits one connection's client-to-server bytes into PostgreSQL messages. The first messages (SSL or
 * GSS request, startup) carry no type byte; every later one is a type byte and a 4-byte length.
 */
function frontendReader(onMessage: (type: string, body: Buffer) => void): (chunk: Buffer) => void {
  let buffered: Buffer = Buffer.alloc(0);
  let started = false;
  return (chunk) => {
    buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
    for (;;) {
      if (!started) {
        if (buffered.length < 8) return;
        const length = buffered.readInt32BE(0);
        if (buffered.length < length) return;
        const code = buffered.readInt32BE(4);
        // 80877103 SSLRequest, 80877104 GSSENCRequest: another untyped message (the startup) follows.
        if (code !== 80877103 && code !== 80877104) started = true;
        buffered = buffered.subarray(length);
        continue;
      }
      if (buffered.length < 5) return;
      const length = buffered.readInt32BE(1);
      if (buffered.length < 1 + length) return;
      onMessage(String.fromCharCode(buffered[0]!), buffered.subarray(5, 1 + length));
      buffered = buffered.subarray(1 + length);
    }
  };
}

/** The SQL of a 'Q' (query string) or 'P' (statement name, then query string) message. */
function statementText(type: string, body: Buffer): string {
  let start = 0;
  if (type === 'P') start = body.indexOf(0) + 1;
  const end = body.indexOf(0, start);
  return body.subarray(start, end < 0 ? body.length : end).toString('utf8');
}
