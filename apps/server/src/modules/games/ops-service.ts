import type { z } from 'zod';
import type {
  OpsGameRow,
  OpsRtpValue,
  OpsVendorRow,
  opsGameOrderBodySchema,
  opsGamesQuerySchema,
  opsGameUpdateBodySchema,
  opsRtpQuerySchema,
  opsVendorOrderBodySchema,
  opsVendorUpdateBodySchema,
} from '@jade/contract/ops-games';
import { OPS_MAINTENANCE_MAX_DAYS, OPS_RTP_MAX_DAYS } from '@jade/contract/ops-games';
import { writeAudit, type Actor } from '../operators/audit-log';
import { toWire } from '../payments/money';
import { AppError } from '../../platform/errors';
import type { Database } from '../../platform/db/client';
import { INHOUSE_VENDOR } from './catalogue-seed';
import { inMaintenance } from './maintenance-window';
import { configuredRtps } from './ops-rtp';
import type { GameRow, GamesOpsRepository, VendorPatch, VendorRow } from './ops-repository';
import type { BetFactsReports } from '../bet-facts/types';

const DAY_MS = 86_400_000;
const ms = (d: Date | null) => d?.getTime() ?? null;

/** The brand an operator works on: the host's merchant. */
export interface OpsBrand {
  brandId: number;
  merchantCode: string;
  currency: string;
}

function vendorView(v: VendorRow, counts: { gameCount: number; enabledGameCount: number }, now: number) {
  return {
    code: v.code,
    displayName: v.displayName,
    category: v.category,
    enabled: v.enabled,
    maintenance: v.maintenance,
    maintenanceFrom: ms(v.maintenanceFrom),
    maintenanceUntil: ms(v.maintenanceUntil),
    inMaintenance: inMaintenance(v, now),
    isHot: v.isHot,
    sortOrder: v.sortOrder,
    gameCount: counts.gameCount,
    enabledGameCount: counts.enabledGameCount,
  } satisfies OpsVendorRow;
}

function gameView(g: GameRow, v: VendorRow, now: number): OpsGameRow {
  return {
    nodeId: g.nodeId,
    gameCode: g.gameCode,
    vendorCode: g.vendorCode,
    vendorName: v.displayName,
    category: g.gameType,
    name: g.names.EN ?? g.gameCode,
    enabled: g.enabled,
    isHot: g.isHot,
    isNew: g.isNew,
    maintenance: g.maintenance,
    vendorEnabled: v.enabled,
    vendorInMaintenance: inMaintenance(v, now),
    sortOrder: g.sortOrder,
  };
}

/** The audited part of a vendor: what an operator can change here. */
const vendorState = (v: VendorRow) => ({
  enabled: v.enabled,
  maintenance: v.maintenance,
  maintenanceFrom: v.maintenanceFrom?.toISOString() ?? null,
  maintenanceUntil: v.maintenanceUntil?.toISOString() ?? null,
});
const gameState = (g: GameRow) => ({
  enabled: g.enabled,
  isHot: g.isHot,
  isNew: g.isNew,
  maintenance: g.maintenance,
});

/** `ids` holds exactly the members of `current`, each once. */
const samePeople = (current: readonly string[], ids: readonly string[]) =>
  ids.length === current.length &&
  new Set(ids).size === ids.length &&
  ids.every((id) => current.includes(id));

/**
 * Games and vendors in the back office. Every change is audited in its transaction and then drops the
 * catalogue caches (`invalidate`: here and, with Redis, in every instance), so the player site shows it
 * on the next request.
 */
export function createGamesOps(deps: {
  db: Database;
  repo: GamesOpsRepository;
  /** Stake, payout and rounds per game from the bet facts (bet-facts' gameFigures). */
  gameFigures: BetFactsReports['gameFigures'];
  invalidate: () => Promise<void>;
  now: () => number;
}) {
  const { db, repo, now } = deps;

  return {
    async vendors(brand: OpsBrand, category?: string) {
      const rows = await repo.vendors(brand.brandId, category);
      const at = now();
      return { list: rows.map((r) => vendorView(r.vendor, r, at)) };
    },

    async games(brand: OpsBrand, query: z.output<typeof opsGamesQuerySchema>) {
      const { rows, total } = await repo.games(brand.brandId, query, {
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      });
      const at = now();
      return {
        list: rows.map((r) => gameView(r.game, r.vendor, at)),
        total,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    },

    async updateVendor(brand: OpsBrand, body: z.output<typeof opsVendorUpdateBodySchema>, actor: Actor) {
      const at = now();
      const patch: VendorPatch = {};
      if (body.enabled !== undefined) patch.enabled = body.enabled;
      if (body.maintenance !== undefined) patch.maintenance = body.maintenance;
      if (body.window === null) Object.assign(patch, { maintenanceFrom: null, maintenanceUntil: null });
      else if (body.window) {
        const { from, until } = body.window;
        if (until <= from) throw new AppError('vendor.window.invalid', 400, { reason: 'backwards' });
        if (until <= at) throw new AppError('vendor.window.invalid', 400, { reason: 'past' });
        if (until - from > OPS_MAINTENANCE_MAX_DAYS * DAY_MS)
          throw new AppError('vendor.window.invalid', 400, {
            reason: 'tooLong',
            maxDays: OPS_MAINTENANCE_MAX_DAYS,
          });
        Object.assign(patch, { maintenanceFrom: new Date(from), maintenanceUntil: new Date(until) });
      }
      const view = await db.transaction(async (tx) => {
        const before = await repo.lockVendor(tx, brand.brandId, body.code);
        if (!before) throw new AppError('vendor.not.found', 404, { code: body.code });
        const after = await repo.updateVendor(tx, before.id, patch);
        await writeAudit(
          tx,
          actor,
          {
            action: 'vendor.update',
            targetType: 'vendor',
            targetId: after.code,
            before: vendorState(before),
            after: vendorState(after),
          },
          new Date(at),
        );
        return vendorView(after, await repo.vendorCounts(tx, brand.brandId, after.code), at);
      });
      await deps.invalidate();
      return view;
    },

    async updateGame(brand: OpsBrand, body: z.output<typeof opsGameUpdateBodySchema>, actor: Actor) {
      const at = now();
      const { nodeId, ...patch } = body;
      const view = await db.transaction(async (tx) => {
        const found = await repo.lockGame(tx, brand.brandId, nodeId);
        if (!found) throw new AppError('game.not.found', 404, { nodeId });
        const after = await repo.updateGame(tx, found.game.id, patch);
        await writeAudit(
          tx,
          actor,
          {
            action: 'game.update',
            targetType: 'game',
            targetId: nodeId,
            before: gameState(found.game),
            after: gameState(after),
          },
          new Date(at),
        );
        return gameView(after, found.vendor, at);
      });
      await deps.invalidate();
      return view;
    },

    async orderGames(brand: OpsBrand, body: z.output<typeof opsGameOrderBodySchema>, actor: Actor) {
      const at = now();
      await db.transaction(async (tx) => {
        if (!(await repo.lockVendor(tx, brand.brandId, body.vendorCode)))
          throw new AppError('vendor.not.found', 404, { code: body.vendorCode });
        const current = await repo.lockVendorGames(tx, brand.brandId, body.vendorCode);
        if (!samePeople(current, body.nodeIds))
          throw new AppError('game.order.mismatch', 400, {
            expected: current.length,
            got: body.nodeIds.length,
          });
        await repo.setGameOrder(tx, brand.brandId, body.nodeIds);
        await writeAudit(
          tx,
          actor,
          {
            action: 'game.order',
            targetType: 'vendor',
            targetId: body.vendorCode,
            before: { order: current },
            after: { order: body.nodeIds },
          },
          new Date(at),
        );
      });
      await deps.invalidate();
      return { count: body.nodeIds.length };
    },

    async orderVendors(brand: OpsBrand, body: z.output<typeof opsVendorOrderBodySchema>, actor: Actor) {
      const at = now();
      await db.transaction(async (tx) => {
        const current = await repo.lockCategoryVendors(tx, brand.brandId, body.category);
        if (!samePeople(current, body.codes))
          throw new AppError('vendor.order.mismatch', 400, {
            expected: current.length,
            got: body.codes.length,
          });
        await repo.setVendorOrder(tx, brand.brandId, body.codes);
        await writeAudit(
          tx,
          actor,
          {
            action: 'vendor.order',
            targetType: 'category',
            targetId: body.category,
            before: { order: current },
            after: { order: body.codes },
          },
          new Date(at),
        );
      });
      await deps.invalidate();
      return { count: body.codes.length };
    },

    /** Configured RTP of each in-house game and what its settled bets returned over [from, to). */
    async inhouseRtp(brand: OpsBrand, query: z.output<typeof opsRtpQuerySchema>): Promise<OpsRtpValue> {
      const to = query.to ?? now();
      const from = query.from ?? to - 30 * DAY_MS;
      if (to <= from) throw new AppError('rtp.range.invalid', 400, { reason: 'backwards' });
      if (to - from > OPS_RTP_MAX_DAYS * DAY_MS)
        throw new AppError('rtp.range.invalid', 400, { reason: 'tooLong', maxDays: OPS_RTP_MAX_DAYS });
      const [names, figures] = await Promise.all([
        repo.gameNames(brand.brandId, INHOUSE_VENDOR),
        deps.gameFigures(brand.merchantCode, brand.currency, INHOUSE_VENDOR, new Date(from), new Date(to)),
      ]);
      return {
        from,
        to,
        currency: brand.currency,
        list: configuredRtps().map((c) => {
          const f = figures.get(c.gameCode) ?? { stake: 0n, payout: 0n, rounds: 0 };
          return {
            gameCode: c.gameCode,
            name: names.get(c.gameCode) ?? c.gameCode,
            kind: c.kind,
            configuredRtp: { min: c.min, max: c.max },
            stake: toWire(f.stake),
            payout: toWire(f.payout),
            rounds: f.rounds,
            // Ratio of two exact integers; rounded only for display.
            observedRtp: f.stake > 0n ? Number(f.payout) / Number(f.stake) : null,
          };
        }),
      };
    },
  };
}

export type GamesOps = ReturnType<typeof createGamesOps>;
