import { isTrialType } from '@jade/contract/account-types';
import { GAME_CATEGORIES } from '@jade/contract/game-constants';
import {
  MISSION_BOARD_SIZE,
  MONEY_MISSION_KINDS,
  type MissionClaim,
  type MissionItem,
  type MissionLeaderboard,
  type MissionPeriod,
  type MissionSummary,
  type OpsMission,
  type OpsMissionBody,
} from '@jade/contract/missions';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { brandDayOf, brandDayStart } from '../../platform/time/brand-periods';
import { minorToWire, parseWireAmount } from '../ledger/money';
import { writeAudit, type Actor } from '../operators/service';
import type { Bonuses } from './bonuses';
import type { MissionClaimRow, MissionRepository, MissionRow } from './mission-repository';
import { maskUsername } from './referral';

/** The bonus template every mission reward is paid under (its expiry; the mission names the multiple). */
export const MISSION_TEMPLATE = 'mission';

export interface MissionsDeps {
  db: Database;
  repo: MissionRepository;
  bonuses: Pick<Bonuses, 'grantTemplate'>;
  /** A member's own bets over brand days, optionally of one category (bet-facts roll-ups). */
  ownFigures(
    memberId: number,
    from: string,
    to: string,
    category: string | null,
  ): Promise<{ validBet: bigint; betCount: number }>;
  /** A member's credited deposits in [start, end), minor units (payments). */
  depositTotal(memberId: number, start: Date, end: Date): Promise<bigint>;
  /** Distinct days in `timeZone` with a successful login in [start, end) (accounts). */
  loginDays(memberId: number, start: Date, end: Date, timeZone: string): Promise<number>;
  merchant: (code: string) => Promise<{ currency: string; timeZone: string } | undefined>;
  now: () => number;
}

type Member = { id: number; merchantCode: string; type: number; username?: string };
interface Period {
  key: string;
  start: number;
  end: number;
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const wire = (minor: bigint) => minorToWire(minor);
/** The calendar day `n` days after `day` (YYYY-MM-DD). */
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The brand day or week (Monday to Sunday) containing `t`, with its key and bounds. */
export function missionPeriod(period: MissionPeriod, t: number, zone: string): Period {
  const today = brandDayOf(t, zone);
  const from =
    period === 'daily' ? today : addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
  const to = period === 'daily' ? from : addDays(from, 6);
  return {
    key: `${period === 'daily' ? 'day' : 'week'}:${from}`,
    start: brandDayStart(from, zone),
    end: brandDayStart(addDays(to, 1), zone),
    from,
    to,
  };
}

export const missionIdempotencyKey = (missionId: number, memberId: number, periodKey: string) =>
  `mission:${missionId}:member:${memberId}:period:${periodKey}`;

const isMoney = (m: Pick<MissionRow, 'kind'>) => MONEY_MISSION_KINDS.includes(m.kind);
const measure = (m: Pick<MissionRow, 'kind'>, v: bigint) => (isMoney(m) ? wire(v) : Number(v));

/**
 * Missions (issue 15, decision R7): progress over the current brand day or week from the bet facts,
 * credited deposits and logins; a complete mission is claimed once per member and period (the unique
 * claim row, the bonus's source key) and paid as a bonus with the mission's wagering multiple. Points
 * of claimed missions rank the brand week's leaderboard.
 */
export function createMissions(deps: MissionsDeps) {
  const { db, repo, now } = deps;

  async function zoneOf(code: string) {
    const m = await deps.merchant(code);
    if (!m) throw new AppError('request_param_err', 400);
    return m;
  }

  const live = (m: MissionRow, t: number) =>
    m.active && (!m.startsAt || m.startsAt.getTime() <= t) && (!m.endsAt || m.endsAt.getTime() > t);

  async function progressOf(member: Member, m: MissionRow, p: Period, zone: string): Promise<bigint> {
    switch (m.kind) {
      case 'validTurnover':
        return (await deps.ownFigures(member.id, p.from, p.to, m.category)).validBet;
      case 'betCount':
        return BigInt((await deps.ownFigures(member.id, p.from, p.to, null)).betCount);
      case 'depositTotal':
        return deps.depositTotal(member.id, new Date(p.start), new Date(p.end));
      case 'loginDays':
        return BigInt(await deps.loginDays(member.id, new Date(p.start), new Date(p.end), zone));
    }
  }

  /** The member's live missions now, each with its period, progress and claim. */
  async function stateOf(member: Member) {
    const t = now();
    const { timeZone } = await zoneOf(member.merchantCode);
    const all = (await repo.list(member.merchantCode)).filter((m) => live(m, t));
    const periods = {
      daily: missionPeriod('daily', t, timeZone),
      weekly: missionPeriod('weekly', t, timeZone),
    };
    const claims = await repo.claimsOf(member.id, [periods.daily.key, periods.weekly.key]);
    const rows = await Promise.all(
      all.map(async (m) => {
        const period = periods[m.period];
        const claim = claims.find((c) => c.missionId === m.id && c.periodKey === period.key);
        const progress = claim ? m.target : await progressOf(member, m, period, timeZone);
        const state: MissionItem['state'] = claim
          ? 'claimed'
          : progress >= m.target
            ? 'claimable'
            : 'inProgress';
        return { mission: m, period, progress, claim, state };
      }),
    );
    return { rows, week: periods.weekly, timeZone };
  }

  const countOf = (rows: { state: MissionItem['state'] }[]) =>
    rows.filter((r) => r.state === 'claimable').length;

  async function count(member: Member) {
    if (isTrialType(member.type)) return 0;
    return countOf((await stateOf(member)).rows);
  }

  async function answer(member: Member, row: MissionClaimRow): Promise<MissionClaim> {
    return {
      missionId: row.missionId,
      periodKey: row.periodKey,
      amount: wire(row.amount),
      bonusId: row.grantId ?? 0,
      points: row.points,
      missionCount: await count(member),
    };
  }

  /** A claim already made: the same answer for the same request key, else refused. */
  async function earlier(member: Member, row: MissionClaimRow | undefined, idempotencyKey: string) {
    if (row && row.idempotencyKey === idempotencyKey && row.grantId !== null) return answer(member, row);
    throw new AppError('mission.already.claimed', 409);
  }

  function toOps(m: MissionRow): OpsMission {
    return {
      id: m.id,
      kind: m.kind,
      category: m.category,
      target: measure(m, m.target),
      period: m.period,
      rewardAmount: wire(m.rewardAmount),
      multiple: m.multipleX100 / 100,
      points: m.points,
      startsAt: m.startsAt?.getTime() ?? null,
      endsAt: m.endsAt?.getTime() ?? null,
      sortOrder: m.sortOrder,
      titles: m.titles,
      active: m.active,
      updatedAt: m.updatedAt.getTime(),
    };
  }

  /** The row an operator's body describes, checked (amounts in minor units). */
  function rowOf(body: OpsMissionBody) {
    const bad = (field: string): never => {
      throw new AppError('request_param_err', 400, { field });
    };
    let target: bigint;
    if (MONEY_MISSION_KINDS.includes(body.kind)) {
      const parsed = parseWireAmount(body.target);
      target = parsed.ok ? parsed.minor : bad('target');
    } else {
      const n = Number(body.target);
      target = Number.isInteger(n) && n >= 1 && n <= 100_000 ? BigInt(n) : bad('target');
    }
    if (body.kind === 'loginDays' && body.period === 'daily' && target > 1n) bad('target');
    if (body.kind === 'loginDays' && target > 7n) bad('target');
    const reward = parseWireAmount(body.rewardAmount);
    const rewardAmount = reward.ok ? reward.minor : bad('rewardAmount');
    const category = body.kind === 'validTurnover' ? (body.category ?? null) : null;
    if (category !== null && !(GAME_CATEGORIES as readonly string[]).includes(category)) bad('category');
    const startsAt = body.startsAt ?? null;
    const endsAt = body.endsAt ?? null;
    if (startsAt !== null && endsAt !== null && endsAt <= startsAt) bad('endsAt');
    const titles = Object.fromEntries(
      Object.entries(body.titles)
        .map(([lang, title]) => [lang, (title ?? '').trim()] as const)
        .filter(([, title]) => title.length > 0),
    );
    return {
      kind: body.kind,
      category,
      target,
      period: body.period,
      rewardAmount,
      multipleX100: Math.round(body.multiple * 100),
      points: body.points,
      startsAt: startsAt === null ? null : new Date(startsAt),
      endsAt: endsAt === null ? null : new Date(endsAt),
      sortOrder: body.sortOrder,
      titles,
      active: body.active,
    };
  }

  return {
    count,

    /** `MCSFE_getMissionSummaryDetails`: the caller's missions, titles in `language`. */
    async summary(member: Member, language: string): Promise<MissionSummary> {
      if (isTrialType(member.type)) return { list: [], missionCount: 0, points: 0 };
      const s = await stateOf(member);
      const own = await repo.ownRank(member.merchantCode, s.week.key, member.id);
      const list = s.rows.map(({ mission: m, period, progress, state }): MissionItem => ({
        id: m.id,
        kind: m.kind,
        category: m.category,
        title: m.titles[language] ?? m.titles.EN ?? '',
        target: measure(m, m.target),
        progress: measure(m, progress > m.target ? m.target : progress),
        rewardAmount: wire(m.rewardAmount),
        multiple: m.multipleX100 / 100,
        points: m.points,
        period: m.period,
        periodKey: period.key,
        periodEnd: period.end,
        state,
      }));
      return { list, missionCount: countOf(s.rows), points: own.points };
    },

    /** `MCSFE_getMissionLeaderboard`: this brand week's ranking by mission points. */
    async leaderboard(member: Member): Promise<MissionLeaderboard> {
      const { timeZone } = await zoneOf(member.merchantCode);
      const week = missionPeriod('weekly', now(), timeZone);
      const [top, own] = await Promise.all([
        repo.board(member.merchantCode, week.key, MISSION_BOARD_SIZE),
        repo.ownRank(member.merchantCode, week.key, member.id),
      ]);
      return {
        week: week.from,
        weekEnd: week.end,
        list: top.map((r, i) => ({ rank: i + 1, username: maskUsername(r.username), points: r.points })),
        own,
      };
    },

    /** Claims a complete mission as a bonus, once per period; a retry with the same key answers the same. */
    async claim(member: Member, missionId: number, idempotencyKey: string): Promise<MissionClaim> {
      if (isTrialType(member.type)) throw new AppError('in_need_true_account', 403);
      const { currency, timeZone } = await zoneOf(member.merchantCode);
      const t = now();
      const mission = await repo.byId(member.merchantCode, missionId);
      if (!mission || !live(mission, t)) throw new AppError('mission.not.found', 404);
      const period = missionPeriod(mission.period, t, timeZone);
      const existing = await repo.claimOf(db, mission.id, member.id, period.key);
      if (existing) return earlier(member, existing, idempotencyKey);
      const progress = await progressOf(member, mission, period, timeZone);
      if (progress < mission.target) throw new AppError('mission.not.complete', 400);
      const sourceKey = missionIdempotencyKey(mission.id, member.id, period.key);
      const at = new Date(t);
      const row = await db.transaction(async (tx) => {
        const inserted = await repo.insertClaim(tx, {
          merchantCode: member.merchantCode,
          missionId: mission.id,
          memberId: member.id,
          periodKey: period.key,
          boardWeek: missionPeriod('weekly', t, timeZone).key,
          points: mission.points,
          amount: mission.rewardAmount,
          idempotencyKey,
          claimedAt: at,
        });
        // Another request claimed it first (the unique row waited for its commit).
        if (!inserted) return undefined;
        const grant = await deps.bonuses.grantTemplate(tx, {
          member,
          templateCode: MISSION_TEMPLATE,
          currency,
          amount: mission.rewardAmount,
          sourceKey,
          multipleX100: mission.multipleX100,
          actor: { kind: 'system', id: 'rewards-missions' },
        });
        if (!grant) throw new AppError('mission.already.claimed', 409);
        await repo.setGrant(tx, inserted.id, grant.id);
        return { ...inserted, grantId: grant.id };
      });
      if (row) return answer(member, row);
      return earlier(member, await repo.claimOf(db, mission.id, member.id, period.key), idempotencyKey);
    },

    // -------------------------------------------------------------------------------- operators

    async operatorList(merchantCode: string) {
      await zoneOf(merchantCode);
      return { list: (await repo.list(merchantCode)).map(toOps) };
    },

    /** Creates or replaces a mission, audited with before and after. */
    async save(body: OpsMissionBody, actor: Actor): Promise<OpsMission> {
      await zoneOf(body.merchantCode);
      const values = rowOf(body);
      const at = new Date(now());
      return db.transaction(async (tx) => {
        const before = body.id ? await repo.byId(body.merchantCode, body.id, tx) : undefined;
        if (body.id && !before) throw new AppError('mission.not.found', 404);
        const row = before
          ? await repo.update(tx, before.id, { ...values, updatedAt: at })
          : await repo.insert(tx, {
              ...values,
              merchantCode: body.merchantCode,
              createdAt: at,
              updatedAt: at,
            });
        await writeAudit(
          tx,
          actor,
          {
            action: before ? 'rewards.mission.update' : 'rewards.mission.create',
            targetType: 'mission',
            targetId: String(row.id),
            before: before ? toOps(before) : null,
            after: toOps(row),
          },
          at,
        );
        return toOps(row);
      });
    },

    async setActive(body: { merchantCode: string; id: number; active: boolean }, actor: Actor) {
      await zoneOf(body.merchantCode);
      const at = new Date(now());
      return db.transaction(async (tx) => {
        const before = await repo.byId(body.merchantCode, body.id, tx);
        if (!before) throw new AppError('mission.not.found', 404);
        const row = await repo.update(tx, before.id, { active: body.active, updatedAt: at });
        await writeAudit(
          tx,
          actor,
          {
            action: body.active ? 'rewards.mission.enable' : 'rewards.mission.disable',
            targetType: 'mission',
            targetId: String(row.id),
            before: { active: before.active },
            after: { active: row.active },
          },
          at,
        );
        return toOps(row);
      });
    },
  };
}

export type Missions = ReturnType<typeof createMissions>;
