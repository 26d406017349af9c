/**
 * Which addresses the server may call out to (webhooks, the ECB fetch): public unicast addresses,
 * and those in the networks the operator allows (WEBHOOK_ALLOWED_NETWORKS). The ranges are
 * ipaddr.js's own (RFC 6890's special-purpose registry): loopback, private (RFC 1918), unique local
 * (fc00::/7), link-local (169.254.0.0/16 with the cloud metadata address, fe80::/10), CGNAT
 * (100.64.0.0/10), multicast, unspecified, broadcast, reserved and documentation ranges, and the
 * IPv6 forms that carry an IPv4 address to a translator (6to4, Teredo, NAT64): everything but
 * `unicast`. An IPv4-mapped IPv6 address (::ffff:127.0.0.1) is judged as the IPv4 address it is.
 */
import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** A network as [address, prefix length] (ipaddr.js's CIDR form). */
export type Network = [Address, number];

/**
 * The IPv4-compatible IPv6 block (::a.b.c.d, deprecated by RFC 4291): ipaddr.js counts it as
 * unicast, but no public service is reached through it, so it is refused whole.
 */
const IPV4_COMPATIBLE: Network = ipaddr.IPv6.parseCIDR('::/96');

/** An IPv4-mapped IPv6 address as its IPv4 address; any other as it is. */
function unmapped(address: Address): Address {
  return address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress() ? (address as ipaddr.IPv6).toIPv4Address() : address;
}

/**
 * One entry of WEBHOOK_ALLOWED_NETWORKS as a network: a CIDR (`10.0.0.0/8`, `fd00::/8`) or a single
 * address (`127.0.0.1`: /32, `::1`: /128). IPv4 only in four-part decimal. Undefined when it is neither.
 */
export function parseNetwork(text: string): Network | undefined {
  const [address = '', prefix, ...rest] = text.trim().split('/');
  if (rest.length) return undefined;
  const whole = prefix === undefined ? `${address}/${ipaddr.IPv4.isValidFourPartDecimal(address) ? 32 : 128}` : `${address}/${prefix}`;
  let network: Network;
  if (ipaddr.IPv4.isValidCIDRFourPartDecimal(whole)) network = ipaddr.IPv4.parseCIDR(whole);
  else if (ipaddr.IPv6.isValidCIDR(whole) && !address.includes('%')) network = ipaddr.IPv6.parseCIDR(whole);
  else return undefined;
  // ::ffff:127.0.0.1/128 allows 127.0.0.1, as the address it maps is what gets called.
  const [base, bits] = network;
  if (base.kind() === 'ipv6' && bits >= 96 && (base as ipaddr.IPv6).isIPv4MappedAddress()) return [unmapped(base), bits - 96];
  return network;
}

/**
 * Whether the server may call `address`: a public unicast address, or one inside an allowed
 * network. An IPv4-mapped IPv6 address is judged as its IPv4 address; text that is no address is not.
 */
export function isCallableAddress(address: string, allowed: readonly Network[] = []): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = unmapped(ipaddr.parse(address));
  if (allowed.some(([base, bits]) => base.kind() === parsed.kind() && parsed.match(base, bits))) return true;
  return parsed.range() === 'unicast' && !(parsed.kind() === 'ipv6' && parsed.match(IPV4_COMPATIBLE));
}
