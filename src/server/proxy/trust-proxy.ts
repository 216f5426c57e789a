import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

/**
 * Which forwarding headers to believe behind a reverse proxy (TRUST_PROXY). Off by default: the client
 * is the socket's peer and X-Forwarded-For/-Proto/-Host are ignored, since anyone can send them. On,
 * they are read only as far as trusted proxies wrote them: walking X-Forwarded-For from the right (each
 * proxy appends the address it received the request from), the client is the first address that is not
 * a trusted proxy. Scheme and host are believed only when the peer itself is a trusted proxy. Addresses
 * and ranges are read and matched by proxy-addr (Express's), ADR 018.
 */

type IsProxy = (address: string, index: number) => boolean;

export type TrustProxy =
  | { kind: 'off' }
  /** The last `hops` addresses (the peer counting as the first) are proxies. */
  | { kind: 'hops'; hops: number }
  /** Peers inside these addresses and ranges are proxies (proxy-addr's compiled test). */
  | { kind: 'ranges'; isProxy: IsProxy };

/** Our names for proxy-addr's ranges: 'private' is its 'uniquelocal' (10/8, 172.16/12, 192.168/16, fc00::/7). */
const NAMED_RANGES: Record<string, string> = { loopback: 'loopback', private: 'uniquelocal', linklocal: 'linklocal' };

/**
 * TRUST_PROXY's value: empty, 'false' or '0' for off; a whole number of proxy hops ('1' for one nginx or
 * Caddy in front); or a comma-separated list of addresses, CIDR ranges and the names loopback, private
 * and linklocal. Throws a message naming the first part it cannot read.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === 'false' || text === '0' || text === 'off') return { kind: 'off' };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) throw new Error('a hop count above 10 is not a real proxy chain');
    return { kind: 'hops', hops };
  }
  const parts = text.split(',').map((written) => {
    const part = written.trim();
    try {
      proxyaddr.compile(NAMED_RANGES[part] ?? part);
    } catch {
      throw new Error(`"${part}" is not an address, a CIDR range, loopback, private or linklocal`);
    }
    return NAMED_RANGES[part] ?? part;
  });
  return { kind: 'ranges', isProxy: proxyaddr.compile(parts) };
}

export interface ForwardedInfo {
  /** The client's address for rate limits and sign-in throttling. */
  clientIp: string | undefined;
  /** 'https' or 'http' from X-Forwarded-Proto, when a trusted proxy sent it. */
  proto: 'http' | 'https' | undefined;
  /** The host the browser asked for, from X-Forwarded-Host, when a trusted proxy sent it. */
  host: string | undefined;
}

type HeaderReader = { get(name: string): string | null };

/** The first value of a header a proxy may have appended to ('https, http' → 'https'). */
function firstValue(headers: HeaderReader, name: string): string | undefined {
  const value = headers.get(name)?.split(',')[0]?.trim();
  return value ? value : undefined;
}

const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** What a request says about its client, scheme and host, believing only what `trust` allows. */
export function forwardedInfo(trust: TrustProxy, peer: string | undefined, headers: HeaderReader): ForwardedInfo {
  if (trust.kind === 'off' || peer === undefined) return { clientIp: peer, proto: undefined, host: undefined };
  const isProxy: IsProxy = trust.kind === 'hops' ? (_address, index) => index < trust.hops : trust.isProxy;
  // proxy-addr walks X-Forwarded-For from the peer leftwards and stops at the first address no proxy wrote.
  const chain = proxyaddr.all(nodeRequest(peer, headers.get('x-forwarded-for')), isProxy);
  const clientIp = chain.at(-1)!.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1').slice(0, 64);
  if (!isProxy(peer, 0)) return { clientIp, proto: undefined, host: undefined };
  const proto = firstValue(headers, 'x-forwarded-proto')?.toLowerCase();
  const host = firstValue(headers, 'x-forwarded-host');
  return {
    clientIp,
    proto: proto === 'https' || proto === 'http' ? proto : undefined,
    host: host !== undefined && HOST.test(host) ? host.toLowerCase() : undefined,
  };
}

/** The URL the browser asked for: the request's own, with the scheme and host a trusted proxy reported. */
export function forwardedUrl(requestUrl: string, info: Pick<ForwardedInfo, 'proto' | 'host'>): string {
  if (info.proto === undefined && info.host === undefined) return requestUrl;
  const url = new URL(requestUrl);
  // Built afresh: URL's host setter would keep the old port when the new host names none.
  const proto = info.proto ?? url.protocol.slice(0, -1);
  return new URL(`${url.pathname}${url.search}`, `${proto}://${info.host ?? url.host}`).toString();
}

/** The two fields of a Node request that proxy-addr reads. */
function nodeRequest(peer: string, forwardedFor: string | null): IncomingMessage {
  return { headers: { 'x-forwarded-for': forwardedFor ?? '' }, socket: { remoteAddress: peer } } as unknown as IncomingMessage;
}
