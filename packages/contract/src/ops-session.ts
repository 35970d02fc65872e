import { z } from 'zod';
import { epochMsQuerySchema } from './bounds';
import { OPERATOR_PERMISSIONS, OPERATOR_ROLES, type OperatorPermission } from './ops-roles';

const permissionSchema = z.enum(
  Object.keys(OPERATOR_PERMISSIONS) as [OperatorPermission, ...OperatorPermission[]],
);

export const operatorSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(OPERATOR_ROLES),
});

export const operatorLoginBodySchema = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  /** The answer to GET /wps/captcha (its captchaId cookie), needed after failed logins. */
  captcha: z.string().max(16).optional(),
});

/**
 * The password was right; a second step follows on `POST /ops/session/verify` with the challenge:
 * `totp` asks for the authenticator's code (or a recovery code); `enrol` (an operator without
 * two-factor yet) hands out a new secret to add to an authenticator, confirmed by its first code.
 */
export const operatorLoginValueSchema = z.discriminatedUnion('step', [
  z.object({ step: z.literal('totp'), challenge: z.string(), expiresAt: z.number().int() }),
  z.object({
    step: z.literal('enrol'),
    challenge: z.string(),
    expiresAt: z.number().int(),
    /** Base32, for typing into an authenticator by hand. */
    secret: z.string(),
    /** `otpauth://totp/…`, the content of the QR code. */
    otpauthUri: z.string(),
  }),
]);

export const operatorVerifyBodySchema = z.object({
  challenge: z.string().min(20).max(128),
  /** Six digits from the authenticator, or one recovery code (xxxxx-xxxxx). */
  code: z.string().trim().min(6).max(16),
});

export const operatorSessionValueSchema = z.object({
  token: z.string(),
  operator: operatorSchema,
  /** Idle expiry (epoch ms); every call moves it on. */
  idleExpiresAt: z.number().int(),
  /** After an enrolment only: shown once, each works once in place of a code. */
  recoveryCodes: z.array(z.string()).optional(),
  /** How many unused recovery codes are left (a sign-in with one uses it up). */
  recoveryCodesLeft: z.number().int(),
});

export const operatorMeValueSchema = z.object({
  operator: operatorSchema,
  permissions: z.array(permissionSchema),
  idleExpiresAt: z.number().int(),
  /** Hard end of the session (epoch ms), whatever the activity. */
  expiresAt: z.number().int(),
  recoveryCodesLeft: z.number().int(),
});

export const operatorNewRecoveryCodesBodySchema = z.object({
  /** A current code from the authenticator: a stolen session alone cannot take the codes. */
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});
export const operatorNewRecoveryCodesValueSchema = z.object({ recoveryCodes: z.array(z.string()) });

// ---------- Operator accounts (permission `operators`) ----------

export const opsOperatorSchema = operatorSchema.extend({
  status: z.enum(['active', 'disabled']),
  twoFactor: z.boolean(),
  createdAt: z.number().int(),
  lastLoginAt: z.number().int().nullable(),
});
export const opsOperatorsValueSchema = z.array(opsOperatorSchema);

const strongPassword = z
  .string()
  .min(12)
  .max(128)
  .regex(/[a-z]/, 'a lower-case letter')
  .regex(/[A-Z]/, 'an upper-case letter')
  .regex(/\d/, 'a digit');

export const opsCreateOperatorBodySchema = z.object({
  username: z
    .string()
    .trim()
    .regex(/^[a-zA-Z0-9_.-]{3,32}$/, '3 to 32 letters, digits, dots, dashes or underscores'),
  password: strongPassword,
  role: z.enum(OPERATOR_ROLES),
});
export const opsUpdateOperatorBodySchema = z.object({
  id: z.coerce.number().int().positive(),
  role: z.enum(OPERATOR_ROLES).optional(),
  status: z.enum(['active', 'disabled']).optional(),
  /** A new password (the operator's sessions end). */
  password: strongPassword.optional(),
  /** Removes the authenticator: the operator enrols again at the next sign-in. */
  resetTwoFactor: z.literal(true).optional(),
});

// ---------- Audit log (permission `audit`) ----------

export const opsAuditQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
  /** An operator's username (exact, any case), or `cli`. */
  operator: z.string().trim().max(64).optional(),
  /** An action or its prefix: `deposit.` matches `deposit.approve` and `deposit.reject`. */
  action: z.string().trim().max(64).optional(),
  targetType: z.string().trim().max(32).optional(),
  targetId: z.string().trim().max(64).optional(),
  /** Inclusive range of times (epoch ms). */
  startDate: epochMsQuerySchema.optional(),
  endDate: epochMsQuerySchema.optional(),
});
export const opsAuditEntrySchema = z.object({
  id: z.number().int(),
  operatorId: z.number().int().nullable(),
  operatorName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  ip: z.string(),
  at: z.number().int(),
});
export const opsAuditValueSchema = z.object({
  list: z.array(opsAuditEntrySchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
});
