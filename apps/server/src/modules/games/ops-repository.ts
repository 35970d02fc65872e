import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { likeLiteral } from '../operators/audit-log';
import type { Database } from '../../platform/db/client';
import type { DbOrTx } from '../../platform/jobs/queue';
import { games, vendors } from './tables';

export type VendorRow = typeof vendors.$inferSelect;
export type GameRow = typeof games.$inferSelect;
export type VendorPatch = Partial<
  Pick<typeof vendors.$inferInsert, 'enabled' | 'maintenance' | 'maintenanceFrom' | 'maintenanceUntil'>
>;
export type GamePatch = Partial<
  Pick<typeof games.$inferInsert, 'enabled' | 'isHot' | 'isNew' | 'maintenance'>
>;

export interface GameFilter {
  vendorCode?: string | undefined;
  category?: string | undefined;
  name?: string | undefined;
}

/** Rows for a list order: position i gets sort order i (the `unnest … with ordinality` of the ids). */
const ordered = (ids: readonly string[]) =>
  sql`(select key, (ord - 1)::int as pos
    from unnest(array[${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}]::text[]) with ordinality as o(key, ord))`;

/** The back office's reads and writes of the catalogue tables (games, vendors). */
export function createGamesOpsRepository(db: Database) {
  return {
    async vendors(brandId: number, category?: string) {
      const where = and(eq(vendors.brandId, brandId), category ? eq(vendors.category, category) : undefined);
      return db
        .select({
          vendor: vendors,
          gameCount: sql<number>`(select count(*)::int from ${games} g
            where g.brand_id = ${vendors.brandId} and g.vendor_code = ${vendors.code})`,
          enabledGameCount: sql<number>`(select count(*)::int from ${games} g
            where g.brand_id = ${vendors.brandId} and g.vendor_code = ${vendors.code} and g.enabled)`,
        })
        .from(vendors)
        .where(where)
        .orderBy(asc(vendors.category), asc(vendors.sortOrder), asc(vendors.code));
    },

    async vendorCounts(tx: DbOrTx, brandId: number, code: string) {
      const [row] = await tx
        .select({
          gameCount: count(),
          enabledGameCount: sql<number>`count(*) filter (where ${games.enabled})::int`,
        })
        .from(games)
        .where(and(eq(games.brandId, brandId), eq(games.vendorCode, code)));
      return { gameCount: row?.gameCount ?? 0, enabledGameCount: row?.enabledGameCount ?? 0 };
    },

    /** The vendor row, locked for the caller's transaction. */
    async lockVendor(tx: DbOrTx, brandId: number, code: string): Promise<VendorRow | null> {
      const [row] = await tx
        .select()
        .from(vendors)
        .where(and(eq(vendors.brandId, brandId), eq(vendors.code, code)))
        .for('update');
      return row ?? null;
    },

    async updateVendor(tx: DbOrTx, id: number, patch: VendorPatch): Promise<VendorRow> {
      const [row] = await tx.update(vendors).set(patch).where(eq(vendors.id, id)).returning();
      return row!;
    },

    /** Games in list order (vendor order, game order, EN name, node id), with their vendor; paged. */
    async games(brandId: number, filter: GameFilter, page: { limit: number; offset: number }) {
      const conditions: (SQL | undefined)[] = [eq(games.brandId, brandId)];
      if (filter.vendorCode) conditions.push(eq(games.vendorCode, filter.vendorCode));
      if (filter.category) conditions.push(eq(games.gameType, filter.category));
      if (filter.name) {
        const pattern = `%${likeLiteral(filter.name)}%`;
        conditions.push(or(ilike(sql`${games.names}->>'EN'`, pattern), ilike(games.gameCode, pattern)));
      }
      const where = and(...conditions);
      const join = and(eq(vendors.brandId, games.brandId), eq(vendors.code, games.vendorCode));
      const [rows, [total]] = await Promise.all([
        db
          .select({ game: games, vendor: vendors })
          .from(games)
          .innerJoin(vendors, join)
          .where(where)
          .orderBy(
            asc(vendors.sortOrder),
            asc(vendors.code),
            asc(games.sortOrder),
            asc(sql`${games.names}->>'EN'`),
            asc(games.nodeId),
          )
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(games).innerJoin(vendors, join).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** The game and its vendor, the game row locked for the caller's transaction. */
    async lockGame(tx: DbOrTx, brandId: number, nodeId: string) {
      const [row] = await tx
        .select({ game: games, vendor: vendors })
        .from(games)
        .innerJoin(vendors, and(eq(vendors.brandId, games.brandId), eq(vendors.code, games.vendorCode)))
        .where(and(eq(games.brandId, brandId), eq(games.nodeId, nodeId)))
        .for('update', { of: games });
      return row ?? null;
    },

    async updateGame(tx: DbOrTx, id: number, patch: GamePatch): Promise<GameRow> {
      const [row] = await tx.update(games).set(patch).where(eq(games.id, id)).returning();
      return row!;
    },

    /** A vendor's games in their current order, locked. */
    async lockVendorGames(tx: DbOrTx, brandId: number, vendorCode: string): Promise<string[]> {
      const rows = await tx
        .select({ nodeId: games.nodeId })
        .from(games)
        .where(and(eq(games.brandId, brandId), eq(games.vendorCode, vendorCode)))
        .orderBy(asc(games.sortOrder), asc(sql`${games.names}->>'EN'`), asc(games.nodeId))
        .for('update');
      return rows.map((r) => r.nodeId);
    },

    async setGameOrder(tx: DbOrTx, brandId: number, nodeIds: readonly string[]): Promise<void> {
      await tx.execute(sql`update ${games} set sort_order = o.pos from ${ordered(nodeIds)} o
        where ${games.brandId} = ${brandId} and ${games.nodeId} = o.key and ${games.sortOrder} <> o.pos`);
    },

    /** A category's vendors in their current order, locked. */
    async lockCategoryVendors(tx: DbOrTx, brandId: number, category: string): Promise<string[]> {
      const rows = await tx
        .select({ code: vendors.code })
        .from(vendors)
        .where(and(eq(vendors.brandId, brandId), eq(vendors.category, category)))
        .orderBy(asc(vendors.sortOrder), asc(vendors.code))
        .for('update');
      return rows.map((r) => r.code);
    },

    async setVendorOrder(tx: DbOrTx, brandId: number, codes: readonly string[]): Promise<void> {
      await tx.execute(sql`update ${vendors} set sort_order = o.pos from ${ordered(codes)} o
        where ${vendors.brandId} = ${brandId} and ${vendors.code} = o.key and ${vendors.sortOrder} <> o.pos`);
    },

    /** EN names of a vendor's games by game code. */
    async gameNames(brandId: number, vendorCode: string): Promise<Map<string, string>> {
      const rows = await db
        .select({ code: games.gameCode, names: games.names })
        .from(games)
        .where(and(eq(games.brandId, brandId), eq(games.vendorCode, vendorCode)));
      return new Map(rows.map((r) => [r.code, r.names.EN ?? r.code]));
    },
  };
}

export type GamesOpsRepository = ReturnType<typeof createGamesOpsRepository>;
