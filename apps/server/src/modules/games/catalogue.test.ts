import { describe, expect, it } from 'vitest';
import { DEMO_VENDORS } from '../../seed/demo-data';
import {
  alternativesOf,
  buildCatalogue,
  filterGames,
  maskName,
  minBetLimit,
  paginate,
  toTile,
  type CatalogueGame,
} from './catalogue';
import { buildDemoCatalogue, buildDemoRooms, launchKindOf } from './catalogue-seed';
import { generateNames } from './names';

const vendors = DEMO_VENDORS.map((v) => ({
  code: v.code,
  category: v.category,
  isGame: v.isGame ?? '',
  gameCode: v.gameCode ?? null,
}));

function game(nodeId: string, extra: Partial<CatalogueGame> = {}): CatalogueGame {
  return {
    nodeId,
    gameCode: `G${nodeId}`,
    vendorCode: 'AUR',
    vendorName: 'Aurora Reels',
    vendorSort: 10,
    vendorIsGame: '',
    gameType: 'RNG',
    names: { EN: `Game ${nodeId}`, CN: `游戏${nodeId}` },
    classification: 'slots',
    minBet: 10,
    minLineNum: 20,
    supportPlay: 0,
    isHot: false,
    isNew: false,
    maintenance: false,
    alternatives: [],
    jackpotType: null,
    launchKind: 'vendor-sim',
    playType: null,
    sortOrder: Number(nodeId),
    enabled: true,
    ...extra,
  };
}

describe('name generation', () => {
  it('is deterministic and gives distinct names per vendor in EN, MY and CN', () => {
    const a = generateNames('AUR', ['slots', 'megaways'], 40);
    expect(generateNames('AUR', ['slots', 'megaways'], 40)).toEqual(a);
    expect(new Set(a.map((n) => n.EN)).size).toBe(40);
    expect(a.every((n) => n.EN && n.MY && n.CN)).toBe(true);
    expect(generateNames('BMB', ['slots', 'megaways'], 40)).not.toEqual(a);
    expect(a[1]!.EN).toMatch(/Megaways$/);
  });

  it('the demo catalogue is about 1,000 games, the same every time, with the engine games first', () => {
    const rows = buildDemoCatalogue(1, vendors);
    expect(buildDemoCatalogue(1, vendors)).toEqual(rows);
    expect(rows.length).toBeGreaterThan(900);
    expect(rows.length).toBeLessThan(1100);
    expect(rows.slice(0, 5).map((r) => r.gameCode)).toEqual([
      'jade-dragon',
      'lotus-fortune',
      'koi-riches',
      'baccarat',
      'fish',
    ]);
    expect(new Set(rows.map((r) => r.nodeId)).size).toBe(rows.length);
    const rng = vendors.filter((v) => v.category === 'RNG' && v.code !== 'JADE');
    for (const v of rng) {
      const n = rows.filter((r) => r.vendorCode === v.code).length;
      expect(n, v.code).toBeGreaterThanOrEqual(20);
      expect(n, v.code).toBeLessThanOrEqual(60);
    }
    expect(rows.some((r) => r.maintenance)).toBe(true);
    for (const bet of [1, 5, 10, 50, 75])
      expect(
        rows.some((r) => r.minBet === bet),
        String(bet),
      ).toBe(true);
    expect(buildDemoRooms(rows).length).toBeGreaterThan(0);
  });

  it('launch kinds: in-house, lottery (by category or vassalage), popup list, vendor simulator', () => {
    const v = (code: string, isGame = '') => ({ code, category: 'RNG', isGame, gameCode: null });
    expect(launchKindOf(v('JADE'), 'RNG')).toBe('inhouse');
    expect(launchKindOf(v('X'), 'ELOTT')).toBe('lottery');
    expect(launchKindOf(v('TCG_LOTTO_VN'), 'RNG')).toBe('lottery');
    expect(launchKindOf(v('THC', 'VASSALAGE'), 'PVP')).toBe('vassalage-list');
    expect(launchKindOf(v('AUR'), 'RNG')).toBe('vendor-sim');
  });
});

describe('filters', () => {
  const cat = buildCatalogue([
    game('3', { minBet: 75, classification: 'megaways', minLineNum: 1 }),
    game('1', { minBet: 1 }),
    game('2', { minBet: 5, vendorCode: 'BMB', vendorSort: 20, jackpotType: 'JP' }),
    game('4', { enabled: false }),
    game('5', { gameType: 'LIVE', classification: 'baccarat', minBet: 500 }),
  ]);
  const ids = (q: Parameters<typeof filterGames>[1], lang = 'EN') =>
    filterGames(cat, q, lang).map((g) => g.nodeId);

  it('orders by vendor sort, game sort, then name, and skips disabled games', () => {
    expect(ids({})).toEqual(['1', '3', '5', '2']);
  });

  it('applies every field', () => {
    expect(ids({ gameType: 'LIVE' })).toEqual(['5']);
    expect(ids({ vassalage: 'bmb' })).toEqual(['2']);
    expect(ids({ gameClassify: 'megaways' })).toEqual(['3']);
    expect(ids({ minLineNum: 1 })).toEqual(['3']);
    expect(ids({ jackpotType: 'JP' })).toEqual(['2']);
    expect(ids({ gameName: 'GAME 3' })).toEqual(['3']);
    expect(ids({ gameName: '游戏5' }, 'CN')).toEqual(['5']);
    expect(ids({ gameName: 'game 5' }, 'CN')).toEqual(['5']);
    expect(ids({ gameName: 'nothing' })).toEqual([]);
  });

  it('minBet keeps games at most the option', () => {
    expect(minBetLimit('all')).toBeNull();
    expect(minBetLimit(undefined)).toBeNull();
    expect(minBetLimit('0.05')).toBe(5);
    expect(minBetLimit('0.1')).toBe(10);
    expect(ids({ minBet: '0.01' })).toEqual(['1']);
    expect(ids({ minBet: '0.05' })).toEqual(['1', '2']);
    expect(ids({ minBet: '0.75' })).toEqual(['1', '3', '2']);
    expect(ids({ minBet: 'all' })).toHaveLength(4);
  });

  it('pages', () => {
    expect(paginate([1, 2, 3, 4, 5], 2, 2)).toEqual({ page: [3, 4], totalCount: 5, totalPages: 3 });
    expect(paginate([1, 2, 3], 3, 2)).toEqual({ page: [], totalCount: 3, totalPages: 2 });
    expect(paginate([], 1, 24)).toEqual({ page: [], totalCount: 0, totalPages: 0 });
  });

  it('suggests alternatives: own list first, else same classification, same vendor first', () => {
    const down = game('9', { maintenance: true, vendorCode: 'BMB' });
    const c = buildCatalogue([...cat.games, down, game('10', { vendorCode: 'BMB', vendorSort: 20 })]);
    expect(alternativesOf(c, down).map((g) => g.nodeId)).toEqual(['2', '10', '1']);
    expect(alternativesOf(c, { ...down, alternatives: ['5', '4'] }).map((g) => g.nodeId)).toEqual(['5']);
  });

  it('tiles carry the artwork URLs and the language name', () => {
    const tile = toTile(cat.games[0]!, 'CN');
    expect(tile).toMatchObject({ gameName: '游戏1', minBet: 0.01, isHot: 0, vassalage: 'AUR' });
    expect(tile.iconUrl).toBe(
      '/img/game/G1.webp?name=%E6%B8%B8%E6%88%8F1&vendor=Aurora%20Reels&category=RNG',
    );
  });

  it('masks names', () => {
    expect(maskName('dealer')).toBe('de***er');
    expect(maskName('abcd')).toBe('a***d');
    expect(maskName('ab')).toBe('a***');
  });
});
