import { createRequire } from 'node:module';
import net from 'node:net';

/** IP address to ISO 3166-1 alpha-2 country; replaceable (a paid database, a CDN header…). */
export interface GeoLookup {
  country(ip: string): string | null;
}

/** Strips the IPv4-mapped IPv6 prefix (`::ffff:1.2.3.4`) that Node reports for dual-stack sockets. */
export function normaliseIp(ip: string): string {
  const trimmed = ip.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped ? mapped[1]! : trimmed;
}

const privateRanges = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  privateRanges.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  privateRanges.addSubnet(network, prefix, 'ipv6');
}

/** Loopback, private, link-local, carrier-grade NAT, multicast and reserved addresses: no country. */
export function isPrivateIp(ip: string): boolean {
  const address = normaliseIp(ip);
  const family = net.isIP(address);
  if (family === 0) return true;
  return privateRanges.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

interface GeoipCountry {
  lookup(ip: string): { country?: string } | null;
}

/** The offline GeoLite2 country database shipped inside the `geoip-country` npm package. */
export function createGeoipCountryLookup(): GeoLookup {
  // A CommonJS package that loads its data files synchronously on first require.
  const geoip = createRequire(import.meta.url)('geoip-country') as GeoipCountry;
  return {
    country(ip) {
      const address = normaliseIp(ip);
      if (isPrivateIp(address)) return null;
      const country = geoip.lookup(address)?.country;
      return country && /^[A-Z]{2}$/.test(country) ? country : null;
    },
  };
}

/** For tests: a fixed table. */
export function createStaticGeoLookup(table: Record<string, string>): GeoLookup {
  return {
    country(ip) {
      const address = normaliseIp(ip);
      if (isPrivateIp(address)) return null;
      return table[address] ?? null;
    },
  };
}
