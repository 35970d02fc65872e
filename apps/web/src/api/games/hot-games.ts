import { useQuery } from '@tanstack/react-query';
import type { CallValue } from '@jade/contract/call';
import { gameCalls } from '@jade/contract/call-routes';
import { callApi } from '../client';
import { onIdle } from '../../lib/idle-turn';
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
  return useQuery({
    queryKey: ['games', 'hot', merchant, language],
    queryFn: async ({ signal }) => {
      const value = await callApi(gameCalls.hotGames, {
        query: { merchantCode: merchant, isPlatform: '2', vassalage: '', language },
        signal,
      });
      // Written when the browser is idle: the list is large, and storage writes are synchronous.
      onIdle(() =>
        session.set('HOT_GAMES', JSON.stringify({ key: storeKey, at: Date.now(), value } satisfies Stored)),
      );
      return value;
    },
    staleTime: STALE_MS,
    // Read once, when the query enters the cache, not at every render of every user of the hook.
    initialData: () => readStored(storeKey)?.value,
    initialDataUpdatedAt: () => readStored(storeKey)?.at,
  });
}
