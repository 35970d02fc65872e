import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { PlayerSearchField } from '@jade/contract/ops-players';
import { members, sessions } from '../accounts/tables';
import { merchants } from '../brand/tables';
import type { Database } from '../../platform/db/client';
import type { DbOrTx } from '../../platform/jobs/queue';
import { likeLiteral } from '../operators/audit-log';
import { playerNotes } from './tables';

export type MemberRecord = typeof members.$inferSelect;

/** One player as the search lists them, with the wallet balance in minor units. */
export interface PlayerListRow {
  member: MemberRecord;
  currency: string;
  balance: bigint;
}

const balanceOf = sql<string>`coalesce((
  select a.balance from ledger_accounts a
  where a.member_id = ${members.id} and a.owner_kind = 'member' and a.currency = ${merchants.currency}
  limit 1), 0)::text`;

/**
 * The players desk's reads (search, a player's page) and its few writes on accounts (end sessions,
 * temporary password, notes). Every read is scoped to one brand by the caller.
 */
export function createPlayersDeskRepository(db: Database) {
  /** The condition for a search term: a username prefix, exact contacts, any session's IP or device. */
  function matches(by: PlayerSearchField, q: string): SQL {
    const lower = q.toLowerCase();
    const username = sql`lower(${members.username}) like ${`${likeLiteral(lower)}%`}`;
    const mobile = eq(members.mobile, q.replace(/[\s-]/g, ''));
    const email = eq(sql`lower(${members.email})`, lower);
    switch (by) {
      case 'username':
        return username;
      case 'mobile':
        return mobile;
      case 'email':
        return email;
      case 'ip':
        return sql`(${members.registerIp} = ${q} or ${members.lastLoginIp} = ${q}
          or ${members.id} in (select s.member_id from sessions s where s.ip = ${q}))`;
      case 'device':
        return sql`${members.id} in (select s.member_id from sessions s where s.device_id = ${q})`;
      case 'any':
        return sql`(${username} or ${mobile} or ${email})`;
    }
  }

  return {
    async search(
      merchantCode: string,
      by: PlayerSearchField,
      q: string,
      page: { limit: number; offset: number },
    ): Promise<{ rows: PlayerListRow[]; total: number }> {
      const where = and(eq(members.merchantCode, merchantCode), matches(by, q));
      const [rows, [count]] = await Promise.all([
        db
          .select({ member: members, currency: merchants.currency, balance: balanceOf })
          .from(members)
          .innerJoin(merchants, eq(merchants.code, members.merchantCode))
          .where(where)
          .orderBy(desc(members.lastLoginAt), desc(members.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(members)
          .where(where),
      ]);
      return {
        rows: rows.map((r) => ({ member: r.member, currency: r.currency, balance: BigInt(r.balance) })),
        total: count?.n ?? 0,
      };
    },

    async player(merchantCode: string, memberId: number): Promise<PlayerListRow | undefined> {
      const [row] = await db
        .select({ member: members, currency: merchants.currency, balance: balanceOf })
        .from(members)
        .innerJoin(merchants, eq(merchants.code, members.merchantCode))
        .where(and(eq(members.merchantCode, merchantCode), eq(members.id, memberId)));
      return row && { member: row.member, currency: row.currency, balance: BigInt(row.balance) };
    },

    async usernameOf(memberId: number): Promise<string | null> {
      const [row] = await db
        .select({ username: members.username })
        .from(members)
        .where(eq(members.id, memberId));
      return row?.username ?? null;
    },

    /** Sums for the player's page, in minor units; one round trip. */
    async totals(memberId: number) {
      const result = await db.execute<{
        deposits: string | null;
        withdrawals: string | null;
        held: string | null;
        turnover: string | null;
        win_loss: string | null;
        open_bonuses: number;
        active_sessions: number;
        pending_approvals: number;
      }>(sql`select
          (select sum(amount) from deposits where member_id = ${memberId} and status = 'credited')::text as deposits,
          (select sum(paid_amount) from withdrawals where member_id = ${memberId})::text as withdrawals,
          (select sum(remaining_amount) from withdrawals where member_id = ${memberId}
             and status in ('pending', 'approved', 'partially_paid'))::text as held,
          (select sum(turnover) from bet_facts where member_id = ${memberId})::text as turnover,
          (select sum(win_loss) from bet_facts where member_id = ${memberId})::text as win_loss,
          (select count(*)::int from bonus_grants where member_id = ${memberId} and status = 'active') as open_bonuses,
          (select count(*)::int from sessions where member_id = ${memberId} and revoked_at is null
             and expires_at > now() and idle_expires_at > now()) as active_sessions,
          (select count(*)::int from operator_approvals where member_id = ${memberId} and status = 'pending')
             as pending_approvals`);
      const r = result.rows[0];
      const n = (v: string | null | undefined) => BigInt(v ?? '0');
      return {
        deposits: n(r?.deposits),
        withdrawals: n(r?.withdrawals),
        held: n(r?.held),
        turnover: n(r?.turnover),
        winLoss: n(r?.win_loss),
        openBonuses: r?.open_bonuses ?? 0,
        activeSessions: r?.active_sessions ?? 0,
        pendingApprovals: r?.pending_approvals ?? 0,
      };
    },

    async sessions(memberId: number, page: { limit: number; offset: number }) {
      const [rows, [count], ips, devices] = await Promise.all([
        db
          .select()
          .from(sessions)
          .where(eq(sessions.memberId, memberId))
          .orderBy(desc(sessions.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(sessions)
          .where(eq(sessions.memberId, memberId)),
        db.execute<{ ip: string; n: number; last_seen: Date | string }>(sql`
          select ip, count(*)::int as n, max(last_seen_at) as last_seen from sessions
          where member_id = ${memberId} group by ip order by n desc, last_seen desc limit 50`),
        db.execute<{ device_id: string; n: number; last_seen: Date | string }>(sql`
          select device_id, count(*)::int as n, max(last_seen_at) as last_seen from sessions
          where member_id = ${memberId} and device_id is not null
          group by device_id order by n desc, last_seen desc limit 50`),
      ]);
      return {
        rows,
        total: count?.n ?? 0,
        ips: ips.rows.map((r) => ({ ip: r.ip, sessions: r.n, lastSeenAt: new Date(r.last_seen) })),
        devices: devices.rows.map((r) => ({
          deviceId: r.device_id,
          sessions: r.n,
          lastSeenAt: new Date(r.last_seen),
        })),
      };
    },

    /** Ends every live session of a member; answers how many there were. */
    async endSessions(tx: DbOrTx, memberId: number, reason: string, at: Date): Promise<number> {
      const ended = await tx
        .update(sessions)
        .set({ revokedAt: at, revokeReason: reason })
        .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return ended.length;
    },

    /** A new password hash the member must replace at the next login (`first_login` forces the change). */
    async setTemporaryPassword(tx: DbOrTx, memberId: number, passwordHash: string, at: Date) {
      await tx
        .update(members)
        .set({
          passwordHash,
          hasPassword: true,
          firstLogin: true,
          passwordChangedAt: at,
          passwordExpiresAt: null,
        })
        .where(eq(members.id, memberId));
    },

    async notes(memberId: number) {
      return db
        .select()
        .from(playerNotes)
        .where(eq(playerNotes.memberId, memberId))
        .orderBy(desc(playerNotes.id))
        .limit(200);
    },

    async addNote(
      tx: DbOrTx,
      note: { memberId: number; operatorId: number | null; operatorName: string; text: string; at: Date },
    ) {
      const [row] = await tx
        .insert(playerNotes)
        .values({
          memberId: note.memberId,
          operatorId: note.operatorId,
          operatorName: note.operatorName,
          text: note.text,
          createdAt: note.at,
        })
        .returning();
      if (!row) throw new Error('the note was not stored');
      return row;
    },
  };
}

export type PlayersDeskRepository = ReturnType<typeof createPlayersDeskRepository>;
