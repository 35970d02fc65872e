import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { merchants } from '../brand/tables';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A player, agent or trial account of one merchant (region). Usernames are unique per merchant without
 * regard to case; so are mobile numbers (with their dialing code).
 */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    username: text('username').notNull(),
    /** argon2id (PHC string). Accounts without a password (free play, mobile without password) hold a hash of random bytes. */
    passwordHash: text('password_hash').notNull(),
    hasPassword: boolean('has_password').notNull().default(true),
    /** 0 member, 1/2/41/42 agents, 4 trial (spec §4). */
    type: integer('type').notNull().default(0),
    parentId: integer('parent_id'),
    nickname: text('nickname').notNull().default(''),
    mobile: text('mobile'),
    dialingCode: text('dialing_code'),
    email: text('email'),
    payeeName: text('payee_name'),
    paymentPasswordHash: text('payment_password_hash'),
    qqNum: text('qq_num'),
    line: text('line'),
    whatsapp: text('whatsapp'),
    facebook: text('facebook'),
    wechat: text('wechat'),
    idNumber: text('id_number'),
    recommenderId: text('recommender_id'),
    /** The agent affiliate code used at registration, and the referral code from the link. */
    registeredAffiliateCode: text('registered_affiliate_code'),
    registeredReferralCode: text('registered_referral_code'),
    /** This member's own codes: every member can refer; agents also hand out an affiliate code. */
    referralCode: text('referral_code').notNull(),
    affiliateCode: text('affiliate_code'),
    registerUrl: text('register_url'),
    registerMethod: text('register_method'),
    registerDomain: text('register_domain'),
    registerIp: text('register_ip'),
    language: text('language'),
    avatar: text('avatar').notNull().default('0'),
    vipLevel: integer('vip_level').notNull().default(0),
    status: text('status').$type<'active' | 'frozen'>().notNull().default('active'),
    firstLogin: boolean('first_login').notNull().default(true),
    passwordChangedAt: at('password_changed_at'),
    passwordExpiresAt: at('password_expires_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    lastLoginAt: at('last_login_at'),
    lastLoginIp: text('last_login_ip'),
  },
  (t) => [
    uniqueIndex('members_username_uq').on(t.merchantCode, sql`lower(${t.username})`),
    uniqueIndex('members_mobile_uq')
      .on(t.merchantCode, t.dialingCode, t.mobile)
      .where(sql`${t.mobile} is not null`),
    uniqueIndex('members_referral_code_uq').on(t.merchantCode, t.referralCode),
    uniqueIndex('members_affiliate_code_uq')
      .on(t.merchantCode, t.affiliateCode)
      .where(sql`${t.affiliateCode} is not null`),
    index('members_parent_idx').on(t.parentId),
    // The back office's player search (players desk): a username prefix, exact mobile, e-mail and IPs.
    index('members_username_prefix_idx').on(t.merchantCode, sql`lower(${t.username}) text_pattern_ops`),
    index('members_mobile_search_idx').on(t.merchantCode, t.mobile),
    index('members_email_search_idx').on(t.merchantCode, sql`lower(${t.email})`),
    index('members_register_ip_idx').on(t.merchantCode, t.registerIp),
    index('members_last_login_ip_idx').on(t.merchantCode, t.lastLoginIp),
  ],
);

/**
 * The downline as a closure table: one row per (ancestor, descendant) pair, depth 0 being the member
 * itself. Triggers on `members` (migration 0013) keep it in the same transaction as the insert of a
 * member and as any change of `parent_id`, so every path that creates or moves a member keeps it
 * right; read it through the accounts' tree service (tree.ts).
 */
export const memberTree = pgTable(
  'member_tree',
  {
    ancestorId: integer('ancestor_id')
      .notNull()
      .references(() => members.id),
    descendantId: integer('descendant_id')
      .notNull()
      .references(() => members.id),
    depth: integer('depth').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.descendantId] }),
    index('member_tree_descendant_idx').on(t.descendantId, t.depth),
    index('member_tree_ancestor_depth_idx').on(t.ancestorId, t.depth),
  ],
);

/** A session: only the SHA-256 of its random token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    idleExpiresAt: at('idle_expires_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    revokeReason: text('revoke_reason'),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    deviceId: text('device_id'),
    /** Set when the login must change its password first (spec §4): the session may do nothing else. */
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
  },
  (t) => [
    uniqueIndex('sessions_token_uq').on(t.tokenHash),
    index('sessions_member_active_idx')
      .on(t.memberId)
      .where(sql`${t.revokedAt} is null`),
    // The players desk: who came from this address or device.
    index('sessions_ip_idx').on(t.ip),
    index('sessions_device_idx')
      .on(t.deviceId)
      .where(sql`${t.deviceId} is not null`),
  ],
);

/** Every login attempt, and password changes and resets (result says which). */
export const loginAudit = pgTable(
  'login_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    /** As typed (trimmed, at most 64 characters). */
    username: text('username').notNull(),
    memberId: integer('member_id'),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    /** success, failed, locked, captcha_required, captcha_invalid, frozen, password_changed, password_reset… */
    result: text('result').notNull(),
    method: text('method').notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('login_audit_member_idx').on(t.memberId, t.at), index('login_audit_at_idx').on(t.at)],
);

/** SMS verification codes: hashed, single use, a few attempts, a short life. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    /** register, login or forgot. */
    purpose: text('purpose').notNull(),
    /** `<dialing code> <mobile>`. */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
  },
  (t) => [index('verification_codes_target_idx').on(t.merchantCode, t.target, t.purpose)],
);

/** What the built-in SMS provider "sends": demos and tests read codes here (operator sms-outbox). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    dialingCode: text('dialing_code').notNull(),
    mobile: text('mobile').notNull(),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_mobile_idx').on(t.mobile, t.id)],
);

/** What the built-in mail provider "sends" (operator mail-outbox). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.id)],
);

/** Password-reset links: the SHA-256 of the token, single use, 30 minutes. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [uniqueIndex('password_resets_token_uq').on(t.tokenHash)],
);

/** Captcha challenges: the SHA-256 of the id (the cookie) and of the answer; single use, 2 minutes. */
export const captchas = pgTable(
  'captchas',
  {
    idHash: text('id_hash').primaryKey(),
    answerHash: text('answer_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('captchas_expires_idx').on(t.expiresAt)],
);

/** RSA key pairs for sealed bodies (PKCS#8), shared by every instance; the newest active one is current. */
export const sealingKeys = pgTable('sealing_keys', {
  id: serial('id').primaryKey(),
  kid: text('kid').notNull().unique(),
  pkcs8: text('pkcs8').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  /** Set when a newer key replaced it; it is still accepted until the next rotation removes it. */
  retiredAt: at('retired_at'),
});
