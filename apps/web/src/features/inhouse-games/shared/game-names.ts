import type { InhouseGameIdWire } from '@jade/contract/inhouse-games';

/** The games' display names (brand names, the same in every language). */
export const INHOUSE_GAME_NAMES: Record<InhouseGameIdWire, string> = {
  'jade-dragon': 'Jade Dragon',
  'lotus-fortune': 'Lotus Fortune',
  'koi-riches': 'Koi Riches',
  baccarat: 'Jade Baccarat',
  fish: 'Jade Fish Hunt',
};
