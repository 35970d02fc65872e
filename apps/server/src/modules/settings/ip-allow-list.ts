import net from 'node:net';
import { normaliseIp } from '../../platform/geo/geo-lookup';

/** An allow-list entry: one address (`203.0.113.7`, `2001:db8::1`) or a CIDR block (`203.0.113.0/24`). */
export function parseIpEntry(
  entry: string,
): { address: string; prefix: number | null; family: 4 | 6 } | null {
  const [rawAddress, rawPrefix, ...rest] = entry.trim().split('/');
  if (rest.length > 0 || !rawAddress) return null;
  const address = normaliseIp(rawAddress);
  const family = net.isIP(address);
  if (family === 0) return null;
  if (rawPrefix === undefined) return { address, prefix: null, family: family as 4 | 6 };
  if (!/^\d{1,3}$/.test(rawPrefix)) return null;
  const prefix = Number(rawPrefix);
  if (prefix > (family === 4 ? 32 : 128)) return null;
  return { address, prefix, family: family as 4 | 6 };
}

export function isValidIpEntry(entry: string): boolean {
  return parseIpEntry(entry) !== null;
}

/** True when `ip` matches one of the entries; invalid entries are ignored. */
export function ipAllowed(entries: readonly string[], ip: string): boolean {
  if (entries.length === 0) return false;
  const list = new net.BlockList();
  for (const entry of entries) {
    const parsed = parseIpEntry(entry);
    if (!parsed) continue;
    const type = parsed.family === 4 ? 'ipv4' : 'ipv6';
    if (parsed.prefix === null) list.addAddress(parsed.address, type);
    else list.addSubnet(parsed.address, parsed.prefix, type);
  }
  const address = normaliseIp(ip);
  const family = net.isIP(address);
  if (family === 0) return false;
  return list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}
