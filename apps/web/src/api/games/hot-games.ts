import { useQuery } from '@tanstack/react-query';
import { gameCalls } from '@jade/contract/game-calls';
import { callApi } from '../client';
import { useLocaleStore } from '../../stores/locale-store';
import { useSessionStore } from '../../stores/session-store';

/**
 * The hot games (GCSGAME_hotGamesV2), grouped per category. Cached for the session so that the hot
 * tab shows at once without paging (spec §4).
 */
export function useHotGames() {
  const merchant = useSessionStore((s) => s.merchant);
  const language = useLocaleStore((s) => s.language);
  return useQuery({
    queryKey: ['games', 'hot', merchant, language],
    queryFn: ({ signal }) =>
      callApi(gameCalls.hotGames, {
        query: { merchantCode: merchant, isPlatform: '2', vassalage: '', language },
        signal,
      }),
    staleTime: 10 * 60_000,
  });
}
