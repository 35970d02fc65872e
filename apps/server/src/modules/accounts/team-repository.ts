import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { members, memberTree } from './tables';

/** What the agent centre's team pages show of a downline member (the rest stays in accounts). */
export interface TeamMemberRow {
  id: number;
  username: string;
  nickname: string;
  type: number;
  parentId: number | null;
  status: 'active' | 'frozen';
  lastLoginAt: Date | null;
  createdAt: Date;
}

/**
 * The accounts side of the agent centre's team pages (register centre, downline management): member
 * rows by id, direct counts, who registered through an agent's links, promotion to agent. Callers
 * check first that every id is in their downline (DownlineTree.isInDownline / downlineMembers).
 */
export function createTeamRepository(db: Database) {
  const columns = {
    id: members.id,
    username: members.username,
    nickname: members.nickname,
    type: members.type,
    parentId: members.parentId,
    status: members.status,
    lastLoginAt: members.lastLoginAt,
    createdAt: members.createdAt,
  };
  return {
    async membersByIds(ids: readonly number[]): Promise<TeamMemberRow[]> {
      if (ids.length === 0) return [];
      return db
        .select(columns)
        .from(members)
        .where(inArray(members.id, [...ids]));
    },

    /**
     * One page of the members below an agent (never the agent itself): its direct members or its
     * whole team, optionally by part of the username, ordered by username; with each one's depth.
     */
    async pageBelow(
      agentId: number,
      q: {
        merchantCode: string;
        directOnly: boolean;
        search?: string | undefined;
        offset: number;
        limit: number;
      },
    ): Promise<{ rows: (TeamMemberRow & { depth: number })[]; total: number }> {
      const search = q.search?.trim().toLowerCase();
      const where = and(
        eq(memberTree.ancestorId, agentId),
        q.directOnly ? eq(memberTree.depth, 1) : sql`${memberTree.depth} > 0`,
        eq(members.merchantCode, q.merchantCode),
        search
          ? sql`lower(${members.username}) like ${`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
          : undefined,
      );
      const [rows, [count]] = await Promise.all([
        db
          .select({ ...columns, depth: memberTree.depth })
          .from(memberTree)
          .innerJoin(members, eq(members.id, memberTree.descendantId))
          .where(where)
          .orderBy(sql`lower(${members.username})`, members.id)
          .limit(q.limit)
          .offset(q.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(memberTree)
          .innerJoin(members, eq(members.id, memberTree.descendantId))
          .where(where),
      ]);
      return { rows, total: Number(count?.n ?? 0) };
    },

    /** How many members are directly below each of `ids`. */
    async directCounts(ids: readonly number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: memberTree.ancestorId, n: sql<number>`count(*)::int` })
        .from(memberTree)
        .where(and(inArray(memberTree.ancestorId, [...ids]), eq(memberTree.depth, 1)))
        .groupBy(memberTree.ancestorId);
      return new Map(rows.map((r) => [r.id, Number(r.n)]));
    },

    /** Members right below `agentId` who registered with one of `codes`, newest first. */
    async registeredThrough(
      agentId: number,
      codes: readonly string[],
      page: { offset: number; limit: number },
    ): Promise<{ rows: (TeamMemberRow & { code: string })[]; total: number }> {
      if (codes.length === 0) return { rows: [], total: 0 };
      const where = and(eq(members.parentId, agentId), inArray(members.registeredAffiliateCode, [...codes]));
      const [rows, [count]] = await Promise.all([
        db
          .select({ ...columns, code: sql<string>`${members.registeredAffiliateCode}` })
          .from(members)
          .where(where)
          .orderBy(sql`${members.createdAt} desc`, sql`${members.id} desc`)
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(members)
          .where(where),
      ]);
      return { rows, total: Number(count?.n ?? 0) };
    },

    /** How many registered through each code, below `agentId`. */
    async registeredCounts(agentId: number, codes: readonly string[]): Promise<Map<string, number>> {
      if (codes.length === 0) return new Map();
      const rows = await db
        .select({ code: sql<string>`${members.registeredAffiliateCode}`, n: sql<number>`count(*)::int` })
        .from(members)
        .where(and(eq(members.parentId, agentId), inArray(members.registeredAffiliateCode, [...codes])))
        .groupBy(members.registeredAffiliateCode);
      return new Map(rows.map((r) => [r.code, Number(r.n)]));
    },

    /**
     * Makes a player member an agent of `type` with its own affiliate code; false when the member is
     * no longer a player (already promoted, or changed meanwhile).
     */
    async promoteToAgent(memberId: number, type: number, affiliateCode: string): Promise<boolean> {
      const rows = await db
        .update(members)
        .set({ type, affiliateCode: sql`coalesce(${members.affiliateCode}, ${affiliateCode})` })
        .where(and(eq(members.id, memberId), eq(members.type, 0)))
        .returning({ id: members.id });
      return rows.length === 1;
    },
  };
}

export type TeamRepository = ReturnType<typeof createTeamRepository>;
