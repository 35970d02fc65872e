import { useQuery } from '@tanstack/react-query';
import { wheelCalls } from '@jade/contract/call-routes';
import { callApi } from '../client';

/** The prize wheel (docs/api.md "Prize wheel", decision R9); under ['member', 'rewards']: dropped at logout. */
export const wheelKey = ['member', 'rewards', 'wheel'] as const;

export function useWheel(enabled: boolean) {
  return useQuery({
    queryKey: wheelKey,
    queryFn: ({ signal }) => callApi(wheelCalls.wheel, { signal }),
    enabled,
    refetchOnMount: 'always',
  });
}

export const spinWheel = (idempotencyKey: string) => callApi(wheelCalls.spin, { body: { idempotencyKey } });
