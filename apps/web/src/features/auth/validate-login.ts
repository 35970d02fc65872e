import type { MessageKey } from '@jade/i18n/format';

export type LoginType = 'username' | 'sms';

export interface LoginValues {
  type: LoginType;
  /** The username, or the mobile number for SMS login (spec §3 "Login form"). */
  username: string;
  /** The password, or the SMS code for SMS login. */
  password: string;
}

export type LoginErrors = Partial<Record<'username' | 'password', MessageKey>>;

const MOBILE = /^\+?\d{6,15}$/;

/** Spec §5 login rules: both fields required; for SMS login the mobile number must look like one. */
export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  const username = values.username.trim();
  if (values.type === 'sms') {
    if (!username) errors.username = 'in_increase_mobileNum';
    else if (!MOBILE.test(username.replace(/[\s-]/g, ''))) errors.username = 'mobile_format_error';
    if (!values.password.trim()) errors.password = 'in_increase_verificationCode';
  } else {
    if (!username) errors.username = 'in_increase_username';
    if (!values.password) errors.password = 'in_increase_password';
  }
  return errors;
}
