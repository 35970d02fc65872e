/**
 * Jade Dragon — 5 reels, 3 rows, 20 lines. Medium volatility; free spins pay double.
 * Exact figures (slots/rtp.ts, checked by tests): RTP 96.03 %, hit frequency 42.0 %, σ 3.70 bets.
 */
import { decodeStrip, STANDARD_LINES } from './lines';
import type { SlotMachineDef } from './types';

const LEGEND = {
  W: 'wild',
  S: 'scatter',
  D: 'jade-dragon',
  P: 'phoenix',
  G: 'tiger',
  L: 'lantern',
  A: 'A',
  K: 'K',
  Q: 'Q',
  J: 'J',
  T: '10',
} as const;

const BASE = [
  'PTPDATAKSWJWJTQGTTALTKLQJLAQGKGLQDJQKJP',
  'TQQWDTALPGSKQDLTGLTJTTWJJAAWJSJGPKKQKLPAQ',
  'PGGJLDKQSAALTTQKGTQJQTQKWJPTJKJSLADTWPWLA',
  'PJQSAKWWKTAQTDAPQGTLPLQAJWSKDTGJTGKLQTLJJ',
  'QLLJDWGGJDTKPQWJTKTGAJAWQJQLSLPTTTKAQPKA',
];

const FREE = [
  'TJWPKTJTQWPJKDLQTLASKQTJKAWAQGDAPGQDJGLWL',
  'QQWAALGWJKPTPQDLQLTKAJGDJPASJQKLWJGTTTKD',
  'JJQQWKQTLAPTLQQLWGJTSTGPDJKJAGTKLDWADPAK',
  'JGDTSPLLQTKDATTDJWQAWJKTAKQAJGLGQWLPPQJK',
  'QTTWLJKGQDLAAQDJGLGSAPJKTJWDKWTPJPTQALQK',
];

export const JADE_DRAGON: SlotMachineDef = {
  id: 'jade-dragon',
  name: 'Jade Dragon',
  theme: 'Imperial jade dragon, phoenix and tiger under red lanterns',
  description: 'Medium volatility. 20 lines; 3 or more Golden Pearls award 8, 12 or 20 free spins at ×2.',
  rows: 3,
  symbols: [
    { id: 'wild', name: 'Jade Wild', kind: 'wild' },
    { id: 'scatter', name: 'Golden Pearl', kind: 'scatter' },
    { id: 'jade-dragon', name: 'Jade Dragon', kind: 'regular' },
    { id: 'phoenix', name: 'Phoenix', kind: 'regular' },
    { id: 'tiger', name: 'Tiger', kind: 'regular' },
    { id: 'lantern', name: 'Lantern', kind: 'regular' },
    { id: 'A', name: 'A', kind: 'regular' },
    { id: 'K', name: 'K', kind: 'regular' },
    { id: 'Q', name: 'Q', kind: 'regular' },
    { id: 'J', name: 'J', kind: 'regular' },
    { id: '10', name: '10', kind: 'regular' },
  ],
  linePays: {
    wild: [0, 0, 0, 40, 150, 750],
    'jade-dragon': [0, 0, 0, 40, 150, 750],
    phoenix: [0, 0, 0, 25, 100, 400],
    tiger: [0, 0, 0, 20, 75, 250],
    lantern: [0, 0, 0, 15, 50, 150],
    A: [0, 0, 0, 10, 30, 100],
    K: [0, 0, 0, 8, 25, 80],
    Q: [0, 0, 0, 6, 20, 60],
    J: [0, 0, 0, 5, 15, 50],
    '10': [0, 0, 0, 5, 10, 40],
  },
  scatterPays: [0, 0, 0, 2, 10, 50],
  freeSpins: { awards: [0, 0, 0, 8, 12, 20], multiplier: 2 },
  strips: {
    base: BASE.map((s) => decodeStrip(s, LEGEND)),
    free: FREE.map((s) => decodeStrip(s, LEGEND)),
  },
  lines: STANDARD_LINES.slice(0, 20),
};

export const JADE_DRAGON_STRIP_LEGEND = LEGEND;
