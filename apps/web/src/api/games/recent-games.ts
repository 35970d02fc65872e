import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { GameCategory } from '@jade/contract/games';
import { GAME_LIST_DEFAULT_PAGE_SIZE, RECENT_GAMES_PAGE_SIZE } from '@jade/contract/game-constants';
import { gameCalls } from '@jade/contract/call-routes';
import { callApi } from '../client';
import { useLocaleStore } from '../../stores/locale-store';
import { useSessionStore } from '../../stores/session-store';

/** The header search popup's recent games: page 1, size 9, RNG, clientType 3 (spec §7). */
export function useRecentRngGames(enabled: boolean) {
  const token = useSessionStore((s) => s.token);
  const language = useLocaleStore((s) => s.language);
  return useQuery({
    queryKey: ['games', 'recent', token, 'RNG', language, 'popup'],
    queryFn: ({ signal }) =>
      callApi(gameCalls.recentGames, {
        query: { pageNo: 1, pageSize: RECENT_GAMES_PAGE_SIZE, gameType: 'RNG', clientType: '3', language },
        signal,
      }),
    enabled: enabled && Boolean(token),
    staleTime: 0,
  });
}

/** The listing page's recent tab: the category's recently launched games, 24 a page. */
export function useRecentGames(gameType: GameCategory, enabled: boolean) {
  const token = useSessionStore((s) => s.token);
  const language = useLocaleStore((s) => s.language);
  return useInfiniteQuery({
    queryKey: ['games', 'recent', token, gameType, language, 'list'],
    queryFn: ({ pageParam, signal }) =>
      callApi(gameCalls.recentGames, {
        query: {
          pageNo: pageParam,
          pageSize: GAME_LIST_DEFAULT_PAGE_SIZE,
          gameType,
          clientType: '3',
          language,
        },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) => (page < last.totalPages ? page + 1 : undefined),
    enabled: enabled && Boolean(token),
    staleTime: 0,
  });
}
