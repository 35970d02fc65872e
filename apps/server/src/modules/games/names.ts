/**
 * Deterministic invented game names for the demo catalogue: word lists with English, Burmese (MY) and
 * Chinese (CN) forms, picked by a seeded generator so every seed produces the same catalogue.
 */
export type Word = readonly [en: string, my: string, cn: string];
export type Names = { EN: string; MY: string; CN: string };

const ADJECTIVES: readonly Word[] = [
  ['Lucky', 'ကံကောင်း', '幸运'],
  ['Golden', 'ရွှေ', '黄金'],
  ['Jade', 'ကျောက်စိမ်း', '翡翠'],
  ['Royal', 'တော်ဝင်', '皇家'],
  ['Mystic', 'ထူးဆန်း', '神秘'],
  ['Silver', 'ငွေ', '白银'],
  ['Crystal', 'သလင်း', '水晶'],
  ['Wild', 'ရိုင်း', '狂野'],
  ['Magic', 'မှော်', '魔法'],
  ['Diamond', 'စိန်', '钻石'],
  ['Red', 'အနီ', '红色'],
  ['Thunder', 'မိုးကြိုး', '雷霆'],
  ['Fire', 'မီး', '烈火'],
  ['Ocean', 'သမုဒ္ဒရာ', '海洋'],
  ['Moon', 'လ', '月亮'],
  ['Sun', 'နေ', '太阳'],
  ['Star', 'ကြယ်', '星辰'],
  ['Emerald', 'မြ', '祖母绿'],
  ['Ruby', 'ပတ္တမြား', '红宝石'],
  ['Eastern', 'အရှေ့', '东方'],
];

const NOUNS: readonly Word[] = [
  ['Dragon', 'နဂါး', '龙'],
  ['Tiger', 'ကျား', '虎'],
  ['Lotus', 'ကြာ', '莲花'],
  ['Phoenix', 'ဖီးနစ်', '凤凰'],
  ['Koi', 'ငါးကြင်း', '锦鲤'],
  ['Fortune', 'ကံ', '财富'],
  ['Treasure', 'ရတနာ', '宝藏'],
  ['Temple', 'ဘုရားကျောင်း', '神殿'],
  ['Gate', 'တံခါး', '之门'],
  ['Panda', 'ပန်ဒါ', '熊猫'],
  ['Emperor', 'ဧကရာဇ်', '皇帝'],
  ['Pearl', 'ပုလဲ', '珍珠'],
  ['Lantern', 'မီးအိမ်', '灯笼'],
  ['Elephant', 'ဆင်', '大象'],
  ['Peacock', 'ဒေါင်း', '孔雀'],
  ['Crane', 'ကြိုးကြာ', '仙鹤'],
  ['Pagoda', 'စေတီ', '宝塔'],
  ['River', 'မြစ်', '河流'],
  ['Mountain', 'တောင်', '高山'],
  ['Monkey', 'မျောက်', '猴子'],
];

const SUFFIXES: readonly Word[] = [
  ['Riches', 'ချမ်းသာ', '财富'],
  ['Deluxe', 'ဒီလက်စ်', '豪华版'],
  ['888', '888', '888'],
  ['Megaways', 'မက်ဂါဝေး', 'Megaways'],
  ['Rush', 'ရပ်ရှ်', '冲刺'],
  ['Blitz', 'ဘလစ်ဇ်', '闪电'],
  ['Link', 'လင့်ခ်', '连线'],
  ['Frenzy', 'ဖရန်ဇီ', '狂热'],
  ['Gold', 'ရွှေ', '金'],
  ['Hold and Win', 'ကိုင်ပြီးနိုင်', '持有即赢'],
];

/** Words naming a kind of game (live tables, PVP, fish, lottery…), keyed by classification. */
export const CLASS_WORDS: Readonly<Record<string, Word>> = {
  slots: ['Slots', 'စလော့', '老虎机'],
  classic: ['Classic', 'ဂန္ထဝင်', '经典'],
  megaways: ['Megaways', 'မက်ဂါဝေး', 'Megaways'],
  cascade: ['Cascade', 'ရေတံခွန်', '连消'],
  baccarat: ['Baccarat', 'ဘာကာရက်', '百家乐'],
  roulette: ['Roulette', 'ရူးလက်', '轮盘'],
  sicbo: ['Sic Bo', 'ဆစ်ဘို', '骰宝'],
  'dragon-tiger': ['Dragon Tiger', 'နဂါးကျား', '龙虎'],
  blackjack: ['Blackjack', 'ဘလက်ဂျက်', '二十一点'],
  fishing: ['Fishing', 'ငါးဖမ်း', '捕鱼'],
  poker: ['Poker', 'ပိုကာ', '扑克'],
  rummy: ['Rummy', 'ရမ်မီ', '拉米'],
  tongits: ['Tongits', 'တောင်ဂျစ်', '通吉斯'],
  domino: ['Domino', 'ဒိုမီနို', '多米诺'],
  'teen-patti': ['Teen Patti', 'တင်းပတ်တီ', '三张牌'],
  mahjong: ['Mahjong', 'မာကျောင်း', '麻将'],
  sportsbook: ['Sportsbook', 'အားကစား', '体育'],
  virtual: ['Virtual Sports', 'ဗာချွယ်အားကစား', '虚拟体育'],
  esports: ['Esports', 'အီးစပို့', '电竞'],
  lottery: ['Lotto', 'ထီ', '彩票'],
  keno: ['Keno', 'ကီနို', '基诺'],
  cockfight: ['Cockfight', 'ကြက်တိုက်', '斗鸡'],
  crash: ['Crash', 'ကရက်ရှ်', '爆破'],
  plinko: ['Plinko', 'ပလင်ကို', '弹珠'],
  arcade: ['Arcade', 'အာကိတ်', '街机'],
  jackpot: ['Jackpot', 'ဂျက်ပေါ့', '奖池'],
  bingo: ['Bingo', 'ဘင်ဂို', '宾果'],
};

/** Display names of the classification keys (gameClassify `displayName`). */
export function classifyDisplayName(key: string): string {
  return CLASS_WORDS[key]?.[0] ?? key;
}

/** A small, fast, seeded generator (mulberry32). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a of a string, as a seed. */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function join(words: readonly Word[], cnJoin = ''): Names {
  return {
    EN: words.map((w) => w[0]).join(' '),
    MY: words.map((w) => w[1]).join(' '),
    CN: words.map((w) => w[2]).join(cnJoin),
  };
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/**
 * `count` distinct names for a vendor. Slot-like games get "Adjective Noun [Suffix]"; other kinds
 * "Adjective <kind word> [number]" (e.g. "Royal Baccarat 3"). Same vendor and classes → same names.
 */
export function generateNames(vendorCode: string, classes: readonly string[], count: number): Names[] {
  const random = seededRandom(hashSeed(vendorCode));
  const seen = new Set<string>();
  const out: Names[] = [];
  const slotLike = new Set(['slots', 'classic', 'megaways', 'cascade', 'jackpot']);
  for (let attempt = 0; out.length < count && attempt < count * 50; attempt++) {
    const cls = classes[out.length % classes.length]!;
    let names: Names;
    if (slotLike.has(cls)) {
      const words: Word[] = [pick(random, ADJECTIVES), pick(random, NOUNS)];
      if (cls === 'megaways') words.push(CLASS_WORDS.megaways!);
      else if (cls === 'jackpot') words.push(CLASS_WORDS.jackpot!);
      else if (random() < 0.6) words.push(pick(random, SUFFIXES));
      names = join(words);
    } else {
      const base = join([pick(random, ADJECTIVES), CLASS_WORDS[cls] ?? CLASS_WORDS.arcade!]);
      const n = 1 + Math.floor(random() * 9);
      names = { EN: `${base.EN} ${n}`, MY: `${base.MY} ${n}`, CN: `${base.CN}${n}` };
    }
    if (seen.has(names.EN)) continue;
    seen.add(names.EN);
    out.push(names);
  }
  return out;
}
