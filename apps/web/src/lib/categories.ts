import type { GameCategory, VendorCard, VendorLane } from '@jade/contract/games';
import type { MessageKey } from '@jade/i18n/format';

/** The i18n key of each category's name (wire reference §4). */
export const CATEGORY_LABEL_KEYS: Record<GameCategory, MessageKey> = {
  RNG: 'con_rng',
  LIVE: 'con_live',
  FISH: 'con_fish',
  PVP: 'compete_game',
  SPORTS: 'con_sports',
  ESPORTS: 'esports',
  LOTT: 'con_lott',
  ELOTT: 'elott',
  COCKFIGHT: 'in_cockfight_nav',
  TABLE: 'cat_table',
  ARCADE: 'cat_arcade',
  JACKPOT: 'cat_jackpot',
  BINGO: 'cat_bingo',
};

/** A one-line pitch per category, for the home showcase and page headers. */
export const CATEGORY_BLURB_KEYS: Record<GameCategory, MessageKey> = {
  RNG: 'blurb_rng',
  LIVE: 'blurb_live',
  FISH: 'blurb_fish',
  PVP: 'blurb_pvp',
  SPORTS: 'blurb_sports',
  ESPORTS: 'blurb_esports',
  LOTT: 'blurb_lott',
  ELOTT: 'blurb_elott',
  COCKFIGHT: 'blurb_cockfight',
  TABLE: 'blurb_rng',
  ARCADE: 'blurb_rng',
  JACKPOT: 'blurb_rng',
  BINGO: 'blurb_lott',
};

/** Vendors per category; lanes of the same category are merged, duplicates dropped. */
export function vendorsByCategory(lanes: readonly VendorLane[] | undefined): Map<GameCategory, VendorCard[]> {
  const map = new Map<GameCategory, VendorCard[]>();
  for (const lane of lanes ?? []) {
    const list = map.get(lane.title) ?? [];
    for (const card of lane.cards) {
      if (!list.some((c) => c.vassalage === card.vassalage)) list.push(card);
    }
    map.set(lane.title, list);
  }
  return map;
}

/** Every vendor once, in lane order (the footer's logo wall). */
export function uniqueVendors(lanes: readonly VendorLane[] | undefined): VendorCard[] {
  const seen = new Set<string>();
  const out: VendorCard[] = [];
  for (const lane of lanes ?? []) {
    for (const card of lane.cards) {
      if (seen.has(card.vassalage)) continue;
      seen.add(card.vassalage);
      out.push(card);
    }
  }
  return out;
}
