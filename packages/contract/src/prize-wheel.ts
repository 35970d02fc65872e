/**
 * The prize wheel and its tickets (issue 15 "tickets", spec §1 "prize wheel"; decision R9). A ticket
 * spins the wheel once; the server draws the segment by the segments' weights (CSPRNG) and pays its
 * prize: cash to the main wallet, or a bonus with the `wheel` template's wagering. A member earns a
 * ticket on each brand day their credited deposits reach the brand's amount; operators issue more.
 */
import { z } from 'zod';
import { idempotencyKeySchema, wireAmountSchema } from './wallet';

export const WHEEL_PRIZE_KINDS = ['cash', 'bonus', 'none'] as const;
export type WheelPrizeKind = (typeof WHEEL_PRIZE_KINDS)[number];

/** A wheel has 4 to 12 segments, drawn in this order clockwise from the top. */
export const WHEEL_SEGMENTS = { min: 4, max: 12 } as const;

export const wheelSegmentSchema = z.object({
  kind: z.enum(WHEEL_PRIZE_KINDS),
  amount: z.number(),
});
export type WheelSegment = z.infer<typeof wheelSegmentSchema>;

export const wheelSpinSchema = z.object({
  id: z.number().int(),
  /** The segment's index on the wheel. */
  segment: z.number().int(),
  kind: z.enum(WHEEL_PRIZE_KINDS),
  amount: z.number(),
  /** ms */
  createdAt: z.number(),
});
export type WheelSpin = z.infer<typeof wheelSpinSchema>;

/** `GET /wps/rewards/wheel`: the wheel, the caller's unused tickets and last spins. */
export const wheelValueSchema = z.object({
  enabled: z.boolean(),
  segments: z.array(wheelSegmentSchema),
  tickets: z.number().int(),
  /** ms: when the first of the unused tickets expires (null: none). */
  nextExpiry: z.number().nullable(),
  /** The deposits of today's brand day that earn its ticket, and those made so far (0: no such rule). */
  ticketDeposit: z.number(),
  depositedToday: z.number(),
  /** Whether today's deposit ticket was earned already. */
  earnedToday: z.boolean(),
  spins: z.array(wheelSpinSchema),
});
export type Wheel = z.infer<typeof wheelValueSchema>;

export const wheelSpinBodySchema = z.object({ idempotencyKey: idempotencyKeySchema });
export const wheelSpinValueSchema = wheelSpinSchema.extend({
  /** Unused tickets left after the spin. */
  tickets: z.number().int(),
  /** The bonus granted by a bonus prize (see bonus details), else null. */
  bonusId: z.number().int().nullable(),
});
export type WheelSpinResult = z.infer<typeof wheelSpinValueSchema>;

// ----------------------------------------------------------------------------------------- operators

export const opsWheelQuerySchema = z.object({ merchantCode: z.string().min(1).max(32) });

const opsSegmentSchema = z.object({
  kind: z.enum(WHEEL_PRIZE_KINDS),
  /** A wire amount (0 for `none`). */
  amount: wireAmountSchema,
  /** Relative chance, 0 to 10,000 (0: shown, never drawn). */
  weight: z.coerce.number().int().min(0).max(10_000),
});

export const opsWheelSettingsSchema = z.object({
  merchantCode: z.string().min(1).max(32),
  enabled: z.boolean(),
  /** Credited deposits in a brand day that earn that day's ticket (0: none earned by deposits). */
  ticketDeposit: wireAmountSchema,
  /** Days a ticket may be used. */
  ticketDays: z.coerce.number().int().min(1).max(90),
  segments: z
    .array(opsSegmentSchema)
    .min(WHEEL_SEGMENTS.min)
    .max(WHEEL_SEGMENTS.max)
    .refine((list) => list.some((s) => s.weight > 0), { message: 'weights' }),
});
export type OpsWheelSettingsBody = z.input<typeof opsWheelSettingsSchema>;

export const opsWheelValueSchema = z.object({
  merchantCode: z.string(),
  enabled: z.boolean(),
  ticketDeposit: z.number(),
  ticketDays: z.number().int(),
  segments: z.array(
    z.object({ kind: z.enum(WHEEL_PRIZE_KINDS), amount: z.number(), weight: z.number().int() }),
  ),
});
export type OpsWheel = z.infer<typeof opsWheelValueSchema>;

/** Operators issue tickets to a member, with a reason (audited; a retry with the key issues none). */
export const opsWheelTicketsBodySchema = z.object({
  merchantCode: z.string().min(1).max(32),
  username: z.string().trim().min(1).max(64),
  count: z.coerce.number().int().min(1).max(20),
  reason: z.string().trim().min(3).max(500),
  idempotencyKey: idempotencyKeySchema,
});
export const opsWheelTicketsValueSchema = z.object({ memberId: z.number().int(), issued: z.number().int() });
