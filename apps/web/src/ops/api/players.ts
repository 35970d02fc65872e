import type { CallBody, CallQuery } from '@jade/contract/call';
import { operatorCalls, opsPlayerCalls, opsProfileCalls, opsRewardCalls } from '@jade/contract/call-routes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OPS_KEY, opsCall } from './ops-client';

export type PlayerSearch = CallQuery<typeof opsPlayerCalls.searchPlayers>;
export type ApprovalFilter = CallQuery<typeof opsPlayerCalls.approvals>;
type Paged = { memberId: number; pageNo: number; pageSize: number };

export const playerKeys = {
  all: [OPS_KEY, 'players'] as const,
  search: (query: PlayerSearch) => [OPS_KEY, 'players', 'search', query] as const,
  player: (memberId: number) => [OPS_KEY, 'players', memberId] as const,
  tab: (memberId: number, tab: string, page?: number) => [OPS_KEY, 'players', memberId, tab, page] as const,
  approvals: (filter: ApprovalFilter) => [OPS_KEY, 'approvals', filter] as const,
};

/** The search runs only once a term is long enough for the server (two characters). */
export function usePlayerSearch(query: PlayerSearch | null) {
  return useQuery({
    queryKey: playerKeys.search(query ?? { q: '', by: 'any', pageNo: 1, pageSize: 20 }),
    queryFn: ({ signal }) => opsCall(opsPlayerCalls.searchPlayers, { query: query!, signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

export function usePlayer(memberId: number) {
  return useQuery({
    queryKey: playerKeys.player(memberId),
    queryFn: ({ signal }) => opsCall(opsPlayerCalls.player, { query: { memberId }, signal }),
  });
}

export function usePlayerLedger(query: Paged) {
  return useQuery({
    queryKey: playerKeys.tab(query.memberId, 'ledger', query.pageNo),
    queryFn: ({ signal }) => opsCall(opsPlayerCalls.playerLedger, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePlayerBets(query: Paged) {
  return useQuery({
    queryKey: playerKeys.tab(query.memberId, 'bets', query.pageNo),
    queryFn: ({ signal }) => opsCall(opsPlayerCalls.playerBets, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePlayerSessions(query: Paged) {
  return useQuery({
    queryKey: playerKeys.tab(query.memberId, 'sessions', query.pageNo),
    queryFn: ({ signal }) => opsCall(opsPlayerCalls.playerSessions, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePlayerNotes(memberId: number) {
  return useQuery({
    queryKey: playerKeys.tab(memberId, 'notes'),
    queryFn: ({ signal }) => opsCall(opsPlayerCalls.playerNotes, { query: { memberId }, signal }),
  });
}

/** A player's bonuses (the rewards desk's call, by brand and username). */
export function usePlayerBonuses(merchantCode: string, username: string) {
  return useQuery({
    queryKey: [OPS_KEY, 'players', 'bonuses', merchantCode, username],
    queryFn: ({ signal }) =>
      opsCall(opsRewardCalls.bonusGrants, { query: { merchantCode, username }, signal }),
  });
}

export function useApprovals(filter: ApprovalFilter) {
  return useQuery({
    queryKey: playerKeys.approvals(filter),
    queryFn: ({ signal }) => opsCall(opsPlayerCalls.approvals, { query: filter, signal }),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
  });
}

type PlayerAction =
  | { kind: 'lock' | 'unlock'; body: CallBody<typeof operatorCalls.freezeMember> }
  | { kind: 'logout'; body: CallBody<typeof opsPlayerCalls.forceLogout> }
  | { kind: 'note'; body: CallBody<typeof opsPlayerCalls.addPlayerNote> }
  | { kind: 'adjust'; body: CallBody<typeof opsPlayerCalls.requestAdjustment> }
  | { kind: 'decide'; body: CallBody<typeof opsPlayerCalls.decideApproval> };

/** Every write of the players desk; the player's page and the approvals refetch after any of them. */
export function usePlayerAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: PlayerAction): Promise<unknown> => {
      switch (action.kind) {
        case 'lock':
          return opsCall(operatorCalls.freezeMember, { body: action.body });
        case 'unlock':
          return opsCall(operatorCalls.unfreezeMember, { body: action.body });
        case 'logout':
          return opsCall(opsPlayerCalls.forceLogout, { body: action.body });
        case 'note':
          return opsCall(opsPlayerCalls.addPlayerNote, { body: action.body });
        case 'adjust':
          return opsCall(opsPlayerCalls.requestAdjustment, { body: action.body });
        case 'decide':
          return opsCall(opsPlayerCalls.decideApproval, { body: action.body });
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: playerKeys.all }),
        queryClient.invalidateQueries({ queryKey: [OPS_KEY, 'approvals'] }),
      ]),
  });
}

/** A temporary password for the player, shown once in the dialog that asked for it. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof opsPlayerCalls.resetPassword>) =>
      opsCall(opsPlayerCalls.resetPassword, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: playerKeys.all }),
  });
}

/** A player's personal details (decision A-profile-1) and customer service's correction. */
export function usePlayerProfile(memberId: number) {
  return useQuery({
    queryKey: playerKeys.tab(memberId, 'profile'),
    queryFn: ({ signal }) => opsCall(opsProfileCalls.playerProfile, { query: { memberId }, signal }),
  });
}

export function useCorrectProfile(memberId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof opsProfileCalls.correctProfile>) =>
      opsCall(opsProfileCalls.correctProfile, { body }),
    onSuccess: (profile) => {
      client.setQueryData(playerKeys.tab(memberId, 'profile'), profile);
      void client.invalidateQueries({ queryKey: playerKeys.player(memberId) });
    },
  });
}
