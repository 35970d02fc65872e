import { describe, expect, it } from 'vitest';
import type { GameCategory, VendorCard, VendorLane } from '@jade/contract/games';
import { buildNav, type NavCategoryItem } from './build-nav';

function card(code: string, gameType: GameCategory, isHot: 0 | 1 = 0): VendorCard {
  return {
    vassalage: code,
    displayName: code,
    gameType,
    accountTypeId: 1,
    isHot,
    nodeId: code,
    lagerIcon: '',
    smallIcon: '',
    h5Icon: '',
    isGame: '',
    gameCode: null,
    maintenance: false,
  };
}
function lane(title: GameCategory, count: number): VendorLane {
  return { title, cards: Array.from({ length: count }, (_, i) => card(`${title}${i + 1}`, title)) };
}

describe('buildNav', () => {
  it('lists only navigation categories that have vendors, in navigation order', () => {
    const items = buildNav([
      lane('LIVE', 3),
      lane('RNG', 2),
      lane('SPORTS', 0),
      lane('TABLE', 4),
      lane('FISH', 1),
    ]);
    expect(items.map((i) => i.category)).toEqual(['RNG', 'LIVE', 'FISH']);
    expect(items[0]?.href).toBe('/rng');
  });

  it('caps the dropdown at 11 vendors and shows more only when exactly 11 are shown', () => {
    const [ten, eleven, twelve] = [10, 11, 14].map((n) => buildNav([lane('RNG', n)])[0]!) as [
      NavCategoryItem,
      NavCategoryItem,
      NavCategoryItem,
    ];
    expect(ten.vendors).toHaveLength(10);
    expect(ten.showMore).toBe(false);
    expect(eleven.vendors).toHaveLength(11);
    expect(eleven.showMore).toBe(true);
    expect(twelve.vendors).toHaveLength(11);
    expect(twelve.vendorCount).toBe(14);
    expect(twelve.showMore).toBe(true);
    expect(twelve.vendors.at(-1)?.vassalage).toBe('RNG11');
  });

  it('honours a different limit', () => {
    expect(buildNav([lane('PVP', 5)], 5)[0]?.showMore).toBe(true);
  });

  it('merges lanes of the same category without duplicates', () => {
    const items = buildNav([
      lane('RNG', 2),
      { title: 'RNG', cards: [card('RNG2', 'RNG'), card('X', 'RNG')] },
    ]);
    expect(items[0]?.vendors.map((v) => v.vassalage)).toEqual(['RNG1', 'RNG2', 'X']);
  });

  it('gives cockfight no page and no dropdown, but its first vendor to launch', () => {
    const [item] = buildNav([lane('COCKFIGHT', 3)]);
    expect(item?.href).toBeNull();
    expect(item?.vendors).toEqual([]);
    expect(item?.showMore).toBe(false);
    expect(item?.launchVendor?.vassalage).toBe('COCKFIGHT1');
  });

  it('copes with missing data', () => {
    expect(buildNav(undefined)).toEqual([]);
  });
});
