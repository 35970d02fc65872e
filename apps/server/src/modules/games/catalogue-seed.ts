import type { GameCategory } from '@jade/contract/games';
import type { JackpotType, LaunchKind } from '@jade/contract/game-catalogue';
import { LOTTERY_VASSALAGES } from '@jade/contract/game-catalogue';
import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { SLOT_MACHINES } from '@jade/contract/inhouse-engine/slots/index';
import { generateNames, hashSeed, seededRandom, type Names } from './names';
import { games, pvpRooms, vendors } from './tables';

/** The in-house vendor: its games are the engine's (@jade/contract/inhouse-engine). */
export const INHOUSE_VENDOR = 'JADE';

export interface SeedVendor {
  code: string;
  category: string;
  isGame: string;
  gameCode: string | null;
}

export type NewGame = typeof games.$inferInsert;

interface CategoryPlan {
  classes: string[];
  count: [min: number, max: number];
  minBets: number[];
  /** Share of games with a free trial (supportPlay 0). */
  trial: number;
  jackpotType?: JackpotType;
}

/** Minimum bets in minor units, from the filter options (0.01 … 0.75) and higher. */
const SLOT_BETS = [1, 1, 5, 5, 10, 10, 50, 75, 100, 200];
const TABLE_BETS = [50, 75, 100, 200, 500, 1000];

const PLANS: Record<GameCategory, CategoryPlan> = {
  RNG: {
    classes: ['slots', 'classic', 'megaways', 'cascade', 'slots'],
    count: [20, 60],
    minBets: SLOT_BETS,
    trial: 0.7,
  },
  LIVE: {
    classes: ['baccarat', 'roulette', 'sicbo', 'dragon-tiger', 'blackjack', 'baccarat'],
    count: [15, 25],
    minBets: TABLE_BETS,
    trial: 0,
  },
  FISH: { classes: ['fishing'], count: [6, 12], minBets: [1, 5, 10, 50], trial: 0.8 },
  PVP: {
    classes: ['poker', 'rummy', 'tongits', 'domino', 'teen-patti', 'mahjong'],
    count: [8, 14],
    minBets: [50, 75, 100, 500],
    trial: 0,
  },
  SPORTS: { classes: ['sportsbook', 'virtual'], count: [2, 2], minBets: [100], trial: 0 },
  ESPORTS: { classes: ['esports'], count: [2, 2], minBets: [100], trial: 0 },
  LOTT: { classes: ['lottery'], count: [4, 8], minBets: [10, 50, 100], trial: 0 },
  ELOTT: { classes: ['keno', 'lottery'], count: [4, 8], minBets: [10, 50, 100], trial: 0 },
  COCKFIGHT: { classes: ['cockfight'], count: [1, 1], minBets: [500], trial: 0 },
  TABLE: {
    classes: ['baccarat', 'roulette', 'blackjack', 'sicbo'],
    count: [12, 18],
    minBets: TABLE_BETS,
    trial: 0.5,
    jackpotType: 'TG',
  },
  ARCADE: {
    classes: ['arcade', 'crash', 'plinko'],
    count: [12, 18],
    minBets: [1, 5, 10, 50],
    trial: 0.6,
    jackpotType: 'AC',
  },
  JACKPOT: {
    classes: ['jackpot'],
    count: [15, 25],
    minBets: [10, 50, 75, 100],
    trial: 0.3,
    jackpotType: 'JP',
  },
  BINGO: { classes: ['bingo'], count: [6, 10], minBets: [10, 50, 100], trial: 0.5, jackpotType: 'BG' },
};

export function launchKindOf(vendor: SeedVendor, gameType: string): LaunchKind {
  if (vendor.code === INHOUSE_VENDOR) return 'inhouse';
  if (gameType === 'LOTT' || gameType === 'ELOTT') return 'lottery';
  if ((LOTTERY_VASSALAGES as readonly string[]).includes(vendor.code)) return 'lottery';
  if (vendor.isGame === 'VASSALAGE') return 'vassalage-list';
  return 'vendor-sim';
}

/** The real in-house games (engine ids). Baccarat and fish sit in their own categories. */
function inhouseGames(): Omit<NewGame, 'brandId' | 'nodeId' | 'sortOrder'>[] {
  const slot = (id: string, name: Names, classification: string) => ({
    gameCode: id,
    vendorCode: INHOUSE_VENDOR,
    gameType: 'RNG',
    names: name,
    classification,
    minBet: 1,
    minLineNum: 20,
    supportPlay: 0,
    isHot: true,
    isNew: true,
    launchKind: 'inhouse',
  });
  const cn: Record<string, Names> = {
    'jade-dragon': { EN: 'Jade Dragon', MY: 'ကျောက်စိမ်း နဂါး', CN: '翡翠龙' },
    'lotus-fortune': { EN: 'Lotus Fortune', MY: 'ကြာ ကံ', CN: '莲花财富' },
    'koi-riches': { EN: 'Koi Riches', MY: 'ငါးကြင်း ချမ်းသာ', CN: '锦鲤财富' },
  };
  return [
    ...SLOT_MACHINES.map((m) =>
      slot(
        m.id,
        cn[m.id] ?? { EN: m.name, MY: m.name, CN: m.name },
        m.id === 'jade-dragon' ? 'slots' : 'classic',
      ),
    ),
    {
      gameCode: 'baccarat',
      vendorCode: INHOUSE_VENDOR,
      gameType: 'TABLE',
      names: { EN: 'Jade Baccarat', MY: 'ကျောက်စိမ်း ဘာကာရက်', CN: '翡翠百家乐' },
      classification: 'baccarat',
      minBet: 100,
      minLineNum: 1,
      supportPlay: 0,
      isHot: true,
      isNew: true,
      jackpotType: 'TG',
      launchKind: 'inhouse',
    },
    {
      gameCode: 'fish',
      vendorCode: INHOUSE_VENDOR,
      gameType: 'FISH',
      names: { EN: 'Jade Fish Hunt', MY: 'ကျောက်စိမ်း ငါးဖမ်း', CN: '翡翠捕鱼' },
      classification: 'fishing',
      minBet: 1,
      minLineNum: 1,
      supportPlay: 0,
      isHot: true,
      isNew: true,
      launchKind: 'inhouse',
    },
  ];
}

/**
 * The demo catalogue for the given vendors (in display order): the in-house games plus invented games
 * for every other vendor. Deterministic: the same vendors give the same rows, node ids included.
 */
export function buildDemoCatalogue(brandId: number, list: readonly SeedVendor[]): NewGame[] {
  const rows: NewGame[] = [];
  let node = 200_000;
  const push = (game: Omit<NewGame, 'brandId' | 'nodeId' | 'sortOrder'>, sortOrder: number) =>
    rows.push({ ...game, brandId, nodeId: String(++node), sortOrder });
  for (const vendor of list) {
    if (vendor.code === INHOUSE_VENDOR) {
      inhouseGames().forEach((g, i) => push(g, i));
      continue;
    }
    const plan = PLANS[vendor.category as GameCategory];
    if (!plan) continue;
    const random = seededRandom(hashSeed(`plan:${vendor.code}`));
    const [lo, hi] = plan.count;
    const count = lo + Math.floor(random() * (hi - lo + 1));
    const names = generateNames(vendor.code, plan.classes, count);
    const kind = launchKindOf(vendor, vendor.category);
    names.forEach((name, i) => {
      const classification = plan.classes[i % plan.classes.length]!;
      // Lottery and cockfight vendors carry the launch code of their main game (vendor card gameCode).
      const gameCode =
        i === 0 && vendor.gameCode ? vendor.gameCode : `${vendor.code}_${String(i + 1).padStart(3, '0')}`;
      push(
        {
          gameCode,
          vendorCode: vendor.code,
          gameType: vendor.category,
          names: name,
          classification,
          minBet: plan.minBets[Math.floor(random() * plan.minBets.length)]!,
          minLineNum:
            classification === 'megaways'
              ? 1
              : vendor.category === 'RNG'
                ? [1, 9, 20, 25, 50][Math.floor(random() * 5)]!
                : 1,
          supportPlay: random() < plan.trial ? 0 : 1,
          isHot: random() < 0.12,
          isNew: random() < 0.1,
          // About one game in 40 is in maintenance.
          maintenance: random() < 0.025,
          jackpotType: plan.jackpotType ?? (vendor.category === 'RNG' && random() < 0.08 ? 'JP' : null),
          launchKind: kind,
          playType: kind === 'lottery' ? (classification === 'keno' ? 'KENO' : 'STANDARD') : null,
        },
        (i + 1) * 10,
      );
    });
  }
  return rows;
}

/** PVP rooms: four per PVP game of the first three games of every PVP vendor. */
export function buildDemoRooms(rows: readonly NewGame[]): (typeof pvpRooms.$inferInsert)[] {
  const rooms: (typeof pvpRooms.$inferInsert)[] = [];
  const byVendor = new Map<string, NewGame[]>();
  for (const g of rows)
    if (g.gameType === 'PVP') byVendor.set(g.vendorCode, [...(byVendor.get(g.vendorCode) ?? []), g]);
  for (const [vendor, list] of byVendor) {
    for (const g of list.slice(0, 3)) {
      const random = seededRandom(hashSeed(`rooms:${g.nodeId}`));
      [1, 5, 20, 100].forEach((mult, i) => {
        const seats = [4, 6, 9][Math.floor(random() * 3)]!;
        const seated = Math.floor(random() * (seats + 1));
        rooms.push({
          roomId: `${g.gameCode}-R${i + 1}`,
          vendorCode: vendor,
          nodeId: g.nodeId!,
          name: `${(g.names as Names).EN} · ${['Beginner', 'Standard', 'High', 'VIP'][i]}`,
          minBet: g.minBet * mult,
          seats,
          seated,
          status: i === 3 && random() < 0.3 ? 'closed' : seated >= seats ? 'full' : 'open',
        });
      });
    }
  }
  return rooms;
}

/** Seeds the catalogue of the brand's vendors when the games table is empty (fresh or older databases). */
export async function seedGamesCatalogue(
  tx: Pick<Database, 'select' | 'insert' | 'execute'>,
): Promise<boolean> {
  const existing = await tx.select({ id: games.id }).from(games).limit(1);
  if (existing.length > 0) return false;
  const vendorRows = await tx
    .select()
    .from(vendors)
    .orderBy(asc(vendors.brandId), asc(vendors.sortOrder), asc(vendors.id));
  const brandIds = [...new Set(vendorRows.map((v) => v.brandId))];
  if (brandIds.length !== 1) return false; // the demo has one brand; others are set up by operators
  const rows = buildDemoCatalogue(brandIds[0]!, vendorRows);
  for (let i = 0; i < rows.length; i += 500) await tx.insert(games).values(rows.slice(i, i + 500));
  const rooms = buildDemoRooms(rows);
  if (rooms.length > 0) await tx.insert(pvpRooms).values(rooms);
  await tx.execute(sql`analyze games`);
  return true;
}
