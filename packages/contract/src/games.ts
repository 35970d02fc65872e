import { z } from 'zod';
import { GAME_CATEGORIES } from './game-constants';
export * from './game-constants';

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
