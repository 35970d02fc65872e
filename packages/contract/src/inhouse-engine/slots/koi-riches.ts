/**
 * Koi Riches — 5 reels, 3 rows, 10 lines. High volatility: big top pays, rare free spins at ×5.
 * Exact figures (slots/rtp.ts, checked by tests): RTP 94.79 %, hit frequency 30.6 %, σ 9.36 bets.
 */
import { decodeStrip, STANDARD_LINES } from './lines';
import type { SlotMachineDef } from './types';

const LEGEND = {
  W: 'wild',
  S: 'scatter',
  O: 'koi',
  U: 'golden-turtle',
  P: 'pearl',
  B: 'bamboo',
  A: 'A',
  K: 'K',
  Q: 'Q',
  J: 'J',
} as const;

const BASE = [
  'KQJQJQJSUAKKQQAKPJJAKUOJBQAPBKPAKJQBAQQJBJJW',
  'AQUKJBAOAQPJQJBJQKQPQSQAJKAWKKJAQKJJUJBQKJBP',
  'SPAJAAKJPJUWQBQAUBJKAQJSKBQPOQQKBJKQQJQJJKJAK',
  'JOJJAQJQBAPAKBKQKSAKBJQWKQPQUJJAQBJKQJQAKPUJ',
  'JKJAJQKQOAKQBAQJKQAQPUWUKPBKQJJJAAJBKJSBPQQJ',
];

const FREE = [
  'JJPWQAPPKQJJKKABJWJJAJAKQUQQSUKQAQOWBQABQKB',
  'QUQBJJWJJAKPQPJQJJQKJKPOWKSKAUBAQQKQAABAWB',
  'JQWBJKWKPKAOAKBQPKSJABJJAKQPQUJAUAQQJWQBQJ',
  'AWBJQJQKKQABJJPOQJQSABQBUAQJQAWJPAKWKUKPKJ',
  'QBAUJAKBQUQJAKAQWJOKPQWBWAJQQJQJJBPAKSPJKK',
];

export const KOI_RICHES: SlotMachineDef = {
  id: 'koi-riches',
  name: 'Koi Riches',
  theme: 'Golden koi and turtles in a bamboo water garden',
  description:
    'High volatility. 10 lines, 5 wilds pay 10,000 coins; 3 or more Moon Gates award 7, 10 or 15 free spins at ×5.',
  rows: 3,
  symbols: [
    { id: 'wild', name: 'Koi Wild', kind: 'wild' },
    { id: 'scatter', name: 'Moon Gate', kind: 'scatter' },
    { id: 'koi', name: 'Golden Koi', kind: 'regular' },
    { id: 'golden-turtle', name: 'Golden Turtle', kind: 'regular' },
    { id: 'pearl', name: 'Pearl', kind: 'regular' },
    { id: 'bamboo', name: 'Bamboo', kind: 'regular' },
    { id: 'A', name: 'A', kind: 'regular' },
    { id: 'K', name: 'K', kind: 'regular' },
    { id: 'Q', name: 'Q', kind: 'regular' },
    { id: 'J', name: 'J', kind: 'regular' },
  ],
  linePays: {
    wild: [0, 0, 0, 200, 2000, 10000],
    koi: [0, 0, 0, 100, 1000, 5000],
    'golden-turtle': [0, 0, 0, 50, 300, 1500],
    pearl: [0, 0, 0, 30, 150, 750],
    bamboo: [0, 0, 0, 20, 100, 400],
    A: [0, 0, 0, 10, 50, 200],
    K: [0, 0, 0, 10, 40, 150],
    Q: [0, 0, 0, 5, 25, 100],
    J: [0, 0, 0, 5, 20, 80],
  },
  scatterPays: [0, 0, 0, 5, 20, 100],
  freeSpins: { awards: [0, 0, 0, 7, 10, 15], multiplier: 5 },
  strips: {
    base: BASE.map((s) => decodeStrip(s, LEGEND)),
    free: FREE.map((s) => decodeStrip(s, LEGEND)),
  },
  lines: STANDARD_LINES.slice(0, 10),
};

export const KOI_RICHES_STRIP_LEGEND = LEGEND;
