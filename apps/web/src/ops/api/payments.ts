import type { CallBody, CallQuery } from '@jade/contract/call';
import { operatorCalls } from '@jade/contract/call-routes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OPS_KEY, opsCall } from './ops-client';

export type DepositFilter = CallQuery<typeof operatorCalls.deposits>;
export type WithdrawalFilter = CallQuery<typeof operatorCalls.withdrawals>;

export const paymentKeys = {
  deposits: (filter: DepositFilter) => [OPS_KEY, 'deposits', filter] as const,
  withdrawals: (filter: WithdrawalFilter) => [OPS_KEY, 'withdrawals', filter] as const,
};

export function useDeposits(filter: DepositFilter) {
  return useQuery({
    queryKey: paymentKeys.deposits(filter),
    queryFn: ({ signal }) => opsCall(operatorCalls.deposits, { query: filter, signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    refetchOnWindowFocus: true,
  });
}

export function useWithdrawals(filter: WithdrawalFilter) {
  return useQuery({
    queryKey: paymentKeys.withdrawals(filter),
    queryFn: ({ signal }) => opsCall(operatorCalls.withdrawals, { query: filter, signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    refetchOnWindowFocus: true,
  });
}

type Decision =
  | { kind: 'approveDeposit'; body: CallBody<typeof operatorCalls.approveDeposit> }
  | { kind: 'rejectDeposit'; body: CallBody<typeof operatorCalls.rejectDeposit> }
  | { kind: 'approveWithdrawal'; body: CallBody<typeof operatorCalls.approveWithdrawal> }
  | { kind: 'rejectWithdrawal'; body: CallBody<typeof operatorCalls.rejectWithdrawal> }
  | { kind: 'payWithdrawal'; body: CallBody<typeof operatorCalls.payWithdrawal> };

/** One decision on a deposit or withdrawal; the queues refetch after it, whatever the answer. */
export function useDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (decision: Decision): Promise<{ id: number; status: string }> => {
      switch (decision.kind) {
        case 'approveDeposit':
          return opsCall(operatorCalls.approveDeposit, { body: decision.body });
        case 'rejectDeposit':
          return opsCall(operatorCalls.rejectDeposit, { body: decision.body });
        case 'approveWithdrawal':
          return opsCall(operatorCalls.approveWithdrawal, { body: decision.body });
        case 'rejectWithdrawal':
          return opsCall(operatorCalls.rejectWithdrawal, { body: decision.body });
        case 'payWithdrawal':
          return opsCall(operatorCalls.payWithdrawal, { body: decision.body });
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [OPS_KEY, 'deposits'] }),
        queryClient.invalidateQueries({ queryKey: [OPS_KEY, 'withdrawals'] }),
      ]),
  });
}

/** Attaches a proof of payment (PNG or JPEG, at most 5 MB) to a withdrawal; the queue refetches. */
export function useWithdrawalProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => {
      const form = new FormData();
      form.append('id', String(id));
      form.append('proof', file);
      return opsCall(operatorCalls.withdrawalProof, { form });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [OPS_KEY, 'withdrawals'] }),
  });
}
