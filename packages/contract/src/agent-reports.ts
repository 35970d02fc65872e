import { z } from 'zod';
import { int4IdSchema } from './bounds';
import { REPORT_SPANS } from './report-spans';

/**
 * The agent centre's reports (wire reference §2.7; docs/api.md "Agent reports"): team overview, team
 * betting, user loss statements and account details. Every figure covers the caller's own downline
 * (the members below them, at any depth) and nothing else; a filter naming a member outside it is
 * refused with `agent.member.not.downline`. Money is in major units (two decimals), as everywhere on
 * the wire. Days are the brand's days (its time zone), written `yyyy-MM-dd`.
 */

/** The longest range a report covers, in days. */
export const AGENT_REPORT_MAX_DAYS = 366;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when `value` is a real calendar day written `yyyy-MM-dd`. */
export function isBrandDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return (
    y >= 2000 &&
    y <= 9999 &&
    date.getUTCMonth() === m - 1 &&
    date.getUTCDate() === d &&
    date.getUTCFullYear() === y
  );
}

/** A brand day, `yyyy-MM-dd`. */
export const brandDaySchema = z.string().refine(isBrandDay, { message: 'a day written yyyy-MM-dd' });

/** The days from `start` to `end`, both included (`yyyy-MM-dd`), or 0 when `end` is before `start`. */
export function daysBetween(start: string, end: string): number {
  const a = Date.parse(`${start}T00:00:00Z`);
  const b = Date.parse(`${end}T00:00:00Z`);
  return b < a ? 0 : Math.round((b - a) / 86_400_000) + 1;
}

export { REPORT_SPANS, spanDays, type ReportSpan } from './report-spans';

/**
 * A range of brand days, both ends included: a named `span` (resolved in the brand's time zone; it
 * wins over the two days), or the two days. Missing ends default on the server (the last 7 days up
 * to today); a range backwards or longer than `AGENT_REPORT_MAX_DAYS` is a bad request.
 */
const rangeShape = {
  span: z.enum(REPORT_SPANS).optional(),
  startDate: brandDaySchema.optional(),
  endDate: brandDaySchema.optional(),
};

function checkRange(
  value: { startDate?: string | undefined; endDate?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (value.startDate && value.endDate) {
    const days = daysBetween(value.startDate, value.endDate);
    if (days === 0)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'endDate is before startDate' });
    if (days > AGENT_REPORT_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: `at most ${AGENT_REPORT_MAX_DAYS} days` });
  }
}

const pageShape = {
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

/** A member of the caller's downline, by id or by username (either one). */
const memberFilterShape = {
  memberId: int4IdSchema.optional(),
  username: z.string().trim().min(1).max(64).optional(),
};

/** A game category (RNG, LIVE, FISH, LOTT…) and a vendor code. */
const gameFilterShape = {
  category: z.string().trim().min(1).max(16).optional(),
  vendor: z.string().trim().min(1).max(32).optional(),
};

/** The range the server actually used (defaults filled in). */
export const reportRangeSchema = z.object({ startDate: z.string(), endDate: z.string() });

/**
 * Betting figures of a set of bets, from the player's side: `betAmount` staked, `validBet` (the
 * turnover that counts for wages and rebates), `payout` returned, `winLoss` = payout − bet (negative
 * when the players lost, which is the team's loss that dividends are paid from), `bets` counted.
 */
export const bettingFiguresSchema = z.object({
  betAmount: z.number(),
  validBet: z.number(),
  payout: z.number(),
  winLoss: z.number(),
  bets: z.number().int(),
});
export type BettingFigures = z.infer<typeof bettingFiguresSchema>;

// ---------------------------------------------------------------------------------------------------
// Team overview (agentTeamOverview)

export const teamRangeQuerySchema = z.object(rangeShape).superRefine(checkRange);

export const teamOverviewSumValueSchema = bettingFiguresSchema.extend({
  range: reportRangeSchema,
  /** Members of the team with at least one bet in the range. */
  activeMembers: z.number().int(),
  /** Members who joined the team in the range. */
  newMembers: z.number().int(),
  currency: z.string(),
});
export type TeamOverviewSum = z.infer<typeof teamOverviewSumValueSchema>;

export const teamOverviewDailyQuerySchema = z.object({ ...rangeShape, ...pageShape }).superRefine(checkRange);

export const teamDayRowSchema = bettingFiguresSchema.extend({
  date: z.string(),
  activeMembers: z.number().int(),
});

export const teamOverviewDailyValueSchema = z.object({
  /** Newest day first; days without bets are listed with zeros. */
  list: z.array(teamDayRowSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  /** Totals of every day of the range (not only of this page). */
  footer: bettingFiguresSchema,
  range: reportRangeSchema,
});

/** One KPI: its value in the current period and in the one before. */
export const kpiSchema = z.object({ current: z.number(), previous: z.number() });

export const teamKpiValueSchema = z.object({
  /** Today against yesterday, and this month (to date) against last month, in brand days. */
  today: z.string(),
  daily: z.object({
    validBet: kpiSchema,
    winLoss: kpiSchema,
    activeMembers: kpiSchema,
    newMembers: kpiSchema,
  }),
  monthly: z.object({
    validBet: kpiSchema,
    winLoss: kpiSchema,
    activeMembers: kpiSchema,
    newMembers: kpiSchema,
  }),
});

export const teamCountValueSchema = z.object({
  /** Members whose upline is the caller. */
  direct: z.number().int(),
  /** The whole downline, at any depth. */
  total: z.number().int(),
  /** Of the whole downline: agents, and players. */
  agents: z.number().int(),
  players: z.number().int(),
  /** Members of the whole downline who joined today (brand day). */
  newToday: z.number().int(),
});

export const memberCountValueSchema = z.object({
  /** Members of the caller's downline with a live session now. */
  online: z.number().int(),
  /** The whole downline, for the ratio. */
  total: z.number().int(),
});

// ---------------------------------------------------------------------------------------------------
// Team betting (personalHistoryCopy in the agent centre)

export const TEAM_BETTING_GROUPS = ['member', 'category', 'vendor'] as const;

export const teamBettingQuerySchema = z
  .object({
    ...rangeShape,
    ...pageShape,
    ...memberFilterShape,
    ...gameFilterShape,
    /** What a row is: one member (default), one game category or one vendor. */
    groupBy: z.enum(TEAM_BETTING_GROUPS).default('member'),
  })
  .superRefine(checkRange);

export const teamBettingRowSchema = bettingFiguresSchema.extend({
  /** The member id, the category or the vendor code, by `groupBy`. */
  key: z.string(),
  /** member rows: the member's username, type and the level below the caller (1 = direct). */
  username: z.string().optional(),
  memberType: z.number().int().optional(),
  level: z.number().int().optional(),
});

export const teamBettingValueSchema = z.object({
  list: z.array(teamBettingRowSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  /** Totals of every row of the filter (all pages). */
  footer: bettingFiguresSchema,
  range: reportRangeSchema,
});

export const LOTT_ORDER_STATUSES = ['pending', 'won', 'lost'] as const;

export const lottOrdersQuerySchema = z
  .object({
    ...rangeShape,
    ...pageShape,
    ...memberFilterShape,
    gameCode: z.string().trim().min(1).max(64).optional(),
    status: z.enum(LOTT_ORDER_STATUSES).optional(),
  })
  .superRefine(checkRange);

export const lottOrderSchema = z.object({
  /** `LT-<bet line id>`, as in the member's own betting record. */
  orderId: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  gameCode: z.string(),
  /** The game's name in the request's language. */
  gameName: z.string(),
  drawNo: z.string(),
  playType: z.string(),
  selection: z.string(),
  amount: z.number(),
  payout: z.number(),
  status: z.enum(LOTT_ORDER_STATUSES),
  currency: z.string(),
  createdAt: z.number().int(),
});

export const lottOrdersValueSchema = z.object({
  list: z.array(lottOrderSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  footer: z.object({ amount: z.number(), payout: z.number(), winLoss: z.number(), orders: z.number().int() }),
  range: reportRangeSchema,
});

/** The team's lottery betting per lottery game over a range (ODSFE2_lottTeamBet). */
export const lottTeamBetQuerySchema = z
  .object({ ...rangeShape, ...memberFilterShape })
  .superRefine(checkRange);

const lottGameFiguresSchema = z.object({
  /** Bet lines placed in the range. */
  orders: z.number().int(),
  /** Distinct members who placed them. */
  bettors: z.number().int(),
  amount: z.number(),
  /** Paid on the lines drawn so far. */
  payout: z.number(),
  /** payout − amount of the drawn lines: the members' result (negative: the team lost). */
  winLoss: z.number(),
  /** Stakes of lines still waiting for their draw. */
  pendingAmount: z.number(),
});

export const lottTeamBetValueSchema = z.object({
  /** One row per lottery game, most staked first. */
  list: z.array(lottGameFiguresSchema.extend({ gameCode: z.string(), gameName: z.string() })),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** Every game together (bettors: distinct over all games). */
  footer: lottGameFiguresSchema,
  currency: z.string(),
  range: reportRangeSchema,
});

// ---------------------------------------------------------------------------------------------------
// User loss statements (palStatementsAgentCopy)

export const teamPnlQuerySchema = z
  .object({ ...rangeShape, ...pageShape, ...memberFilterShape, ...gameFilterShape })
  .superRefine(checkRange);

export const teamPnlRowSchema = bettingFiguresSchema.extend({
  memberId: z.number().int(),
  username: z.string(),
  memberType: z.number().int(),
  /** 1 = a direct member of the caller, 2 = one level below, … */
  level: z.number().int(),
});

export const teamPnlValueSchema = z.object({
  /** One row per member of the team with bets in the range (the caller too), by username. */
  list: z.array(teamPnlRowSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  /** The sum of every row (all pages). */
  footer: bettingFiguresSchema,
  range: reportRangeSchema,
});

export const teamPnlDetailQuerySchema = z
  .object({ ...rangeShape, memberId: int4IdSchema, ...gameFilterShape })
  .superRefine(checkRange);

export const teamPnlDetailValueSchema = z.object({
  memberId: z.number().int(),
  username: z.string(),
  /** One row per day of the range with bets, newest first. */
  list: z.array(bettingFiguresSchema.extend({ date: z.string() })),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** The sum of the days: the member's row of the statement for the same range. */
  footer: bettingFiguresSchema,
  range: reportRangeSchema,
});

// ---------------------------------------------------------------------------------------------------
// Account details (agentDownlineTransactionDetailsCopy)

/** Transfer types an agent may filter by; every ledger type of a member's main wallet is listed. */
export const downlineTransQuerySchema = z
  .object({
    ...rangeShape,
    ...pageShape,
    ...memberFilterShape,
    /** A ledger transfer type (deposit, withdrawal_hold, agent_transfer, bet, win…). */
    type: z
      .string()
      .trim()
      .regex(/^[a-z_]{1,32}$/)
      .optional(),
  })
  .superRefine(checkRange);

export const downlineTransRowSchema = z.object({
  /** The ledger entry id (unique). */
  id: z.number().int(),
  memberId: z.number().int(),
  username: z.string(),
  type: z.string(),
  /** Signed: money into the member's wallet is positive, out of it negative. */
  amount: z.number(),
  balanceAfter: z.number(),
  currency: z.string(),
  createdAt: z.number().int(),
});

export const downlineTransValueSchema = z.object({
  list: z.array(downlineTransRowSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  /** Money in and out over every row of the filter. */
  footer: z.object({ moneyIn: z.number(), moneyOut: z.number(), net: z.number(), count: z.number().int() }),
  range: reportRangeSchema,
});

// ---------------------------------------------------------------------------------------------------
// Operators: agents and their trees (item 5 of the agent issue)

export const opsAgentsQuerySchema = z.object({
  /** Part of a username, case-insensitive. */
  search: z.string().trim().max(64).optional(),
  merchantCode: z.string().trim().min(1).max(32).optional(),
  /** Only agents without an agent upline. */
  topLevel: z.coerce.boolean().optional(),
  ...pageShape,
});

export const opsAgentRowSchema = z.object({
  memberId: z.number().int(),
  username: z.string(),
  merchantCode: z.string(),
  memberType: z.number().int(),
  status: z.string(),
  uplineId: z.number().int().nullable(),
  uplineUsername: z.string().nullable(),
  direct: z.number().int(),
  teamSize: z.number().int(),
  createdAt: z.number().int(),
});

export const opsAgentsValueSchema = z.object({
  list: z.array(opsAgentRowSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});

export const opsAgentTreeQuerySchema = z.object({
  memberId: int4IdSchema,
  /** How many levels below the member to include (1 = direct members only). */
  depth: z.coerce.number().int().min(1).max(5).default(2),
});

/** One member of a tree: flat, each with its upline's id (the root's is its own upline or null). */
export const opsTreeNodeSchema = z.object({
  memberId: z.number().int(),
  parentId: z.number().int().nullable(),
  /** 0 = the member asked for, 1 = its direct members, … */
  depth: z.number().int(),
  username: z.string(),
  memberType: z.number().int(),
  status: z.string(),
  /** Members below, at any depth. */
  teamSize: z.number().int(),
});

export const opsAgentTreeValueSchema = z.object({
  /** The member's uplines, top first (a path for the breadcrumb). */
  uplines: z.array(z.object({ memberId: z.number().int(), username: z.string() })),
  /** The member first, then the levels below it down to `depth`, each level by username. */
  nodes: z.array(opsTreeNodeSchema),
  /** True when a level was cut at 500 members. */
  truncated: z.boolean(),
});
