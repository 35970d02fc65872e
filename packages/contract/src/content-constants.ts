// Content constants without schemas: the site reads these on its first load, where no zod is loaded
// (docs/decisions.md P3). content.ts re-exports them beside its schemas.

/** Banner groups (spec §3): one per route group, the floating deposit promo and the auth modals. */
export const BANNER_GROUPS = [
  'w_home',
  'w_rng',
  'w_live',
  'w_fish',
  'w_pvp',
  'w_sports',
  'w_esports',
  'w_lott',
  'w_down',
  'w_promotion',
  'w_shop',
  'w_help',
  /** Floating deposit promo: the small icon, the expanded button, the popup image (spec §2 side bar). */
  'w_topup_1',
  'w_topup_2',
  'w_topup_3',
  'w_login',
  'w_reg',
] as const;

export type BannerGroup = (typeof BANNER_GROUPS)[number];

/** The banner group of each route with a banner strip (spec §2 "Banner groups per route"). */
export const ROUTE_BANNER_GROUPS: Readonly<Record<string, BannerGroup>> = {
  '/': 'w_home',
  '/index': 'w_home',
  '/home': 'w_home',
  '/rng': 'w_rng',
  '/live': 'w_live',
  '/fish': 'w_fish',
  '/pvp': 'w_pvp',
  '/sports': 'w_sports',
  '/esports': 'w_esports',
  '/lott': 'w_lott',
  '/elott': 'w_lott',
  '/down': 'w_down',
  '/promotions': 'w_promotion',
  '/pointMall': 'w_shop',
  '/help': 'w_help',
};

/** Notices per page in the notice dialog (spec §9). */
export const NOTICES_PER_PAGE = 9;

/** Promotion categories (tabs of the promotions page); the list call answers localised labels. */
export const PROMOTION_CATEGORIES = ['new_member', 'deposit', 'rebate', 'vip', 'daily', 'special'] as const;

/** Activity application limits (spec §5, §9). */
export const APPLICATION_COMMENT_MAX = 140;

export const APPLICATION_IMAGES_MAX = 3;

/** Feedback content bounds (spec §5: "between two bounds"; Jade's values). */
export const FEEDBACK_CONTENT_MIN = 10;

export const FEEDBACK_CONTENT_MAX = 500;

export const FEEDBACK_CONTACT_MAX = 100;
