import type { CallBody, CallValue } from '@jade/contract/call';
import { opsPaymentSettingsCalls } from '@jade/contract/call-routes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OPS_KEY, opsCall } from './ops-client';

export type PaymentSettings = CallValue<typeof opsPaymentSettingsCalls.paymentSettings>;
export type DepositMethodRow = PaymentSettings['methods'][number];
export type WithdrawLimits = PaymentSettings['withdraw'];
export type MethodInput = CallBody<typeof opsPaymentSettingsCalls.updateDepositMethod>;
export type LimitsInput = CallBody<typeof opsPaymentSettingsCalls.setWithdrawLimits>;

const key = [OPS_KEY, 'payment-settings'] as const;

/** A region's methods and limits; `region` undefined: the brand's default region. */
export function usePaymentSettings(region: string | undefined) {
  return useQuery({
    queryKey: [...key, region ?? ''],
    queryFn: ({ signal }) =>
      opsCall(opsPaymentSettingsCalls.paymentSettings, { query: region ? { region } : {}, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useUpdateMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MethodInput) => opsCall(opsPaymentSettingsCalls.updateDepositMethod, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useSetWithdrawLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LimitsInput) => opsCall(opsPaymentSettingsCalls.setWithdrawLimits, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
