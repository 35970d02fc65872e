import type { CustomerServiceEntry } from '@jade/contract/system';

/** Spec §6: a member whose VIP rank is above this level is served by the VIP channel. */
export const VIP_SERVICE_MIN_LEVEL = 5;

/**
 * The channels a visitor or member is offered (spec §6): a VIP rank above 4 gets the VIP channel
 * (csType 2) instead of live chat (csType 1), everyone else live chat; a brand without the wanted
 * channel falls back to the other one. External links (csType 3) are offered to everyone.
 */
export function channelsFor(
  entries: readonly CustomerServiceEntry[],
  vipLevel: number | null | undefined,
): CustomerServiceEntry[] {
  const vip = (vipLevel ?? 0) >= VIP_SERVICE_MIN_LEVEL;
  const wanted = vip ? 2 : 1;
  const hasWanted = entries.some((e) => e.csType === wanted);
  const chat = hasWanted ? wanted : vip ? 1 : 2;
  return entries.filter((e) => e.csType === 3 || e.csType === chat);
}

/** Live chat and VIP paths are plain web addresses; csType 3 paths are encrypted. */
export function isWebUrl(path: string): boolean {
  return /^https?:\/\//i.test(path);
}
