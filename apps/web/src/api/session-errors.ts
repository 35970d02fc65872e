/**
 * Error codes that mean the session token is dead (wire reference §4, docs/api.md): the token is
 * dropped, the site switches to logged-out and tells the user why.
 */
export const SESSION_ERROR_CODES = [
  'login.not.session',
  'user.or.token.invalid',
  'customer.not.login',
] as const;
export type SessionErrorCode = (typeof SESSION_ERROR_CODES)[number];

export function isSessionErrorCode(code: string): code is SessionErrorCode {
  return (SESSION_ERROR_CODES as readonly string[]).includes(code);
}

type SessionLostListener = (code: SessionErrorCode) => void;
let listener: SessionLostListener | null = null;

/**
 * The session store registers what happens when a call made with a token comes back with a session
 * error; the API client only reports it (shared code must not depend on what the app does with it).
 */
export function onSessionLost(next: SessionLostListener | null): void {
  listener = next;
}

export function reportSessionLost(code: SessionErrorCode): void {
  listener?.(code);
}
