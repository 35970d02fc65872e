/**
 * Stable error codes. Each one is also an i18n key, so the site can show it in the user's language.
 * Codes with dots are those of the wire reference; new ones follow the same style.
 */
export const ERROR_CODES = [
  'function.not.available',
  'request_body_required',
  'request_param_err',
  'login.not.session',
  'customer.not.login',
  'user.or.token.invalid',
  'system.error',
  'system.busy',
  'system.maintenance',
  'ip.restricted',
  'resource.not.found',
  'method.not.allowed',
  'too.many.requests',
  'payload.too.large',
  'merchant.unknown',
  // Accounts and sessions (docs/api.md, "Accounts error codes").
  'login.failed',
  'login.locked',
  'captcha.required',
  'captcha.invalid',
  'account.frozen',
  'in_need_true_account',
  'not.agent',
  'username.taken',
  'mobile.taken',
  'invitation_code_error',
  'inconsistent_twice',
  'reg_pattern_invalid',
  'sms.phone.invalid',
  'sms.phone.missing',
  'sms.too.many',
  'sms.code.invalid',
  'sms.code.missing',
  'sms.code.expired',
  'sms.quota.insufficient',
  'sms.unknown',
  'reset.link.invalid',
  'password.same',
  'old.password.wrong',
  'password.change.required',
  // Wallet and ledger (docs/api.md, "Wallet error codes").
  'wallet.insufficient.funds',
  'wallet.amount.invalid',
  'wallet.single',
  'idempotency.conflict',
  'vendor.unavailable',
  'vendor.maintenance',
  'transfer.not.downline',
  'transfer.no.upline',
  'transfer.target.invalid',
  'payment.password.wrong',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(code: string): code is ErrorCode {
  return (ERROR_CODES as readonly string[]).includes(code);
}
