/**
 * The three in-house slot machines: registry, play and the machine-readable description (rules and
 * paytable) the site shows. The published figures are the exact ones of rtp.ts, rounded; a test
 * recomputes them from the strips and checks every digit shown here.
 */
import type { Rng } from '../../provably-fair';
import { compileMachine, playRound, tableAt, type CompiledMachine } from './engine';
import { JADE_DRAGON } from './jade-dragon';
import { KOI_RICHES } from './koi-riches';
import { LOTUS_FORTUNE } from './lotus-fortune';
import { ruleText, sym, type RuleText } from '../rule-text';
import type { SlotMachineDef, SlotRound } from './types';

export type { SlotLineWin, SlotMachineDef, SlotRound, SlotSpin, SlotSymbol } from './types';

export const SLOT_MACHINES: readonly SlotMachineDef[] = [JADE_DRAGON, LOTUS_FORTUNE, KOI_RICHES];
export type SlotGameId = 'jade-dragon' | 'lotus-fortune' | 'koi-riches';

/** Exact figures from rtp.ts (rounded to 6 decimals); re-derived and compared by slots.test.ts. */
export interface SlotFigures {
  /** Return to player, 0–1. */
  rtp: number;
  /** P(a paid spin wins something or triggers free spins). */
  hitFrequency: number;
  /** Standard deviation of a round's win, in bets. */
  sd: number;
  /** P(a paid spin triggers free spins). */
  freeSpinsFrequency: number;
  volatility: 'medium' | 'medium-high' | 'high';
}

export const SLOT_FIGURES: Readonly<Record<SlotGameId, SlotFigures>> = {
  'jade-dragon': {
    rtp: 0.960264,
    hitFrequency: 0.42003,
    sd: 3.702086,
    freeSpinsFrequency: 0.012996,
    volatility: 'medium',
  },
  'lotus-fortune': {
    rtp: 0.954757,
    hitFrequency: 0.454494,
    sd: 4.3806,
    freeSpinsFrequency: 0.008963,
    volatility: 'medium-high',
  },
  'koi-riches': {
    rtp: 0.947933,
    hitFrequency: 0.306208,
    sd: 9.357366,
    freeSpinsFrequency: 0.004432,
    volatility: 'high',
  },
};

const compiled = new Map<string, CompiledMachine>(SLOT_MACHINES.map((def) => [def.id, compileMachine(def)]));

export function isSlotGameId(id: string): id is SlotGameId {
  return compiled.has(id);
}

export function compiledSlot(id: SlotGameId): CompiledMachine {
  return compiled.get(id)!;
}

/** Plays one slot round (base spin and its free spins) with `coinValue` minor units per line. */
export function playSlot(id: SlotGameId, rng: Rng, coinValue: number): SlotRound {
  return playRound(compiledSlot(id), rng, coinValue);
}

export interface SlotDescription {
  gameId: SlotGameId;
  kind: 'slot';
  name: string;
  theme: string;
  /** The machine's character in one sentence (localised by the site). */
  description: RuleText;
  reels: number;
  rows: number;
  /** Each line as the row (0 top) on each reel. */
  lines: number[][];
  symbols: { id: string; name: string; kind: 'regular' | 'wild' | 'scatter' }[];
  /** Line pays in coins per coin value, by run length; highest first. */
  paytable: { symbol: string; name: string; pays: { count: number; coins: number }[] }[];
  scatter: {
    symbol: string;
    name: string;
    /** Scatter pays as multiples of the total bet. */
    pays: { count: number; timesBet: number }[];
    freeSpins: { count: number; spins: number }[];
  };
  freeSpins: { multiplier: number; retrigger: true; ownReels: true };
  /** Rule sentences as i18n keys and arguments, one sentence per entry (the site translates them). */
  rules: RuleText[];
  figures: SlotFigures;
}

/** The rules and paytable of a machine, for the site. */
export function describeSlot(id: SlotGameId): SlotDescription {
  const m = compiledSlot(id);
  const def = m.def;
  const R = m.reels;
  const wild = def.symbols.find((s) => s.kind === 'wild')!;
  const scatter = def.symbols.find((s) => s.kind === 'scatter')!;
  const counts = (table: readonly number[]) =>
    Array.from({ length: R * m.rows }, (_, i) => i + 1).filter((c) => c <= R && tableAt(table, c) > 0);
  const paytable = def.symbols
    .filter((s) => s.kind !== 'scatter' && def.linePays[s.id])
    .map((s) => ({
      symbol: s.id,
      name: s.name,
      pays: def.linePays[s.id]!.map((coins, count) => ({ count, coins }))
        .filter((p) => p.coins > 0)
        .reverse(),
    }));
  const M = def.freeSpins.multiplier;
  const awards = counts(def.freeSpins.awards).map((c) => tableAt(def.freeSpins.awards, c));
  const wildTop = Math.max(...(def.linePays[wild.id] ?? [0]));
  return {
    gameId: id,
    kind: 'slot',
    name: def.name,
    theme: def.theme,
    // {0} lines, {1} scatter, {2}–{4} free spins for 3/4/5 scatters, {5} multiplier, {6} top wild pay.
    description: ruleText(
      `ih_slot_about_${id}`,
      def.lines.length,
      sym(scatter.id),
      ...[0, 1, 2].map((i) => awards[i] ?? awards[awards.length - 1] ?? 0),
      M,
      wildTop,
    ),
    reels: R,
    rows: m.rows,
    lines: def.lines.map((l) => [...l]),
    symbols: def.symbols.map((s) => ({ ...s })),
    paytable,
    scatter: {
      symbol: scatter.id,
      name: scatter.name,
      pays: counts(def.scatterPays).map((count) => ({ count, timesBet: tableAt(def.scatterPays, count) })),
      freeSpins: counts(def.freeSpins.awards).map((count) => ({
        count,
        spins: tableAt(def.freeSpins.awards, count),
      })),
    },
    freeSpins: { multiplier: M, retrigger: true, ownReels: true },
    rules: [
      ruleText('ih_rule_slot_layout', R, m.rows, def.lines.length),
      ruleText('ih_rule_slot_left_to_right'),
      ruleText('ih_rule_slot_one_win'),
      ruleText('ih_rule_slot_wild', sym(wild.id), sym(scatter.id)),
      ruleText('ih_rule_slot_wild_run', sym(wild.id)),
      ruleText('ih_rule_slot_scatter', sym(scatter.id)),
      ruleText('ih_rule_slot_free_spins', M),
      ruleText('ih_rule_slot_retrigger', sym(scatter.id)),
      ruleText('ih_rule_malfunction'),
    ],
    figures: SLOT_FIGURES[id],
  };
}
