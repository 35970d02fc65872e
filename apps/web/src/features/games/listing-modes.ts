import type { GameCategory } from '@jade/contract/games';
import { JACKPOT_TYPES, type JackpotType } from '@jade/contract/game-constants';
import type { MessageKey } from '@jade/i18n/format';

/** The list modes of spec §4 (default, hot, fav, recent) plus the slots page's jackpot-type tabs. */
export type ListMode = 'default' | 'hot' | 'fav' | 'recent' | JackpotType;

export const MODE_LABEL_KEYS: Record<ListMode, MessageKey> = {
  default: 'games_all',
  hot: 'games_hot',
  fav: 'games_fav',
  recent: 'games_recent',
  JP: 'games_jp',
  TG: 'games_tg',
  AC: 'games_ac',
  BG: 'games_bg',
};

export function isJackpotMode(mode: ListMode): mode is JackpotType {
  return (JACKPOT_TYPES as readonly string[]).includes(mode);
}

/**
 * The tabs of a listing page: the default list, hot, favourites (logged in only) and recent; on the
 * slots page also JP, TG, AC and BG (bingo only when the brand offers the TY language).
 */
export function listModes(
  category: GameCategory,
  { loggedIn, bingo }: { loggedIn: boolean; bingo: boolean },
): ListMode[] {
  const modes: ListMode[] = ['default', 'hot'];
  if (loggedIn) modes.push('fav');
  modes.push('recent');
  if (category === 'RNG') modes.push('JP', 'TG', 'AC', ...(bingo ? (['BG'] as const) : []));
  return modes;
}

/** The tab a `?page=` parameter selects (games tab widget rule); unknown or unavailable → default. */
export function modeFromParam(param: string | null, available: readonly ListMode[]): ListMode {
  if (!param) return 'default';
  const wanted = param.toLowerCase() === 'favourite' ? 'fav' : param;
  const match = available.find((m) => m.toLowerCase() === wanted.toLowerCase());
  return match ?? 'default';
}

/** The width classes the carousel counts slides for: Tailwind's `sm` and `lg` breakpoints. */
export type ScreenClass = 'phone' | 'tablet' | 'desktop';

/** Carousel slides per view (spec §2: RNG 7, FISH and PVP 5), fewer on narrow screens. */
export function slidesPerView(category: GameCategory, screen: ScreenClass): number {
  const wide = category === 'RNG' ? 7 : 5;
  if (screen === 'phone') return Math.min(wide, 3);
  if (screen === 'tablet') return Math.min(wide, 5);
  return wide;
}
