import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { CallQuery } from '@jade/contract/call';
import { GAME_LIST_DEFAULT_PAGE_SIZE } from '@jade/contract/game-constants';
import { gameCalls } from '@jade/contract/call-routes';
import { callApi } from '../client';
import { useLocaleStore } from '../../stores/locale-store';
import { useSessionStore } from '../../stores/session-store';

export type GameListFilters = Omit<CallQuery<typeof gameCalls.gameList>, 'pageNo' | 'pageSize'>;

/** One page of the game list query (spec §3): clientType 3 as the spec's constants say. */
export function getGameList(query: CallQuery<typeof gameCalls.gameList>, signal?: AbortSignal) {
  return callApi(gameCalls.gameList, {
    query: { clientType: '3', ...query },
    ...(signal ? { signal } : {}),
  });
}

/** Drops empty filters so equal filters make equal query keys. */
function compact(filters: GameListFilters): GameListFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, v]) => v !== undefined && v !== '' && v !== 'all'),
  ) as GameListFilters;
}

export function gameListOptions(merchant: string, language: string, filters: GameListFilters) {
  const clean = compact(filters);
  return infiniteQueryOptions({
    queryKey: ['games', 'list', merchant, language, clean],
    // Spec §4: every new filter starts again at page 1 with page size 24; load-more asks the next page.
    queryFn: ({ pageParam, signal }) =>
      getGameList({ ...clean, language, pageNo: pageParam, pageSize: GAME_LIST_DEFAULT_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
  });
}

/** The paged game list for the listing page; `enabled` false while another tab shows. */
export function useGameList(filters: GameListFilters, enabled = true) {
  const merchant = useSessionStore((s) => s.merchant);
  const language = useLocaleStore((s) => s.language);
  return useInfiniteQuery({ ...gameListOptions(merchant, language, filters), enabled });
}

/** A single page of games (the search popup, a vendor's popup list). */
export function useGamePage(filters: GameListFilters, pageSize: number, enabled = true) {
  const merchant = useSessionStore((s) => s.merchant);
  const language = useLocaleStore((s) => s.language);
  const clean = compact(filters);
  return useQuery({
    queryKey: ['games', 'page', merchant, language, clean, pageSize],
    queryFn: ({ signal }) => getGameList({ ...clean, language, pageNo: 1, pageSize }, signal),
    enabled,
  });
}
