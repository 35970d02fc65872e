import type { Database } from '../../platform/db/client';
import { enqueueJob, pendingJobs, type DbTransaction } from '../../platform/jobs/queue';
import type { JobHandler } from '../../platform/jobs/worker';
import type { DownlineTree } from '../accounts';
import {
  createBetFactsRepository,
  filtersGames,
  dayOfYear,
  yearMask,
  type BettorDelta,
  type FactCursor,
  type RollupDelta,
} from './repository';
import { monthOf } from './month-split';
import type {
  BetFactInput,
  BetFactsPort,
  BetFigures,
  FactBatch,
  GameFilter,
  HourQuery,
  MemberTotalsPage,
  MemberTotalsQuery,
  TeamFigures,
  TeamQuery,
  TeamScope,
} from './types';

/**
 * The roll-up job: applies new facts to the day, month, hour and bettor roll-ups, then re-enqueues
 * itself.
 */
export const ROLLUP_JOB = 'bet-facts-rollup';
/** The roll-ups' own cursor in bet_fact_cursors. */
export const ROLLUP_CONSUMER = 'rollups';

export interface BetFactsSettings {
  /** Entries per roll-up transaction. */
  batchSize: number;
  /** Batches per job run before it yields to other jobs. */
  batchesPerRun: number;
  /** Time between roll-up runs when the journal is drained (reports lag at most about this much). */
  intervalMs: number;
}

export const DEFAULT_BET_FACTS_SETTINGS: BetFactsSettings = {
  batchSize: 2000,
  batchesPerRun: 10,
  intervalMs: 10_000,
};

/** What the value engine needs of the accounts module: the downline tree. */
export type BetFactsTree = Pick<DownlineTree, 'ancestorsOf' | 'downlineMembers' | 'downlineSubquery'>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ZERO: BetFigures = { turnover: 0n, validBet: 0n, payout: 0n, winLoss: 0n, betCount: 0 };

/** Roll-up band of a member `depth` levels below an owner: 0 self, 1 direct, 2 deeper. */
export const bandOf = (depth: number) => Math.min(depth, 2);

export function bandsOf(scope: TeamScope): number[] {
  return scope === 'team' ? [0, 1, 2] : scope === 'direct' ? [1] : [0];
}

function plus(a: BetFigures, b: BetFigures): BetFigures {
  return {
    turnover: a.turnover + b.turnover,
    validBet: a.validBet + b.validBet,
    payout: a.payout + b.payout,
    winLoss: a.winLoss + b.winLoss,
    betCount: a.betCount + b.betCount,
  };
}

function checkDays(from: string, to: string) {
  if (!DAY.test(from) || !DAY.test(to)) throw new Error(`brand days must be YYYY-MM-DD (${from}, ${to})`);
}

export function createBetFacts(deps: {
  db: Database;
  tree: BetFactsTree;
  /** The merchant's IANA time zone (merchants.time_zone, through the brand directory). */
  timeZoneOf: (merchantCode: string) => Promise<string>;
  settings?: Partial<BetFactsSettings> | undefined;
  now?: (() => number) | undefined;
}) {
  const { db, tree } = deps;
  const repo = createBetFactsRepository(db);
  const settings: BetFactsSettings = { ...DEFAULT_BET_FACTS_SETTINGS, ...deps.settings };
  const now = deps.now ?? Date.now;

  // -------------------------------------------------------------------------------------- writing
  async function record(tx: DbTransaction, fact: BetFactInput): Promise<void> {
    if (fact.stake < 0n || fact.validBet < 0n || fact.payout < 0n || fact.validBet > fact.stake)
      throw new Error(`bet fact ${fact.source}:${fact.sourceId}: negative figures or valid bet above stake`);
    const before = await repo.recordedState(tx, fact.source, fact.sourceId);
    const target = fact.void
      ? { turnover: 0n, validBet: 0n, payout: 0n, betCount: 0 }
      : { turnover: fact.stake, validBet: fact.validBet, payout: fact.payout, betCount: 1 };
    const delta = {
      turnover: target.turnover - before.turnover,
      validBet: target.validBet - before.validBet,
      payout: target.payout - before.payout,
      betCount: target.betCount - before.betCount,
    };
    // The same state again (a replayed call): nothing to add.
    if (delta.turnover === 0n && delta.validBet === 0n && delta.payout === 0n && delta.betCount === 0) return;
    await repo.insertFact(tx, {
      source: fact.source,
      sourceId: fact.sourceId,
      revision: before.revision + 1,
      merchantCode: fact.merchantCode,
      memberId: fact.memberId,
      currency: fact.currency,
      category: fact.category,
      vendorCode: fact.vendorCode,
      gameCode: fact.gameCode,
      ...delta,
      placedAt: fact.placedAt,
      settledAt: fact.settledAt,
      timeZone: await deps.timeZoneOf(fact.merchantCode),
    });
  }

  // ------------------------------------------------------------------------------------ consumers
  async function readBatch(tx: DbTransaction, consumer: string, limit: number): Promise<FactBatch> {
    const cursor = await repo.lockCursor(tx, consumer);
    const rows = await repo.entriesAfter(tx, cursor, limit);
    const last = rows.at(-1);
    return {
      entries: rows.map((r) => r.entry),
      async advance() {
        if (last) await repo.advanceCursor(tx, consumer, { txId: last.txId, factId: last.entry.id });
      },
    };
  }

  // ------------------------------------------------------------------------------------- roll-ups
  /** Applies one batch of new entries to the roll-ups; returns how many entries it applied. */
  async function rollupBatch(tx: DbTransaction, limit = settings.batchSize): Promise<number> {
    const batch = await readBatch(tx, ROLLUP_CONSUMER, limit);
    if (batch.entries.length === 0) return 0;
    const members = [...new Set(batch.entries.map((e) => e.memberId))];
    const ancestors = new Map<number, { ancestorId: number; depth: number }[]>();
    for (const a of await tree.ancestorsOf(members))
      ancestors.set(a.memberId, [...(ancestors.get(a.memberId) ?? []), a]);
    const owners = (memberId: number) =>
      ancestors.get(memberId) ?? [{ memberId, ancestorId: memberId, depth: 0 }];

    const days = new Map<string, RollupDelta>();
    const months = new Map<string, RollupDelta>();
    const hours = new Map<string, RollupDelta>();
    const ownCounts = new Map<string, { memberId: number; day: string; delta: number }>();
    const add = (map: Map<string, RollupDelta>, key: string, row: RollupDelta) => {
      const seen = map.get(key);
      if (!seen) map.set(key, row);
      else {
        seen.turnover += row.turnover;
        seen.validBet += row.validBet;
        seen.payout += row.payout;
        seen.betCount += row.betCount;
      }
    };
    for (const e of batch.entries) {
      for (const { ancestorId, depth } of owners(e.memberId)) {
        const band = bandOf(depth);
        const figures = {
          merchantCode: e.merchantCode,
          turnover: e.turnover,
          validBet: e.validBet,
          payout: e.payout,
          betCount: e.betCount,
        };
        add(days, `${ancestorId}|${band}|${e.brandDay}|${e.category}|${e.vendorCode}`, {
          ownerId: ancestorId,
          band,
          slot: e.brandDay,
          category: e.category,
          vendorCode: e.vendorCode,
          ...figures,
        });
        const month = monthOf(e.brandDay);
        add(months, `${ancestorId}|${band}|${month}|${e.category}|${e.vendorCode}`, {
          ownerId: ancestorId,
          band,
          slot: month,
          category: e.category,
          vendorCode: e.vendorCode,
          ...figures,
        });
        add(hours, `${ancestorId}|${band}|${e.brandHour}|${e.category}`, {
          ownerId: ancestorId,
          band,
          slot: e.brandHour,
          category: e.category,
          vendorCode: '',
          ...figures,
        });
      }
      const key = `${e.memberId}|${e.brandDay}`;
      const own = ownCounts.get(key) ?? { memberId: e.memberId, day: e.brandDay, delta: 0 };
      own.delta += e.betCount;
      ownCounts.set(key, own);
    }
    // A member becomes a bettor of the day when their own count turns positive (and stops being one
    // when a rollback takes it back to zero); each of their owners counts them once.
    const before = await repo.ownDayCounts(tx, [...ownCounts.values()]);
    const bettors = new Map<string, BettorDelta>();
    const activity = new Map<string, { memberId: number; year: number; set: number[]; clear: number[] }>();
    for (const [key, own] of ownCounts) {
      const was = before.get(key) ?? 0;
      const change = (was + own.delta > 0 ? 1 : 0) - (was > 0 ? 1 : 0);
      if (change === 0) continue;
      const { year, index } = dayOfYear(own.day);
      const bits = activity.get(`${own.memberId}|${year}`) ?? {
        memberId: own.memberId,
        year,
        set: [],
        clear: [],
      };
      (change > 0 ? bits.set : bits.clear).push(index);
      activity.set(`${own.memberId}|${year}`, bits);
      for (const { ancestorId, depth } of owners(own.memberId)) {
        const band = bandOf(depth);
        const k = `${ancestorId}|${band}|${own.day}`;
        const seen = bettors.get(k);
        if (seen) seen.bettors += change;
        else bettors.set(k, { ownerId: ancestorId, band, brandDay: own.day, bettors: change });
      }
    }
    // Day and month rows move together, in the cursor's transaction: a range's whole months and its
    // leftover days always agree.
    await repo.addDay(tx, [...days.values()]);
    await repo.addMonth(tx, [...months.values()]);
    await repo.addHour(tx, [...hours.values()]);
    await repo.addBettors(tx, [...bettors.values()]);
    await repo.markActivity(
      tx,
      [...activity.values()].map((a) => ({
        memberId: a.memberId,
        year: a.year,
        set: yearMask(a.set),
        clear: yearMask(a.clear),
      })),
    );
    await batch.advance();
    return batch.entries.length;
  }

  /** Runs batches (each its own savepoint-free step of the caller's transaction) until drained. */
  async function rollupDue(tx: DbTransaction): Promise<{ applied: number; drained: boolean }> {
    let applied = 0;
    for (let i = 0; i < settings.batchesPerRun; i++) {
      const n = await rollupBatch(tx);
      applied += n;
      if (n < settings.batchSize) return { applied, drained: true };
    }
    return { applied, drained: false };
  }

  /** The next run time, on a grid so that chains started by several instances merge on one key. */
  function nextRun(at: number, drained: boolean) {
    if (!drained) return at;
    return Math.ceil((at + 1) / settings.intervalMs) * settings.intervalMs;
  }

  const jobHandlers = new Map<string, JobHandler>([
    [
      ROLLUP_JOB,
      async ({ tx, now: at }) => {
        const { drained } = await rollupDue(tx);
        const next = nextRun(at.getTime(), drained);
        await enqueueJob(tx, ROLLUP_JOB, { runAt: new Date(next), dedupeKey: `${ROLLUP_JOB}:${next}` });
      },
    ],
  ]);

  /** Makes sure a roll-up job is waiting (main.ts at start; the chain then re-enqueues itself). */
  async function ensureRollupJob(): Promise<void> {
    if ((await pendingJobs(db, ROLLUP_JOB)).length > 0) return;
    await enqueueJob(db, ROLLUP_JOB, { runAt: new Date(now()), dedupeKey: `${ROLLUP_JOB}:start` });
  }

  // -------------------------------------------------------------------------------------- reports
  /** The agent, if it belongs to the merchant: every query answers nothing for another merchant's. */
  async function agentOf(merchantCode: string, agentId: number) {
    const { rows } = await tree.downlineMembers(agentId, { merchantCode, scope: 'self' });
    return rows[0];
  }

  async function teamTotals(q: TeamQuery): Promise<TeamFigures> {
    checkDays(q.from, q.to);
    // The three reads at once; the agent check decides whether the answer is used.
    const [agent, figures, bettors] = await Promise.all([
      agentOf(q.merchantCode, q.agentId),
      repo.sumDays({ ownerId: q.agentId, bands: bandsOf(q.scope), from: q.from, to: q.to }),
      repo.countActive(tree.downlineSubquery(q.agentId, q.scope), q.from, q.to),
    ]);
    if (!agent) return { ...ZERO, bettors: 0 };
    return { ...figures, bettors };
  }

  const reports = {
    teamTotals,

    async ownFigures(memberIds: readonly number[], from: string, to: string, games?: GameFilter) {
      checkDays(from, to);
      return repo.perOwner(memberIds, [0], from, to, games);
    },

    gameFigures: (merchantCode: string, currency: string, vendorCode: string, from: Date, to: Date) =>
      repo.gameFigures(merchantCode, currency, vendorCode, from, to),

    async rolledUpTo(at: Date) {
      const cursor = (await repo.cursorOf(ROLLUP_CONSUMER)) ?? { txId: '0', factId: 0 };
      return !(await repo.pendingBefore(cursor, at));
    },

    async teamDaily(q: TeamQuery) {
      checkDays(q.from, q.to);
      if (!(await agentOf(q.merchantCode, q.agentId))) return [];
      return repo.dailyOf({ ownerId: q.agentId, bands: bandsOf(q.scope), from: q.from, to: q.to });
    },

    async byCategory(q: TeamQuery) {
      checkDays(q.from, q.to);
      if (!(await agentOf(q.merchantCode, q.agentId))) return [];
      const rows = await repo.grouped(
        { ownerId: q.agentId, bands: bandsOf(q.scope), from: q.from, to: q.to },
        'category',
      );
      return rows.map(({ vendorCode: _vendor, ...row }) => row);
    },

    async byVendor(q: TeamQuery) {
      checkDays(q.from, q.to);
      if (!(await agentOf(q.merchantCode, q.agentId))) return [];
      return repo.grouped({ ownerId: q.agentId, bands: bandsOf(q.scope), from: q.from, to: q.to }, 'vendor');
    },

    async hourTotals(q: HourQuery): Promise<TeamFigures> {
      if (!(await agentOf(q.merchantCode, q.agentId))) return { ...ZERO, bettors: 0 };
      const timeZone = await deps.timeZoneOf(q.merchantCode);
      const figures = await repo.sumHours({
        ownerId: q.agentId,
        bands: bandsOf(q.scope),
        start: q.hourStart,
        end: q.hourEnd,
        timeZone,
      });
      const bettors =
        figures.betCount === 0
          ? 0
          : await repo.activeHours(
              tree.downlineSubquery(q.agentId, q.scope),
              q.hourStart,
              q.hourEnd,
              timeZone,
            );
      return { ...figures, bettors };
    },

    /**
     * Per-member figures of the agent's scope, ordered by username, with the footer of the whole
     * scope. Rows are the member's own bets (or their own team's with rowFigures 'team'); without a
     * search the footer is the scope's total (each bet once), with one it is the matching members' own.
     */
    async memberTotals(q: MemberTotalsQuery): Promise<MemberTotalsPage> {
      checkDays(q.from, q.to);
      const pageSize = Math.max(1, Math.min(200, Math.floor(q.pageSize)));
      const page = Math.max(1, Math.floor(q.page));
      const empty = { list: [], total: 0, totalPages: 0, footer: { ...ZERO, bettors: 0 } };
      if (!(await agentOf(q.merchantCode, q.agentId))) return empty;
      const search = q.search?.trim() || undefined;
      const activeOnly = q.activeOnly ?? true;
      const games = filtersGames(q.games) ? q.games : undefined;
      const days = { from: q.from, to: q.to };
      // With a game filter a member counts by their own bets in those games (roll-ups), else by
      // their activity bits (a bet of any game).
      const active = games ? repo.betInGames(q.from, q.to, games) : repo.activeBetween(q.from, q.to);
      const filter = {
        merchantCode: q.merchantCode,
        scope: q.scope,
        search,
        memberWhere: activeOnly || games ? active : undefined,
      };
      // One page of members (the activity condition and the paging in the tree's own query).
      const { rows: slice, total } = await tree.downlineMembers(q.agentId, {
        ...filter,
        offset: (page - 1) * pageSize,
        limit: pageSize,
      });
      const rowBands = q.rowFigures === 'team' ? [0, 1, 2] : [0];
      const rowFigures = () =>
        repo.perOwner(
          slice.map((m) => m.id),
          rowBands,
          days.from,
          days.to,
          games,
        );
      let footer: TeamFigures;
      if (!search) {
        const [figures, sums, bettors] = await Promise.all([
          rowFigures(),
          repo.sumDays({ ownerId: q.agentId, bands: bandsOf(q.scope), ...days, games }),
          activeOnly || games
            ? Promise.resolve(total)
            : repo.countActive(tree.downlineSubquery(q.agentId, q.scope), q.from, q.to),
        ]);
        footer = { ...sums, bettors };
        return pageOf(slice, figures, total, footer);
      }
      const { rows: matching } = await tree.downlineMembers(q.agentId, filter);
      const [figures, own, bettors] = await Promise.all([
        rowFigures(),
        repo.perOwner(
          matching.map((m) => m.id),
          [0],
          days.from,
          days.to,
          games,
        ),
        activeOnly || games
          ? Promise.resolve(matching.length)
          : repo
              .activeDays(
                matching.map((m) => m.id),
                q.from,
                q.to,
              )
              .then((set) => set.size),
      ]);
      footer = { ...[...own.values()].reduce(plus, ZERO), bettors };
      return pageOf(slice, figures, total, footer);

      function pageOf(
        rows: typeof slice,
        figures: Map<number, BetFigures>,
        count: number,
        sums: TeamFigures,
      ): MemberTotalsPage {
        return {
          list: rows.map((m) => ({
            memberId: m.id,
            username: m.username,
            type: m.type,
            depth: m.depth,
            ...(figures.get(m.id) ?? ZERO),
          })),
          total: count,
          totalPages: Math.ceil(count / pageSize),
          footer: sums,
        };
      }
    },
  };
  const port: BetFactsPort = { record, readBatch, ...reports };
  return {
    ...port,
    port,
    rollupBatch,
    rollupDue,
    ensureRollupJob,
    jobHandlers,
    settings,
    cursorOf: (consumer: string): Promise<FactCursor | undefined> => repo.cursorOf(consumer),
  };
}

export type BetFacts = ReturnType<typeof createBetFacts>;
