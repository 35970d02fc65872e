import { useQuery } from '@tanstack/react-query';
import { contentCalls } from '@jade/contract/call-routes';
import { callApi } from '../client';
import { useSessionStore } from '../../stores/session-store';

/**
 * The merchant's jackpot counter (VIS_getJackpot). The answer carries the server's clock, so the
 * counter shows the same value on every screen whatever the visitor's clock says.
 */
export function useJackpot() {
  const merchant = useSessionStore((s) => s.merchant);
  return useQuery({
    queryKey: ['content', 'jackpot', merchant],
    queryFn: async ({ signal }) => {
      const value = await callApi(contentCalls.jackpot, { signal });
      return {
        config: {
          startAt: value.startAt,
          baseAmount: value.baseAmount,
          stepAmount: value.stepAmount,
          stepMs: value.stepMs,
        },
        currencySymbol: value.currencySymbol,
        clockOffset: value.serverTime - Date.now(),
      };
    },
    staleTime: 10 * 60_000,
  });
}
