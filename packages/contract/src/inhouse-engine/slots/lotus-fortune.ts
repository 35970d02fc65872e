/**
 * Lotus Fortune — 5 reels, 3 rows, 25 lines. Frequent small wins; free spins pay triple.
 * Exact figures (slots/rtp.ts, checked by tests): RTP 95.48 %, hit frequency 45.4 %, σ 4.38 bets.
 */
import { decodeStrip, STANDARD_LINES } from './lines';
import type { SlotMachineDef } from './types';

const LEGEND = {
  W: 'wild',
  S: 'scatter',
  O: 'lotus',
  C: 'crane',
  F: 'golden-fan',
  I: 'gold-ingot',
  A: 'A',
  K: 'K',
  Q: 'Q',
  J: 'J',
  T: '10',
  N: '9',
} as const;

const BASE = [
  'FOIWNQWQICTIATAOCTSQFAJJKFCQNKQNTAKNJINNTJJK',
  'CAKKQTCQOWJOIFSCNNTAWNTSJJIAKJKNIAQIWFQWQFJNTNT',
  'AOCQOQCIWKCTFNSJAFKIAWTKIAIQKNJNSFNNJTTJNWQTQJW',
  'FJAAQOTCOKQWJSNQKNITFNJQWINSWTTIJINQWAATNJCKKCF',
  'OCWTQNIAQNTNFFKINAIFTKQJNOJSKWJQATCWJTIQKNACJ',
];

const FREE = [
  'WNQSAJQIFTKWWICFFKWTNCQTJAJAJIKTIQACQOJTKNON',
  'FONSNKWTJTNOJQKINTNQTWKFJIAJCJCQKIFCQTAQWAAWI',
  'OJCFNAWKTKAFKTWAASJTNQQTNQOJJIFCKQCWNJQNWIITI',
  'NIWCKJITONAKAWWQNNAKFCTKFJNFOQQICJIJASTTWQQJT',
  'CFOITFTJQWNTNIIACAQKIACJKNQWOWAFTKJQSJKQWJNNT',
];

export const LOTUS_FORTUNE: SlotMachineDef = {
  id: 'lotus-fortune',
  name: 'Lotus Fortune',
  theme: 'Lotus pond at dawn: cranes, golden fans and gold ingots',
  description: '25 lines and many wilds; 3 or more Temple Bells award 10, 15 or 20 free spins at ×3.',
  rows: 3,
  symbols: [
    { id: 'wild', name: 'Lotus Wild', kind: 'wild' },
    { id: 'scatter', name: 'Temple Bell', kind: 'scatter' },
    { id: 'lotus', name: 'Lotus', kind: 'regular' },
    { id: 'crane', name: 'Crane', kind: 'regular' },
    { id: 'golden-fan', name: 'Golden Fan', kind: 'regular' },
    { id: 'gold-ingot', name: 'Gold Ingot', kind: 'regular' },
    { id: 'A', name: 'A', kind: 'regular' },
    { id: 'K', name: 'K', kind: 'regular' },
    { id: 'Q', name: 'Q', kind: 'regular' },
    { id: 'J', name: 'J', kind: 'regular' },
    { id: '10', name: '10', kind: 'regular' },
    { id: '9', name: '9', kind: 'regular' },
  ],
  linePays: {
    wild: [0, 0, 0, 50, 200, 1000],
    lotus: [0, 0, 0, 50, 200, 1000],
    crane: [0, 0, 0, 30, 100, 400],
    'golden-fan': [0, 0, 0, 20, 75, 250],
    'gold-ingot': [0, 0, 0, 15, 50, 150],
    A: [0, 0, 0, 10, 30, 100],
    K: [0, 0, 0, 8, 25, 80],
    Q: [0, 0, 0, 5, 20, 60],
    J: [0, 0, 0, 5, 15, 50],
    '10': [0, 0, 0, 5, 10, 40],
    '9': [0, 0, 0, 5, 10, 30],
  },
  scatterPays: [0, 0, 0, 1, 5, 25],
  freeSpins: { awards: [0, 0, 0, 10, 15, 20], multiplier: 3 },
  strips: {
    base: BASE.map((s) => decodeStrip(s, LEGEND)),
    free: FREE.map((s) => decodeStrip(s, LEGEND)),
  },
  lines: STANDARD_LINES.slice(0, 25),
};

export const LOTUS_FORTUNE_STRIP_LEGEND = LEGEND;
