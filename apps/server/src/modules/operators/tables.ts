import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { OperatorRole } from '@jade/contract/ops-roles';
import type { ApprovalKind, ApprovalStatus } from '@jade/contract/ops-players';
import { at, money } from '../../platform/db/columns';

/**
 * Back-office staff. Passwords are argon2id (PHC strings). Two-factor: the TOTP secret is sealed with
 * the SecretBox (null until the operator enrols at a first sign-in); `totpLastStep` is the newest time
 * step a code was accepted for, so a code (even one still inside the drift window) works once.
 */
export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<OperatorRole>().notNull(),
    status: text('status').$type<'active' | 'disabled'>().notNull().default('active'),
    createdAt: at('created_at').notNull().defaultNow(),
    lastLoginAt: at('last_login_at'),
    totpSecret: text('totp_secret'),
    totpEnabledAt: at('totp_enabled_at'),
    totpLastStep: integer('totp_last_step'),
    passwordChangedAt: at('password_changed_at'),
  },
  (t) => [uniqueIndex('operators_username_uq').on(sql`lower(${t.username})`)],
);

/** Operator sessions: only the SHA-256 of the token is stored; shorter idle expiry than players'. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    idleExpiresAt: at('idle_expires_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    ip: text('ip').notNull(),
  },
  (t) => [uniqueIndex('operator_sessions_token_uq').on(t.tokenHash)],
);

/** Every operator action (HTTP or CLI): who, what, on what, before and after, why, from where. */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for the command-line tool (operatorName `cli`). */
    operatorId: integer('operator_id'),
    operatorName: text('operator_name').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    ip: text('ip').notNull(),
    at: at('at').notNull(),
  },
  (t) => [
    index('operator_audit_at_idx').on(t.at),
    index('operator_audit_target_idx').on(t.targetType, t.targetId),
    // The audit call's filters: an action prefix (LIKE 'x%' needs the pattern operator class) and an
    // operator by name, any case.
    index('operator_audit_action_idx').on(t.action.op('text_pattern_ops')),
    index('operator_audit_operator_idx').on(sql`lower(${t.operatorName})`),
  ],
);

/**
 * The second step of a sign-in, between the password and the code. In the database (not in memory) so
 * that any server instance can finish a sign-in another one started. Only the SHA-256 of the challenge
 * token is stored; an enrolment's new secret waits here, sealed, until its first code confirms it.
 */
export const operatorChallenges = pgTable(
  'operator_challenges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    purpose: text('purpose').$type<'totp' | 'enrol'>().notNull(),
    pendingSecret: text('pending_secret'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    uniqueIndex('operator_challenges_token_uq').on(t.tokenHash),
    index('operator_challenges_operator_idx').on(t.operatorId),
  ],
);

/** Recovery codes (SHA-256 of each): one works once in place of a TOTP code. */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    codeHash: text('code_hash').notNull(),
    createdAt: at('created_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [uniqueIndex('operator_recovery_codes_uq').on(t.operatorId, t.codeHash)],
);

/**
 * Four-eyes requests (issue 16): an action one operator asks for and another carries out by approving
 * it (manual adjustments). The approval and the action commit in one transaction; a request is decided
 * once (`status` moves from `pending` exactly once, guarded in the update).
 */
export const operatorApprovals = pgTable(
  'operator_approvals',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<ApprovalKind>().notNull(),
    status: text('status').$type<ApprovalStatus>().notNull().default('pending'),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id').notNull(),
    /** Signed minor units in `currency`. */
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    requestedById: integer('requested_by_id'),
    requestedByName: text('requested_by_name').notNull(),
    requestedAt: at('requested_at').notNull(),
    decidedById: integer('decided_by_id'),
    decidedByName: text('decided_by_name'),
    decidedAt: at('decided_at'),
    decisionNote: text('decision_note'),
    /** What the approval did: `{ balanceAfter }` in minor units, or `{ failure }` with an error code. */
    result: jsonb('result'),
  },
  (t) => [
    index('operator_approvals_pending_idx')
      .on(t.merchantCode, t.id)
      .where(sql`${t.status} = 'pending'`),
    index('operator_approvals_member_idx').on(t.memberId, t.id),
  ],
);
