/**
 * Registration field rules (spec §5, wire reference §2.9), implemented once for the site and the server.
 *
 * A rule is `{ enabled, required, minLength, maxLength, patternId, acceptedPattern }`. A value passes
 * when, in this order:
 *   1. it is not empty after trimming, if the rule is required (an empty optional value passes);
 *   2. its length in Unicode code points lies in [minLength, maxLength] — checked before any regular
 *      expression runs, and never above MAX_FIELD_LENGTH (255) whatever the rule says;
 *   3. it matches the pattern type `patternId` (PATTERN_TYPES below);
 *   4. it matches the server's `acceptedPattern`, unanchored as `RegExp(p).test(v)` (wire §2.9): write
 *      `^…$` in the rule to match the whole value. A pattern of exactly '*' means any text ('.*').
 *      An invalid pattern, or one that could backtrack for too long, is ignored (no extra constraint)
 *      and reported by `compileAcceptedPattern` / `checkRegisterRules`.
 * Failures carry the i18n key `reg_pattern_<patternId>` with args [min, max], or [min] alone when
 * min === max; `formatPatternMessage` fills a template and collapses "{0}-{1}" to "{0}" in that case.
 *
 * Shared vocabulary of the pattern types:
 * - "letters" are Unicode letters (\p{L}) followed by any combining marks (\p{M}) — Thai, Myanmar,
 *   Devanagari and Bengali words need the marks — but a value or word never starts with a mark.
 *   "English letters" are A–Z and a–z only.
 * - "digits" are ASCII 0–9 only: native digits (၀–၉, ০–৯, ०–९, ๐–๙) and full-width digits are
 *   refused, because numbers go on to systems (SMS, payments) that expect ASCII.
 * - "spaces" are the ASCII space U+0020 only; tabs, line breaks, NBSP and U+3000 are refused.
 * - Values are checked as given: no trimming (so leading or trailing spaces fail every pattern that
 *   forbids them) and no Unicode normalisation (the site sends what the keyboard produced, NFC).
 * - Length counts code points, so an emoji is 1 but a ZWJ family emoji is several.
 */
import { z } from 'zod';
import type { RegisterField, RegisterRule, RegisterRules } from './system';

/** No field value is longer than this, whatever a rule says (it also bounds regular-expression work). */
export const MAX_FIELD_LENGTH = 255;
/** Key of the "input cannot be empty" message. */
export const REQUIRED_MESSAGE_KEY = 'input_cannot_be_empty';
/** Key of the "the two entries are inconsistent" message (confirmation password). */
export const INCONSISTENT_MESSAGE_KEY = 'inconsistent_twice';

export interface PatternType {
  id: number;
  /** Short English description for documentation and tests. */
  description: string;
  test(value: string): boolean;
}

// ---------------------------------------------------------------------------------------------------
// Building blocks

/** A letter word: a letter then letters or combining marks. */
const WORD = String.raw`\p{L}[\p{L}\p{M}]*`;
/** Thai letters, vowels and tone marks (U+0E01–0E3A, U+0E40–0E4E); no Thai digits, ฿, ๏, ๚, ๛. */
const THAI = String.raw`\u0E01-\u0E3A\u0E40-\u0E4E`;
const u = (source: string) => new RegExp(source, 'u');

const byRegex = (id: number, description: string, regex: RegExp): PatternType => ({
  id,
  description,
  test: (value) => regex.test(value),
});

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** A real date of the proleptic Gregorian calendar, years 0001–9999. */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  const days = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  return day <= days;
}

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;
const MDY = /^(\d{2})-(\d{2})-(\d{4})$/;

/** Practical e-mail check (not RFC 5322): ASCII dot-atom local part, a dotted host name, letter TLD. */
const EMAIL_LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const EMAIL_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const EMAIL_TLD = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;
export function isPracticalEmail(value: string): boolean {
  const at = value.indexOf('@');
  if (at <= 0 || at !== value.lastIndexOf('@')) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  if (local.length > 64 || !EMAIL_LOCAL.test(local) || labels.length < 2) return false;
  return labels.every((label) => EMAIL_LABEL.test(label)) && EMAIL_TLD.test(labels[labels.length - 1]!);
}

/** Whitespace of any kind, control characters, and invisible zero-width spaces (U+200B, U+2060, U+FEFF). */
const SPACE_OR_CONTROL = /[\s\p{Cc}\u200B\u2060\uFEFF]/u;

// ---------------------------------------------------------------------------------------------------
// The 24 pattern types (spec §5). Each line notes the edge cases it decides.

const definitions: PatternType[] = [
  // 0: any text, the length alone decides (spaces, emoji, any script accepted).
  { id: 0, description: 'length only', test: () => true },
  // 1: first character a Unicode letter (not a digit, '_' or a mark); then letters and ASCII digits.
  byRegex(1, 'starts with a letter, then letters and digits', u(String.raw`^\p{L}[\p{L}\p{M}0-9]*$`)),
  // 2: Han characters and ASCII digits, at least one Han character (digits alone are not Chinese
  //    text); no spaces, no middle dot, no Latin letters.
  byRegex(2, 'Chinese characters and digits', u(String.raw`^(?=.*\p{Script=Han})[\p{Script=Han}0-9]+$`)),
  // 3: practical e-mail: one '@'; local part of ASCII atoms without leading, trailing or double dots
  //    (≤ 64); host of ≥ 2 labels (1–63 letters, digits, inner hyphens); TLD of ≥ 2 letters or an
  //    xn-- label. Internationalised addresses and quoted local parts are refused.
  { id: 3, description: 'e-mail address', test: isPracticalEmail },
  // 4: letters or digits, either alone or mixed (a 6-digit PIN passes); no symbols or spaces.
  byRegex(4, 'letters or digits, no special characters', u(String.raw`^(?!\p{M})[\p{L}\p{M}0-9]+$`)),
  // 5: letters and digits combined: at least one letter AND at least one digit.
  byRegex(5, 'letters and digits combined', u(String.raw`^(?!\p{M})(?=.*\p{L})(?=.*[0-9])[\p{L}\p{M}0-9]+$`)),
  // 6: ASCII digits only; leading zeros kept (phone numbers start with 0); no '+', spaces or dashes.
  byRegex(6, 'digits only', /^[0-9]+$/),
  // 7: letters and digits with at least one uppercase letter (\p{Lu}, so É counts); a digit is not
  //    required. Scripts without case (Thai, Han) cannot satisfy it alone.
  byRegex(
    7,
    'letters and digits, at least one uppercase',
    u(String.raw`^(?!\p{M})(?=.*\p{Lu})[\p{L}\p{M}0-9]+$`),
  ),
  // 8: strict name: letter words separated by single spaces; no leading, trailing or double spaces.
  byRegex(8, 'letters and single spaces only', u(`^${WORD}(?: ${WORD})*$`)),
  // 9: anything but whitespace (any kind, incl. NBSP and U+3000), control characters and zero-width
  //    spaces; emoji, symbols and every script are accepted.
  { id: 9, description: 'no spaces', test: (value) => value.length > 0 && !SPACE_OR_CONTROL.test(value) },
  // 10: Han characters and Unicode punctuation (，。、！？“”《》·.,-), at least one Han character;
  //     no spaces, digits or symbols such as ￥.
  byRegex(
    10,
    'Chinese characters and punctuation',
    u(String.raw`^(?=.*\p{Script=Han})[\p{Script=Han}\p{P}]+$`),
  ),
  // 11: yyyy-MM-dd, zero-padded, a real Gregorian date (2024-02-29 yes, 2023-02-29 no), year ≥ 0001.
  {
    id: 11,
    description: 'date yyyy-MM-dd',
    test: (value) => {
      const m = YMD.exec(value);
      return m !== null && isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
    },
  },
  // 12: lenient letters and spaces: starts with a letter, no trailing space, inner runs of spaces
  //     allowed (unlike 8).
  byRegex(12, 'letters and spaces', u(String.raw`^\p{L}[\p{L}\p{M} ]*(?<! )$`)),
  // 13: MM-dd-yyyy, zero-padded, a real Gregorian date.
  {
    id: 13,
    description: 'date MM-dd-yyyy',
    test: (value) => {
      const m = MDY.exec(value);
      return m !== null && isCalendarDate(Number(m[3]), Number(m[1]), Number(m[2]));
    },
  },
  // 14: letters and digits: at least one letter, digits optional (digits alone fail, unlike 4).
  byRegex(14, 'letters and digits', u(String.raw`^(?!\p{M})(?=.*\p{L})[\p{L}\p{M}0-9]+$`)),
  // 15: Hangul script only (syllables and jamo, also half-width), no spaces; the invisible Hangul
  //     fillers U+115F, U+1160, U+3164, U+FFA0 are refused.
  byRegex(15, 'Korean (Hangul) only', u(String.raw`^(?:(?![\u115F\u1160\u3164\uFFA0])\p{Script=Hangul})+$`)),
  // 16: Thai letters, vowels and tone marks only, not starting with a combining mark; no spaces, no
  //     Thai digits or punctuation, no Latin.
  byRegex(16, 'Thai only', u(`^(?!\\p{M})[${THAI}]+$`)),
  // 17: words of Thai and/or English letters separated by single spaces (a Thai first name and an
  //     English surname may mix); no leading, trailing or double spaces, no digits.
  byRegex(
    17,
    'Thai or English letters and spaces',
    u(`^(?!\\p{M})[${THAI}A-Za-z]+(?: (?!\\p{M})[${THAI}A-Za-z]+)*$`),
  ),
  // 18: uppercase letter words (\p{Lu}, with marks) separated by single spaces, with at least one
  //     English A–Z; lowercase, digits, leading or trailing spaces are refused ("JOSÉ DA SILVA" passes,
  //     "ÉÉ" fails for lack of an English letter).
  byRegex(
    18,
    'uppercase letters and spaces, at least one English letter',
    u(String.raw`^(?=.*[A-Z])\p{Lu}[\p{Lu}\p{M}]*(?: \p{Lu}[\p{Lu}\p{M}]*)*$`),
  ),
  // 19: printable, no spaces: letters, marks, numbers (any script), punctuation and symbols (emoji
  //     included); refuses whitespace, controls and format characters (so ZWJ emoji sequences fail).
  byRegex(
    19,
    'letters, digits and symbols, no spaces',
    u(String.raw`^(?!\p{M})[\p{L}\p{M}\p{N}\p{P}\p{S}]+$`),
  ),
  // 20: the set of 19 with at least one uppercase (\p{Lu}), one lowercase (\p{Ll}), one ASCII digit and
  //     one punctuation or symbol character ('_' and emoji count as symbols); no spaces.
  byRegex(
    20,
    'uppercase, lowercase, digit and special symbol',
    u(
      String.raw`^(?=.*\p{Lu})(?=.*\p{Ll})(?=.*[0-9])(?=.*[\p{P}\p{S}])(?!\p{M})[\p{L}\p{M}\p{N}\p{P}\p{S}]+$`,
    ),
  ),
  // 21: exactly two name parts separated by one space; a part is letters with optional inner
  //     hyphens or apostrophes ("Jean-Luc O'Neil"); one part, three parts or double spaces fail.
  byRegex(
    21,
    'full name: two parts separated by a single space',
    u(String.raw`^(?:\p{L}\p{M}*)+(?:['’-](?:\p{L}\p{M}*)+)* (?:\p{L}\p{M}*)+(?:['’-](?:\p{L}\p{M}*)+)*$`),
  ),
  // 22: full-width Japanese: hiragana, katakana (not half-width ｶﾀｶﾅ), kanji, ー, ・, voicing marks,
  //     CJK punctuation (、。「」〜…) and full-width forms (Ａ-Ｚ, ０-９, ！, ￥); no spaces (U+3000
  //     included) and no ASCII.
  byRegex(
    22,
    'full-width Japanese characters, no spaces',
    u(
      String.raw`^(?:(?![\uFF61-\uFF9F])[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\u3001-\u303F\u3099-\u309C\u30A0\u30FB\u30FC\uFF01-\uFF60\uFFE0-\uFFE6])+$`,
    ),
  ),
  // 23: uppercase letters only (\p{Lu} with marks, any cased script); no digits, no spaces.
  byRegex(23, 'uppercase only, no spaces', u(String.raw`^\p{Lu}[\p{Lu}\p{M}]*$`)),
];

/** Pattern types by id, 0..23. */
export const PATTERN_TYPES: Readonly<Record<number, PatternType>> = Object.freeze(
  Object.fromEntries(definitions.map((definition) => [definition.id, definition])),
);

export const PATTERN_IDS: readonly number[] = definitions.map((definition) => definition.id);

// ---------------------------------------------------------------------------------------------------
// Messages. Templates use {0} = min and {1} = max; see formatPatternMessage for min === max.

export const PATTERN_MESSAGE_DEFAULTS_EN: Readonly<Record<number, string>> = {
  0: 'Must be {0}-{1} characters',
  1: 'Must be {0}-{1} characters, starting with a letter, letters and digits only',
  2: 'Must be {0}-{1} characters, Chinese characters and digits only',
  3: 'Enter a valid e-mail address of {0}-{1} characters',
  4: 'Must be {0}-{1} letters or digits, without special characters',
  5: 'Must be {0}-{1} characters combining letters and digits',
  6: 'Must be {0}-{1} digits',
  7: 'Must be {0}-{1} letters and digits with at least one uppercase letter',
  8: 'Must be {0}-{1} characters, letters and single spaces only',
  9: 'Must be {0}-{1} characters without spaces',
  10: 'Must be {0}-{1} characters, Chinese characters and punctuation only',
  11: 'Enter a valid date as yyyy-MM-dd',
  12: 'Must be {0}-{1} characters, letters and spaces only',
  13: 'Enter a valid date as MM-dd-yyyy',
  14: 'Must be {0}-{1} characters, letters and digits only',
  15: 'Must be {0}-{1} characters, Korean (Hangul) only',
  16: 'Must be {0}-{1} characters, Thai only',
  17: 'Must be {0}-{1} characters, Thai or English letters and spaces only',
  18: 'Must be {0}-{1} characters, uppercase letters and spaces, with at least one English letter',
  19: 'Must be {0}-{1} letters, digits or symbols, without spaces',
  20: 'Must be {0}-{1} characters with at least one uppercase letter, one lowercase letter, one digit and one symbol',
  21: 'Enter a full name of {0}-{1} characters: two names separated by one space',
  22: 'Must be {0}-{1} full-width Japanese characters without spaces',
  23: 'Must be {0}-{1} uppercase letters without spaces',
};

export const PATTERN_MESSAGE_DEFAULTS_CN: Readonly<Record<number, string>> = {
  0: '长度须为{0}-{1}个字符',
  1: '须为{0}-{1}个字符，以字母开头，仅限字母和数字',
  2: '须为{0}-{1}个字符，仅限汉字和数字',
  3: '请输入{0}-{1}个字符的有效电子邮箱地址',
  4: '须为{0}-{1}位字母或数字，不能包含特殊字符',
  5: '须为{0}-{1}个字符，字母和数字组合',
  6: '须为{0}-{1}位数字',
  7: '须为{0}-{1}位字母和数字，至少包含一个大写字母',
  8: '须为{0}-{1}个字符，仅限字母和单个空格',
  9: '须为{0}-{1}个字符，不能包含空格',
  10: '须为{0}-{1}个字符，仅限汉字和标点符号',
  11: '请输入有效日期，格式为 yyyy-MM-dd',
  12: '须为{0}-{1}个字符，仅限字母和空格',
  13: '请输入有效日期，格式为 MM-dd-yyyy',
  14: '须为{0}-{1}个字符，仅限字母和数字',
  15: '须为{0}-{1}个字符，仅限韩文',
  16: '须为{0}-{1}个字符，仅限泰文',
  17: '须为{0}-{1}个字符，仅限泰文或英文字母及空格',
  18: '须为{0}-{1}个字符，仅限大写字母和空格，且至少包含一个英文字母',
  19: '须为{0}-{1}个字符，可包含字母、数字和符号，不能包含空格',
  20: '须为{0}-{1}个字符，至少包含一个大写字母、一个小写字母、一个数字和一个特殊符号',
  21: '请输入{0}-{1}个字符的全名：两部分，中间用一个空格分隔',
  22: '须为{0}-{1}个全角日文字符，不能包含空格',
  23: '须为{0}-{1}个大写字母，不能包含空格',
};

/** Myanmar (Burmese) templates; a native speaker should review them before release. */
export const PATTERN_MESSAGE_DEFAULTS_MY: Readonly<Record<number, string>> = {
  0: 'စာလုံးရေ {0}-{1} လုံး ဖြစ်ရပါမည်',
  1: 'အက္ခရာဖြင့် စတင်ပြီး အက္ခရာနှင့် ဂဏန်းများသာ {0}-{1} လုံး ဖြစ်ရပါမည်',
  2: 'တရုတ်စာလုံးနှင့် ဂဏန်းများသာ {0}-{1} လုံး ဖြစ်ရပါမည်',
  3: 'စာလုံးရေ {0}-{1} လုံးရှိသော မှန်ကန်သည့် အီးမေးလ်လိပ်စာ ထည့်ပါ',
  4: 'အထူးသင်္ကေတ မပါဘဲ အက္ခရာ သို့မဟုတ် ဂဏန်း {0}-{1} လုံး ဖြစ်ရပါမည်',
  5: 'အက္ခရာနှင့် ဂဏန်း ရောစပ်ထားသော {0}-{1} လုံး ဖြစ်ရပါမည်',
  6: 'ဂဏန်း {0}-{1} လုံးသာ ဖြစ်ရပါမည်',
  7: 'စာလုံးကြီး အနည်းဆုံး တစ်လုံးပါသော အက္ခရာနှင့် ဂဏန်း {0}-{1} လုံး ဖြစ်ရပါမည်',
  8: 'အက္ခရာများနှင့် နေရာလွတ် တစ်ခုချင်းသာ ပါသော {0}-{1} လုံး ဖြစ်ရပါမည်',
  9: 'နေရာလွတ် မပါဘဲ {0}-{1} လုံး ဖြစ်ရပါမည်',
  10: 'တရုတ်စာလုံးနှင့် ပုဒ်ဖြတ်သင်္ကေတများသာ {0}-{1} လုံး ဖြစ်ရပါမည်',
  11: 'မှန်ကန်သော ရက်စွဲကို yyyy-MM-dd ပုံစံဖြင့် ထည့်ပါ',
  12: 'အက္ခရာနှင့် နေရာလွတ်များသာ {0}-{1} လုံး ဖြစ်ရပါမည်',
  13: 'မှန်ကန်သော ရက်စွဲကို MM-dd-yyyy ပုံစံဖြင့် ထည့်ပါ',
  14: 'အက္ခရာနှင့် ဂဏန်းများသာ {0}-{1} လုံး ဖြစ်ရပါမည်',
  15: 'ကိုရီးယားစာ (ဟန်ဂူလ်) သာ {0}-{1} လုံး ဖြစ်ရပါမည်',
  16: 'ထိုင်းစာသာ {0}-{1} လုံး ဖြစ်ရပါမည်',
  17: 'ထိုင်း သို့မဟုတ် အင်္ဂလိပ် အက္ခရာနှင့် နေရာလွတ်များသာ {0}-{1} လုံး ဖြစ်ရပါမည်',
  18: 'အင်္ဂလိပ်အက္ခရာ အနည်းဆုံး တစ်လုံးပါသော စာလုံးကြီးနှင့် နေရာလွတ်များသာ {0}-{1} လုံး ဖြစ်ရပါမည်',
  19: 'နေရာလွတ် မပါဘဲ အက္ခရာ၊ ဂဏန်းနှင့် သင်္ကေတများ {0}-{1} လုံး ဖြစ်ရပါမည်',
  20: 'စာလုံးကြီး၊ စာလုံးသေး၊ ဂဏန်းနှင့် အထူးသင်္ကေတ တစ်ခုစီ အနည်းဆုံးပါသော {0}-{1} လုံး ဖြစ်ရပါမည်',
  21: 'နေရာလွတ် တစ်ခုဖြင့် ခြားထားသော အပိုင်းနှစ်ပိုင်းပါ အမည်အပြည့်အစုံ {0}-{1} လုံး ထည့်ပါ',
  22: 'နေရာလွတ် မပါဘဲ full-width ဂျပန်စာလုံး {0}-{1} လုံး ဖြစ်ရပါမည်',
  23: 'နေရာလွတ် မပါဘဲ စာလုံးကြီးများသာ {0}-{1} လုံး ဖြစ်ရပါမည်',
};

/** Default texts of the two other keys used here. */
export const VALIDATION_MESSAGE_DEFAULTS = {
  en: {
    [REQUIRED_MESSAGE_KEY]: 'This field cannot be empty',
    [INCONSISTENT_MESSAGE_KEY]: 'The two entries are inconsistent',
  },
  cn: { [REQUIRED_MESSAGE_KEY]: '输入不能为空', [INCONSISTENT_MESSAGE_KEY]: '两次输入不一致' },
  my: {
    [REQUIRED_MESSAGE_KEY]: 'ဤအကွက်ကို ဗလာမထားရပါ',
    [INCONSISTENT_MESSAGE_KEY]: 'နှစ်ကြိမ် ထည့်သွင်းထားသည်များ မတူညီပါ',
  },
} as const;

const RANGE = /\{0\}\s*[-–~]\s*\{1\}/g;

/**
 * Fills a pattern message template: `{0}` = min, `{1}` = max. With a single argument (min === max)
 * the range "{0}-{1}" (also "{0} - {1}", "{0}–{1}", "{0}~{1}") collapses to "{0}" first (wire §2.9).
 */
export function formatPatternMessage(template: string, args: readonly (string | number)[]): string {
  const collapsed = args.length === 1 ? template.replace(RANGE, '{0}') : template;
  return collapsed.replace(/\{(\d+)\}/g, (whole, index: string) => {
    const value = args[Number(index)];
    return value === undefined ? whole : String(value);
  });
}

// ---------------------------------------------------------------------------------------------------
// The server's acceptedPattern, compiled safely

export const MAX_ACCEPTED_PATTERN_LENGTH = 512;

export type CompiledAcceptedPattern =
  /** '*', '.*' or empty: any text. */
  | { status: 'any'; source: string }
  | { status: 'ok'; source: string; regex: RegExp }
  /** Ignored (no extra constraint): does not compile, or could backtrack for too long, or is too long. */
  | { status: 'invalid' | 'unsafe'; source: string; problem: string };

/**
 * Static estimate of the backtracking work of a pattern on inputs of at most 255 characters, in bits
 * (log2 of the number of ways the engine may try to match). Refused outright: a repeated group that
 * itself contains a variable quantifier or an alternation (`(a+)+`, `(a|ab)*`: exponential), and
 * backreferences. Otherwise each variable quantifier adds log2 of its span (`*`/`+` count as 8 bits),
 * a sequence adds its parts, an alternation takes the largest branch plus log2 of the branch count,
 * a lookaround costs its body plus what precedes it, and an unanchored pattern (no leading '^') adds
 * 8 bits for the start positions. Up to 24 bits (~16 M steps, tens of ms) is accepted; `^.*.*.*x`
 * is just in, `.*.*.*x` (~1 s in V8) and `a*a*a*a*b` (~1 min) are out.
 */
const MAX_COST_BITS = 24;
const STAR_BITS = 8;

interface Scan {
  cost: number;
  variable: boolean;
}

class PatternAnalyzer {
  private i = 0;
  problem: string | null = null;

  constructor(private readonly src: string) {}

  run(): number {
    const top = this.alternation();
    if (this.i < this.src.length && this.problem === null) this.problem = 'unbalanced parenthesis';
    return top.cost + (this.src.startsWith('^') ? 0 : STAR_BITS);
  }

  private alternation(): Scan {
    const branches: Scan[] = [this.sequence()];
    while (this.src[this.i] === '|') {
      this.i++;
      branches.push(this.sequence());
    }
    const cost = Math.max(...branches.map((b) => b.cost)) + Math.log2(branches.length);
    return { cost, variable: branches.length > 1 || branches.some((b) => b.variable) };
  }

  private sequence(): Scan {
    let sum = 0;
    let peak = 0;
    let variable = false;
    while (this.i < this.src.length && this.src[this.i] !== '|' && this.src[this.i] !== ')') {
      const atom = this.atom();
      const quantified = this.quantifier(atom.inner);
      if (atom.lookaround && !quantified.quantified) {
        peak = Math.max(peak, sum + atom.inner.cost);
        continue;
      }
      sum += quantified.scan.cost;
      variable ||= quantified.scan.variable;
    }
    return { cost: Math.max(sum, peak), variable };
  }

  private atom(): { inner: Scan; lookaround: boolean } {
    const src = this.src;
    const c = src[this.i]!;
    const plain = { inner: { cost: 0, variable: false }, lookaround: false };
    if (c === '\\') {
      const next = src[this.i + 1] ?? '';
      if (/[1-9]/.test(next) || (next === 'k' && src[this.i + 2] === '<')) this.problem ??= 'backreference';
      if ((next === 'p' || next === 'P' || next === 'u') && src[this.i + 2] === '{') {
        const close = src.indexOf('}', this.i + 3);
        this.i = close < 0 ? src.length : close + 1;
      } else {
        this.i += 2;
      }
      return plain;
    }
    if (c === '[') {
      this.i++;
      if (src[this.i] === '^') this.i++;
      while (this.i < src.length && src[this.i] !== ']') this.i += src[this.i] === '\\' ? 2 : 1;
      this.i++;
      return plain;
    }
    if (c === '(') {
      let lookaround = false;
      if (src.startsWith('(?=', this.i) || src.startsWith('(?!', this.i)) {
        lookaround = true;
        this.i += 3;
      } else if (src.startsWith('(?<=', this.i) || src.startsWith('(?<!', this.i)) {
        lookaround = true;
        this.i += 4;
      } else if (src.startsWith('(?<', this.i)) {
        const close = src.indexOf('>', this.i);
        this.i = close < 0 ? src.length : close + 1;
      } else if (src.startsWith('(?:', this.i)) {
        this.i += 3;
      } else {
        this.i += 1;
      }
      const inner = this.alternation();
      if (src[this.i] === ')') this.i++;
      return { inner, lookaround };
    }
    this.i++;
    return plain;
  }

  private quantifier(inner: Scan): { scan: Scan; quantified: boolean } {
    const src = this.src;
    let min: number;
    let max: number;
    const c = src[this.i];
    if (c === '*' || c === '+' || c === '?') {
      min = c === '+' ? 1 : 0;
      max = c === '?' ? 1 : Infinity;
      this.i++;
    } else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(src.slice(this.i, this.i + 24));
      if (!m) return { scan: inner, quantified: false };
      min = Number(m[1]);
      max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
      this.i += m[0].length;
    } else {
      return { scan: inner, quantified: false };
    }
    if (src[this.i] === '?') this.i++; // lazy: same work in the worst case
    const cap = (n: number) => Math.min(n, MAX_FIELD_LENGTH);
    if (max === min) {
      return { scan: { cost: cap(min) * inner.cost, variable: inner.variable }, quantified: true };
    }
    if (max >= 2 && inner.variable) {
      this.problem ??= 'nested quantifier';
      return { scan: { cost: Infinity, variable: true }, quantified: true };
    }
    const span = max === Infinity ? 2 ** STAR_BITS : cap(max) - cap(min) + 1;
    const bits = max >= 2 ? Math.log2(span) : inner.cost + 1;
    return { scan: { cost: bits, variable: true }, quantified: true };
  }
}

const compiledCache = new Map<string, CompiledAcceptedPattern>();
const COMPILED_CACHE_SIZE = 256;

/**
 * Compiles a rule's acceptedPattern once (results are cached). Never throws. The 'u' flag is tried
 * first; a pattern written for the legacy (non-Unicode) syntax is compiled without it, as
 * `RegExp(p)` does on the wire. 'invalid' and 'unsafe' patterns are to be ignored by the caller.
 */
export function compileAcceptedPattern(pattern: string): CompiledAcceptedPattern {
  const cached = compiledCache.get(pattern);
  if (cached) return cached;
  const result = compileUncached(pattern);
  if (compiledCache.size >= COMPILED_CACHE_SIZE) compiledCache.clear();
  compiledCache.set(pattern, result);
  return result;
}

function compileUncached(pattern: string): CompiledAcceptedPattern {
  const source = pattern.trim() === '*' ? '.*' : pattern;
  if (source === '' || source === '.*' || source === '^.*$') return { status: 'any', source };
  if (source.length > MAX_ACCEPTED_PATTERN_LENGTH) {
    return { status: 'invalid', source, problem: `longer than ${MAX_ACCEPTED_PATTERN_LENGTH} characters` };
  }
  let regex: RegExp;
  try {
    regex = new RegExp(source, 'u');
  } catch {
    try {
      regex = new RegExp(source);
    } catch (error) {
      return {
        status: 'invalid',
        source,
        problem: error instanceof Error ? error.message : 'does not compile',
      };
    }
  }
  const analyzer = new PatternAnalyzer(source);
  const bits = analyzer.run();
  if (analyzer.problem !== null) return { status: 'unsafe', source, problem: analyzer.problem };
  if (!(bits <= MAX_COST_BITS)) {
    return { status: 'unsafe', source, problem: `may backtrack too much (~2^${Math.round(bits)} steps)` };
  }
  return { status: 'ok', source, regex };
}

// ---------------------------------------------------------------------------------------------------
// Validation

export type FieldFailureReason = 'required' | 'length' | 'pattern';
export type FieldResult =
  { ok: true } | { ok: false; reason: FieldFailureReason; messageKey: string; args: string[] };
export type FieldFailure = Extract<FieldResult, { ok: false }>;
export type RegistrationFailure =
  | FieldFailure
  | { ok: false; reason: 'mismatch'; messageKey: typeof INCONSISTENT_MESSAGE_KEY; args: string[] };

/** Code points, not UTF-16 units: '😀' is 1, 'ก่' (consonant + tone mark) is 2. */
export function codePointLength(value: string): number {
  let n = 0;
  for (const _ of value) n++;
  return n;
}

/**
 * The effective length bounds of a rule. A maxLength of 0 means "not set" and becomes
 * MAX_FIELD_LENGTH; no bound exceeds MAX_FIELD_LENGTH. A minLength above maxLength is kept, so such a
 * misconfigured rule fails closed (checkRegisterRules reports it).
 */
export function ruleLengthBounds(rule: Pick<RegisterRule, 'minLength' | 'maxLength'>): {
  min: number;
  max: number;
} {
  const max = rule.maxLength > 0 ? Math.min(rule.maxLength, MAX_FIELD_LENGTH) : MAX_FIELD_LENGTH;
  return { min: Math.max(0, rule.minLength), max };
}

/** The message key and arguments of a rule: `reg_pattern_<id>` with [min, max], or [min] when equal. */
export function ruleMessage(rule: Pick<RegisterRule, 'minLength' | 'maxLength' | 'patternId'>): {
  messageKey: string;
  args: string[];
} {
  const { min, max } = ruleLengthBounds(rule);
  return {
    messageKey: `reg_pattern_${rule.patternId}`,
    args: min === max ? [String(min)] : [String(min), String(max)],
  };
}

/**
 * Validates one value against one rule (see the header for the order of the checks). The rule's
 * `enabled` flag is not looked at here: `validateRegistration` skips disabled fields.
 */
export function validateField(value: string, rule: RegisterRule): FieldResult {
  if (value.trim() === '') {
    if (rule.required) return { ok: false, reason: 'required', messageKey: REQUIRED_MESSAGE_KEY, args: [] };
    return { ok: true };
  }
  const { messageKey, args } = ruleMessage(rule);
  const { min, max } = ruleLengthBounds(rule);
  // Cheap UTF-16 bound first, so a huge value is never even iterated.
  if (value.length > 2 * MAX_FIELD_LENGTH) return { ok: false, reason: 'length', messageKey, args };
  const length = codePointLength(value);
  if (length < min || length > max) return { ok: false, reason: 'length', messageKey, args };
  const type = PATTERN_TYPES[rule.patternId];
  if (type && !type.test(value)) return { ok: false, reason: 'pattern', messageKey, args };
  const accepted = compileAcceptedPattern(rule.acceptedPattern);
  if (accepted.status === 'ok') {
    accepted.regex.lastIndex = 0;
    if (!accepted.regex.test(value)) return { ok: false, reason: 'pattern', messageKey, args };
  }
  return { ok: true };
}

export interface ValidateRegistrationOptions {
  /**
   * Check that `values.confirmPassword` equals `values.password` (when the password field is enabled).
   * Default true; the mobile tab copies the password into the confirmation itself.
   */
  confirmPassword?: boolean;
  /** Only these fields (default: every field that has a rule). */
  fields?: readonly RegisterField[];
}

export type RegistrationErrors = Partial<Record<RegisterField | 'confirmPassword', RegistrationFailure>>;

/** Validates the enabled fields of a registration; returns the failures by field (empty when valid). */
export function validateRegistration(
  values: Readonly<Record<string, string | undefined>>,
  rules: RegisterRules,
  opts: ValidateRegistrationOptions = {},
): RegistrationErrors {
  const errors: RegistrationErrors = {};
  const fields = opts.fields ?? (Object.keys(rules) as RegisterField[]);
  for (const field of fields) {
    const rule = rules[field];
    if (!rule || !rule.enabled) continue;
    const result = validateField(values[field] ?? '', rule);
    if (!result.ok) errors[field] = result;
  }
  const passwordRule = rules.password;
  const checkConfirm = (opts.confirmPassword ?? true) && passwordRule?.enabled === true;
  if (checkConfirm && (!opts.fields || opts.fields.includes('password'))) {
    const password = values.password ?? '';
    const confirm = values.confirmPassword ?? '';
    if (confirm === '' && (password !== '' || passwordRule.required)) {
      errors.confirmPassword = { ok: false, reason: 'required', messageKey: REQUIRED_MESSAGE_KEY, args: [] };
    } else if (confirm !== password) {
      errors.confirmPassword = {
        ok: false,
        reason: 'mismatch',
        messageKey: INCONSISTENT_MESSAGE_KEY,
        args: [],
      };
    }
  }
  return errors;
}

/**
 * Lists configuration problems of a rule set, for the server to log or refuse when rules are saved:
 * an ignored acceptedPattern, minLength above maxLength, maxLength above MAX_FIELD_LENGTH.
 */
export function checkRegisterRules(rules: RegisterRules): { field: RegisterField; problem: string }[] {
  const problems: { field: RegisterField; problem: string }[] = [];
  for (const [field, rule] of Object.entries(rules) as [RegisterField, RegisterRule | undefined][]) {
    if (!rule) continue;
    const compiled = compileAcceptedPattern(rule.acceptedPattern);
    if (compiled.status === 'invalid' || compiled.status === 'unsafe') {
      problems.push({ field, problem: `acceptedPattern ignored (${compiled.status}): ${compiled.problem}` });
    }
    if (rule.maxLength > MAX_FIELD_LENGTH) {
      problems.push({ field, problem: `maxLength ${rule.maxLength} is capped at ${MAX_FIELD_LENGTH}` });
    }
    if (rule.maxLength > 0 && rule.minLength > rule.maxLength) {
      problems.push({ field, problem: `minLength ${rule.minLength} is above maxLength ${rule.maxLength}` });
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------
// zod

/** What a failed registration check puts in a zod issue's `params`. */
export interface RegisterIssueParams {
  messageKey: string;
  args: string[];
  reason: FieldFailureReason | 'mismatch';
}

/**
 * A zod schema for one field, built at run time from the server's rule. Accepts a string or
 * undefined (an absent optional field). Its issues are `custom` with `message` = the i18n key and
 * `params` = RegisterIssueParams, so react-hook-form shows `t(error.message, error.params.args)`.
 * A disabled rule accepts anything (the field is not shown and the server ignores it).
 */
export function registerRuleToZod(rule: RegisterRule) {
  return z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      if (!rule.enabled) return;
      const result = validateField(value ?? '', rule);
      if (result.ok) return;
      const params: RegisterIssueParams = {
        messageKey: result.messageKey,
        args: result.args,
        reason: result.reason,
      };
      ctx.addIssue({ code: 'custom', message: result.messageKey, params, input: value });
    });
}

/**
 * The whole registration form as a zod object: every enabled rule's field plus `confirmPassword`
 * when the password is enabled. Unknown keys pass through (other form fields are not ruled here).
 */
export function registerRulesToZod(rules: RegisterRules, opts: ValidateRegistrationOptions = {}) {
  const shape: Record<string, ReturnType<typeof registerRuleToZod>> = {};
  for (const [field, rule] of Object.entries(rules) as [RegisterField, RegisterRule | undefined][]) {
    if (rule?.enabled && (!opts.fields || opts.fields.includes(field)))
      shape[field] = registerRuleToZod(rule);
  }
  return z.looseObject({ ...shape, confirmPassword: z.string().optional() }).superRefine(
    (values, ctx) => {
      const strings: Record<string, string | undefined> = {};
      for (const key of ['password', 'confirmPassword']) {
        const value = values[key];
        strings[key] = typeof value === 'string' ? value : undefined;
      }
      const only = { password: rules.password };
      const confirm = validateRegistration(strings, only, { ...opts, fields: ['password'] }).confirmPassword;
      if (!confirm || (opts.fields && !opts.fields.includes('password'))) return;
      const params: RegisterIssueParams = {
        messageKey: confirm.messageKey,
        args: confirm.args,
        reason: confirm.reason,
      };
      ctx.addIssue({
        code: 'custom',
        message: confirm.messageKey,
        params,
        path: ['confirmPassword'],
        input: values,
      });
    },
    // Also when other fields failed, so the form shows every problem at once.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
}
