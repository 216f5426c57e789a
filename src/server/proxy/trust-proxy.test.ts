import { describe, expect, it } from 'vitest';
import { forwardedInfo, forwardedUrl, parseTrustProxy } from './trust-proxy.ts';

const headers = (values: Record<string, string>) => new Headers(values);

/** The client a trusted chain yields: the visitor behind the peer when TRUST_PROXY trusts the peer, else the peer. */
const clientBehind = (trust: string, peer: string, forwardedFor = '198.51.100.4') =>
  forwardedInfo(parseTrustProxy(trust), peer, headers({ 'x-forwarded-for': forwardedFor })).clientIp;

describe('addresses and ranges (read by proxy-addr)', () => {
  it.each([
    ['10.0.0.0/8', '10.200.3.4', true],
    ['10.0.0.0/8', '11.0.0.1', false],
    ['172.16.0.0/12', '172.31.255.255', true],
    ['172.16.0.0/12', '172.32.0.1', false],
    ['192.168.1.7', '192.168.1.7', true],
    ['192.168.1.7', '192.168.1.8', false],
    ['::1/128', '::1', true],
    ['fc00::/7', 'fd12::1', true],
    ['127.0.0.0/8', '::ffff:127.0.0.1', true],
    ['2001:db8::/32', '2001:db8::7', true],
    ['fe80::/10', 'fe80::1%eth0', true],
    ['private', '192.168.0.9', true],
    ['private', 'fd00::1', true],
    ['linklocal', '169.254.1.1', true],
    ['loopback', '10.0.0.1', false],
  ])('%s contains %s: %s', (range, address, trusted) => {
    expect(clientBehind(range, address)).toBe(trusted ? '198.51.100.4' : address.replace(/^::ffff:/, ''));
  });
  it.each(['10.0.0.0/33', '::/129', '10.0.0.0/8/1', '10.0.0.0/x', 'localhost'])('refuses %j', (text) =>
    expect(() => parseTrustProxy(text)).toThrow(`"${text}" is not an address, a CIDR range, loopback, private or linklocal`),
  );
  it.each(['abc', '256.1.1.1', '1::2::3', ':::', 'evil.example'])('%j in the chain is never a proxy', (text) => {
    expect(clientBehind('loopback', '127.0.0.1', `6.6.6.6, ${text}`)).toBe(text);
  });
});

describe('parseTrustProxy', () => {
  it.each([
    [undefined, 'off'],
    ['', 'off'],
    ['false', 'off'],
    ['0', 'off'],
    ['1', 'hops'],
    ['2', 'hops'],
    ['loopback', 'ranges'],
    ['127.0.0.1, 10.0.0.0/8', 'ranges'],
    ['loopback,private', 'ranges'],
  ])('%j is %s', (value, kind) => expect(parseTrustProxy(value).kind).toBe(kind));
  it.each(['yes', 'nginx', '10.0.0.0/99', '11', 'loopback,,'])('refuses %j with a message', (value) =>
    expect(() => parseTrustProxy(value)).toThrow(/./),
  );
});

describe('forwardedInfo', () => {
  const spoof = { 'x-forwarded-for': '6.6.6.6', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' };
  it.each([
    // [TRUST_PROXY, peer, headers, client, proto, host]
    ['', '203.0.113.9', spoof, '203.0.113.9', undefined, undefined],
    ['', '127.0.0.1', spoof, '127.0.0.1', undefined, undefined],
    // One nginx on the same machine: it appends the visitor's address and sets proto and host.
    ['1', '127.0.0.1', { 'x-forwarded-for': '198.51.100.4', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'masjid.example' }, '198.51.100.4', 'https', 'masjid.example'],
    // A visitor who sends their own X-Forwarded-For through that nginx cannot choose their address.
    ['1', '127.0.0.1', { 'x-forwarded-for': '6.6.6.6, 198.51.100.4' }, '198.51.100.4', undefined, undefined],
    ['loopback', '127.0.0.1', { 'x-forwarded-for': '6.6.6.6, 198.51.100.4' }, '198.51.100.4', undefined, undefined],
    ['loopback', '::ffff:127.0.0.1', { 'x-forwarded-for': '198.51.100.4' }, '198.51.100.4', undefined, undefined],
    // Two proxies (a CDN, then nginx): the CDN's address is skipped too when it is trusted.
    ['loopback, 10.0.0.0/8', '127.0.0.1', { 'x-forwarded-for': '6.6.6.6, 198.51.100.4, 10.1.1.1' }, '198.51.100.4', undefined, undefined],
    ['2', '127.0.0.1', { 'x-forwarded-for': '6.6.6.6, 198.51.100.4, 10.1.1.1' }, '198.51.100.4', undefined, undefined],
    // Someone reaching the server directly, around the proxy, is not believed.
    ['loopback', '203.0.113.9', spoof, '203.0.113.9', undefined, undefined],
    // A trusted proxy that sent no X-Forwarded-For is the client itself.
    ['1', '127.0.0.1', {}, '127.0.0.1', undefined, undefined],
    // Only http/https and a syntactic host are taken.
    ['1', '127.0.0.1', { 'x-forwarded-proto': 'javascript', 'x-forwarded-host': 'a b/c' }, '127.0.0.1', undefined, undefined],
    ['1', '127.0.0.1', { 'x-forwarded-proto': 'HTTPS, http', 'x-forwarded-host': 'Masjid.Example:8443' }, '127.0.0.1', 'https', 'masjid.example:8443'],
  ] as const)('TRUST_PROXY=%j, peer %s', (trust, peer, values, client, proto, host) => {
    expect(forwardedInfo(parseTrustProxy(trust), peer, headers(values))).toEqual({ clientIp: client, proto, host });
  });
});

describe('forwardedUrl', () => {
  it.each([
    ['http://127.0.0.1:4321/api/login?x=1', undefined, undefined, 'http://127.0.0.1:4321/api/login?x=1'],
    ['http://127.0.0.1:4321/api/login?x=1', 'https', 'masjid.example', 'https://masjid.example/api/login?x=1'],
    ['http://127.0.0.1:4321/a', 'https', undefined, 'https://127.0.0.1:4321/a'],
    ['http://127.0.0.1:4321/a', undefined, 'masjid.example:8080', 'http://masjid.example:8080/a'],
  ] as const)('%s with %s and %s', (url, proto, host, expected) => {
    expect(forwardedUrl(url, { proto, host })).toBe(expected);
  });
});
