// Game constants without schemas: the site reads these on its first load, where no zod is loaded
// (docs/decisions.md P3). games.ts and game-catalogue.ts re-export them beside their schemas.

/**
 * Game categories (spec §1). The first nine have a place in the main navigation; the last four are
 * jackpot-type tabs inside the slots page (JP, TG, AC, BG).
 */
export const GAME_CATEGORIES = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
  'TABLE',
  'ARCADE',
  'JACKPOT',
  'BINGO',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** Categories in main-navigation order. Cockfight has no page: it launches its first vendor directly. */
export const NAV_CATEGORIES = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
] as const satisfies readonly GameCategory[];

/** The route of each navigation category (spec §2). */
export const CATEGORY_ROUTES: Partial<Record<GameCategory, string>> = {
  RNG: '/rng',
  LIVE: '/live',
  FISH: '/fish',
  PVP: '/pvp',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  LOTT: '/lott',
  ELOTT: '/elott',
};

/** At most this many vendor logos in a navigation dropdown (spec §2, §9). */
export const NAV_VENDOR_LIMIT = 11;

/** Jackpot-type tabs of the slots page (spec §2): jackpot, table games, arcade, bingo. */
export const JACKPOT_TYPES = ['JP', 'TG', 'AC', 'BG'] as const;
export type JackpotType = (typeof JACKPOT_TYPES)[number];

/** The minimum-bet filter options (spec §9), in currency units; 'all' = no filter. */
export const MIN_BET_OPTIONS = ['all', '0.01', '0.05', '0.1', '0.5', '0.75'] as const;

/** How a game is launched: the site's own page, the vendor simulator, the lottery page or a popup list. */
export const LAUNCH_KINDS = ['inhouse', 'vendor-sim', 'lottery', 'vassalage-list'] as const;
export type LaunchKind = (typeof LAUNCH_KINDS)[number];

/** Vendors whose games open the lottery page (wire §2.4 vassalage routing), besides the LOTT/ELOTT categories. */
export const LOTTERY_VASSALAGES = ['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT'] as const;

export const GAME_LIST_DEFAULT_PAGE_SIZE = 24;
export const GAME_LIST_MAX_PAGE_SIZE = 100;
export const RECENT_GAMES_PAGE_SIZE = 9;
export const WINNER_BOARD_LIMIT = 20;
export const POPULAR_COUNT = 20;

/** The home page's hot-game groups, in this order. */
export const HOT_GROUPS = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP'] as const;
