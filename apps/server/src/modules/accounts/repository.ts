import { and, desc, eq, gt, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/client';
import type { DbOrTx } from '../../platform/jobs/queue';
import {
  captchas,
  loginAudit,
  mailOutbox,
  members,
  memberTree,
  passwordResets,
  sealingKeys,
  sessions,
  smsOutbox,
  verificationCodes,
} from './tables';

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
/** A member of an agent's tree, `depth` levels below the agent (0: the agent). */
export interface DownlineMember {
  id: number;
  username: string;
  type: number;
  depth: number;
  parentId: number | null;
}
export type VerificationCodeRow = typeof verificationCodes.$inferSelect;

/** A unique index refused an insert; `constraint` names it. */
export class UniqueViolation extends Error {
  override name = 'UniqueViolation';
  constructor(readonly constraint: string) {
    super(`unique violation: ${constraint}`);
  }
}

function asUniqueViolation(error: unknown): UniqueViolation | null {
  const e = (error as { cause?: unknown }).cause ?? error;
  const pgError = e as { code?: string; constraint?: string };
  return pgError.code === '23505' ? new UniqueViolation(pgError.constraint ?? '') : null;
}

/** A member as the VIP rules read it (rewards module). */
const VIP_COLUMNS = {
  id: members.id,
  merchantCode: members.merchantCode,
  type: members.type,
  vipLevel: members.vipLevel,
};

export function createAccountsRepository(db: Database) {
  return {
    // ---------------------------------------------------------------------------------------- members
    async findMemberByUsername(merchantCode: string, username: string): Promise<MemberRow | undefined> {
      const [row] = await db
        .select()
        .from(members)
        .where(
          and(eq(members.merchantCode, merchantCode), sql`lower(${members.username}) = lower(${username})`),
        )
        .limit(1);
      return row;
    },
    async findMemberByMobile(merchantCode: string, dialingCode: string, mobile: string) {
      const [row] = await db
        .select()
        .from(members)
        .where(
          and(
            eq(members.merchantCode, merchantCode),
            eq(members.dialingCode, dialingCode),
            eq(members.mobile, mobile),
          ),
        )
        .limit(1);
      return row;
    },
    async findMemberById(id: number): Promise<MemberRow | undefined> {
      const [row] = await db.select().from(members).where(eq(members.id, id)).limit(1);
      return row;
    },
    async findMemberByAffiliateCode(merchantCode: string, code: string) {
      const [row] = await db
        .select()
        .from(members)
        .where(
          and(eq(members.merchantCode, merchantCode), sql`lower(${members.affiliateCode}) = lower(${code})`),
        )
        .limit(1);
      return row;
    },
    async findMemberByReferralCode(merchantCode: string, code: string) {
      const [row] = await db
        .select()
        .from(members)
        .where(
          and(eq(members.merchantCode, merchantCode), sql`lower(${members.referralCode}) = lower(${code})`),
        )
        .limit(1);
      return row;
    },
    /** Throws UniqueViolation when the username, mobile or a generated code is taken. */
    async insertMember(values: NewMember): Promise<MemberRow> {
      try {
        const [row] = await db.insert(members).values(values).returning();
        return row!;
      } catch (error) {
        throw asUniqueViolation(error) ?? error;
      }
    },
    async setPassword(
      id: number,
      values: { passwordHash: string; changedAt: Date; expiresAt: Date | null },
    ): Promise<void> {
      await db
        .update(members)
        .set({
          passwordHash: values.passwordHash,
          hasPassword: true,
          firstLogin: false,
          passwordChangedAt: values.changedAt,
          passwordExpiresAt: values.expiresAt,
        })
        .where(eq(members.id, id));
    },
    async recordLogin(id: number, at: Date, ip: string): Promise<void> {
      await db.update(members).set({ lastLoginAt: at, lastLoginIp: ip }).where(eq(members.id, id));
    },
    async setLanguage(id: number, language: string): Promise<void> {
      await db.update(members).set({ language }).where(eq(members.id, id));
    },
    /** The names the personal details edit (profile module, in its transaction). */
    async setNames(
      tx: DbOrTx,
      id: number,
      names: { nickname?: string; payeeName?: string; line?: string | null },
    ): Promise<void> {
      if (Object.keys(names).length === 0) return;
      await tx.update(members).set(names).where(eq(members.id, id));
    },
    /** Sets the real name (payee name) only if the member has none; false when one is set. */
    async setPayeeNameOnce(tx: DbOrTx, id: number, payeeName: string): Promise<boolean> {
      const rows = await tx
        .update(members)
        .set({ payeeName })
        .where(and(eq(members.id, id), sql`coalesce(${members.payeeName}, '') = ''`))
        .returning({ id: members.id });
      return rows.length > 0;
    },
    /** Members as the VIP rules read them (rewards module, in its transaction). */
    async vipMembers(tx: DbOrTx, ids: readonly number[]) {
      if (ids.length === 0) return [];
      return tx
        .select(VIP_COLUMNS)
        .from(members)
        .where(inArray(members.id, [...ids]));
    },
    /** A merchant's members above VIP level 0, after `afterId` in id order (the monthly review). */
    async rankedMembers(tx: DbOrTx, merchantCode: string, afterId: number, limit: number) {
      return tx
        .select(VIP_COLUMNS)
        .from(members)
        .where(and(eq(members.merchantCode, merchantCode), gt(members.vipLevel, 0), gt(members.id, afterId)))
        .orderBy(members.id)
        .limit(limit);
    },
    /** Sets a member's VIP level (the monthly review, which may lower it). */
    async setVipLevel(tx: DbOrTx, id: number, level: number): Promise<void> {
      await tx.update(members).set({ vipLevel: level }).where(eq(members.id, id));
    },
    /** Raises a member's VIP level, never lowers it (a concurrent rise from fresher figures wins). */
    async raiseVipLevel(tx: DbOrTx, id: number, level: number): Promise<void> {
      await tx
        .update(members)
        .set({ vipLevel: sql`greatest(${members.vipLevel}, ${level})` })
        .where(eq(members.id, id));
    },
    /**
     * Members as their rebate rate needs them: VIP level, and whether they sit in an agent's team (the
     * type of the member above, null at the top).
     */
    async rebateMembers(tx: DbOrTx, ids: readonly number[]) {
      if (ids.length === 0) return [];
      const parent = alias(members, 'parent');
      return tx
        .select({ ...VIP_COLUMNS, parentType: parent.type })
        .from(members)
        .leftJoin(parent, eq(parent.id, members.parentId))
        .where(inArray(members.id, [...ids]));
    },
    /** Who registered with a member's referral code: the newest `limit` and how many in all. */
    async referralInvitees(member: { merchantCode: string; referralCode: string }, limit: number) {
      const where = and(
        eq(members.merchantCode, member.merchantCode),
        sql`lower(${members.registeredReferralCode}) = lower(${member.referralCode})`,
      );
      const [list, [total]] = await Promise.all([
        db
          .select({ id: members.id, username: members.username, createdAt: members.createdAt })
          .from(members)
          .where(where)
          .orderBy(desc(members.id))
          .limit(limit),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(members)
          .where(where),
      ]);
      return { list, total: total?.n ?? 0 };
    },
    /** The member whose referral code `memberId` registered with (same brand), if any. */
    async referrerOf(tx: DbOrTx, memberId: number) {
      const [invitee] = await tx
        .select({ merchantCode: members.merchantCode, code: members.registeredReferralCode })
        .from(members)
        .where(eq(members.id, memberId));
      if (!invitee?.code) return undefined;
      const [row] = await tx
        .select({ id: members.id, merchantCode: members.merchantCode, type: members.type })
        .from(members)
        .where(
          and(
            eq(members.merchantCode, invitee.merchantCode),
            sql`lower(${members.referralCode}) = lower(${invitee.code})`,
          ),
        );
      return row;
    },
    async setStatus(id: number, status: 'active' | 'frozen'): Promise<void> {
      await db.update(members).set({ status }).where(eq(members.id, id));
    },
    /** Direct downline and the whole tree below an agent. */
    async countDownlines(id: number): Promise<{ direct: number; total: number }> {
      const [row] = await db
        .select({
          direct: sql<number>`count(*) filter (where ${memberTree.depth} = 1)::int`,
          total: sql<number>`count(*)::int`,
        })
        .from(memberTree)
        .where(and(eq(memberTree.ancestorId, id), gt(memberTree.depth, 0)));
      return { direct: Number(row?.direct ?? 0), total: Number(row?.total ?? 0) };
    },

    // ------------------------------------------------------------------------------ downline tree
    /** True when `memberId` is below `agentId` (any depth; the agent itself is not its downline). */
    async isInDownline(agentId: number, memberId: number): Promise<boolean> {
      const rows = await db
        .select({ depth: memberTree.depth })
        .from(memberTree)
        .where(
          and(
            eq(memberTree.ancestorId, agentId),
            eq(memberTree.descendantId, memberId),
            gt(memberTree.depth, 0),
          ),
        )
        .limit(1);
      return rows.length === 1;
    },
    /** Ids below the agent: every depth, or only the direct members; with the agent when asked. */
    async downlineIds(
      agentId: number,
      options: { directOnly?: boolean; includeSelf?: boolean } = {},
    ): Promise<number[]> {
      const min = options.includeSelf ? 0 : 1;
      const rows = await db
        .select({ id: memberTree.descendantId })
        .from(memberTree)
        .where(
          and(
            eq(memberTree.ancestorId, agentId),
            options.directOnly
              ? sql`${memberTree.depth} between ${min} and 1`
              : sql`${memberTree.depth} >= ${min}`,
          ),
        )
        .orderBy(memberTree.descendantId);
      return rows.map((r) => r.id);
    },
    /**
     * Members of an agent's tree by scope (team: the agent and every depth below; direct: depth 1;
     * self: the agent), of one merchant, optionally filtered by part of the username, ordered by
     * username. `limit` undefined: all of them.
     */
    async downlineMembers(
      agentId: number,
      q: {
        merchantCode: string;
        scope: 'team' | 'direct' | 'self';
        search?: string | undefined;
        offset?: number | undefined;
        limit?: number | undefined;
        /** Another module's condition on the member id (e.g. "bet in these days"), in SQL. */
        memberWhere?: ((memberId: SQL) => SQL) | undefined;
      },
    ): Promise<{ rows: DownlineMember[]; total: number }> {
      const depth =
        q.scope === 'self'
          ? eq(memberTree.depth, 0)
          : q.scope === 'direct'
            ? eq(memberTree.depth, 1)
            : undefined;
      const search = q.search?.trim();
      const where = and(
        eq(memberTree.ancestorId, agentId),
        depth,
        eq(members.merchantCode, q.merchantCode),
        search
          ? sql`lower(${members.username}) like ${`%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
          : undefined,
        q.memberWhere?.(sql`${members.id}`),
      );
      const base = db
        .select({
          id: members.id,
          username: members.username,
          type: members.type,
          depth: memberTree.depth,
          parentId: members.parentId,
        })
        .from(memberTree)
        .innerJoin(members, eq(members.id, memberTree.descendantId))
        .where(where)
        .orderBy(sql`lower(${members.username})`, members.id);
      const [rows, [count]] = await Promise.all([
        q.limit === undefined ? base : base.limit(q.limit).offset(q.offset ?? 0),
        q.limit === undefined
          ? Promise.resolve([undefined])
          : db
              .select({ n: sql<number>`count(*)::int` })
              .from(memberTree)
              .innerJoin(members, eq(members.id, memberTree.descendantId))
              .where(where),
      ]);
      return { rows, total: count ? Number(count.n) : rows.length };
    },
    /**
     * The ids of an agent's scope as a subquery (column `id`), for another module's read-only SQL to
     * join without carrying thousands of ids to and fro; the tree's SQL stays here.
     */
    downlineSubquery(agentId: number, scope: 'team' | 'direct' | 'self'): SQL {
      const depth = scope === 'self' ? sql`depth = 0` : scope === 'direct' ? sql`depth = 1` : sql`depth >= 0`;
      return sql`(select descendant_id as id from member_tree where ancestor_id = ${agentId} and ${depth})`;
    },
    /** Every ancestor of each member (depth 0 = the member itself), for roll-ups by team. */
    async ancestorsOf(
      memberIds: readonly number[],
    ): Promise<{ memberId: number; ancestorId: number; depth: number }[]> {
      if (memberIds.length === 0) return [];
      return db
        .select({
          memberId: memberTree.descendantId,
          ancestorId: memberTree.ancestorId,
          depth: memberTree.depth,
        })
        .from(memberTree)
        .where(inArray(memberTree.descendantId, [...memberIds]));
    },

    // --------------------------------------------------------------------------------------- sessions
    async insertSession(values: typeof sessions.$inferInsert): Promise<SessionRow> {
      const [row] = await db.insert(sessions).values(values).returning();
      return row!;
    },
    /** Revokes the member's live sessions (all, or all but one). */
    async revokeSessions(memberId: number, reason: string, at: Date, exceptId?: number): Promise<number> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: at, revokeReason: reason })
        .where(
          and(
            eq(sessions.memberId, memberId),
            isNull(sessions.revokedAt),
            exceptId === undefined ? undefined : ne(sessions.id, exceptId),
          ),
        )
        .returning({ id: sessions.id });
      return rows.length;
    },
    async clearPasswordChangeRequired(id: number): Promise<void> {
      await db.update(sessions).set({ passwordChangeRequired: false }).where(eq(sessions.id, id));
    },
    async revokeSession(id: number, reason: string, at: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: at, revokeReason: reason })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },
    async findSessionByTokenHash(tokenHash: string) {
      const [row] = await db
        .select({ session: sessions, member: members })
        .from(sessions)
        .innerJoin(members, eq(members.id, sessions.memberId))
        .where(eq(sessions.tokenHash, tokenHash))
        .limit(1);
      return row;
    },
    /** Moves the idle expiry; only when last_seen is older than `before` (at most once a minute). */
    async touchSession(id: number, at: Date, idleExpiresAt: Date, before: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ lastSeenAt: at, idleExpiresAt })
        .where(and(eq(sessions.id, id), lt(sessions.lastSeenAt, before), isNull(sessions.revokedAt)));
    },

    // ------------------------------------------------------------------------------------------ audit
    async audit(values: typeof loginAudit.$inferInsert): Promise<void> {
      await db.insert(loginAudit).values(values);
    },
    /** Distinct days (in `timeZone`) with a successful login in [start, end): the login missions. */
    async loginDays(memberId: number, start: Date, end: Date, timeZone: string): Promise<number> {
      const result = await db.execute<{ days: string }>(sql`
        select count(distinct (at at time zone ${timeZone})::date) as days from login_audit
        where member_id = ${memberId} and result = 'success'
          and at >= ${start.toISOString()} and at < ${end.toISOString()}`);
      return Number(result.rows[0]?.days ?? 0);
    },
    async listAudit(filter: { memberId?: number; username?: string; limit?: number }) {
      return db
        .select()
        .from(loginAudit)
        .where(
          and(
            filter.memberId === undefined ? undefined : eq(loginAudit.memberId, filter.memberId),
            filter.username === undefined ? undefined : eq(loginAudit.username, filter.username),
          ),
        )
        .orderBy(desc(loginAudit.id))
        .limit(filter.limit ?? 50);
    },

    // -------------------------------------------------------------------------------------- SMS codes
    /** Invalidates the live codes of a target and purpose, then stores the new one. */
    async replaceCode(values: typeof verificationCodes.$inferInsert): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(verificationCodes)
          .set({ consumedAt: values.createdAt })
          .where(
            and(
              eq(verificationCodes.merchantCode, values.merchantCode),
              eq(verificationCodes.target, values.target),
              eq(verificationCodes.purpose, values.purpose),
              isNull(verificationCodes.consumedAt),
            ),
          );
        await tx.insert(verificationCodes).values(values);
      });
    },
    /** The newest code of a target for one of the purposes, consumed or not. */
    async latestCode(merchantCode: string, target: string, purposes: readonly string[]) {
      const [row] = await db
        .select()
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.merchantCode, merchantCode),
            eq(verificationCodes.target, target),
            inArray(verificationCodes.purpose, [...purposes]),
          ),
        )
        .orderBy(desc(verificationCodes.id))
        .limit(1);
      return row;
    },
    async countCodeAttempt(id: number): Promise<number> {
      const [row] = await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(eq(verificationCodes.id, id))
        .returning({ attempts: verificationCodes.attempts });
      return row?.attempts ?? 0;
    },
    /** Marks a code used; false when another request used it first. */
    async consumeCode(id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(verificationCodes)
        .set({ consumedAt: at })
        .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
        .returning({ id: verificationCodes.id });
      return rows.length === 1;
    },

    // ---------------------------------------------------------------------------------------- outboxes
    async insertSms(values: typeof smsOutbox.$inferInsert): Promise<number> {
      const [row] = await db.insert(smsOutbox).values(values).returning({ id: smsOutbox.id });
      return row!.id;
    },
    async listSms(filter: { mobile?: string; last?: number }) {
      const rows = await db
        .select()
        .from(smsOutbox)
        .where(filter.mobile === undefined ? undefined : eq(smsOutbox.mobile, filter.mobile))
        .orderBy(desc(smsOutbox.id))
        .limit(filter.last ?? 20);
      return rows.reverse();
    },
    async insertMail(values: typeof mailOutbox.$inferInsert): Promise<number> {
      const [row] = await db.insert(mailOutbox).values(values).returning({ id: mailOutbox.id });
      return row!.id;
    },
    async listMail(filter: { to?: string; last?: number }) {
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(filter.to === undefined ? undefined : sql`lower(${mailOutbox.to}) = lower(${filter.to})`)
        .orderBy(desc(mailOutbox.id))
        .limit(filter.last ?? 20);
      return rows.reverse();
    },

    // ---------------------------------------------------------------------------------- reset links
    async replaceReset(values: typeof passwordResets.$inferInsert): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(passwordResets)
          .set({ usedAt: values.createdAt })
          .where(and(eq(passwordResets.memberId, values.memberId), isNull(passwordResets.usedAt)));
        await tx.insert(passwordResets).values(values);
      });
    },
    /** Uses a live reset token once; returns its member id, or undefined when unknown, used or expired. */
    async useReset(tokenHash: string, at: Date): Promise<number | undefined> {
      const [row] = await db
        .update(passwordResets)
        .set({ usedAt: at })
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, at),
          ),
        )
        .returning({ memberId: passwordResets.memberId });
      return row?.memberId;
    },

    // -------------------------------------------------------------------------------------- captchas
    async insertCaptcha(values: typeof captchas.$inferInsert, now: Date): Promise<void> {
      await db.insert(captchas).values(values);
      // Old challenges go as new ones come; cheap with the index on expires_at.
      await db.delete(captchas).where(lt(captchas.expiresAt, now));
    },
    /** Takes a challenge (single use): deleted whatever the answer turns out to be. */
    async takeCaptcha(idHash: string, now: Date): Promise<string | undefined> {
      const [row] = await db
        .delete(captchas)
        .where(eq(captchas.idHash, idHash))
        .returning({ answerHash: captchas.answerHash, expiresAt: captchas.expiresAt });
      return row && row.expiresAt > now ? row.answerHash : undefined;
    },

    // --------------------------------------------------------------------------------- sealing keys
    async listSealingKeys() {
      return db.select().from(sealingKeys).orderBy(desc(sealingKeys.id));
    },
    /** Runs `create` and stores its key only if no active key exists (an advisory lock orders instances). */
    async ensureSealingKey(create: () => Promise<{ kid: string; pkcs8: string }>): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(7316003)`);
        const existing = await tx
          .select({ id: sealingKeys.id })
          .from(sealingKeys)
          .where(isNull(sealingKeys.retiredAt))
          .limit(1);
        if (existing.length > 0) return;
        await tx.insert(sealingKeys).values(await create());
      });
    },
    /** Rotation: a new current key; the previous one stays accepted, older ones are deleted. */
    async rotateSealingKey(key: { kid: string; pkcs8: string }, at: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(7316003)`);
        await tx.delete(sealingKeys).where(sql`${sealingKeys.retiredAt} is not null`);
        await tx.update(sealingKeys).set({ retiredAt: at }).where(isNull(sealingKeys.retiredAt));
        await tx.insert(sealingKeys).values(key);
      });
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
