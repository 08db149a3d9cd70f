import { BlockList, isIP } from 'node:net';

/** Addresses that say nothing about where a player is: never inside unless allow-listed. */
const nonPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  nonPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  nonPublic.addSubnet(network, prefix, 'ipv6');
}

/** An IPv4 address written as IPv6 (`::ffff:192.0.2.1`, as dual-stack sockets report it). */
export function normalizeIp(address: string): string | null {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  const candidate = mapped?.[1] ?? trimmed;
  return isIP(candidate) === 0 ? null : candidate;
}

export function isNonPublicIp(address: string): boolean {
  return nonPublic.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}
