import type { DbTransaction } from '../../platform/jobs/queue';

/**
 * The value engine's vocabulary (docs/architecture.md "Bet facts (value engine)"). Money is in minor
 * units (bigint), as everywhere inside the server. Win/loss is seen from the MEMBER: payout − stake,
 * positive when the member won; a team's loss (what a dividend is computed from) is −winLoss.
 */

/** Where a settled bet comes from; with `sourceId` it names the bet (unique together). */
export type BetFactSource = 'inhouse' | 'lottery' | 'vendor';

/** Which bet a fact is about and where it counts: what a bet's input and every entry of it share. */
export interface BetFactBet {
  source: BetFactSource;
  /** The source's id of the bet: game_rounds.id, lottery_bets.id, `<vendor>:<roundId>`. */
  sourceId: string;
  merchantCode: string;
  memberId: number;
  currency: string;
  /** The catalogue's category code (GAME_CATEGORIES: RNG, LIVE, FISH, TABLE, LOTT…). */
  category: string;
  vendorCode: string;
  gameCode: string;
}

/**
 * The settled state of one bet as its writer sees it now. `record` is given the WHOLE state every
 * time (first settlement, re-settlement, rollback): it writes the difference to what is recorded, so
 * a repeated call writes nothing and sums never count a bet twice. A bet rolled back entirely is
 * recorded with `void: true` (stake, valid bet and payout taken back to zero, bet count −1).
 */
export interface BetFactInput extends BetFactBet {
  /** Turnover: the stake accepted and not rolled back. */
  stake: bigint;
  /** The stake that counts for wages, rebates and wagering (today equal to the stake). */
  validBet: bigint;
  /** What was paid back to the member (stake included). */
  payout: bigint;
  placedAt: Date;
  /** When this state was settled: the brand day and hour of the entry come from it. */
  settledAt: Date;
  void?: boolean;
}

/** The narrow port that game modules receive at composition: write a fact in the money's transaction. */
export interface BetFactRecorder {
  record(tx: DbTransaction, fact: BetFactInput): Promise<void>;
}

/** A brand day, `YYYY-MM-DD`, in the merchant's time zone. */
export type BrandDay = string;

/** Whose bets: the agent and every member below (team), the direct members only, the agent alone. */
export type TeamScope = 'team' | 'direct' | 'self';

export interface TeamQuery {
  merchantCode: string;
  agentId: number;
  /** Inclusive brand days. */
  from: BrandDay;
  to: BrandDay;
  scope: TeamScope;
}

export interface BetFigures {
  turnover: bigint;
  validBet: bigint;
  payout: bigint;
  /** payout − turnover: the members' result (negative: the team lost). */
  winLoss: bigint;
  betCount: number;
}

export interface TeamFigures extends BetFigures {
  /** Distinct members with at least one bet in the range. */
  bettors: number;
}

export interface TeamDay extends TeamFigures {
  day: BrandDay;
}

/** Only the bets of one game category and/or one vendor (the day roll-ups keep both). */
export interface GameFilter {
  category?: string | undefined;
  vendorCode?: string | undefined;
}

export interface MemberTotalsQuery extends TeamQuery {
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Part of the username, case-insensitive. */
  search?: string | undefined;
  /** Only members with a bet in the range (default true). */
  activeOnly?: boolean | undefined;
  /** Each row's own bets (default) or its own team's (the row member and everyone below). */
  rowFigures?: 'self' | 'team' | undefined;
  /** Only these games' bets, and only members with a bet in them. */
  games?: GameFilter | undefined;
}

export interface MemberFiguresRow extends BetFigures {
  memberId: number;
  username: string;
  /** Member type (0 member, 1/2/41/42 agents). */
  type: number;
  /** Depth below the agent (0: the agent). */
  depth: number;
}

export interface MemberTotalsPage {
  list: MemberFiguresRow[];
  total: number;
  totalPages: number;
  /** The sums of the scope over the range (every matching member, not only this page). */
  footer: TeamFigures;
}

export interface CategoryRow extends BetFigures {
  category: string;
}

export interface VendorRow extends BetFigures {
  vendorCode: string;
  category: string;
}

export interface HourQuery {
  merchantCode: string;
  agentId: number;
  /** Instants; the hours are the merchant's local hours that start in [hourStart, hourEnd). */
  hourStart: Date;
  hourEnd: Date;
  scope: TeamScope;
}

/** One fact entry as consumers read it: the first settlement of a bet, or a correction of it. */
export interface BetFactEntry extends BetFactBet {
  id: number;
  /** 0: first settlement; 1, 2…: corrections (re-settlement, rollback) carrying the difference. */
  revision: number;
  /** Differences to the state before this entry (the full figures when revision is 0). */
  turnover: bigint;
  validBet: bigint;
  payout: bigint;
  winLoss: bigint;
  /** +1 a new bet, −1 a bet voided, 0 a correction. */
  betCount: number;
  placedAt: Date;
  settledAt: Date;
  brandDay: BrandDay;
  /** The local hour's start, `YYYY-MM-DDTHH:00`. */
  brandHour: string;
}

/** A batch read after a consumer's cursor; `advance` moves the cursor past it in the same transaction. */
export interface FactBatch {
  entries: BetFactEntry[];
  advance(): Promise<void>;
}

/**
 * What agents (and later rewards) read. Every team query is limited to `agentId`'s own downline and
 * refuses an agent of another merchant (answers zeros / empty lists).
 */
export interface BetFactsReports {
  teamTotals(q: TeamQuery): Promise<TeamFigures>;
  teamDaily(q: TeamQuery): Promise<TeamDay[]>;
  memberTotals(q: MemberTotalsQuery): Promise<MemberTotalsPage>;
  byCategory(q: TeamQuery): Promise<CategoryRow[]>;
  byVendor(q: TeamQuery): Promise<VendorRow[]>;
  hourTotals(q: HourQuery): Promise<TeamFigures>;
  /**
   * Each member's own bets (not their team's) over brand days from..to: the rewards' VIP turnover,
   * rebates and wagering. Members without a bet in the range are absent.
   */
  ownFigures(
    memberIds: readonly number[],
    from: BrandDay,
    to: BrandDay,
    /** Only bets of these games (a mission's category). */
    games?: GameFilter,
  ): Promise<Map<number, BetFigures>>;
  /**
   * Stake, payout and rounds per game of one vendor, from the facts settled in [from, to) (not the
   * roll-ups: a game's figures over any instants). The back office's in-house RTP.
   */
  gameFigures(
    merchantCode: string,
    currency: string,
    vendorCode: string,
    from: Date,
    to: Date,
  ): Promise<Map<string, { stake: bigint; payout: bigint; rounds: number }>>;
  /**
   * True when every fact committed by `at` is in the roll-ups: a period's settlement waits for it
   * (run it a little after the period closes, so no bet of the period is still in flight).
   */
  rolledUpTo(at: Date): Promise<boolean>;
}

export interface BetFactsConsumers {
  /**
   * Locks the consumer's cursor row (FOR UPDATE, so two instances never read the same batch) and
   * reads up to `limit` entries after it, only from transactions that have ended (no gaps, no
   * repeats). Call `advance()` in the same transaction after acting on them.
   */
  readBatch(tx: DbTransaction, consumer: string, limit: number): Promise<FactBatch>;
}

export type BetFactsPort = BetFactRecorder & BetFactsReports & BetFactsConsumers;
