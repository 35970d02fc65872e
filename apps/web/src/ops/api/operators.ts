import type { CallBody } from '@jade/contract/call';
import { opsSessionCalls } from '@jade/contract/call-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OPS_KEY, opsCall } from './ops-client';

const operatorsKey = [OPS_KEY, 'operators'] as const;

export function useOperators() {
  return useQuery({
    queryKey: operatorsKey,
    queryFn: ({ signal }) => opsCall(opsSessionCalls.operators, { signal }),
  });
}

export function useCreateOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof opsSessionCalls.createOperator>) =>
      opsCall(opsSessionCalls.createOperator, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorsKey }),
  });
}

export function useUpdateOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof opsSessionCalls.updateOperator>) =>
      opsCall(opsSessionCalls.updateOperator, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorsKey }),
  });
}
