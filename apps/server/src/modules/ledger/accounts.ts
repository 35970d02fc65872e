import { createHash } from 'node:crypto';

/** House accounts of a merchant, one per currency. */
export const HOUSE_ACCOUNT_KINDS = [
  'deposits_in_transit',
  'withdrawals_in_transit',
  'game_revenue',
  'bonuses',
  'fees',
  /** The outside world: the counter-account of money entering or leaving the platform. */
  'external',
  /** The source of trial accounts' demo money (trial book). */
  'demo_funds',
  /** The house side of trial accounts' stakes and wins (trial book; never real money). */
  'trial_game_revenue',
  /** The house side of trial accounts' bonuses (trial book). */
  'trial_bonuses',
  /** Wages and dividends the house pays agents under their contracts (modules/agents; may go negative). */
  'agent_payouts',
  /** The counter-account of every point a member holds (currency PTS, modules/points; may go negative). */
  'points_issued',
] as const;
export type HouseAccountKind = (typeof HOUSE_ACCOUNT_KINDS)[number];

/**
 * The trial book: trial accounts (free play, demo money) never face the house's real accounts. A
 * transfer between a trial member's account and a house account uses the trial twin of that account
 * (the ledger service swaps it, so callers name `game_revenue` for everyone); a house account without a
 * twin (deposits and withdrawals in transit, fees) refuses trial members. The trial-book accounts in turn
 * refuse real members.
 */
export const TRIAL_BOOK: Readonly<Partial<Record<HouseAccountKind, HouseAccountKind>>> = {
  game_revenue: 'trial_game_revenue',
  bonuses: 'trial_bonuses',
  // The trial book's outside world is its demo money source (an operator's adjustment of a trial account).
  external: 'demo_funds',
  demo_funds: 'demo_funds',
  trial_game_revenue: 'trial_game_revenue',
  trial_bonuses: 'trial_bonuses',
};
const TRIAL_KINDS = new Set(Object.values(TRIAL_BOOK));

/** Whether a house account belongs to the trial book. */
export function isTrialBookKind(kind: HouseAccountKind): boolean {
  return TRIAL_KINDS.has(kind);
}

/**
 * A house reference as the book of the member on the other side needs it: the trial twin for a trial
 * member, as is for a real one. Throws when the account has no place in that member's book.
 */
export function inBookOf(ref: AccountRef, trialMember: boolean): AccountRef {
  if (ref.kind !== 'house') return ref;
  if (!trialMember) {
    if (isTrialBookKind(ref.house))
      throw new LedgerRequestError(`house account ${ref.house} is in the trial book: not for real members`);
    return ref;
  }
  const twin = TRIAL_BOOK[ref.house];
  if (!twin) throw new LedgerRequestError(`trial accounts never use the real house account ${ref.house}`);
  return twin === ref.house ? ref : { ...ref, house: twin };
}

/**
 * House accounts that may go below zero (decided in SQL by `ledger_ensure_account`, migration 0003;
 * kept here for documentation and tests): they mirror money outside the players' wallets.
 */
export const NEGATIVE_HOUSE_KINDS: readonly HouseAccountKind[] = [
  'external',
  'demo_funds',
  'game_revenue',
  'bonuses',
  'trial_game_revenue',
  'trial_bonuses',
  'agent_payouts',
  'points_issued',
];

/** What moved and why. New types are additive (a text column, no enum). */
export const TRANSFER_TYPES = [
  'deposit',
  'withdrawal_hold',
  'withdrawal_paid',
  'withdrawal_release',
  'vendor_transfer_in',
  'vendor_transfer_out',
  'agent_transfer',
  'adjustment',
  'bet',
  'win',
  'rollback',
  'bonus',
  'rebate',
  'fee',
  'demo_credit',
  /** An agent contract's daily, hourly or real-time salary (modules/agents). */
  'agent_salary',
  /** An agent contract's dividend (modules/agents). */
  'agent_dividend',
  /** A bonus granted into the member's locked bonus account (modules/rewards). */
  'bonus_grant',
  /** A bonus whose wagering is met, from the locked account to the main wallet. */
  'bonus_release',
  /** A bonus expired, forfeited or cancelled, back to the house. */
  'bonus_forfeit',
  /** Points earned from valid bets, or given back when a redemption is cancelled (modules/points). */
  'points_earn',
  /** Points spent on a point mall item, and the cash of a cash item. */
  'points_redeem',
  /** Points converted to cash: a PTS leg and a cash leg in one transferMany. */
  'points_convert',
] as const;
export type TransferType = (typeof TRANSFER_TYPES)[number];

export type AccountRef =
  | { kind: 'member'; memberId: number; currency: string }
  | { kind: 'vendor-wallet'; memberId: number; vendorCode: string; currency: string }
  /** A member's locked bonus money: granted bonuses waiting for their wagering (modules/rewards). */
  | { kind: 'member-bonus'; memberId: number; currency: string }
  | { kind: 'house'; house: HouseAccountKind; currency: string };

export interface Actor {
  kind: 'member' | 'operator' | 'system' | 'vendor';
  id: string;
}

const CURRENCY = /^[A-Z]{3,5}$/;
const VENDOR_CODE = /^[A-Za-z0-9_-]{1,32}$/;
const MERCHANT_CODE = /^[A-Za-z0-9_-]{1,32}$/;

/** A programming error of a caller of the ledger (bad reference, bad amount…): never a user's fault. */
export class LedgerRequestError extends Error {
  override name = 'LedgerRequestError';
}

/**
 * The unique name of an account: `m:<member>:<cur>`, `v:<member>:<vendor>:<cur>`, `b:<member>:<cur>`
 * (locked bonus), `h:<merchant>:<house kind>:<cur>`. Member accounts are not prefixed by merchant: a member belongs to
 * exactly one merchant.
 */
export function accountKey(merchantCode: string, ref: AccountRef): string {
  if (!CURRENCY.test(ref.currency)) throw new LedgerRequestError(`bad currency ${ref.currency}`);
  switch (ref.kind) {
    case 'member':
      if (!Number.isSafeInteger(ref.memberId) || ref.memberId <= 0)
        throw new LedgerRequestError('bad member id');
      return `m:${ref.memberId}:${ref.currency}`;
    case 'vendor-wallet':
      if (!Number.isSafeInteger(ref.memberId) || ref.memberId <= 0)
        throw new LedgerRequestError('bad member id');
      if (!VENDOR_CODE.test(ref.vendorCode)) throw new LedgerRequestError('bad vendor code');
      return `v:${ref.memberId}:${ref.vendorCode}:${ref.currency}`;
    case 'member-bonus':
      if (!Number.isSafeInteger(ref.memberId) || ref.memberId <= 0)
        throw new LedgerRequestError('bad member id');
      return `b:${ref.memberId}:${ref.currency}`;
    case 'house':
      if (!MERCHANT_CODE.test(merchantCode)) throw new LedgerRequestError('bad merchant code');
      if (!(HOUSE_ACCOUNT_KINDS as readonly string[]).includes(ref.house))
        throw new LedgerRequestError(`bad house account ${String(ref.house)}`);
      return `h:${merchantCode}:${ref.house}:${ref.currency}`;
  }
}

/** The columns `ledger_ensure_account` needs to create the account of a reference. */
export function accountColumns(ref: AccountRef) {
  return {
    owner: ref.kind,
    memberId: ref.kind === 'house' ? null : ref.memberId,
    vendorCode: ref.kind === 'vendor-wallet' ? ref.vendorCode : null,
    house: ref.kind === 'house' ? ref.house : null,
  };
}

/**
 * The identity of a transfer request, hashed: the same idempotency key with another identity is a
 * conflict. Metadata is left out (it may carry timestamps or diagnostics that differ between retries);
 * everything that decides where money goes, how much and on whose behalf is in.
 */
export function requestHash(fields: {
  type: string;
  debitKey: string;
  creditKey: string;
  amount: bigint;
  currency: string;
  reference: string | null;
  actor: Actor;
}): string {
  const canonical = JSON.stringify([
    fields.type,
    fields.debitKey,
    fields.creditKey,
    fields.amount.toString(),
    fields.currency,
    fields.reference,
    fields.actor.kind,
    fields.actor.id,
  ]);
  return createHash('sha256').update(canonical, 'utf8').digest('hex');
}
