/**
 * Which forwarding headers to believe behind a reverse proxy (TRUST_PROXY). Off by default: the client
 * is the socket's peer and X-Forwarded-For/-Proto/-Host are ignored, since anyone can send them. On,
 * they are read only as far as trusted proxies wrote them: walking X-Forwarded-For from the right (each
 * proxy appends the address it received the request from), the client is the first address that is not
 * a trusted proxy. Scheme and host are believed only when the peer itself is a trusted proxy.
 */
export type TrustProxy =
  | { kind: 'off' }
  /** The last `hops` addresses (the peer counting as the first) are proxies. */
  | { kind: 'hops'; hops: number }
  /** Peers inside these ranges are proxies. */
  | { kind: 'ranges'; ranges: readonly IpRange[] };

export interface IpRange {
  /** The network address as 16 bytes (IPv4 mapped into IPv6). */
  bytes: Uint8Array;
  /** Prefix length over the 128 bits. */
  prefix: number;
}

const NAMED_RANGES: Record<string, readonly string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  private: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
};

/** IPv4 dotted quad or IPv6 (with ::, an embedded IPv4 tail and a %zone) as 16 bytes, else null. */
export function parseIp(text: string): Uint8Array | null {
  const value = text.trim().replace(/%.*$/, '');
  const v4 = parseIpv4(value);
  if (v4) return Uint8Array.from([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, ...v4]);
  return parseIpv6(value);
}

function parseIpv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const bytes = parts.map((p) => (/^(0|[1-9]\d{0,2})$/.test(p) ? Number(p) : NaN));
  return bytes.every((b) => b >= 0 && b <= 255) ? bytes : null;
}

function parseIpv6(text: string): Uint8Array | null {
  if (!/^[0-9a-fA-F:.]+$/.test(text) || text.split('::').length > 2) return null;
  const [head = '', tail] = text.split('::') as [string, string | undefined];
  const groups = (part: string): number[] | null => {
    if (part === '') return [];
    const out: number[] = [];
    const pieces = part.split(':');
    for (const [i, piece] of pieces.entries()) {
      if (i === pieces.length - 1 && piece.includes('.')) {
        const v4 = parseIpv4(piece);
        if (!v4) return null;
        out.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
      } else if (/^[0-9a-fA-F]{1,4}$/.test(piece)) out.push(parseInt(piece, 16));
      else return null;
    }
    return out;
  };
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  if (!left || !right) return null;
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const all = [...left, ...Array<number>(tail === undefined ? 0 : missing).fill(0), ...right];
  return Uint8Array.from(all.flatMap((g) => [g >> 8, g & 0xff]));
}

function isV4Mapped(bytes: Uint8Array): boolean {
  return bytes.slice(0, 10).every((b) => b === 0) && bytes[10] === 0xff && bytes[11] === 0xff;
}

/** '10.0.0.0/8', '::1', '192.168.1.7' (a single address) as a range, else null. */
export function parseRange(text: string): IpRange | null {
  const [address = '', prefixText, extra] = text.trim().split('/');
  if (extra !== undefined) return null;
  const bytes = parseIp(address);
  if (!bytes) return null;
  const v4 = isV4Mapped(bytes) && !address.includes(':');
  const max = v4 ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (prefix > max) return null;
  return { bytes, prefix: v4 ? prefix + 96 : prefix };
}

export function inRange(address: Uint8Array, range: IpRange): boolean {
  for (let bit = 0; bit < range.prefix; bit++) {
    const mask = 0x80 >> bit % 8;
    const byte = bit >> 3;
    if ((address[byte]! & mask) !== (range.bytes[byte]! & mask)) return false;
  }
  return true;
}

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
  const ranges: IpRange[] = [];
  for (const part of text.split(',').map((p) => p.trim())) {
    const named = NAMED_RANGES[part];
    const parsed = named ? named.map(parseRange) : [parseRange(part)];
    if (parsed.some((r) => r === null)) {
      throw new Error(`"${part}" is not an address, a CIDR range, loopback, private or linklocal`);
    }
    ranges.push(...(parsed as IpRange[]));
  }
  return { kind: 'ranges', ranges };
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
  const forwardedFor = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter((a) => a !== '');
  // Nearest first: the peer, then what each proxy appended, right to left.
  const chain = [peer, ...forwardedFor.reverse()];
  const isProxy = (index: number): boolean => {
    if (trust.kind === 'hops') return index < trust.hops;
    const bytes = parseIp(chain[index]!);
    return bytes !== null && trust.ranges.some((range) => inRange(bytes, range));
  };
  let client = 0;
  while (client < chain.length - 1 && isProxy(client)) client++;
  const clientIp = chain[client]!.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1').slice(0, 64);
  if (!isProxy(0)) return { clientIp, proto: undefined, host: undefined };
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
