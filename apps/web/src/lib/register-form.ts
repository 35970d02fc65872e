import type { RegisterField, RegisterRule, RegisterRules } from '@jade/contract/system';

/** The registration tabs (spec §4): username (`register`) and mobile (`registerMobile`). */
export type RegisterTab = 'register' | 'registerMobile';

/** Form-only fields that no server rule controls. */
export type ExtraField = 'confirmPassword' | 'verificationCode';
export type FormField = RegisterField | ExtraField;

export interface RegisterFormField {
  name: FormField;
  required: boolean;
  /** The input's maxLength: the rule's (capped at 255), 255 for the SMS code (spec §5). */
  maxLength: number;
  input: 'text' | 'password' | 'email' | 'tel' | 'numeric';
}

export interface RegisterFlags {
  /** MOBILENUMREG3 */
  mobileRegistration: boolean;
  /** USERNAMEREG3 */
  usernameRegistration: boolean;
  /** REGMOBVERF3: an SMS code with the mobile number. */
  smsVerification: boolean;
  /** MOBILENUMPASSREG3: the mobile tab asks for a password (decision D13). */
  mobilePassword: boolean;
}

export const SMS_CODE_MAX_LENGTH = 255;
export const DEFAULT_MOBILE_DIGITS = 10;

/** The order of the username tab; disabled fields drop out. */
const USERNAME_TAB_ORDER: readonly RegisterField[] = [
  'username',
  'password',
  'mobileNum',
  'email',
  'payeeName',
  'paymentPassword',
  'whatsapp',
  'line',
  'facebook',
  'wechat',
  'qqNum',
  'idNumber',
  'recommenderId',
  'affiliateCode',
  'captcha',
];

const INPUTS: Partial<Record<FormField, RegisterFormField['input']>> = {
  password: 'password',
  confirmPassword: 'password',
  paymentPassword: 'password',
  email: 'email',
  mobileNum: 'tel',
  whatsapp: 'tel',
  qqNum: 'numeric',
  verificationCode: 'numeric',
};

function fromRule(name: RegisterField, rule: RegisterRule, required = rule.required): RegisterFormField {
  const maxLength = rule.maxLength > 0 ? Math.min(rule.maxLength, 255) : 255;
  return { name, required, maxLength, input: INPUTS[name] ?? 'text' };
}

/** The tabs on offer, the mobile one first and default when mobile registration is on (wire §3). */
export function registerTabs(flags: RegisterFlags): RegisterTab[] {
  const tabs: RegisterTab[] = [];
  if (flags.mobileRegistration) tabs.push('registerMobile');
  if (flags.usernameRegistration) tabs.push('register');
  return tabs;
}

/**
 * The fields of one tab, built from the merchant's rules (spec §5): only enabled fields, the
 * confirmation after the password, the SMS code after the mobile number when SMS verification is on,
 * and the affiliate code only when no valid one came from the link.
 */
export function buildRegisterFields(
  rules: RegisterRules,
  tab: RegisterTab,
  flags: RegisterFlags,
  opts: { affiliateFromUrl: boolean },
): RegisterFormField[] {
  const fields: RegisterFormField[] = [];
  const order: readonly RegisterField[] =
    tab === 'register'
      ? USERNAME_TAB_ORDER
      : ['mobileNum', ...(flags.mobilePassword ? (['password'] as const) : []), 'affiliateCode'];
  for (const name of order) {
    const rule = rules[name];
    if (!rule?.enabled && !(tab === 'registerMobile' && name === 'mobileNum')) continue;
    if (name === 'affiliateCode' && opts.affiliateFromUrl) continue;
    if (tab === 'registerMobile' && name === 'mobileNum') {
      fields.push(
        rule
          ? fromRule(name, rule, true)
          : { name, required: true, maxLength: DEFAULT_MOBILE_DIGITS + 1, input: 'tel' },
      );
    } else {
      fields.push(fromRule(name, rule!));
    }
    if (name === 'password' && tab === 'register') {
      fields.push({ name: 'confirmPassword', required: true, maxLength: 255, input: 'password' });
    }
    if (name === 'mobileNum' && flags.smsVerification) {
      fields.push({
        name: 'verificationCode',
        required: true,
        maxLength: SMS_CODE_MAX_LENGTH,
        input: 'numeric',
      });
    }
  }
  return fields;
}

/** Digits in the mobile placeholder: the rule's maxLength, default 10 (spec §5, §9). */
export function mobilePlaceholderDigits(rule: RegisterRule | undefined): number {
  return rule && rule.maxLength > 0 ? rule.maxLength : DEFAULT_MOBILE_DIGITS;
}

/** The rule-controlled fields a tab validates (the server checks the same ones). */
export function ruledFields(fields: readonly RegisterFormField[]): RegisterField[] {
  return fields
    .map((f) => f.name)
    .filter((n): n is RegisterField => n !== 'confirmPassword' && n !== 'verificationCode');
}
