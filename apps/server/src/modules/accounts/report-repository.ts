import { AGENT_TYPES } from '@jade/contract/account-types';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';

/**
 * Read-side queries of the downline for the agent reports and the operators' agent views: sizes,
 * joiners, members online and trees. Each starts from the closure table `member_tree` at one
 * ancestor (its primary key, ancestor first), so it reads that agent's team and nothing else.
 */

const AGENTS = sql.raw(AGENT_TYPES.join(', '));

const idArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

export interface ReportMember {
  id: number;
  username: string;
  type: number;
  merchantCode: string;
}

export interface OpsAgentRow {
  memberId: number;
  username: string;
  merchantCode: string;
  memberType: number;
  status: string;
  uplineId: number | null;
  uplineUsername: string | null;
  direct: number;
  teamSize: number;
  createdAt: Date;
}

export interface TreeNodeRow {
  memberId: number;
  parentId: number | null;
  depth: number;
  username: string;
  memberType: number;
  status: string;
  teamSize: number;
}

export function createAccountReportRepository(db: Database) {
  return {
    async membersByIds(ids: readonly number[]): Promise<Map<number, ReportMember>> {
      const found = new Map<number, ReportMember>();
      if (ids.length === 0) return found;
      const result = await db.execute<{ id: number; username: string; type: number; merchant_code: string }>(
        sql`select id, username, type, merchant_code from members where id = any(${idArray(ids)})`,
      );
      for (const r of result.rows)
        found.set(Number(r.id), {
          id: Number(r.id),
          username: r.username,
          type: Number(r.type),
          merchantCode: r.merchant_code,
        });
      return found;
    },

    /** The downline's sizes (the agent not counted); `joinedSince` counts members created since then. */
    async teamCounts(agentId: number, since: Date) {
      const result = await db.execute<{
        direct: string;
        total: string;
        agents: string;
        joined: string;
      }>(sql`
        select count(*) filter (where t.depth = 1) as direct,
               count(*) as total,
               count(*) filter (where m.type in (${AGENTS})) as agents,
               count(*) filter (where m.created_at >= ${since.toISOString()}::timestamptz) as joined
        from member_tree t join members m on m.id = t.descendant_id
        where t.ancestor_id = ${agentId} and t.depth > 0`);
      const r = result.rows[0];
      const total = Number(r?.total ?? 0);
      const agents = Number(r?.agents ?? 0);
      return {
        direct: Number(r?.direct ?? 0),
        total,
        agents,
        players: total - agents,
        joinedSince: Number(r?.joined ?? 0),
      };
    },

    /** Members of the downline created in [from, to). */
    async joinedBetween(agentId: number, from: Date, to: Date): Promise<number> {
      const result = await db.execute<{ n: string }>(sql`
        select count(*) as n from member_tree t join members m on m.id = t.descendant_id
        where t.ancestor_id = ${agentId} and t.depth > 0
          and m.created_at >= ${from.toISOString()}::timestamptz and m.created_at < ${to.toISOString()}::timestamptz`);
      return Number(result.rows[0]?.n ?? 0);
    },

    /** Members of the downline created in each of the ranges [from, to): one pass over the team. */
    async joinedIn(agentId: number, ranges: readonly { from: Date; to: Date }[]): Promise<number[]> {
      if (ranges.length === 0) return [];
      const columns = ranges.map(
        (r, i) =>
          sql`count(*) filter (where m.created_at >= ${r.from.toISOString()}::timestamptz
                 and m.created_at < ${r.to.toISOString()}::timestamptz) as ${sql.raw(`c${i}`)}`,
      );
      const result = await db.execute<Record<string, string>>(sql`
        select ${sql.join(columns, sql`, `)}
        from member_tree t join members m on m.id = t.descendant_id
        where t.ancestor_id = ${agentId} and t.depth > 0`);
      const row = result.rows[0] ?? {};
      return ranges.map((_, i) => Number(row[`c${i}`] ?? 0));
    },

    /**
     * Members of the downline with a live session at `at`, and the downline's size. A member holds at
     * most one unrevoked session (a login ends the others), so each team member costs one probe of the
     * partial index `sessions_member_active_idx`; no other member's sessions are read.
     */
    async onlineCount(agentId: number, at: Date): Promise<{ online: number; total: number }> {
      const result = await db.execute<{ online: string; total: string }>(sql`
        select count(s.member_id) as online, count(*) as total
        from member_tree t
        left join sessions s on s.member_id = t.descendant_id and s.revoked_at is null
          and s.idle_expires_at > ${at.toISOString()}::timestamptz
          and s.expires_at > ${at.toISOString()}::timestamptz
        where t.ancestor_id = ${agentId} and t.depth > 0`);
      return { online: Number(result.rows[0]?.online ?? 0), total: Number(result.rows[0]?.total ?? 0) };
    },

    /** Agents by part of their username, merchant and level, with their direct and team sizes. */
    async listAgents(q: {
      search?: string | undefined;
      merchantCode?: string | undefined;
      topLevel?: boolean | undefined;
      limit: number;
      offset: number;
    }): Promise<{ rows: OpsAgentRow[]; total: number }> {
      const pattern = q.search ? `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const where = sql`m.type in (${AGENTS})
        and (${pattern}::text is null or m.username ilike ${pattern})
        and (${q.merchantCode ?? null}::text is null or m.merchant_code = ${q.merchantCode ?? null})
        ${q.topLevel ? sql`and (u.id is null or u.type not in (${AGENTS}))` : sql``}`;
      const [rows, count] = await Promise.all([
        db.execute<{
          id: number;
          username: string;
          merchant_code: string;
          type: number;
          status: string;
          upline_id: number | null;
          upline_username: string | null;
          direct: string;
          team: string;
          created_at: Date | string;
        }>(sql`
          select m.id, m.username, m.merchant_code, m.type, m.status, u.id as upline_id,
                 u.username as upline_username,
                 (select count(*) from member_tree t where t.ancestor_id = m.id and t.depth = 1) as direct,
                 (select count(*) from member_tree t where t.ancestor_id = m.id and t.depth > 0) as team,
                 m.created_at
          from members m left join members u on u.id = m.parent_id
          where ${where}
          order by lower(m.username), m.id
          limit ${q.limit} offset ${q.offset}`),
        db.execute<{ n: string }>(sql`
          select count(*) as n from members m left join members u on u.id = m.parent_id where ${where}`),
      ]);
      return {
        rows: rows.rows.map((r) => ({
          memberId: Number(r.id),
          username: r.username,
          merchantCode: r.merchant_code,
          memberType: Number(r.type),
          status: r.status,
          uplineId: r.upline_id === null ? null : Number(r.upline_id),
          uplineUsername: r.upline_username,
          direct: Number(r.direct),
          teamSize: Number(r.team),
          createdAt: new Date(r.created_at),
        })),
        total: Number(count.rows[0]?.n ?? 0),
      };
    },

    /** The member's uplines, top first. */
    async uplines(memberId: number): Promise<{ memberId: number; username: string }[]> {
      const result = await db.execute<{ id: number; username: string }>(sql`
        select m.id, m.username from member_tree t join members m on m.id = t.ancestor_id
        where t.descendant_id = ${memberId} and t.depth > 0
        order by t.depth desc`);
      return result.rows.map((r) => ({ memberId: Number(r.id), username: r.username }));
    },

    /** The member and its downline down to `depth` levels, at most `limit` members below it. */
    async subtree(memberId: number, depth: number, limit: number): Promise<TreeNodeRow[]> {
      const result = await db.execute<{
        id: number;
        parent_id: number | null;
        depth: number;
        username: string;
        type: number;
        status: string;
        team: string;
      }>(sql`
        select m.id, m.parent_id, t.depth, m.username, m.type, m.status,
               (select count(*) from member_tree x where x.ancestor_id = m.id and x.depth > 0) as team
        from member_tree t join members m on m.id = t.descendant_id
        where t.ancestor_id = ${memberId} and t.depth <= ${depth}
        order by t.depth, lower(m.username), m.id
        limit ${limit + 1}`);
      return result.rows.map((r) => ({
        memberId: Number(r.id),
        parentId: r.parent_id === null ? null : Number(r.parent_id),
        depth: Number(r.depth),
        username: r.username,
        memberType: Number(r.type),
        status: r.status,
        teamSize: Number(r.team),
      }));
    },
  };
}

export type AccountReportRepository = ReturnType<typeof createAccountReportRepository>;
