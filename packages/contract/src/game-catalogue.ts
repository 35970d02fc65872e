import { z } from 'zod';
import { GAME_CATEGORIES } from './games';
import {
  GAME_LIST_DEFAULT_PAGE_SIZE,
  GAME_LIST_MAX_PAGE_SIZE,
  JACKPOT_TYPES,
  LAUNCH_KINDS,
  MIN_BET_OPTIONS,
  POPULAR_COUNT,
  RECENT_GAMES_PAGE_SIZE,
  WINNER_BOARD_LIMIT,
} from './game-constants';
export {
  GAME_LIST_DEFAULT_PAGE_SIZE,
  GAME_LIST_MAX_PAGE_SIZE,
  HOT_GROUPS,
  JACKPOT_TYPES,
  LAUNCH_KINDS,
  LOTTERY_VASSALAGES,
  MIN_BET_OPTIONS,
  POPULAR_COUNT,
  RECENT_GAMES_PAGE_SIZE,
  WINNER_BOARD_LIMIT,
  type JackpotType,
  type LaunchKind,
} from './game-constants';

/** A game tile (spec §3 game tile; wire §2.4 game list entries). */
export const gameTileSchema = z.object({
  nodeId: z.string(),
  gameId: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  nodeName: z.string(),
  displayName: z.string(),
  title: z.string(),
  gameType: z.enum(GAME_CATEGORIES),
  /** The vendor code. */
  vassalage: z.string(),
  vendor: z.string(),
  vendorName: z.string(),
  gameClassify: z.string(),
  /** Minimum bet in currency units (0.05 = 5 minor units). */
  minBet: z.number(),
  minLineNum: z.number().int(),
  /** 0 = a free trial exists. */
  supportPlay: z.number().int(),
  isHot: z.union([z.literal(0), z.literal(1)]),
  isNew: z.union([z.literal(0), z.literal(1)]),
  maintenance: z.boolean(),
  jackpotType: z.enum(JACKPOT_TYPES).nullable(),
  launchKind: z.enum(LAUNCH_KINDS),
  showIcon: z.string(),
  iconUrl: z.string(),
  lagerIcon: z.string(),
  defaultIcon: z.string(),
  /** The site route that opens the game (same as the launch result for in-house and lottery games). */
  url: z.string(),
});
export type GameTile = z.infer<typeof gameTileSchema>;

const optionalText = z.string().trim().max(100).optional();
const pageNo = z.coerce.number().int().min(1).max(100_000).default(1);

export const gameListQuerySchema = z.object({
  merchant: optionalText,
  platform: optionalText,
  clientType: optionalText,
  channel: optionalText,
  gameType: z.enum(GAME_CATEGORIES).optional(),
  vassalage: optionalText,
  gameName: optionalText,
  gameClassify: optionalText,
  /** Games whose minimum bet is at most this option; 'all' or absent = no filter. */
  minBet: z.enum(MIN_BET_OPTIONS).optional(),
  /** Games playable with at most this many lines (their min_line_num ≤ the value). */
  minLineNum: z.coerce.number().int().min(1).max(10_000).optional(),
  jackpotType: z.enum(JACKPOT_TYPES).optional(),
  pageNo,
  pageSize: z.coerce.number().int().min(1).max(GAME_LIST_MAX_PAGE_SIZE).default(GAME_LIST_DEFAULT_PAGE_SIZE),
  language: optionalText,
});
export type GameListQuery = z.output<typeof gameListQuerySchema>;

export const gameListValueSchema = z.object({
  games: z.array(gameTileSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type GameListValue = z.infer<typeof gameListValueSchema>;

export const hotGamesQuerySchema = z.object({
  merchantCode: optionalText,
  isPlatform: optionalText,
  vassalage: optionalText,
  platform: optionalText,
  language: optionalText,
});
/** Every hot game, in the catalogue's order (wire §2.4); the site groups them per category. */
export const hotGamesValueSchema = z.object({
  list: z.array(gameTileSchema),
});

export const gameClassifySchema = z.object({
  key: z.string(),
  displayName: z.string(),
  gameCount: z.number(),
});
export type GameClassify = z.infer<typeof gameClassifySchema>;

export const vassGameTypeValueSchema = z.object({
  /** category → vendor code → the vendor's classifications with game counts. */
  content: z.record(z.string(), z.record(z.string(), z.array(gameClassifySchema))),
});

export const popularQuerySchema = z.object({
  count: z.coerce.number().int().min(1).max(100).default(POPULAR_COUNT),
  language: optionalText,
});
export const gameListOnlyValueSchema = z.object({ list: z.array(gameTileSchema) });

export const favouriteBodySchema = z.object({
  nodeId: z.string().trim().min(1).max(40),
  vendor: optionalText,
  gameType: optionalText,
});
export const favouriteListQuerySchema = z.object({
  pageNo,
  pageSize: z.coerce.number().int().min(1).max(999).default(999),
  gameType: z.enum(GAME_CATEGORIES).optional(),
  clientType: optionalText,
  platform: optionalText,
  language: optionalText,
});
export const favouriteListValueSchema = z.object({
  content: z.array(gameTileSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export const favouriteToggleValueSchema = z.object({ nodeId: z.string(), favourite: z.boolean() });

export const recentGamesQuerySchema = z.object({
  pageNo,
  pageSize: z.coerce.number().int().min(1).max(100).default(RECENT_GAMES_PAGE_SIZE),
  gameType: z.enum(GAME_CATEGORIES).optional(),
  vassalage: optionalText,
  clientType: optionalText,
  language: optionalText,
});
export const recentGamesValueSchema = z.object({
  list: z.array(gameTileSchema),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});

export const winnerBoardQuerySchema = z.object({
  gameCategory: z.string().trim().max(20).default('ALL'),
  language: optionalText,
  limitNum: z.coerce.number().int().min(1).max(50).default(WINNER_BOARD_LIMIT),
});
export const winnerBoardValueSchema = z.object({
  list: z.array(
    z.object({
      vo: z.object({
        gameName: z.string(),
        /** Masked: the first two and last two letters (de***er). */
        customerName: z.string(),
        /** Currency units. */
        winAmount: z.number(),
        currency: z.string(),
        iconUrl: z.string(),
        nodeId: z.string(),
        gameType: z.string(),
        vendor: z.string(),
        winTime: z.number(),
      }),
    }),
  ),
});

export const roomListQuerySchema = z.object({ vassalage: optionalText, nodeId: optionalText });
export const pvpRoomSchema = z.object({
  roomId: z.string(),
  vassalage: z.string(),
  nodeId: z.string(),
  gameName: z.string(),
  name: z.string(),
  minBet: z.number(),
  seats: z.number().int(),
  seated: z.number().int(),
  status: z.enum(['open', 'full', 'closed']),
});
export const roomListValueSchema = z.object({ list: z.array(pvpRoomSchema) });

export const launchQuerySchema = z.object({
  gameType: optionalText,
  vassalage: optionalText,
  gameId: optionalText,
  nodeId: optionalText,
  roomId: optionalText,
  platform: optionalText,
  launchMode: optionalText,
  accountType: optionalText,
  language: optionalText,
});
export type LaunchQuery = z.output<typeof launchQuerySchema>;
export const launchValueSchema = z.object({
  content: z.object({
    game_url: z.string(),
    /** True when the member plays with demo money (a trial account, or the free trial). */
    demo: z.boolean(),
  }),
});
export type LaunchValue = z.infer<typeof launchValueSchema>;

/** `value` of the 400 `game.maintenance` refusal. */
export interface GameMaintenanceValue {
  nodeId: string;
  alternatives: GameTile[];
}
