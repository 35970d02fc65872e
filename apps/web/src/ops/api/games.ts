import type { CallBody, CallQuery } from '@jade/contract/call';
import { opsGameCalls } from '@jade/contract/call-routes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OPS_KEY, opsCall } from './ops-client';

export type OpsGamesQuery = CallQuery<typeof opsGameCalls.games>;
export type OpsRtpQuery = CallQuery<typeof opsGameCalls.inhouseRtp>;

export const gameKeys = {
  all: [OPS_KEY, 'games'] as const,
  vendors: (category: string) => [OPS_KEY, 'games', 'vendors', category] as const,
  games: (query: OpsGamesQuery) => [OPS_KEY, 'games', 'list', query] as const,
  rtp: (query: OpsRtpQuery) => [OPS_KEY, 'games', 'rtp', query] as const,
};

export function useOpsVendors(category: string) {
  return useQuery({
    queryKey: gameKeys.vendors(category),
    queryFn: ({ signal }) =>
      opsCall(opsGameCalls.vendors, {
        query: (category ? { category } : {}) as CallQuery<typeof opsGameCalls.vendors>,
        signal,
      }),
  });
}

export function useOpsGames(query: OpsGamesQuery) {
  return useQuery({
    queryKey: gameKeys.games(query),
    queryFn: ({ signal }) => opsCall(opsGameCalls.games, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useInhouseRtp(query: OpsRtpQuery) {
  return useQuery({
    queryKey: gameKeys.rtp(query),
    queryFn: ({ signal }) => opsCall(opsGameCalls.inhouseRtp, { query, signal }),
  });
}

/** Every change refreshes the console's games lists (the server has already refreshed the site's). */
export type GamesChange =
  | { kind: 'vendor'; body: CallBody<typeof opsGameCalls.updateVendor> }
  | { kind: 'game'; body: CallBody<typeof opsGameCalls.updateGame> }
  | { kind: 'orderGames'; body: CallBody<typeof opsGameCalls.orderGames> }
  | { kind: 'orderVendors'; body: CallBody<typeof opsGameCalls.orderVendors> };

export function useChangeGames() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: GamesChange): Promise<unknown> => {
      switch (change.kind) {
        case 'vendor':
          return opsCall(opsGameCalls.updateVendor, { body: change.body });
        case 'game':
          return opsCall(opsGameCalls.updateGame, { body: change.body });
        case 'orderGames':
          return opsCall(opsGameCalls.orderGames, { body: change.body });
        case 'orderVendors':
          return opsCall(opsGameCalls.orderVendors, { body: change.body });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: gameKeys.all }),
  });
}
