/**
 * Jade Fish Hunt — a fish-style arcade shooter with an exactly computable return.
 *
 * Each shot costs the shot's bet and targets one fish type of multiplier m. It kills the fish with
 * probability RTP / m and a kill pays m × bet, so every shot returns exactly RTP in expectation
 * whatever fish is aimed at: E = (RTP / m) · m = RTP. RTP = 96 / 100. To keep the probability exact
 * (no floating point), a shot draws u = nextInt(100 · m) from the round's fair stream and kills iff
 * u < 96. A round is a volley of 1–100 shots with one bet per shot, drawn in order.
 */
import type { Rng } from '../provably-fair';
import { ruleText, sym, type RuleText } from './rule-text';

export const FISH_RTP_NUM = 96;
export const FISH_RTP_DEN = 100;
export const FISH_RTP = FISH_RTP_NUM / FISH_RTP_DEN;
export const FISH_MAX_SHOTS = 100;

export interface FishType {
  id: string;
  name: string;
  multiplier: number;
}

export const FISH_TYPES: readonly FishType[] = [
  { id: 'clownfish', name: 'Clownfish', multiplier: 2 },
  { id: 'pufferfish', name: 'Pufferfish', multiplier: 3 },
  { id: 'angelfish', name: 'Angelfish', multiplier: 5 },
  { id: 'lionfish', name: 'Lionfish', multiplier: 8 },
  { id: 'sea-turtle', name: 'Sea Turtle', multiplier: 10 },
  { id: 'manta-ray', name: 'Manta Ray', multiplier: 15 },
  { id: 'shark', name: 'Shark', multiplier: 20 },
  { id: 'octopus', name: 'Giant Octopus', multiplier: 30 },
  { id: 'golden-whale', name: 'Golden Whale', multiplier: 50 },
  { id: 'dragon-king', name: 'Dragon King', multiplier: 100 },
];

const byId = new Map(FISH_TYPES.map((f) => [f.id, f]));

export interface FishShot {
  fish: string;
  multiplier: number;
  /** The drawn number u ∈ [0, 100·m); killed iff u < 96. */
  roll: number;
  killed: boolean;
  win: number;
}

export interface FishRound {
  gameId: 'fish';
  bet: number;
  shots: FishShot[];
  totalStake: number;
  totalWin: number;
}

export function playFish(rng: Rng, bet: number, targets: readonly string[]): FishRound {
  if (!Number.isSafeInteger(bet) || bet <= 0) throw new RangeError('bet must be a positive integer');
  if (targets.length < 1 || targets.length > FISH_MAX_SHOTS) throw new RangeError('1 to 100 shots per round');
  const fishes = targets.map((id) => {
    const f = byId.get(id);
    if (!f) throw new RangeError(`unknown fish: ${id}`);
    return f;
  });
  const shots = fishes.map((f) => {
    const roll = rng.nextInt(FISH_RTP_DEN * f.multiplier);
    const killed = roll < FISH_RTP_NUM;
    return { fish: f.id, multiplier: f.multiplier, roll, killed, win: killed ? bet * f.multiplier : 0 };
  });
  return {
    gameId: 'fish',
    bet,
    shots,
    totalStake: bet * shots.length,
    totalWin: shots.reduce((t, s) => t + s.win, 0),
  };
}

/** Exact expected return of one shot at a fish type (RTP for every type, by construction). */
export function fishShotReturn(multiplier: number): number {
  return (FISH_RTP_NUM / (FISH_RTP_DEN * multiplier)) * multiplier;
}

export interface FishDescription {
  gameId: 'fish';
  kind: 'arcade';
  name: string;
  /** Rule sentences as i18n keys and arguments (the site translates them). */
  rules: RuleText[];
  /** `name` is English; the site names a fish through its key ih_fish_<id>. */
  paytable: { fish: string; name: string; multiplier: number; killChance: number }[];
  maxShots: number;
  rtp: number;
}

export function describeFish(): FishDescription {
  return {
    gameId: 'fish',
    kind: 'arcade',
    name: 'Jade Fish Hunt',
    rules: [
      ruleText('ih_rule_fish_shot'),
      ruleText('ih_rule_fish_catch', FISH_RTP_NUM),
      ruleText('ih_rule_fish_rtp', FISH_RTP_NUM),
      ruleText('ih_rule_fish_volley', FISH_MAX_SHOTS),
      ruleText('ih_rule_fish_example', sym('shark'), 20, FISH_RTP_NUM / 20),
      ruleText('ih_rule_malfunction'),
    ],
    paytable: FISH_TYPES.map((f) => ({
      fish: f.id,
      name: f.name,
      multiplier: f.multiplier,
      killChance: FISH_RTP_NUM / (FISH_RTP_DEN * f.multiplier),
    })),
    rtp: FISH_RTP,
    maxShots: FISH_MAX_SHOTS,
  };
}
