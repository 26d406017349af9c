import { describe, expect, it } from 'vitest';
import { isCallableAddress, parseNetwork, type Network } from './public-address';

const networks = (...list: string[]): Network[] => list.map((text) => parseNetwork(text)!);

describe('isCallableAddress', () => {
  it('calls public unicast addresses, IPv4 and IPv6 (and an IPv4-mapped public one)', () => {
    for (const address of ['8.8.8.8', '93.184.215.14', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect(isCallableAddress(address), address).toBe(true);
  });

  it.each([
    ['loopback', ['127.0.0.1', '127.255.255.254', '::1']],
    ['private (RFC 1918)', ['10.0.0.1', '10.255.255.255', '172.16.0.1', '172.31.255.255', '192.168.0.1', '192.168.255.255']],
    ['unique local (fc00::/7)', ['fc00::1', 'fd12:3456::1']],
    ['link-local and the cloud metadata address', ['169.254.0.1', '169.254.169.254', 'fe80::1', 'febf::1']],
    ['carrier-grade NAT (100.64.0.0/10)', ['100.64.0.1', '100.127.255.254']],
    ['multicast', ['224.0.0.1', '239.255.255.250', 'ff02::1']],
    ['unspecified', ['0.0.0.0', '0.1.2.3', '::']],
    ['broadcast and reserved', ['255.255.255.255', '240.0.0.1', '192.0.2.1', '198.51.100.1', '203.0.113.1', '198.18.0.1', '2001:db8::1']],
    [
      'IPv4-mapped IPv6 of a refused address',
      ['::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '::ffff:169.254.169.254', '::ffff:a9fe:a9fe'],
    ],
    ['IPv4-compatible IPv6 (deprecated)', ['::127.0.0.1', '::7f00:1', '::808:808']],
    ['IPv6 carrying an IPv4 address to a translator (NAT64, 6to4, Teredo)', ['64:ff9b::7f00:1', '2002:7f00:1::1', '2001::1']],
    ['text that is no address', ['localhost', '', '127.0.0.1.5', 'http://127.0.0.1']],
  ])('refuses %s', (_kind, addresses) => {
    for (const address of addresses) expect(isCallableAddress(address), address).toBe(false);
  });

  it('calls an address of an allowed network, and only of it', () => {
    const allowed = networks('10.0.0.0/8', '127.0.0.1/32', 'fd00::/8');
    for (const address of ['10.1.2.3', '127.0.0.1', '::ffff:127.0.0.1', 'fd00::5'])
      expect(isCallableAddress(address, allowed), address).toBe(true);
    for (const address of ['127.0.0.2', '::1', '192.168.1.1', '169.254.169.254', 'fe80::1'])
      expect(isCallableAddress(address, allowed), address).toBe(false);
    // An allowed network never refuses a public address.
    expect(isCallableAddress('8.8.8.8', allowed)).toBe(true);
  });
});

describe('parseNetwork', () => {
  it('reads CIDRs and single addresses, IPv4 and IPv6; an IPv4-mapped network as its IPv4 one', () => {
    expect(parseNetwork('10.0.0.0/8')?.map(String)).toEqual(['10.0.0.0', '8']);
    expect(parseNetwork(' 127.0.0.1 ')?.map(String)).toEqual(['127.0.0.1', '32']);
    expect(parseNetwork('::1')?.map(String)).toEqual(['::1', '128']);
    expect(parseNetwork('fd00::/8')?.map(String)).toEqual(['fd00::', '8']);
    expect(parseNetwork('::ffff:127.0.0.1/128')?.map(String)).toEqual(['127.0.0.1', '32']);
  });

  it('refuses what is not a network', () => {
    for (const text of [
      '',
      'x',
      '10.0.0.0/33',
      '::/129',
      '10.0.0.0/8/8',
      '127.1/8',
      '0x7f.0.0.1',
      '10.0.0.0/',
      'fe80::1%eth0/64',
      'loopback',
    ])
      expect(parseNetwork(text), text).toBeUndefined();
  });
});
