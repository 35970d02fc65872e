import type { DepositStatusName, WithdrawalStatusName } from '@jade/contract/payments';
import type { Tone } from '../../../ui/status-badge';

export const DEPOSIT_STATUS_LIST = [
  'pending',
  'awaiting_payment',
  'approved',
  'credited',
  'rejected',
  'cancelled',
  'failed',
] as const satisfies readonly DepositStatusName[];

export const WITHDRAWAL_STATUS_LIST = [
  'pending',
  'approved',
  'partially_paid',
  'paid',
  'received',
  'not_received',
  'forced_received',
  'rejected',
] as const satisfies readonly WithdrawalStatusName[];

export const DEPOSIT_TONES: Record<DepositStatusName, Tone> = {
  pending: 'warning',
  awaiting_payment: 'info',
  approved: 'info',
  credited: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
  failed: 'danger',
};

export const WITHDRAWAL_TONES: Record<WithdrawalStatusName, Tone> = {
  pending: 'warning',
  approved: 'info',
  partially_paid: 'info',
  paid: 'success',
  received: 'success',
  not_received: 'danger',
  forced_received: 'neutral',
  rejected: 'danger',
};
