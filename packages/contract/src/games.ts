import { z } from 'zod';

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

export const vendorCardSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  gameType: z.enum(GAME_CATEGORIES),
  accountTypeId: z.number().int(),
  /** 1 = hot. */
  isHot: z.union([z.literal(0), z.literal(1)]),
  nodeId: z.string(),
  lagerIcon: z.string(),
  smallIcon: z.string(),
  h5Icon: z.string(),
  /** 'VASSALAGE' opens a popup game list instead of a page. */
  isGame: z.string(),
  gameCode: z.string().nullable(),
  maintenance: z.boolean(),
});
export type VendorCard = z.infer<typeof vendorCardSchema>;

export const vendorLaneSchema = z.object({
  title: z.enum(GAME_CATEGORIES),
  cards: z.array(vendorCardSchema),
  /** The lane's game classifications with their game counts (the listing page's filter). */
  gameClassify: z
    .array(z.object({ key: z.string(), displayName: z.string(), gameCount: z.number() }))
    .optional(),
});
export type VendorLane = z.infer<typeof vendorLaneSchema>;

export const gameVendorValueSchema = z.object({
  data: z.object({ lanes: z.array(vendorLaneSchema) }),
});
export type GameVendorValue = z.infer<typeof gameVendorValueSchema>;
