import http from 'node:http';
import net from 'node:net';

/**
 * HTTP for the reliability suites against `npm start`: plain node:http so each simulated visitor can
 * come from its own loopback address (the whole of 127.0.0.0/8 reaches the server on Linux), which is
 * what the server's per-client rate limits key on; and raw sockets for what fetch refuses to send.
 */

export interface Answer {
  /** 0 when no response arrived (connection refused or reset, or the client gave up). */
  status: number;
  ms: number;
  body: string;
  headers: http.IncomingHttpHeaders;
  /** The network error, or 'timeout'. */
  error?: string;
  /** Whether the request went out on a kept-alive connection (one that had carried a request before). */
  reused?: boolean;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  agent?: http.Agent;
  /** The client gives up (and reports status 0, error 'timeout') after this long. */
  timeoutMs?: number;
}

const agents = new Map<string, http.Agent>();

/**
 * One keep-alive agent per loopback address: a visitor with a few connections of their own. Like a
 * browser, it lets an idle connection go well before the server's keep-alive timeout (Node's 5 s), so a
 * request never goes out on a connection the server is closing at that moment: that race gives a reset
 * that browsers silently retry, and it would be the client's doing, not the server's.
 */
export function visitorAgent(address: string): http.Agent {
  let agent = agents.get(address);
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, maxSockets: 4, localAddress: address, timeout: 2_000 });
    agents.set(address, agent);
  }
  return agent;
}

export function destroyAgents(): void {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}

/** The i-th simulated visitor's address: 127.0.1.1, 127.0.1.2, … (never 127.0.0.1, the test's own). */
export function visitorAddress(i: number): string {
  return `127.0.${1 + Math.floor(i / 250)}.${1 + (i % 250)}`;
}

export function send(origin: string, path: string, options: RequestOptions = {}): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const finish = (answer: Omit<Answer, 'ms'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...answer, ms: performance.now() - started });
    };
    const url = new URL(path, origin);
    const body =
      options.body === undefined
        ? undefined
        : typeof options.body === 'string'
          ? Buffer.from(options.body)
          : options.body;
    const req = http.request(
      url,
      {
        method: options.method ?? 'GET',
        headers: { ...(body ? { 'content-length': String(body.byteLength) } : {}), ...options.headers },
        agent: options.agent ?? false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          finish({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers }),
        );
        res.on('error', (error) =>
          finish({ status: res.statusCode ?? 0, body: '', headers: res.headers, error: error.message }),
        );
      },
    );
    const timer = setTimeout(() => {
      finish({ status: 0, body: '', headers: {}, error: 'timeout' });
      req.destroy();
    }, options.timeoutMs ?? 15_000);
    req.on('error', (error: NodeJS.ErrnoException) =>
      finish({ status: 0, body: '', headers: {}, error: error.code ?? error.message, reused: req.reusedSocket }),
    );
    if (body) req.write(body);
    req.end();
  });
}

/** A JSON request as the site's own pages send it (same origin), optionally signed in. */
export function sendJson(
  origin: string,
  method: string,
  path: string,
  body: unknown,
  options: { cookie?: string | undefined; agent?: http.Agent; timeoutMs?: number } = {},
): Promise<Answer> {
  return send(origin, path, {
    method,
    headers: {
      origin,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    ...(options.agent ? { agent: options.agent } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
}

/** Signs in through POST /api/login and returns the Cookie header to send back. */
export async function signIn(origin: string, username: string, password: string): Promise<string> {
  const res = await sendJson(origin, 'POST', '/api/login', { username, password });
  if (res.status !== 200) throw new Error(`sign-in of ${username} failed: ${res.status} ${res.body}`);
  const setCookie = res.headers['set-cookie'] ?? [];
  const session = setCookie.map((c) => c.split(';')[0]!).find((c) => /^(__Host-)?session=/.test(c));
  if (!session) throw new Error('no session cookie in the sign-in answer');
  return session;
}

/** The JSON error shape every API refusal has: `{ message: string }`. */
export function hasMessage(answer: Answer): boolean {
  if (!/^application\/json/.test(String(answer.headers['content-type'] ?? ''))) return false;
  try {
    const parsed = JSON.parse(answer.body) as { message?: unknown };
    return typeof parsed.message === 'string' && parsed.message.length > 0;
  } catch {
    return false;
  }
}

export interface RawAnswer {
  /** The status of the first response line, 0 when none came. */
  status: number;
  /** Everything the server sent (up to 64 kB). */
  text: string;
  /** How it ended: the server closed, the client timed out, or an error. */
  ended: 'closed' | 'timeout' | 'error';
  ms: number;
}

/**
 * Writes raw bytes to the server and reads until it closes the connection or `idleMs` passes without
 * data (after a response has started) or `timeoutMs` passes in all.
 */
export function rawRequest(
  port: number,
  bytes: string | Uint8Array,
  options: { timeoutMs?: number; idleMs?: number; localAddress?: string } = {},
): Promise<RawAnswer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const socket = net.connect({
      host: '127.0.0.1',
      port,
      ...(options.localAddress ? { localAddress: options.localAddress } : {}),
    });
    let text = '';
    let done = false;
    let idle: ReturnType<typeof setTimeout> | undefined;
    const finish = (ended: RawAnswer['ended']) => {
      if (done) return;
      done = true;
      clearTimeout(overall);
      clearTimeout(idle);
      socket.destroy();
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      resolve({ status: match ? Number(match[1]) : 0, text, ended, ms: performance.now() - started });
    };
    const overall = setTimeout(() => finish('timeout'), options.timeoutMs ?? 5_000);
    socket.on('data', (chunk: Buffer) => {
      if (text.length < 65_536) text += chunk.toString('latin1');
      clearTimeout(idle);
      idle = setTimeout(() => finish('timeout'), options.idleMs ?? 300);
    });
    socket.on('end', () => finish('closed'));
    socket.on('close', () => finish('closed'));
    socket.on('error', () => finish('error'));
    socket.write(typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : bytes);
  });
}

/** Every complete status line in a raw answer (pipelined or smuggled requests answer more than once). */
export function statusLines(text: string): number[] {
  return [...text.matchAll(/HTTP\/1\.[01] (\d{3})/g)].map((m) => Number(m[1]));
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
