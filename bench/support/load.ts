import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';

/**
 * HTTP load through autocannon (programmatic, in this process): a warm-up run whose figures are thrown
 * away, then the measured run. Every response of both must be 2xx, without errors or timeouts: a load run
 * that got 429s or 500s measured the wrong thing, so it throws.
 */
export interface LoadRequest {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadOptions {
  /** The server's origin, e.g. http://127.0.0.1:4321. */
  origin: string;
  /** One request, or several that every connection cycles through. */
  requests: LoadRequest | readonly LoadRequest[];
  connections?: number;
  durationS?: number;
  warmupS?: number;
  /**
   * Each connection reconnects after this many requests from a new loopback address (127.x.y.z), so a
   * per-address rate limit stands for many visitors instead of refusing one benchmark client.
   */
  rotateAddressEvery?: number;
}

export interface LoadFigures {
  /** Mean of the per-second request counts of the measured run. */
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Bytes per second received (bodies and headers, as sent: compressed when the server compressed). */
  bytesPerSec: number;
  durationS: number;
}

/**
 * autocannon keeps every response body as a string (`body += chunk`, for its expectBody and verifyBody
 * options, which these benchmarks do not use). Decoding binary bodies as UTF-8 is slow: against a plain
 * node:http server sending 100 KB, it managed ~700 req/s of brotli bytes but ~8,000 req/s of the same
 * length of JavaScript text, so compressed responses measured the load generator, not the server. The
 * bodies are still received and counted (bytes, throughput); only that string is not built.
 */
function skipBodyStrings(): void {
  const require = createRequire(import.meta.url);
  const queuePath = path.join(path.dirname(require.resolve('autocannon')), 'lib', 'pipelinedRequestsQueue.js');
  const Queue = require(queuePath) as { prototype: { addBody(data: unknown): void } };
  Queue.prototype.addBody = () => {};
}
skipBodyStrings();

export const LOAD_DEFAULTS = { connections: 50, durationS: 10, warmupS: 2 } as const;

let nextAddress = 0;

/** 127.1.0.1 onwards (skipping .0 and .255): never 127.0.0.1, never the same address twice in a process. */
function freshLoopbackAddress(): string {
  const n = nextAddress++;
  const c = n % 254;
  const b = Math.floor(n / 254) % 256;
  const a = 1 + (Math.floor(n / (254 * 256)) % 254);
  return `127.${a}.${b}.${c + 1}`;
}

/**
 * autocannon opens its sockets with `net.connect(port, host)` and has no local-address option; for the
 * duration of `work` connections to the target get a fresh source address each. Linux routes all of
 * 127.0.0.0/8 to the loopback interface, so the server sees many clients on one machine.
 */
async function withRotatingSourceAddress<T>(target: URL, work: () => Promise<T>): Promise<T> {
  const original = net.connect;
  const port = Number(target.port);
  const patched = ((...args: unknown[]) => {
    if (args.length === 2 && Number(args[0]) === port && args[1] === target.hostname) {
      return original({ port, host: target.hostname, localAddress: freshLoopbackAddress() });
    }
    return (original as (...a: unknown[]) => net.Socket)(...args);
  }) as typeof net.connect;
  net.connect = patched;
  try {
    return await work();
  } finally {
    net.connect = original;
  }
}

function toAutocannonRequest(request: LoadRequest): autocannon.Request {
  return {
    method: request.method ?? 'GET',
    path: request.path,
    ...(request.headers ? { headers: request.headers } : {}),
    ...(request.body !== undefined ? { body: request.body } : {}),
  };
}

function checkRun(result: autocannon.Result, phase: string): void {
  const problems: string[] = [];
  if (result.non2xx > 0) {
    const codes = Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, stat]) => `${stat.count ?? 0}× ${code}`)
      .join(', ');
    problems.push(`${result.non2xx} non-2xx responses (${codes})`);
  }
  if (result.errors > 0) problems.push(`${result.errors} errors`);
  if (result.timeouts > 0) problems.push(`${result.timeouts} timeouts`);
  if (result.requests.total === 0) problems.push('no request completed');
  if (problems.length > 0) throw new Error(`${phase}: ${problems.join(', ')}`);
}

async function cannon(options: LoadOptions, durationS: number): Promise<autocannon.Result> {
  const list = Array.isArray(options.requests) ? options.requests : [options.requests as LoadRequest];
  const first = list[0];
  if (!first) throw new Error('no request to load');
  return autocannon({
    url: `${options.origin}${first.path}`,
    connections: options.connections ?? LOAD_DEFAULTS.connections,
    duration: durationS,
    requests: list.map(toAutocannonRequest),
    ...(options.rotateAddressEvery ? { reconnectRate: options.rotateAddressEvery } : {}),
  });
}

export async function runLoad(options: LoadOptions): Promise<LoadFigures> {
  const run = async () => {
    const warmupS = options.warmupS ?? LOAD_DEFAULTS.warmupS;
    if (warmupS > 0) checkRun(await cannon(options, warmupS), 'warm-up');
    const result = await cannon(options, options.durationS ?? LOAD_DEFAULTS.durationS);
    checkRun(result, 'load');
    return result;
  };
  const result = options.rotateAddressEvery ? await withRotatingSourceAddress(new URL(options.origin), run) : await run();
  return {
    reqPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    bytesPerSec: result.throughput.average,
    durationS: result.duration,
  };
}

export function describeLoad(label: string, figures: LoadFigures): string {
  return (
    `${label}: ${Math.round(figures.reqPerSec).toLocaleString('en-US')} req/s, p50 ${figures.p50Ms} ms, ` +
    `p99 ${figures.p99Ms} ms, ${figures.requests.toLocaleString('en-US')} requests in ${figures.durationS} s, ` +
    `${(figures.bytesPerSec / 1024 / 1024).toFixed(1)} MB/s`
  );
}
