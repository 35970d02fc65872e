import { describe, expect, it } from 'vitest';
import { buildVendorLanes, LANE_ORDER } from './vendor-lanes';
import type { VendorRow } from './repository';

function vendor(
  code: string,
  category: string,
  sortOrder: number,
  extra: Partial<VendorRow> = {},
): VendorRow {
  return {
    id: sortOrder,
    brandId: 1,
    code,
    displayName: code,
    category,
    accountTypeId: 1,
    nodeId: String(sortOrder),
    isHot: false,
    sortOrder,
    isGame: '',
    gameCode: null,
    maintenance: false,
    maintenanceFrom: null,
    maintenanceUntil: null,
    enabled: true,
    ...extra,
  };
}

describe('buildVendorLanes', () => {
  it('orders lanes by navigation then the rest, cards by sort order, and skips disabled vendors', () => {
    const lanes = buildVendorLanes([
      vendor('B', 'BINGO', 1),
      vendor('R2', 'RNG', 20),
      vendor('R1', 'RNG', 10, { isHot: true }),
      vendor('L', 'LIVE', 5),
      vendor('OFF', 'FISH', 1, { enabled: false }),
      vendor('X', 'UNKNOWN', 1),
    ]);
    expect(lanes.map((l) => l.title)).toEqual(['RNG', 'LIVE', 'BINGO']);
    expect(lanes[0]!.cards.map((c) => [c.vassalage, c.isHot])).toEqual([
      ['R1', 1],
      ['R2', 0],
    ]);
    expect(lanes[0]!.cards[0]).toMatchObject({
      lagerIcon: '/img/vendor/R1.webp',
      smallIcon: '/img/vendor/R1-icon.webp',
    });
  });

  it('knows every category', () => {
    expect(new Set(LANE_ORDER).size).toBe(13);
  });
});
