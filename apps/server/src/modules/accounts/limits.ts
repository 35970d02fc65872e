import type { Limit } from '../../platform/rate-limit/rate-limit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The accounts limits (docs/api.md "Rate limits"). Failure-based login limits are in LOGIN_GUARD. */
export const LIMITS = {
  loginPerIp: { name: 'login-ip', max: 30, windowMs: MINUTE },
  smsPerNumberMinute: { name: 'sms-num-1m', max: 1, windowMs: MINUTE, errorCode: 'sms.too.many' },
  smsPerNumberHour: { name: 'sms-num-1h', max: 5, windowMs: HOUR, errorCode: 'sms.too.many' },
  smsPerIp: { name: 'sms-ip', max: 10, windowMs: HOUR, errorCode: 'sms.too.many' },
  captchaPerIp: { name: 'captcha-ip', max: 30, windowMs: MINUTE },
  registerPerIp: { name: 'register-ip', max: 10, windowMs: HOUR },
  freePlayPerIp: { name: 'freeplay-ip', max: 10, windowMs: HOUR },
  forgotPerIp: { name: 'forgot-ip', max: 10, windowMs: HOUR },
  forgotPerUsername: { name: 'forgot-user', max: 3, windowMs: HOUR },
  resetPerIp: { name: 'reset-ip', max: 20, windowMs: HOUR },
  /** Wrong old passwords in the change-password call, per member. */
  oldPasswordPerMember: { name: 'oldpw-member', max: 5, windowMs: 15 * MINUTE },
} satisfies Record<string, Limit>;

/** Failed logins per username and per IP within a window: captcha from the 3rd, lock at the 5th. */
export const LOGIN_GUARD = {
  windowMs: 30 * MINUTE,
  captchaFrom: 3,
  lockAt: 5,
  lockMs: 15 * MINUTE,
} as const;
