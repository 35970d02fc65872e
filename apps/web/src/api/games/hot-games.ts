import { useQuery } from '@tanstack/react-query';
import type { CallValue } from '@jade/contract/call';
import { gameCalls } from '@jade/contract/call-routes';
import { callApi } from '../client';
import { session } from '../../lib/storage';
import { useLocaleStore } from '../../stores/locale-store';
import { useSessionStore } from '../../stores/session-store';

type HotGames = CallValue<typeof gameCalls.hotGames>;

const STALE_MS = 10 * 60_000;

interface Stored {
  key: string;
  at: number;
  value: HotGames;
}

function readStored(key: string): Stored | undefined {
  try {
    const stored = JSON.parse(session.get('HOT_GAMES') ?? 'null') as Stored | null;
    return stored?.key === key && Array.isArray(stored.value?.list) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The hot games (GCSGAME_hotGamesV2), grouped per category. Kept in sessionStorage `HOT_GAMES` (wire
 * §4) as well as the query cache, so the hot tab shows at once, even after a reload, with no paging
 * (spec §4).
 */
export function useHotGames() {
  const merchant = useSessionStore((s) => s.merchant);
  const language = useLocaleStore((s) => s.language);
  const storeKey = `${merchant}:${language}`;
  const stored = readStored(storeKey);
  return useQuery({
    queryKey: ['games', 'hot', merchant, language],
    queryFn: async ({ signal }) => {
      const value = await callApi(gameCalls.hotGames, {
        query: { merchantCode: merchant, isPlatform: '2', vassalage: '', language },
        signal,
      });
      session.set('HOT_GAMES', JSON.stringify({ key: storeKey, at: Date.now(), value } satisfies Stored));
      return value;
    },
    staleTime: STALE_MS,
    ...(stored ? { initialData: stored.value, initialDataUpdatedAt: stored.at } : {}),
  });
}
