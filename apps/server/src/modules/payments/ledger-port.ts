import type { AccountRef, HouseAccountKind, LedgerService } from '../ledger/ledger-service';

/**
 * What payments needs from the ledger (modules/ledger/ledger-service.ts). Every movement passes the
 * caller's transaction, so a deposit or withdrawal row and its money commit together or not at all.
 */
export type PaymentsLedger = Pick<LedgerService, 'transfer' | 'transferMany' | 'balance'>;
export type { TransferRequest as LedgerTransfer } from '../ledger/ledger-service';

/** Ledger transfer types payments posts, by step. */
export const TRANSFER_TYPES = {
  deposit: 'deposit',
  withdrawalHold: 'withdrawal_hold',
  withdrawalPaid: 'withdrawal_paid',
  withdrawalFee: 'fee',
  withdrawalRelease: 'withdrawal_release',
  /** A disputed payout the operator refunds: the money comes back to the member. */
  withdrawalRefund: 'withdrawal_release',
  adjustment: 'adjustment',
} as const;

export const memberAccount = (memberId: number, currency: string): AccountRef => ({
  kind: 'member',
  memberId,
  currency,
});
export const houseAccount = (house: HouseAccountKind, currency: string): AccountRef => ({
  kind: 'house',
  house,
  currency,
});
