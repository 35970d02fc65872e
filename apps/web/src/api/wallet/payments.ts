import { paymentCalls } from '@jade/contract/call-routes';
import type { CallBody, CallQuery } from '@jade/contract/call';
import { callApi } from '../client';

/**
 * Deposits, withdrawals and the payment password (member centre depositv2 and withdraw; wire
 * reference §2.1, §2.8). Sealing and multipart bodies are the client's business; these name the call
 * and its input. Query keys live with the pages; they all start with 'member' (dropped at logout).
 */
type Body<K extends keyof typeof paymentCalls> = CallBody<(typeof paymentCalls)[K]>;
type Query<K extends keyof typeof paymentCalls> = CallQuery<(typeof paymentCalls)[K]>;

export const paymentKeys = {
  all: ['member', 'payments'] as const,
  depositSettings: ['member', 'payments', 'depositSettings'] as const,
  depositMethods: ['member', 'payments', 'depositMethods'] as const,
  deposits: ['member', 'payments', 'deposits'] as const,
  withdrawSettings: ['member', 'payments', 'withdrawSettings'] as const,
  withdrawCharges: ['member', 'payments', 'withdrawCharges'] as const,
  withdrawals: ['member', 'payments', 'withdrawals'] as const,
  hasPaymentPassword: ['member', 'payments', 'hasPaymentPassword'] as const,
};

export const getDepositSettings = () => callApi(paymentCalls.depositSettings);
export const getDepositMethods = () => callApi(paymentCalls.depositMethods);
export const getDepositReport = (query: Query<'depositReport'>) =>
  callApi(paymentCalls.depositReport, { query });
export const startGatewayDeposit = (body: Body<'gatewayDeposit'>) =>
  callApi(paymentCalls.gatewayDeposit, { body });
export const cancelDeposit = (body: Body<'cancelDeposit'>) => callApi(paymentCalls.cancelDeposit, { body });

/** A manual bank transfer: multipart with the receipt image (the server checks its bytes and size). */
export function submitManualDeposit(input: {
  methodId: number;
  amount: string;
  reference: string;
  idempotencyKey: string;
  receipt: File;
}) {
  const form = new FormData();
  form.append('methodId', String(input.methodId));
  form.append('amount', input.amount);
  form.append('reference', input.reference);
  form.append('idempotencyKey', input.idempotencyKey);
  form.append('receipt', input.receipt, input.receipt.name);
  return callApi(paymentCalls.manualDeposit, { form });
}

export const hasPaymentPassword = () => callApi(paymentCalls.hasWithdrawalPassword);
export const setPaymentPassword = (body: Body<'setPaymentPassword'>) =>
  callApi(paymentCalls.setPaymentPassword, { body });
export const getWithdrawSettings = () => callApi(paymentCalls.withdrawSettings, { query: { groupId: 0 } });
export const getWithdrawCharges = (amount: string, signal?: AbortSignal) =>
  callApi(paymentCalls.withdrawCharges, { query: { amount }, ...(signal ? { signal } : {}) });
export const requestWithdrawal = (body: Body<'withdraw'>) => callApi(paymentCalls.withdraw, { body });
export const getWithdrawReport = (query: Query<'withdrawReport'>) =>
  callApi(paymentCalls.withdrawReport, { query });

/** The payee's answer about a payout; "not received" may carry a proof image (multipart then). */
export function confirmWithdrawal(input: {
  withdrawalId: number;
  result: 'received' | 'not_received';
  remark?: string;
  proof?: File | null;
}) {
  const form = new FormData();
  form.append('withdrawalId', String(input.withdrawalId));
  form.append('result', input.result);
  if (input.remark) form.append('remark', input.remark);
  if (input.proof) form.append('proof', input.proof, input.proof.name);
  return callApi(paymentCalls.confirmWithdrawal, { form });
}
