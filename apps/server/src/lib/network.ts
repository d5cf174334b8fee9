import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The network a client address stands for in every per-network limit (decision 051): an IPv4
 * address is itself, an IPv6 address is its /64, the smallest block a provider hands one customer
 * (one home or one server gets 2^64 addresses, so per-address keys would never fill). IPv4-mapped
 * IPv6 addresses (::ffff:192.0.2.1, a dual-stack socket) count as the IPv4 address. Anything that
 * does not parse is kept as it is: it still names one bucket.
 */
export function networkOf(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.process(ip);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((p) => p.toString(16));
  return `${parts.join(':')}::/64`;
}

/** Whether a TRUST_PROXY entry is an address, a CIDR block, or a range name Fastify knows (decision 051). */
export function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** The names @fastify/proxy-addr accepts for common ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY as Fastify takes it. Fastify 5.12 trusts nothing for a bare number (it cannot
 * check the peer), so a hop count becomes a function trusting the socket peer and the hops before
 * it: the client is the entry the outermost trusted proxy wrote (decision 051).
 */
export function trustProxyOption(trust: false | number | string[]): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
