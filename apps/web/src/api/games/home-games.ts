import { useQuery } from '@tanstack/react-query';
import { gameCalls } from '@jade/contract/call-routes';
import { POPULAR_COUNT, WINNER_BOARD_LIMIT } from '@jade/contract/game-constants';
import { callApi } from '../client';
import { useLocaleStore } from '../../stores/locale-store';

/** The home page's popular games (spec §7 /lgw/games/popular, count 20): real launch counts. */
export function usePopularGames() {
  const language = useLocaleStore((s) => s.language);
  return useQuery({
    queryKey: ['games', 'popular', language],
    queryFn: ({ signal }) =>
      callApi(gameCalls.popular, { query: { count: POPULAR_COUNT, language }, signal }),
    staleTime: 5 * 60_000,
    select: (value) => value.list,
  });
}

/** The winner board (spec §7 GCSGAME_getRankList: gameCategory ALL, limitNum 20): real wins. */
export function useWinnerBoard() {
  const language = useLocaleStore((s) => s.language);
  return useQuery({
    queryKey: ['games', 'winners', language],
    queryFn: ({ signal }) =>
      callApi(gameCalls.winnerBoard, {
        query: { gameCategory: 'ALL', language, limitNum: WINNER_BOARD_LIMIT },
        signal,
      }),
    staleTime: 60_000,
    refetchInterval: 120_000,
    select: (value) => value.list.map((entry) => entry.vo),
  });
}
