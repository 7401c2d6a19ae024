import ipaddr from 'ipaddr.js';

/**
 * True only for globally routable unicast addresses. Loopback, private (10/8, 172.16/12, 192.168/16), link-local
 * (including the 169.254.169.254 cloud metadata address), CGNAT (100.64/10), unspecified, multicast, reserved,
 * IPv6 unique-local and transition ranges that can embed a private IPv4 (mapped, NAT64, 6to4, Teredo) are refused.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}
