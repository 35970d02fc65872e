import { z } from 'zod';
import { int4IdSchema } from './bounds';
import { moneySchema } from './payments';

/**
 * The back office's players desk (issue 16 item 4) and its four-eyes approvals. A player is named by
 * member id within the operator's brand; the server never shows a player of another brand.
 */

const pageNo = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);
const reason = z.string().trim().min(1).max(500);

/** What a search term is matched against. `any` tries username, mobile and e-mail. */
export const PLAYER_SEARCH_FIELDS = ['any', 'username', 'mobile', 'email', 'ip', 'device'] as const;
export type PlayerSearchField = (typeof PLAYER_SEARCH_FIELDS)[number];

export const opsPlayerSearchQuerySchema = z.object({
  q: z.string().trim().min(2).max(64),
  by: z.enum(PLAYER_SEARCH_FIELDS).default('any'),
  merchant: z.string().max(32).optional(),
  pageNo,
  pageSize,
});

export const opsPlayerRowSchema = z.object({
  memberId: z.number().int(),
  username: z.string(),
  merchant: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(['active', 'frozen']),
  vipLevel: z.number().int(),
  /** 0 player, 1 agent (accounts' member type). */
  type: z.number().int(),
  currency: z.string(),
  balance: moneySchema,
  registeredAt: z.number().int(),
  lastLoginAt: z.number().int().nullable(),
  lastLoginIp: z.string().nullable(),
});
export type OpsPlayerRow = z.infer<typeof opsPlayerRowSchema>;

export const opsPlayerSearchValueSchema = z.object({
  list: z.array(opsPlayerRowSchema),
  total: z.number().int(),
});

export const opsPlayerQuerySchema = z.object({ memberId: int4IdSchema });
export const opsPlayerPageQuerySchema = opsPlayerQuerySchema.extend({ pageNo, pageSize });

export const opsPlayerDetailSchema = opsPlayerRowSchema.extend({
  nickname: z.string(),
  payeeName: z.string().nullable(),
  dialingCode: z.string().nullable(),
  language: z.string().nullable(),
  registerIp: z.string().nullable(),
  registerDomain: z.string().nullable(),
  registerMethod: z.string().nullable(),
  parentUsername: z.string().nullable(),
  /** Money held by pending withdrawals (not spendable). */
  heldBalance: moneySchema,
  /** Open bonuses still to wager through. */
  openBonuses: z.number().int(),
  activeSessions: z.number().int(),
  totals: z.object({
    deposits: moneySchema,
    withdrawals: moneySchema,
    turnover: moneySchema,
    /** The player's win or loss over all settled bets (positive: the player is up). */
    winLoss: moneySchema,
  }),
  pendingApprovals: z.number().int(),
});
export type OpsPlayerDetail = z.infer<typeof opsPlayerDetailSchema>;

export const opsPlayerLedgerValueSchema = z.object({
  list: z.array(
    z.object({
      id: z.number().int(),
      type: z.string(),
      amount: moneySchema,
      balanceAfter: moneySchema,
      currency: z.string(),
      createdAt: z.number().int(),
    }),
  ),
  total: z.number().int(),
});

export const opsPlayerBetsValueSchema = z.object({
  list: z.array(
    z.object({
      recordId: z.string(),
      vendor: z.string(),
      gameName: z.string(),
      gameType: z.string(),
      bet: moneySchema,
      win: moneySchema,
      status: z.string(),
      createdAt: z.number().int(),
    }),
  ),
  total: z.number().int(),
});

export const opsPlayerSessionsValueSchema = z.object({
  list: z.array(
    z.object({
      id: z.number().int(),
      ip: z.string(),
      deviceId: z.string().nullable(),
      userAgent: z.string().nullable(),
      createdAt: z.number().int(),
      lastSeenAt: z.number().int(),
      /** Null while the session is alive. */
      endedAt: z.number().int().nullable(),
      endReason: z.string().nullable(),
    }),
  ),
  total: z.number().int(),
  /** Distinct addresses and devices over every session, most used first. */
  ips: z.array(z.object({ ip: z.string(), sessions: z.number().int(), lastSeenAt: z.number().int() })),
  devices: z.array(
    z.object({ deviceId: z.string(), sessions: z.number().int(), lastSeenAt: z.number().int() }),
  ),
});

export const opsPlayerNoteSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  operatorName: z.string(),
  createdAt: z.number().int(),
});
export const opsPlayerNotesValueSchema = z.object({ list: z.array(opsPlayerNoteSchema) });
export const opsPlayerNoteBodySchema = z.object({
  memberId: int4IdSchema,
  text: z.string().trim().min(1).max(2000),
});

export const opsPlayerActionBodySchema = z.object({ memberId: int4IdSchema, reason });
export const opsPlayerLogoutValueSchema = z.object({ endedSessions: z.number().int() });
export const opsPlayerPasswordValueSchema = z.object({
  /** Shown once to the operator, who passes it on; the player must change it at the next login. */
  temporaryPassword: z.string(),
  endedSessions: z.number().int(),
});

// ------------------------------------------------------------------------------------ four eyes

export const APPROVAL_KINDS = ['member.adjust'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'failed'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const opsAdjustRequestBodySchema = z.object({
  memberId: int4IdSchema,
  /** "+100.00" credits, "-25" debits (never below zero). */
  amount: z.string().regex(/^[+-]\d{1,13}(\.\d{1,2})?$/, 'a signed amount such as +100.00 or -25'),
  reason,
});

export const opsApprovalSchema = z.object({
  id: z.number().int(),
  kind: z.enum(APPROVAL_KINDS),
  status: z.enum(APPROVAL_STATUSES),
  merchant: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  /** Signed, in the brand's currency. */
  amount: moneySchema,
  currency: z.string(),
  reason: z.string(),
  requestedBy: z.string(),
  requestedById: z.number().int().nullable(),
  requestedAt: z.number().int(),
  decidedBy: z.string().nullable(),
  decidedAt: z.number().int().nullable(),
  decisionNote: z.string().nullable(),
  /** After an approval: the balance it left (or why it failed). */
  balanceAfter: moneySchema.nullable(),
  failure: z.string().nullable(),
});
export type OpsApproval = z.infer<typeof opsApprovalSchema>;

export const opsApprovalsQuerySchema = z.object({
  status: z.enum(APPROVAL_STATUSES).optional(),
  memberId: int4IdSchema.optional(),
  pageNo,
  pageSize,
});
export const opsApprovalsValueSchema = z.object({
  list: z.array(opsApprovalSchema),
  total: z.number().int(),
});

export const opsApprovalDecisionBodySchema = z.object({
  id: int4IdSchema,
  decision: z.enum(['approve', 'reject']),
  /** Required to reject; optional to approve. */
  note: z.string().trim().max(500).optional(),
});
