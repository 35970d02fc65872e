/** The look of each machine: cabinet colours and the colours of its card-rank symbols. */
export interface SlotTheme {
  /** Cabinet background (CSS). */
  cabinet: string;
  /** Reel window background (CSS). */
  reels: string;
  /** Frame and title accent. */
  accent: string;
  /** Glow of a winning cell. */
  glow: string;
  /** Rank symbols: gradient top, bottom and outline. */
  ranks: Record<string, [string, string, string]>;
}

export const SLOT_THEMES: Record<string, SlotTheme> = {
  'jade-dragon': {
    cabinet: 'radial-gradient(120% 90% at 50% 0%, #7a1016 0%, #3d060b 55%, #1a0205 100%)',
    reels: 'linear-gradient(180deg, #1b0a0c 0%, #2e1013 50%, #1b0a0c 100%)',
    accent: '#f2c75c',
    glow: '#ffd86b',
    ranks: {
      A: ['#ff6b6b', '#b3121c', '#3a0407'],
      K: ['#5fe3a8', '#0a7556', '#02261b'],
      Q: ['#7cc3ff', '#1d5fbf', '#061a3a'],
      J: ['#ffd36b', '#c98a0b', '#3a2400'],
      '10': ['#e0a3ff', '#7b2fb8', '#220737'],
    },
  },
  'lotus-fortune': {
    cabinet: 'radial-gradient(120% 90% at 50% 0%, #0f6d73 0%, #073b44 55%, #021a1f 100%)',
    reels: 'linear-gradient(180deg, #061f24 0%, #0b3038 50%, #061f24 100%)',
    accent: '#ffc8dd',
    glow: '#ff9ec7',
    ranks: {
      A: ['#ff9ec7', '#c2185b', '#3d0119'],
      K: ['#ffe08a', '#d39a00', '#3a2700'],
      Q: ['#8ef0e0', '#0f9d8a', '#02302a'],
      J: ['#b9a6ff', '#5b3fd1', '#17083d'],
      '10': ['#ffb38a', '#e0561b', '#3d1100'],
      '9': ['#c5f28b', '#5a9e12', '#1b3300'],
    },
  },
  'koi-riches': {
    cabinet: 'radial-gradient(120% 90% at 50% 0%, #12407a 0%, #0a2148 55%, #030b1c 100%)',
    reels: 'linear-gradient(180deg, #04122b 0%, #0a2249 50%, #04122b 100%)',
    accent: '#ffb347',
    glow: '#7fe0ff',
    ranks: {
      A: ['#ff8a65', '#d84315', '#3b0d00'],
      K: ['#81d4fa', '#0277bd', '#01243d'],
      Q: ['#f48fb1', '#ad1457', '#3a0018'],
      J: ['#a5d6a7', '#2e7d32', '#0b2a0d'],
    },
  },
};
