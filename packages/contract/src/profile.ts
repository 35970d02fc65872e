/**
 * The player's personal details (spec §3 labels: nickname, real name, Telegram, Zalo, LINE id,
 * birthday, address, nationality, occupation, source of income; decision A-profile-1).
 *
 * The real name and the birthday are set once by the player: the real name must match the payee of
 * every withdrawal, and the birthday pays the birthday bonus. After that only customer service
 * changes them, with a reason, audited. The other details the player edits freely.
 */
import { z } from 'zod';
import {
  ADDRESS_PATTERN,
  INCOME_SOURCES,
  LINE_PATTERN,
  MIN_BIRTH_YEAR,
  NICKNAME_PATTERN,
  OCCUPATIONS,
  REAL_NAME_PATTERN,
  TELEGRAM_PATTERN,
  ZALO_PATTERN,
  isCalendarDate,
} from './profile-rules';
import { ISO_REGIONS } from './regions-iso';

export * from './profile-rules';

const trimmed = (max: number) => z.string().trim().max(max);
/** An optional detail: '' clears it. */
const clearable = (pattern: RegExp, max: number) =>
  trimmed(max).refine((v) => v === '' || pattern.test(v), { message: 'pattern' });

/** `GET /wps/member/info/profile`: the caller's details. Empty strings where nothing is set. */
export const memberProfileSchema = z.object({
  nickname: z.string(),
  realName: z.string(),
  /** True once set: only customer service changes it. */
  realNameLocked: z.boolean(),
  /** YYYY-MM-DD, or ''. */
  birthday: z.string(),
  birthdayLocked: z.boolean(),
  telegram: z.string(),
  zalo: z.string(),
  line: z.string(),
  /** ISO 3166-1 alpha-2, or ''. */
  nationality: z.string(),
  occupation: z.union([z.enum(OCCUPATIONS), z.literal('')]),
  incomeSource: z.union([z.enum(INCOME_SOURCES), z.literal('')]),
  address: z.string(),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

/**
 * `POST /wps/member/info` (wire: "POST = update"): the details to change; absent fields stay.
 * The server checks the age against the brand's today and the locks.
 */
export const profileUpdateBodySchema = z.object({
  nickname: trimmed(20)
    .refine((v) => NICKNAME_PATTERN.test(v), { message: 'pattern' })
    .optional(),
  realName: trimmed(50)
    .refine((v) => REAL_NAME_PATTERN.test(v), { message: 'pattern' })
    .optional(),
  birthday: z
    .string()
    .refine((v) => isCalendarDate(v) && Number(v.slice(0, 4)) >= MIN_BIRTH_YEAR, { message: 'date' })
    .optional(),
  telegram: clearable(TELEGRAM_PATTERN, 33).optional(),
  zalo: clearable(ZALO_PATTERN, 16).optional(),
  line: clearable(LINE_PATTERN, 20).optional(),
  nationality: z
    .string()
    .refine((v) => v === '' || (ISO_REGIONS as readonly string[]).includes(v), { message: 'region' })
    .optional(),
  occupation: z.union([z.enum(OCCUPATIONS), z.literal('')]).optional(),
  incomeSource: z.union([z.enum(INCOME_SOURCES), z.literal('')]).optional(),
  address: clearable(ADDRESS_PATTERN, 200).optional(),
});
export type ProfileUpdateBody = z.input<typeof profileUpdateBodySchema>;

// ----------------------------------------------------------------------------------------- operators

export const opsProfileQuerySchema = z.object({ memberId: z.coerce.number().int().positive() });

/** A player's details as customer service sees them, with who set the birthday. */
export const opsProfileSchema = memberProfileSchema.extend({
  memberId: z.number().int(),
  birthdaySetBy: z.enum(['member', 'operator']).nullable(),
  /** ms, or null */
  updatedAt: z.number().nullable(),
});
export type OpsProfile = z.infer<typeof opsProfileSchema>;

/** Customer service corrects a locked detail (after checking an ID), with a reason; audited. */
export const opsProfileCorrectionSchema = z.object({
  memberId: z.number().int().positive(),
  realName: profileUpdateBodySchema.shape.realName,
  birthday: profileUpdateBodySchema.shape.birthday,
  reason: z.string().trim().min(3).max(500),
});
export type OpsProfileCorrection = z.input<typeof opsProfileCorrectionSchema>;
