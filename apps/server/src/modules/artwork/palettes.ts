import type { GameCategory } from '@jade/contract/games';

/**
 * Curated colour sets. Each has a deep background ramp, a saturated accent ramp for motif bodies, a
 * metal ramp (gold, silver, rose gold, jade gold) for trims and lettering, a glow colour and an ink
 * colour for outlines. All ramps run light → dark.
 */
export interface Palette {
  name: string;
  bg: readonly [string, string, string];
  accent: readonly [string, string, string];
  metal: readonly [string, string, string];
  glow: string;
  ink: string;
}

const GOLD = ['#fff6c8', '#f7c948', '#a8650c'] as const;
const SILVER = ['#ffffff', '#cfd8e6', '#6f7f99'] as const;
const ROSE = ['#ffe7dc', '#f4a98c', '#9c4a3a'] as const;
const PALE_GOLD = ['#fffbe6', '#ffd96a', '#b77a12'] as const;

export const PALETTES: readonly Palette[] = [
  {
    name: 'imperial',
    bg: ['#5a0a12', '#2e0408', '#120104'],
    accent: ['#ff8a7a', '#e0212f', '#7a0610'],
    metal: GOLD,
    glow: '#ffb347',
    ink: '#2a0306',
  },
  {
    name: 'royal',
    bg: ['#3b1470', '#1d0a3f', '#0b0420'],
    accent: ['#d7b4ff', '#8b3dff', '#3d0f87'],
    metal: GOLD,
    glow: '#c77dff',
    ink: '#14052b',
  },
  {
    name: 'jade',
    bg: ['#0b5a45', '#063528', '#021711'],
    accent: ['#9af5cf', '#18b583', '#06573e'],
    metal: PALE_GOLD,
    glow: '#5cffc0',
    ink: '#02140e',
  },
  {
    name: 'sapphire',
    bg: ['#0d3a8a', '#061d4d', '#020b24'],
    accent: ['#9fd2ff', '#2b7bff', '#0a2d80'],
    metal: SILVER,
    glow: '#4fc3ff',
    ink: '#020a1f',
  },
  {
    name: 'obsidian',
    bg: ['#2b2b33', '#141418', '#050507'],
    accent: ['#ffe08a', '#e0a526', '#7a4a05'],
    metal: GOLD,
    glow: '#ffcf5c',
    ink: '#050505',
  },
  {
    name: 'neon',
    bg: ['#33105e', '#150838', '#07021a'],
    accent: ['#a5fff5', '#13e0d0', '#046c73'],
    metal: ['#ffe8ff', '#ff5ccf', '#8a0f6a'],
    glow: '#ff3fd1',
    ink: '#0a0220',
  },
  {
    name: 'ember',
    bg: ['#6b1d05', '#381003', '#170501'],
    accent: ['#ffd27a', '#ff7a1a', '#8f2b00'],
    metal: GOLD,
    glow: '#ff9a3c',
    ink: '#1f0801',
  },
  {
    name: 'ocean',
    bg: ['#045b73', '#033548', '#011620'],
    accent: ['#a8fff4', '#21d4c1', '#06606b'],
    metal: PALE_GOLD,
    glow: '#3ff4ff',
    ink: '#011319',
  },
  {
    name: 'rosewood',
    bg: ['#5e0f3a', '#33061f', '#14020c'],
    accent: ['#ffc2e2', '#ff3d9a', '#7d0a47'],
    metal: ROSE,
    glow: '#ff6fb7',
    ink: '#1c0211',
  },
  {
    name: 'emerald',
    bg: ['#12502a', '#0a2e18', '#031209'],
    accent: ['#c6ff9e', '#52d13a', '#1c6410'],
    metal: GOLD,
    glow: '#8cff5a',
    ink: '#031108',
  },
  {
    name: 'midnight',
    bg: ['#1b2450', '#0d1230', '#040614'],
    accent: ['#ffe4a8', '#ffb21f', '#925600'],
    metal: GOLD,
    glow: '#ffd36b',
    ink: '#03050f',
  },
  {
    name: 'amethyst',
    bg: ['#4a1565', '#280a39', '#100318'],
    accent: ['#ffd0f0', '#e84fd0', '#6d0f66'],
    metal: PALE_GOLD,
    glow: '#ff7ef0',
    ink: '#13031c',
  },
  {
    name: 'crimson-night',
    bg: ['#2a0b30', '#170519', '#080108'],
    accent: ['#ffb0a0', '#ff4040', '#8a0c0c'],
    metal: GOLD,
    glow: '#ff5d5d',
    ink: '#0d0209',
  },
  {
    name: 'teal-gold',
    bg: ['#0c4a52', '#062b31', '#021215'],
    accent: ['#fff0b0', '#f5b829', '#8c5a00'],
    metal: PALE_GOLD,
    glow: '#ffdb6e',
    ink: '#021114',
  },
  {
    name: 'cobalt-rose',
    bg: ['#14306e', '#0a1a40', '#030a1c'],
    accent: ['#ffc7d8', '#ff5c8a', '#8f1238'],
    metal: SILVER,
    glow: '#ff7aa2',
    ink: '#030918',
  },
  {
    name: 'sunset',
    bg: ['#7a2140', '#441030', '#1a0614'],
    accent: ['#fff1a6', '#ffb833', '#a35100'],
    metal: ['#fff4e0', '#ffbf73', '#a8521a'],
    glow: '#ffb15c',
    ink: '#1c0612',
  },
  {
    name: 'arctic',
    bg: ['#0f4c6e', '#0a2c45', '#04131f'],
    accent: ['#ffffff', '#b8e6ff', '#4d8fb8'],
    metal: SILVER,
    glow: '#bff0ff',
    ink: '#03111c',
  },
  {
    name: 'lucky-red',
    bg: ['#a3101c', '#5c0610', '#260207'],
    accent: ['#fff3b0', '#ffcc33', '#a86a00'],
    metal: GOLD,
    glow: '#ffd84d',
    ink: '#2b0207',
  },
];

const byName = (name: string): Palette => PALETTES.find((p) => p.name === name) ?? (PALETTES[0] as Palette);

/** The signature palette of each category, used for category tiles and banners. */
export const CATEGORY_PALETTE: Record<GameCategory, Palette> = {
  RNG: byName('imperial'),
  LIVE: byName('royal'),
  FISH: byName('ocean'),
  PVP: byName('emerald'),
  SPORTS: byName('sapphire'),
  ESPORTS: byName('neon'),
  LOTT: byName('lucky-red'),
  ELOTT: byName('cobalt-rose'),
  COCKFIGHT: byName('ember'),
  TABLE: byName('jade'),
  ARCADE: byName('amethyst'),
  JACKPOT: byName('obsidian'),
  BINGO: byName('sunset'),
};
