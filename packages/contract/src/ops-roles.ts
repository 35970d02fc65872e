/**
 * Operator roles and what each may do (issue 16). Schema-free, so that the back office can show or
 * hide an action without loading validation code; the server checks the same table on every call
 * (each operator call names its `permission`, call.ts).
 */
export const OPERATOR_ROLES = ['admin', 'finance', 'support', 'content', 'risk', 'read-only'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

const EVERYONE = OPERATOR_ROLES;

export const OPERATOR_PERMISSIONS = {
  /** One's own session and two-factor sign-in. */
  self: EVERYONE,
  /** Lists, reports, a player's page, the dashboard. */
  view: EVERYONE,
  /** Approve, reject or pay deposits and withdrawals. */
  decideMoney: ['admin', 'finance'],
  /** Manual adjustments, bonus grants and cancellations, issued rewards, agent settlements. */
  adjust: ['admin', 'finance'],
  /** Lock and unlock players, end their sessions, reset their passwords. */
  freeze: ['admin', 'support', 'risk'],
  /** Answer players in the live chat, mark conversations read, edit canned replies. */
  chat: ['admin', 'support'],
  /** Banners, announcements, popups, promotions, help, platform messages, feedback, jackpot. */
  content: ['admin', 'content'],
  /** The audit log. */
  audit: ['admin', 'risk'],
  /** Brand settings: rewards, agent contracts' top level, games, payment methods and limits, modules. */
  settings: ['admin'],
  /** Operator accounts: create, change role, disable, reset two-factor. */
  operators: ['admin'],
} as const satisfies Record<string, readonly OperatorRole[]>;
export type OperatorPermission = keyof typeof OPERATOR_PERMISSIONS;

/** Whether `role` may do what `permission` covers. */
export function roleMay(role: OperatorRole, permission: OperatorPermission): boolean {
  return (OPERATOR_PERMISSIONS[permission] as readonly OperatorRole[]).includes(role);
}

/** Every permission of `role`, in the table's order. */
export function permissionsOf(role: OperatorRole): OperatorPermission[] {
  return (Object.keys(OPERATOR_PERMISSIONS) as OperatorPermission[]).filter((p) => roleMay(role, p));
}

/** TOTP (RFC 6238) as the back office uses it: SHA-1, 6 digits, 30-second steps, ±1 step of drift. */
export const OPERATOR_TOTP = { digits: 6, periodSeconds: 30, window: 1, issuer: 'Jade back office' } as const;
/** Recovery codes handed out at enrolment: each works once in place of a TOTP code. */
export const OPERATOR_RECOVERY_CODES = { count: 10, pattern: /^[a-z2-9]{5}-[a-z2-9]{5}$/ } as const;
