import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pointCalls } from '@jade/contract/call-routes';
import type { CallBody } from '@jade/contract/call';
import { callApi } from './client';

/**
 * Points and the point mall (docs/api.md "Points", decision R8). Keys start with `['member', …]`:
 * dropped at logout.
 */
export const pointKeys = {
  all: ['member', 'points'] as const,
  balance: ['member', 'points', 'balance'] as const,
  config: ['member', 'points', 'config'] as const,
  items: (language: string) => ['member', 'points', 'items', language] as const,
  redemptions: (pageNo: number) => ['member', 'points', 'redemptions', pageNo] as const,
  entries: (pageNo: number) => ['member', 'points', 'entries', pageNo] as const,
};

export function usePointBalance(enabled: boolean) {
  return useQuery({
    queryKey: pointKeys.balance,
    queryFn: ({ signal }) => callApi(pointCalls.balance, { signal }),
    enabled,
  });
}

export function usePointConfig(enabled: boolean) {
  return useQuery({
    queryKey: pointKeys.config,
    queryFn: ({ signal }) => callApi(pointCalls.config, { signal }),
    enabled,
    staleTime: 60_000,
  });
}

export function usePointItems(enabled: boolean, language: string) {
  return useQuery({
    queryKey: pointKeys.items(language),
    queryFn: ({ signal }) => callApi(pointCalls.items, { signal }),
    enabled,
  });
}

export function usePointRedemptions(enabled: boolean, pageNo: number) {
  return useQuery({
    queryKey: pointKeys.redemptions(pageNo),
    queryFn: ({ signal }) => callApi(pointCalls.redemptions, { signal, query: { pageNo, pageSize: 10 } }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function usePointEntries(enabled: boolean, pageNo: number) {
  return useQuery({
    queryKey: pointKeys.entries(pageNo),
    queryFn: ({ signal }) => callApi(pointCalls.entries, { signal, query: { pageNo, pageSize: 10 } }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export const redeemPointItem = (body: CallBody<typeof pointCalls.redeem>) =>
  callApi(pointCalls.redeem, { body });
export const convertPoints = (body: CallBody<typeof pointCalls.convert>) =>
  callApi(pointCalls.convert, { body });
