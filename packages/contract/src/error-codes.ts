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
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(code: string): code is ErrorCode {
  return (ERROR_CODES as readonly string[]).includes(code);
}
