import { NAV_CATEGORIES, type GameCategory } from '@jade/contract/game-constants';
import { NAV_VENDOR_LIMIT } from '@jade/contract/game-constants';
import type { VendorCard, VendorLane } from '@jade/contract/games';
import { categoryHref } from '../../config/paths';
import { vendorsByCategory } from '../../lib/categories';

export interface NavCategoryItem {
  category: GameCategory;
  /** The category page, or null for cockfight, which has no page. */
  href: string | null;
  /** Up to NAV_VENDOR_LIMIT vendors for the dropdown. */
  vendors: VendorCard[];
  vendorCount: number;
  /** The 'more' entry shows when the dropdown is full (exactly the limit shown). */
  showMore: boolean;
  /** Cockfight launches this vendor directly instead of opening a page. */
  launchVendor: VendorCard | null;
}

/**
 * Spec §2 main navigation: one item per navigation category that has at least one vendor, in
 * navigation order, each with at most 11 vendors and a 'more' entry when exactly 11 are shown.
 */
export function buildNav(
  lanes: readonly VendorLane[] | undefined,
  limit = NAV_VENDOR_LIMIT,
): NavCategoryItem[] {
  const byCategory = vendorsByCategory(lanes);
  const items: NavCategoryItem[] = [];
  for (const category of NAV_CATEGORIES) {
    const all = byCategory.get(category) ?? [];
    if (all.length === 0) continue;
    const vendors = all.slice(0, limit);
    const cockfight = category === 'COCKFIGHT';
    items.push({
      category,
      href: categoryHref(category),
      vendors: cockfight ? [] : vendors,
      vendorCount: all.length,
      showMore: !cockfight && vendors.length === limit,
      launchVendor: cockfight ? (all[0] ?? null) : null,
    });
  }
  return items;
}
