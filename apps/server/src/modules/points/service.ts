import { isTrialType } from '@jade/contract/account-types';
import { GAME_CATEGORIES } from '@jade/contract/game-constants';
import {
  POINTS_CURRENCY,
  type PointAddress,
  type PointEntryKind,
  type PointRedemptionStatus,
} from '@jade/contract/points';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { enqueueJob, pendingJobs, type DbTransaction } from '../../platform/jobs/queue';
import type { JobHandler } from '../../platform/jobs/worker';
import type { BetFactsConsumers } from '../bet-facts';
import { InsufficientFundsError, type LedgerService, type TransferRequest } from '../ledger/ledger-service';
import { minorToWire, parseWireAmount } from '../ledger/money';
import type { MemberEntries, MemberEntriesFilter } from '../ledger/repository';
import { writeAudit, type Actor } from '../operators/service';
import type { PointItemRow, PointRedemptionRow, PointSettingsRow, PointsRepository } from './repository';
import { conversionAmount, earn, rateTable, redeemRefusal } from './rules';

export const POINTS_FACTS_CONSUMER = 'points-earn';
export const POINTS_FACTS_JOB = 'points.consume-facts';
const BATCH = 500;

/** The caller as the points need it (request.member). */
export interface PointsMember {
  id: number;
  merchantCode: string;
  type: number;
}

export interface PointsDeps {
  db: Database;
  repo: PointsRepository;
  ledger: Pick<LedgerService, 'transfer' | 'transferMany' | 'balance'>;
  entries: (filter: MemberEntriesFilter) => Promise<MemberEntries>;
  facts: Pick<BetFactsConsumers, 'readBatch'>;
  /** The members' types (trial accounts earn no points). */
  memberTypes: (tx: DbTransaction, ids: readonly number[]) => Promise<{ id: number; type: number }[]>;
  /** The member's payment password (or login password where none is set); throws when wrong. */
  checkPassword: (memberId: number, password: string) => Promise<void>;
  merchant: (code: string) => Promise<{ code: string; currency: string } | undefined>;
  intervalMs?: number | undefined;
  now: () => number;
}

const pts = (memberId: number) => ({ kind: 'member' as const, memberId, currency: POINTS_CURRENCY });
const issued = { kind: 'house' as const, house: 'points_issued' as const, currency: POINTS_CURRENCY };
const SYSTEM = { kind: 'system' as const, id: 'points' };

/** What a ledger transfer type means on the points details page. */
const ENTRY_KIND: Record<string, PointEntryKind> = {
  points_earn: 'earn',
  points_redeem: 'redeem',
  points_convert: 'convert',
  adjustment: 'adjust',
};

/** A concurrent request with the same key inserted the redemption first: answer that one. */
class ReplayedRedemption extends Error {}

const bad = (field: string): never => {
  throw new AppError('request_param_err', 400, { field });
};

/**
 * Points and the point mall (issue 15, decision R8): earned from the bet facts, held in the ledger as
 * currency PTS, spent on the mall's items or converted to cash, each move once under its key.
 */
export function createPoints(deps: PointsDeps) {
  const { db, repo, ledger, now } = deps;
  const intervalMs = deps.intervalMs ?? 15_000;

  async function currencyOf(code: string) {
    const m = await deps.merchant(code);
    if (!m) throw new AppError('request_param_err', 400, { field: 'merchantCode' });
    return m.currency;
  }

  async function settingsOf(merchantCode: string) {
    const s = await repo.settings(merchantCode);
    return s?.enabled ? s : undefined;
  }

  function realMember(member: PointsMember) {
    if (isTrialType(member.type)) throw new AppError('in_need_true_account', 403);
  }

  const balanceOf = (memberId: number, merchantCode: string) => ledger.balance(pts(memberId), merchantCode);

  /** The ledger's refusal of a debit past the balance, in the points' own words. */
  async function withPoints<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof InsufficientFundsError) throw new AppError('points.insufficient', 400);
      throw error;
    }
  }

  // --------------------------------------------------------------------------------------- earning
  /** One batch of new bet facts into points (and carries); false when drained. */
  async function consumeFacts(tx: DbTransaction): Promise<boolean> {
    const batch = await deps.facts.readBatch(tx, POINTS_FACTS_CONSUMER, BATCH);
    const last = batch.entries.at(-1);
    if (!last) return false;
    const sums = new Map<
      string,
      { memberId: number; merchantCode: string; category: string; validBet: bigint }
    >();
    for (const e of batch.entries) {
      const key = `${e.memberId}|${e.category}`;
      const row = sums.get(key) ?? {
        memberId: e.memberId,
        merchantCode: e.merchantCode,
        category: e.category,
        validBet: 0n,
      };
      row.validBet += e.validBet;
      sums.set(key, row);
    }
    const ids = [...new Set([...sums.values()].map((s) => s.memberId))];
    const trial = new Set(
      (await deps.memberTypes(tx, ids)).filter((m) => isTrialType(m.type)).map((m) => m.id),
    );
    const settings = new Map<string, PointSettingsRow | undefined>();
    const carries = await repo.carries(tx, ids);
    const earned = new Map<number, { merchantCode: string; points: bigint }>();
    for (const s of sums.values()) {
      if (trial.has(s.memberId)) continue;
      if (!settings.has(s.merchantCode))
        settings.set(s.merchantCode, await repo.settings(s.merchantCode, tx));
      const rules = settings.get(s.merchantCode);
      const perPoint = rules?.enabled ? BigInt(rules.earnPerPoint[s.category] ?? '0') : 0n;
      if (perPoint <= 0n) continue;
      const key = `${s.memberId}|${s.category}`;
      const result = earn(carries.get(key) ?? 0n, s.validBet, perPoint);
      await repo.setCarry(tx, s.memberId, s.category, result.carry);
      if (result.points > 0n) {
        const e = earned.get(s.memberId) ?? { merchantCode: s.merchantCode, points: 0n };
        e.points += result.points;
        earned.set(s.memberId, e);
      }
    }
    // Exactly once: the cursor moves in this transaction, and the key names the batch's last fact.
    for (const [memberId, e] of earned)
      await ledger.transfer(
        {
          merchantCode: e.merchantCode,
          idempotencyKey: `points:earn:fact:${last.id}:member:${memberId}`,
          type: 'points_earn',
          debit: issued,
          credit: pts(memberId),
          amount: e.points,
          reference: `bet-facts:${last.id}`,
          actor: SYSTEM,
          metadata: { rule: 'points-earn' },
        },
        tx,
      );
    await batch.advance();
    return batch.entries.length === BATCH;
  }

  // ---------------------------------------------------------------------------------------- views
  function itemName(row: PointItemRow, language: string) {
    return row.name[language] ?? row.name.EN ?? Object.values(row.name)[0] ?? '';
  }

  function redemptionView(r: PointRedemptionRow, name: string) {
    return {
      id: r.id,
      itemId: r.itemId,
      itemName: name,
      kind: r.kind,
      points: Number(r.points),
      amount: r.amount === null ? null : Number(minorToWire(r.amount)),
      status: r.status,
      address: r.address ?? null,
      createdAt: r.createdAt.getTime(),
      updatedAt: r.updatedAt.getTime(),
    };
  }

  const pick = (texts: Record<string, string>, language: string) =>
    texts[language] ?? texts.EN ?? Object.values(texts)[0] ?? '';

  function opsItemView(row: PointItemRow) {
    return {
      id: row.id,
      merchantCode: row.merchantCode,
      kind: row.kind,
      name: row.name,
      description: row.description,
      imageUrl: row.imageUrl,
      points: Number(row.points),
      amount: row.amount === null ? null : Number(minorToWire(row.amount)),
      quantity: row.quantity,
      availableQuantity: row.available,
      perMemberLimit: row.perMemberLimit,
      active: row.active,
      sort: row.sort,
    };
  }

  function settingsView(merchantCode: string, s: PointSettingsRow | undefined) {
    return {
      merchantCode,
      enabled: s?.enabled ?? false,
      earnPerPoint: Object.fromEntries(
        Object.entries(s?.earnPerPoint ?? {}).map(([k, v]) => [k, Number(minorToWire(BigInt(v)))]),
      ),
      pointValue: Number(minorToWire(s?.pointValue ?? 0n)),
      minConvert: s?.minConvert ?? 1,
    };
  }

  const pageOf = <T>(list: T[], total: number, page: { pageNo: number; pageSize: number }) => ({
    list,
    pageNo: page.pageNo,
    pageSize: page.pageSize,
    totalCount: total,
    totalPages: Math.ceil(total / page.pageSize),
  });

  // ---------------------------------------------------------------------------------- redemptions
  async function redeem(
    member: PointsMember,
    body: { itemId: number; password: string; address?: PointAddress | undefined; idempotencyKey: string },
    language: string,
  ) {
    realMember(member);
    const rules = await settingsOf(member.merchantCode);
    if (!rules) throw new AppError('points.disabled', 403);
    await deps.checkPassword(member.id, body.password);
    const replay = await repo.redemptionByKey(member.id, body.idempotencyKey);
    const item = await repo.item(member.merchantCode, replay?.itemId ?? body.itemId);
    if (!item) throw new AppError('points.item.not.found', 404);
    if (replay)
      return {
        ...redemptionView(replay, itemName(item, language)),
        balance: Number(await balanceOf(member.id, member.merchantCode)),
      };
    if (item.kind === 'goods' && !body.address) bad('address');
    const currency = await currencyOf(member.merchantCode);
    const row = await withPoints(() =>
      db.transaction(async (tx) => {
        await repo.lockMemberRedemptions(tx, member.id);
        const held = (await repo.redeemedCounts(member.id, [item.id], tx)).get(item.id) ?? 0;
        const refusal = redeemRefusal(item, held);
        if (refusal) throw new AppError(refusal, 409);
        // The stock first (a guarded update: never below zero), then the points, then the row.
        if (!(await repo.takeOne(tx, item.id))) throw new AppError('points.item.sold.out', 409);
        const at = new Date(now());
        const inserted = await repo.insertRedemption(tx, {
          merchantCode: member.merchantCode,
          itemId: item.id,
          memberId: member.id,
          kind: item.kind,
          points: item.points,
          amount: item.amount,
          status: item.kind === 'cash' ? 'credited' : 'pending',
          address: item.kind === 'goods' ? body.address! : null,
          idempotencyKey: body.idempotencyKey,
          createdAt: at,
          updatedAt: at,
        });
        // A concurrent twin with the same key won the insert: undo nothing here, answer it.
        if (!inserted) throw new ReplayedRedemption();
        const actorOf = { kind: 'member' as const, id: String(member.id) };
        const moves: TransferRequest[] = [
          {
            merchantCode: member.merchantCode,
            idempotencyKey: `points:redeem:${inserted.id}:member:${member.id}`,
            type: 'points_redeem',
            debit: pts(member.id),
            credit: issued,
            amount: item.points,
            reference: `point-redemption:${inserted.id}`,
            actor: actorOf,
            metadata: { rule: 'points-redeem', itemId: item.id },
          },
        ];
        // A cash item pays its amount in the same transfer set: both legs or neither.
        if (item.kind === 'cash')
          moves.push({
            merchantCode: member.merchantCode,
            idempotencyKey: `points:redeem-cash:${inserted.id}:member:${member.id}`,
            type: 'points_redeem',
            debit: { kind: 'house', house: 'bonuses', currency },
            credit: { kind: 'member', memberId: member.id, currency },
            amount: item.amount!,
            reference: `point-redemption:${inserted.id}`,
            actor: actorOf,
            metadata: { rule: 'points-redeem-cash', itemId: item.id },
          });
        await ledger.transferMany(moves, tx);
        return inserted;
      }),
    ).catch(async (error: unknown) => {
      if (error instanceof ReplayedRedemption) {
        const twin = await repo.redemptionByKey(member.id, body.idempotencyKey);
        if (twin) return twin;
      }
      throw error;
    });
    return {
      ...redemptionView(row, itemName(item, language)),
      balance: Number(await balanceOf(member.id, member.merchantCode)),
    };
  }

  // ----------------------------------------------------------------------------------------- jobs
  const jobHandlers = new Map<string, JobHandler>([
    [
      POINTS_FACTS_JOB,
      async ({ tx, now: at }) => {
        const more = await consumeFacts(tx);
        const next = more ? at.getTime() : Math.ceil((at.getTime() + 1) / intervalMs) * intervalMs;
        await enqueueJob(tx, POINTS_FACTS_JOB, {
          runAt: new Date(next),
          dedupeKey: `${POINTS_FACTS_JOB}:${next}`,
        });
      },
    ],
  ]);

  return {
    jobHandlers,
    consumeFacts,

    /** Makes sure the facts job is waiting (main.ts at start; it re-enqueues itself). */
    async ensureJob(): Promise<void> {
      if ((await pendingJobs(db, POINTS_FACTS_JOB)).length === 0)
        await enqueueJob(db, POINTS_FACTS_JOB, {
          runAt: new Date(now()),
          dedupeKey: `${POINTS_FACTS_JOB}:start`,
        });
    },

    /** Runs the facts consumer until it is drained (CLI and tests). */
    async drain(): Promise<void> {
      while (await db.transaction((tx) => consumeFacts(tx)));
    },

    // -------------------------------------------------------------------------------------- player
    async balance(member: PointsMember) {
      realMember(member);
      return { balance: Number(await balanceOf(member.id, member.merchantCode)) };
    },

    async config(member: PointsMember) {
      const s = await repo.settings(member.merchantCode);
      const currency = await currencyOf(member.merchantCode);
      const view = settingsView(member.merchantCode, s);
      return {
        enabled: view.enabled,
        currency,
        earnPerPoint: view.earnPerPoint,
        pointValue: view.pointValue,
        minConvert: view.minConvert,
        rateTable: rateTable(s?.pointValue ?? 0n, view.minConvert).map((r) => ({
          points: Number(r.points),
          amount: Number(minorToWire(r.amount)),
        })),
      };
    },

    async items(member: PointsMember, language: string) {
      const rows = (await settingsOf(member.merchantCode))
        ? await repo.items(member.merchantCode, { activeOnly: true })
        : [];
      const mine = await repo.redeemedCounts(
        member.id,
        rows.map((r) => r.id),
      );
      return {
        list: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          name: itemName(row, language),
          description: pick(row.description, language),
          imageUrl: row.imageUrl,
          points: Number(row.points),
          amount: row.amount === null ? null : Number(minorToWire(row.amount)),
          quantity: row.quantity,
          availableQuantity: row.available,
          perMemberLimit: row.perMemberLimit,
          redeemedByMe: mine.get(row.id) ?? 0,
        })),
      };
    },

    async redemptions(member: PointsMember, page: { pageNo: number; pageSize: number }, language: string) {
      const { rows, total } = await repo.redemptions({ memberId: member.id }, page);
      return pageOf(
        rows.map((r) => redemptionView(r.redemption, pick(r.itemName, language))),
        total,
        page,
      );
    },

    async entries(member: PointsMember, page: { pageNo: number; pageSize: number }) {
      const result = await deps.entries({
        memberIds: [member.id],
        currency: POINTS_CURRENCY,
        limit: page.pageSize,
        offset: (page.pageNo - 1) * page.pageSize,
      });
      return pageOf(
        result.rows.map((r) => ({
          id: r.id,
          // A cancelled redemption's points come back under the redemption's type (a refund).
          kind:
            r.type === 'points_redeem' && r.amount > 0n
              ? ('refund' as const)
              : (ENTRY_KIND[r.type] ?? 'adjust'),
          points: Number(r.amount),
          balanceAfter: Number(r.balanceAfter),
          createdAt: r.createdAt.getTime(),
        })),
        result.total,
        page,
      );
    },

    redeem,

    async convert(member: PointsMember, body: { points: number; password: string; idempotencyKey: string }) {
      realMember(member);
      const rules = await settingsOf(member.merchantCode);
      if (!rules || rules.pointValue <= 0n) throw new AppError('points.disabled', 403);
      if (body.points < rules.minConvert)
        throw new AppError('points.convert.minimum', 400, { minConvert: rules.minConvert }, [
          String(rules.minConvert),
        ]);
      await deps.checkPassword(member.id, body.password);
      const currency = await currencyOf(member.merchantCode);
      const points = BigInt(body.points);
      const amount = conversionAmount(points, rules.pointValue);
      const key = `points:convert:${body.idempotencyKey}:member:${member.id}`;
      const actor = { kind: 'member' as const, id: String(member.id) };
      await withPoints(() =>
        ledger.transferMany([
          {
            merchantCode: member.merchantCode,
            idempotencyKey: key,
            type: 'points_convert',
            debit: pts(member.id),
            credit: issued,
            amount: points,
            reference: `points-convert:${member.id}`,
            actor,
            metadata: { rule: 'points-convert', pointValue: rules.pointValue.toString() },
          },
          {
            merchantCode: member.merchantCode,
            idempotencyKey: `${key}:cash`,
            type: 'points_convert',
            debit: { kind: 'house', house: 'bonuses', currency },
            credit: { kind: 'member', memberId: member.id, currency },
            amount,
            reference: `points-convert:${member.id}`,
            actor,
            metadata: { rule: 'points-convert', points: body.points },
          },
        ]),
      );
      return {
        points: body.points,
        amount: Number(minorToWire(amount)),
        balance: Number(await balanceOf(member.id, member.merchantCode)),
      };
    },

    // ------------------------------------------------------------------------------------ operators
    /**
     * Customer service's adjustment of a member's points (positive or negative; the CLI), audited, once
     * per `key`. A debit past the balance is refused and changes nothing.
     */
    async adjust(
      member: { id: number; merchantCode: string; type: number },
      change: bigint,
      reason: string,
      key: string,
      actor: Actor,
    ) {
      realMember(member);
      if (change === 0n || !reason.trim()) bad(change === 0n ? 'points' : 'reason');
      const at = new Date(now());
      await withPoints(() =>
        db.transaction(async (tx) => {
          const result = await ledger.transfer(
            {
              merchantCode: member.merchantCode,
              idempotencyKey: `points:adjust:${key}:member:${member.id}`,
              type: 'adjustment',
              debit: change > 0n ? issued : pts(member.id),
              credit: change > 0n ? pts(member.id) : issued,
              amount: change > 0n ? change : -change,
              reference: `points-adjust:${member.id}`,
              actor: { kind: 'operator', id: String(actor.operatorId ?? actor.name) },
              metadata: { rule: 'points-adjust', reason },
            },
            tx,
          );
          if (!result.replayed)
            await writeAudit(
              tx,
              actor,
              {
                action: 'points.adjust',
                targetType: 'member',
                targetId: String(member.id),
                before: null,
                after: { points: change.toString() },
                reason,
              },
              at,
            );
        }),
      );
      return { balance: Number(await balanceOf(member.id, member.merchantCode)) };
    },

    async operatorSettings(merchantCode: string) {
      await currencyOf(merchantCode);
      return settingsView(merchantCode, await repo.settings(merchantCode));
    },

    async saveSettings(
      body: {
        merchantCode: string;
        enabled: boolean;
        earnPerPoint: Record<string, unknown>;
        pointValue: unknown;
        minConvert: number;
      },
      actor: Actor,
    ) {
      await currencyOf(body.merchantCode);
      const earnPerPoint: Record<string, string> = {};
      for (const [type, value] of Object.entries(body.earnPerPoint)) {
        if (!(GAME_CATEGORIES as readonly string[]).includes(type)) bad('earnPerPoint');
        const parsed = parseWireAmount(value);
        if (!parsed.ok || parsed.minor <= 0n) bad(`earnPerPoint.${type}`);
        earnPerPoint[type] = (parsed as { minor: bigint }).minor.toString();
      }
      const value = parseWireAmount(body.pointValue);
      if (!value.ok) bad('pointValue');
      const at = new Date(now());
      const row: PointSettingsRow = {
        merchantCode: body.merchantCode,
        enabled: body.enabled,
        earnPerPoint,
        pointValue: (value as { minor: bigint }).minor,
        minConvert: body.minConvert,
        updatedAt: at,
      };
      return db.transaction(async (tx) => {
        const before = await repo.settings(body.merchantCode, tx);
        await repo.saveSettings(tx, row);
        await writeAudit(
          tx,
          actor,
          {
            action: 'points.settings.update',
            targetType: 'merchant',
            targetId: body.merchantCode,
            before: before ? settingsView(body.merchantCode, before) : null,
            after: settingsView(body.merchantCode, row),
          },
          at,
        );
        return settingsView(body.merchantCode, row);
      });
    },

    async operatorItems(merchantCode: string) {
      await currencyOf(merchantCode);
      return { list: (await repo.items(merchantCode, { activeOnly: false })).map(opsItemView) };
    },

    async saveItem(
      body: {
        merchantCode: string;
        id?: number | undefined;
        kind: 'cash' | 'goods';
        name: Record<string, string>;
        description: Record<string, string>;
        imageUrl: string | null;
        points: number;
        amount: unknown;
        quantity: number | null;
        perMemberLimit: number | null;
        active: boolean;
        sort: number;
      },
      actor: Actor,
    ) {
      await currencyOf(body.merchantCode);
      const clean = (texts: Record<string, string>) =>
        Object.fromEntries(Object.entries(texts).filter(([, t]) => t.trim().length > 0));
      const name = clean(body.name);
      if (!name.EN) bad('name.EN');
      let amount: bigint | null = null;
      if (body.kind === 'cash') {
        const parsed = parseWireAmount(body.amount);
        if (!parsed.ok || parsed.minor <= 0n) bad('amount');
        amount = (parsed as { minor: bigint }).minor;
      }
      if (body.imageUrl && !/^(\/|https:\/\/)/.test(body.imageUrl)) bad('imageUrl');
      const at = new Date(now());
      const values = {
        kind: body.kind,
        name,
        description: clean(body.description),
        imageUrl: body.imageUrl || null,
        points: BigInt(body.points),
        amount,
        perMemberLimit: body.perMemberLimit,
        active: body.active,
        sort: body.sort,
        updatedAt: at,
      };
      return db.transaction(async (tx) => {
        const before = body.id ? await repo.item(body.merchantCode, body.id, tx) : undefined;
        if (body.id && !before) throw new AppError('points.item.not.found', 404);
        const row = before
          ? await repo.updateItem(tx, before.id, values, body.quantity)
          : await repo.insertItem(tx, {
              ...values,
              quantity: body.quantity,
              available: body.quantity,
              merchantCode: body.merchantCode,
              createdAt: at,
            });
        await writeAudit(
          tx,
          actor,
          {
            action: before ? 'points.item.update' : 'points.item.create',
            targetType: 'point-item',
            targetId: String(row.id),
            before: before ? opsItemView(before) : null,
            after: opsItemView(row),
          },
          at,
        );
        return opsItemView(row);
      });
    },

    async operatorRedemptions(query: {
      merchantCode: string;
      status?: PointRedemptionStatus | undefined;
      pageNo: number;
      pageSize: number;
    }) {
      await currencyOf(query.merchantCode);
      const { rows, total } = await repo.redemptions(
        { merchantCode: query.merchantCode, status: query.status },
        query,
      );
      return pageOf(
        rows.map((r) => ({
          ...redemptionView(r.redemption, pick(r.itemName, 'EN')),
          memberId: r.redemption.memberId,
          username: r.username,
        })),
        total,
        query,
      );
    },

    /** Ships a pending goods redemption, or cancels it: its points and its stock come back once. */
    async decideRedemption(body: { id: number; action: 'ship' | 'cancel'; reason: string }, actor: Actor) {
      const at = new Date(now());
      return db.transaction(async (tx) => {
        const before = await repo.lockRedemption(tx, body.id);
        if (!before) throw new AppError('points.redemption.not.found', 404);
        const target = body.action === 'ship' ? 'shipped' : 'cancelled';
        if (before.status !== 'pending' && before.status !== target)
          throw new AppError('points.redemption.status', 409, { status: before.status });
        let row = before;
        if (before.status !== target) {
          if (body.action === 'cancel') {
            await ledger.transfer(
              {
                merchantCode: before.merchantCode,
                idempotencyKey: `points:refund:${before.id}:member:${before.memberId}`,
                type: 'points_redeem',
                debit: issued,
                credit: pts(before.memberId),
                amount: before.points,
                reference: `point-redemption:${before.id}`,
                actor: { kind: 'operator', id: String(actor.operatorId ?? actor.name) },
                metadata: { rule: 'points-refund', reason: body.reason },
              },
              tx,
            );
            await repo.putBack(tx, before.itemId);
          }
          row = await repo.setRedemption(tx, before.id, {
            status: target,
            reason: body.reason,
            operatorId: actor.operatorId,
            updatedAt: at,
          });
          await writeAudit(
            tx,
            actor,
            {
              action: `points.redemption.${body.action}`,
              targetType: 'point-redemption',
              targetId: String(before.id),
              before: { status: before.status },
              after: { status: row.status },
              reason: body.reason,
            },
            at,
          );
        }
        const item = await repo.item(row.merchantCode, row.itemId, tx);
        return {
          ...redemptionView(row, item ? itemName(item, 'EN') : ''),
          memberId: row.memberId,
          username: await repo.usernameOf(tx, row.memberId),
        };
      });
    },
  };
}

export type Points = ReturnType<typeof createPoints>;
