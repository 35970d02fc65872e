import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import type { DbOrTx } from '../../platform/jobs/queue';
import { missionClaims, missions } from './mission-tables';

export type MissionRow = typeof missions.$inferSelect;
export type MissionClaimRow = typeof missionClaims.$inferSelect;

/** The missions' SQL (missions.ts). Writes take the caller's transaction. */
export function createMissionRepository(db: Database) {
  return {
    async list(merchantCode: string, tx: DbOrTx = db): Promise<MissionRow[]> {
      return tx
        .select()
        .from(missions)
        .where(eq(missions.merchantCode, merchantCode))
        .orderBy(asc(missions.sortOrder), asc(missions.id));
    },

    async byId(merchantCode: string, id: number, tx: DbOrTx = db): Promise<MissionRow | undefined> {
      const [row] = await tx
        .select()
        .from(missions)
        .where(and(eq(missions.merchantCode, merchantCode), eq(missions.id, id)));
      return row;
    },

    async insert(tx: DbOrTx, row: Omit<typeof missions.$inferInsert, 'id'>): Promise<MissionRow> {
      const [inserted] = await tx.insert(missions).values(row).returning();
      return inserted!;
    },

    async update(tx: DbOrTx, id: number, values: Partial<typeof missions.$inferInsert>): Promise<MissionRow> {
      const [row] = await tx.update(missions).set(values).where(eq(missions.id, id)).returning();
      return row!;
    },

    /** A member's claims of the given periods (current day and week). */
    async claimsOf(memberId: number, periodKeys: readonly string[]): Promise<MissionClaimRow[]> {
      return db
        .select()
        .from(missionClaims)
        .where(and(eq(missionClaims.memberId, memberId), inArray(missionClaims.periodKey, [...periodKeys])));
    },

    async claimOf(tx: DbOrTx, missionId: number, memberId: number, periodKey: string) {
      const [row] = await tx
        .select()
        .from(missionClaims)
        .where(
          and(
            eq(missionClaims.missionId, missionId),
            eq(missionClaims.memberId, memberId),
            eq(missionClaims.periodKey, periodKey),
          ),
        );
      return row;
    },

    /** Inserts a claim; undefined when the member already claimed the mission in that period. */
    async insertClaim(tx: DbOrTx, row: Omit<typeof missionClaims.$inferInsert, 'id'>) {
      const [inserted] = await tx.insert(missionClaims).values(row).onConflictDoNothing().returning();
      return inserted;
    },

    async setGrant(tx: DbOrTx, id: number, grantId: number) {
      await tx.update(missionClaims).set({ grantId }).where(eq(missionClaims.id, id));
    },

    /** A brand week's points per member, highest first (ties: who reached them first). */
    async board(merchantCode: string, week: string, limit: number) {
      const result = await db.execute<{ member_id: number; username: string; points: string }>(sql`
        select c.member_id, m.username, sum(c.points) as points
        from mission_claims c join members m on m.id = c.member_id
        where c.merchant_code = ${merchantCode} and c.board_week = ${week} and c.points > 0
        group by c.member_id, m.username
        order by sum(c.points) desc, max(c.claimed_at) asc, c.member_id asc
        limit ${limit}`);
      return result.rows.map((r) => ({
        memberId: Number(r.member_id),
        username: r.username,
        points: Number(r.points),
      }));
    },

    /** A member's points in a week and their rank (1 + members with more, or as many reached earlier). */
    async ownRank(merchantCode: string, week: string, memberId: number) {
      const result = await db.execute<{ points: string; last: Date | null; ahead: string }>(sql`
        with totals as (
          select member_id, sum(points) as points, max(claimed_at) as last
          from mission_claims where merchant_code = ${merchantCode} and board_week = ${week}
          group by member_id having sum(points) > 0
        ), me as (select * from totals where member_id = ${memberId})
        select me.points, me.last,
          (select count(*) from totals t where t.points > me.points
             or (t.points = me.points and (t.last < me.last or (t.last = me.last and t.member_id < me.member_id)))) as ahead
        from me`);
      const row = result.rows[0];
      if (!row) return { rank: null, points: 0 };
      return { rank: Number(row.ahead) + 1, points: Number(row.points) };
    },
  };
}

export type MissionRepository = ReturnType<typeof createMissionRepository>;
