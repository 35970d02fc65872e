import { and, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Cache } from '../../platform/cache/cache';
import type { Database } from '../../platform/db/client';
import { AppError, NotFoundError } from '../../platform/errors';
import { writeAudit, type Actor } from '../operators/service';

export interface ContentDeps {
  db: Database;
  cache: Cache;
  now: () => number;
}

/** Every cached content read starts with this; an operator change drops them all (all instances). */
export const CACHE_PREFIX = 'content:';

export const ms = (d: Date | null): number | null => (d ? d.getTime() : null);
export const date = (t: number | null | undefined): Date | null =>
  t === null || t === undefined ? null : new Date(t);

/** Rows for a merchant: its own and those for every merchant (null). */
export function forMerchant(column: PgColumn, merchantCode: string): SQL {
  return or(isNull(column), eq(column, merchantCode))!;
}

/** Active and inside its window at `t`. */
export function liveAt(table: { active: PgColumn; startAt: PgColumn; endAt: PgColumn }, t: Date): SQL {
  return and(
    eq(table.active, true),
    or(isNull(table.startAt), lte(table.startAt, t)),
    or(isNull(table.endAt), gt(table.endAt, t)),
  )!;
}

/** In-window check done in code on cached rows (the cache outlives a window edge). */
export function inWindow(row: { startAt: Date | null; endAt: Date | null }, t: number): boolean {
  return (
    (row.startAt === null || row.startAt.getTime() <= t) && (row.endAt === null || row.endAt.getTime() > t)
  );
}

export function requireFound<T>(row: T | undefined): T {
  if (row === undefined) throw new NotFoundError();
  return row;
}

/** The start must come before the end. */
export function checkWindow(startAt: number | null, endAt: number | null): void {
  if (startAt !== null && endAt !== null && endAt <= startAt) {
    throw new AppError('request_param_err', 400, { field: 'endAt' });
  }
}

export function pageOf<T>(list: T[], pageNo: number, pageSize: number, totalCount: number) {
  return { list, pageNo, pageSize, totalCount, totalPages: Math.ceil(totalCount / pageSize) };
}

export type { Actor };

/* eslint-disable @typescript-eslint/no-explicit-any -- one audited upsert/delete for every content table */
type AnyTable = any;

/**
 * Creates (no id) or updates (id) a row, and audits it in the same transaction with its operator
 * view before and after. 404 when the id does not exist.
 */
export async function saveAudited<Row extends { id: number }, View>(
  deps: ContentDeps,
  opts: {
    table: AnyTable;
    id: number | undefined;
    values: Record<string, unknown>;
    kind: string;
    view: (row: Row) => View;
    actor: Actor;
  },
): Promise<Row> {
  const { db, cache, now } = deps;
  const { table } = opts;
  const row = await db.transaction(async (tx) => {
    let before: Row | undefined;
    let saved: Row | undefined;
    if (opts.id !== undefined) {
      [before] = (await tx.select().from(table).where(eq(table.id, opts.id)).for('update')) as Row[];
      requireFound(before);
      [saved] = (await tx
        .update(table)
        .set({ ...opts.values, updatedAt: new Date(now()) })
        .where(eq(table.id, opts.id))
        .returning()) as Row[];
    } else {
      [saved] = (await tx.insert(table).values(opts.values).returning()) as Row[];
    }
    await writeAudit(
      tx,
      opts.actor,
      {
        action: `content.${opts.kind}.${before ? 'update' : 'create'}`,
        targetType: opts.kind,
        targetId: String(saved!.id),
        before: before ? opts.view(before) : null,
        after: opts.view(saved!),
      },
      new Date(now()),
    );
    return saved!;
  });
  await cache.invalidate(CACHE_PREFIX);
  return row;
}

/** Deletes a row and audits it (404 when missing). */
export async function deleteAudited<Row>(
  deps: ContentDeps,
  opts: { table: AnyTable; id: number; kind: string; view: (row: Row) => unknown; actor: Actor },
): Promise<{ id: number }> {
  const { db, cache, now } = deps;
  await db.transaction(async (tx) => {
    const [row] = (await tx.delete(opts.table).where(eq(opts.table.id, opts.id)).returning()) as Row[];
    requireFound(row);
    await writeAudit(
      tx,
      opts.actor,
      {
        action: `content.${opts.kind}.delete`,
        targetType: opts.kind,
        targetId: String(opts.id),
        before: opts.view(row!),
      },
      new Date(now()),
    );
  });
  await cache.invalidate(CACHE_PREFIX);
  return { id: opts.id };
}
/* eslint-enable @typescript-eslint/no-explicit-any */
