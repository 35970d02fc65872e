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
  /** The proof-of-work alternative: a script solves it as well as a browser, so it is rationed. */
  captchaPowPerIp: { name: 'captcha-pow-ip', max: 5, windowMs: HOUR },
  registerPerIp: { name: 'register-ip', max: 10, windowMs: HOUR },
  freePlayPerIp: { name: 'freeplay-ip', max: 10, windowMs: HOUR },
  forgotPerIp: { name: 'forgot-ip', max: 10, windowMs: HOUR },
  forgotPerUsername: { name: 'forgot-user', max: 3, windowMs: HOUR },
  resetPerIp: { name: 'reset-ip', max: 20, windowMs: HOUR },
  /** Wrong old passwords in the change-password call, per member. */
  oldPasswordPerMember: { name: 'oldpw-member', max: 5, windowMs: 15 * MINUTE },
  /** Accounts an agent opens in the register centre, and the usernames it checks there. */
  downlinePerAgent: { name: 'downline-agent', max: 60, windowMs: HOUR },
  usernameCheckPerAgent: { name: 'username-check-agent', max: 120, windowMs: HOUR },
} satisfies Record<string, Limit>;

/** Failed logins per username and per IP within a window: captcha from the 3rd, lock at the 5th. */
export const LOGIN_GUARD = {
  windowMs: 30 * MINUTE,
  captchaFrom: 3,
  lockAt: 5,
  lockMs: 15 * MINUTE,
} as const;

/**
 * Calls whose answer can tell whether a username, mobile number or e-mail has an account (issue 12):
 * counted per IP and per identifier BEFORE the lookup. Past the free tries a captcha is needed (when
 * the brand has CAPTCHA3 on); past the maximum the call is refused with 429 until the window ends.
 */
export const PROBE_GUARD = {
  windowMs: HOUR,
  freePerIp: 5,
  freePerIdentifier: 5,
  maxPerIp: 30,
  maxPerIdentifier: 10,
  /** Answers that must not reveal an account by their timing take at least this long. */
  answerFloorMs: 400,
} as const;
