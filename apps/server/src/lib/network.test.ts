import { describe, expect, it } from 'vitest';
import { isProxyAddress, networkOf, trustProxyOption } from './network.js';

describe('networkOf', () => {
  it('keeps an IPv4 address as it is, and reads an IPv4-mapped IPv6 address as IPv4', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('names the /64 of an IPv6 address, whatever its spelling', () => {
    const net = '2001:db8:0:5678::/64';
    expect(networkOf('2001:db8:5678::1')).not.toBe(net);
    expect(networkOf('2001:db8:0:5678::1')).toBe(net);
    expect(networkOf('2001:0DB8:0000:5678:ffff:ffff:ffff:ffff')).toBe(net);
    expect(networkOf('2001:db8:0:5679::1')).toBe('2001:db8:0:5679::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
  });

  it('keeps what does not parse as one bucket of its own', () => {
    expect(networkOf('unknown')).toBe('unknown');
  });
});

describe('isProxyAddress', () => {
  it.each(['10.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', '2001:db8::/128', 'loopback', 'uniquelocal'])('accepts %s', (e) => {
    expect(isProxyAddress(e)).toBe(true);
  });
  it.each(['true', 'yes', '10.0.0.0/33', '::/129', '10.0.0.0/8/1', '10.0.0.256', '10.0.0.0/x', 'proxy.example.com', ''])(
    'refuses %s',
    (e) => {
      expect(isProxyAddress(e)).toBe(false);
    },
  );
});

describe('trustProxyOption', () => {
  it('turns a hop count into a function trusting the socket peer and the hops before it', () => {
    const fn = trustProxyOption(2) as (a: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => fn('192.0.2.1', hop))).toEqual([true, true, false]);
    expect(trustProxyOption(false)).toBe(false);
    expect(trustProxyOption(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
  });
});
