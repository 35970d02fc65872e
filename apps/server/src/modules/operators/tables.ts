import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from '../../platform/db/columns';

export type OperatorRole = 'admin' | 'finance' | 'support';

/** Back-office staff. Passwords are argon2id (PHC strings). */
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
  ],
);
