import {
  GAME_CATEGORIES,
  NAV_CATEGORIES,
  type GameCategory,
  type VendorCard,
  type VendorLane,
} from '@jade/contract/games';
import { inMaintenance } from './maintenance-window';
import type { VendorRow } from './repository';

/** Artwork routes (modules/artwork) draw every vendor's logo and icon; no external images. */
export function vendorCard(v: VendorRow, nowMs = Date.now()): VendorCard {
  const code = encodeURIComponent(v.code);
  return {
    vassalage: v.code,
    displayName: v.displayName,
    gameType: v.category as GameCategory,
    accountTypeId: v.accountTypeId,
    isHot: v.isHot ? 1 : 0,
    nodeId: v.nodeId,
    lagerIcon: `/img/vendor/${code}.webp`,
    smallIcon: `/img/vendor/${code}-icon.webp`,
    h5Icon: `/img/vendor/${code}-icon.webp`,
    isGame: v.isGame,
    gameCode: v.gameCode,
    maintenance: inMaintenance(v, nowMs),
  };
}

/** Categories in navigation order, then the other categories in contract order. */
export const LANE_ORDER: readonly GameCategory[] = [
  ...NAV_CATEGORIES,
  ...GAME_CATEGORIES.filter((c) => !(NAV_CATEGORIES as readonly GameCategory[]).includes(c)),
];

/** One lane per category that has at least one enabled vendor, cards in sort order. */
export function buildVendorLanes(rows: readonly VendorRow[], nowMs = Date.now()): VendorLane[] {
  const byCategory = new Map<GameCategory, VendorRow[]>();
  for (const row of rows) {
    if (!row.enabled || !(GAME_CATEGORIES as readonly string[]).includes(row.category)) continue;
    const category = row.category as GameCategory;
    byCategory.set(category, [...(byCategory.get(category) ?? []), row]);
  }
  return LANE_ORDER.filter((c) => byCategory.has(c)).map((title) => ({
    title,
    cards: [...byCategory.get(title)!]
      .sort((a, b) => a.sortOrder - b.sortOrder || a.code.localeCompare(b.code))
      .map((v) => vendorCard(v, nowMs)),
  }));
}
