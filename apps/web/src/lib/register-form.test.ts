import { describe, expect, it } from 'vitest';
import type { RegisterRule, RegisterRules } from '@jade/contract/system';
import { buildRegisterFields, mobilePlaceholderDigits, registerTabs } from './register-form';

const rule = (
  enabled: boolean,
  required: boolean,
  min: number,
  max: number,
  patternId = 0,
): RegisterRule => ({
  enabled,
  required,
  minLength: min,
  maxLength: max,
  patternId,
  acceptedPattern: '*',
});

const rules: RegisterRules = {
  username: rule(true, true, 6, 16, 1),
  password: rule(true, true, 8, 20, 20),
  mobileNum: rule(true, true, 10, 11, 6),
  email: rule(true, false, 5, 64, 3),
  qqNum: rule(false, false, 5, 12, 6),
  affiliateCode: rule(true, false, 4, 16, 14),
  captcha: rule(true, true, 4, 4, 14),
};
const flags = {
  mobileRegistration: true,
  usernameRegistration: true,
  smsVerification: true,
  mobilePassword: true,
};

describe('registration form from the rules', () => {
  it('shows enabled fields only, with the confirmation and the SMS code in place', () => {
    const fields = buildRegisterFields(rules, 'register', flags, { affiliateFromUrl: false });
    expect(fields.map((f) => f.name)).toEqual([
      'username',
      'password',
      'confirmPassword',
      'mobileNum',
      'verificationCode',
      'email',
      'affiliateCode',
      'captcha',
    ]);
    expect(fields.find((f) => f.name === 'email')).toMatchObject({ required: false, maxLength: 64 });
    expect(fields.find((f) => f.name === 'verificationCode')).toMatchObject({
      required: true,
      maxLength: 255,
    });
  });
  it('builds the mobile tab: number, code, password; no confirmation; no affiliate from a valid link', () => {
    const fields = buildRegisterFields(rules, 'registerMobile', flags, { affiliateFromUrl: true });
    expect(fields.map((f) => f.name)).toEqual(['mobileNum', 'verificationCode', 'password']);
    const noSms = buildRegisterFields(
      rules,
      'registerMobile',
      { ...flags, smsVerification: false, mobilePassword: false },
      {
        affiliateFromUrl: false,
      },
    );
    expect(noSms.map((f) => f.name)).toEqual(['mobileNum', 'affiliateCode']);
  });
  it('offers the mobile tab first, and only when mobile registration is on', () => {
    expect(registerTabs(flags)).toEqual(['registerMobile', 'register']);
    expect(registerTabs({ ...flags, mobileRegistration: false })).toEqual(['register']);
  });
  it('counts the mobile placeholder digits from maxLength, 10 by default', () => {
    expect(mobilePlaceholderDigits(rules.mobileNum)).toBe(11);
    expect(mobilePlaceholderDigits(undefined)).toBe(10);
    expect(mobilePlaceholderDigits(rule(true, true, 0, 0))).toBe(10);
  });
});
