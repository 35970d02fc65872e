import type { z } from 'zod';
import type { opsAuditQuerySchema } from '@jade/contract/ops-session';
import { and, count, desc, eq, gte, like, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import type { DbOrTx } from '../../platform/jobs/queue';
import { operatorAudit } from './tables';

/** The one who acts: an operator, or the command-line tool (a system identity, `cli`). */
export interface Actor {
  operatorId: number | null;
  name: string;
  ip: string;
}

export const CLI_ACTOR: Actor = { operatorId: null, name: 'cli', ip: 'cli' };

export interface AuditEntry {
  action: string;
  targetType: string;
  targetId: string;
  /** Never a password, hash, secret or code: the log is readable by the `audit` permission. */
  before?: unknown;
  after?: unknown;
  reason?: string | null | undefined;
}

/** Writes one audit row (in the caller's transaction, so the entry exists exactly when the change does). */
export async function writeAudit(db: DbOrTx, actor: Actor, entry: AuditEntry, at: Date): Promise<void> {
  await db.insert(operatorAudit).values({
    operatorId: actor.operatorId,
    operatorName: actor.name,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
    ip: actor.ip,
    at,
  });
}

export type AuditQuery = z.output<typeof opsAuditQuerySchema>;

/** `%`, `_` and the escape itself taken literally in a LIKE pattern. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Reads the operator audit log: newest first, paged, filtered (the `audit` call and the CLI). */
export function createAuditLog(db: Database) {
  return {
    async list(query: AuditQuery) {
      const filters: (SQL | undefined)[] = [
        query.operator
          ? eq(sql`lower(${operatorAudit.operatorName})`, query.operator.toLowerCase())
          : undefined,
        query.action ? like(operatorAudit.action, `${likeLiteral(query.action)}%`) : undefined,
        query.targetType ? eq(operatorAudit.targetType, query.targetType) : undefined,
        query.targetId ? eq(operatorAudit.targetId, query.targetId) : undefined,
        query.startDate === undefined ? undefined : gte(operatorAudit.at, new Date(query.startDate)),
        query.endDate === undefined ? undefined : lte(operatorAudit.at, new Date(query.endDate)),
      ];
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(operatorAudit)
          .where(where)
          .orderBy(desc(operatorAudit.id))
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize),
        db.select({ n: count() }).from(operatorAudit).where(where),
      ]);
      const totalCount = total?.n ?? 0;
      return {
        list: rows.map((r) => ({ ...r, at: r.at.getTime() })),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalCount,
        totalPages: Math.ceil(totalCount / query.pageSize),
      };
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
