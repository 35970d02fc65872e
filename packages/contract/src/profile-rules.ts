/**
 * The rules of the player's personal details without schemas (decision A-profile-1), so that the
 * site's form checks what the server checks without loading validation code.
 */
export const OCCUPATIONS = [
  'employed',
  'selfEmployed',
  'businessOwner',
  'student',
  'retired',
  'unemployed',
  'other',
] as const;
export type Occupation = (typeof OCCUPATIONS)[number];

export const INCOME_SOURCES = [
  'salary',
  'business',
  'investments',
  'pension',
  'savings',
  'family',
  'other',
] as const;
export type IncomeSource = (typeof INCOME_SOURCES)[number];

/** The youngest a player may say they are (the brand's terms: adults only). */
export const MIN_PLAYER_AGE = 18;
/** The oldest birthday the form accepts. */
export const MIN_BIRTH_YEAR = 1900;

/** Letters of any script, marks, spaces and . ' - (a person's name as written on an ID). */
export const REAL_NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'-]{1,49}$/u;
/** Letters, digits, spaces, _ . - (no markup: the nickname is shown to other players on boards). */
export const NICKNAME_PATTERN = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} _.-]{1,19}$/u;
/** A Telegram username: 5 to 32 letters, digits or _, with or without the leading @. */
export const TELEGRAM_PATTERN = /^@?[A-Za-z][A-Za-z0-9_]{4,31}$/;
/** A Zalo account is a phone number. */
export const ZALO_PATTERN = /^\+?[0-9]{8,15}$/;
/** A LINE id: 4 to 20 letters, digits, . _ - */
export const LINE_PATTERN = /^[A-Za-z0-9._-]{4,20}$/;
/** A postal address: no markup characters. */
export const ADDRESS_PATTERN = /^[^<>{}]{5,200}$/;

/** A calendar date YYYY-MM-DD that exists (2026-02-30 does not). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Age in whole years on `today` (both YYYY-MM-DD). */
export function ageOn(birthday: string, today: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}
