import { useQuery } from '@tanstack/react-query';
import { gameCalls } from '@jade/contract/call-routes';
import { callApi } from '../client';
import { useLocaleStore } from '../../stores/locale-store';

/**
 * Per category and vendor, the game classifications with their counts (GCSGAME_getVassGameType).
 * `enabled: false` asks nothing (a listing page without a chosen vendor does not need them).
 */
export function useVassGameTypes({ enabled = true }: { enabled?: boolean } = {}) {
  const language = useLocaleStore((s) => s.language);
  return useQuery({
    queryKey: ['games', 'vass-game-type', language],
    queryFn: ({ signal }) => callApi(gameCalls.vassGameType, { query: { language }, signal }),
    staleTime: 5 * 60_000,
    select: (value) => value.content,
    enabled,
  });
}
