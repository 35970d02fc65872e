import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallValue } from '@jade/contract/call';
import { gameCalls } from '@jade/contract/call-routes';
import type { GameTile } from '@jade/contract/game-catalogue';
import { HOT_GROUPS } from '@jade/contract/game-constants';
import type { GameCategory } from '@jade/contract/games';
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

export interface HotGroup {
  gameType: GameCategory;
  list: GameTile[];
}

/** The hot games per category of {@link HOT_GROUPS}, in that order (spec §3), each in the list's order. */
export function groupHotGames(value: HotGames): HotGroup[] {
  return HOT_GROUPS.map((gameType) => ({
    gameType,
    list: value.list.filter((g) => g.gameType === gameType),
  }));
}

function hotGamesQuery(merchant: string, language: string) {
  const storeKey = `${merchant}:${language}`;
  return queryOptions({
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

/**
 * The hot games (GCSGAME_hotGamesV2), grouped per category. Kept in sessionStorage `HOT_GAMES` (wire
 * §4) as well as the query cache, so the hot tab shows at once, even after a reload, with no paging
 * (spec §4). `enabled: false` reads what is already there and asks nothing: a games page asks only
 * when its hot tab is open or about to be ({@link usePrefetchHotGames}), not on every first visit.
 */
export function useHotGames({ enabled = true }: { enabled?: boolean } = {}) {
  const merchant = useSessionStore((s) => s.merchant);
  const language = useLocaleStore((s) => s.language);
  return useQuery({ ...hotGamesQuery(merchant, language), enabled, select: groupHotGames });
}

/** Starts loading the hot games (a pointer or a finger on the hot tab, a focus): they are there on the click. */
export function usePrefetchHotGames(): () => void {
  const queryClient = useQueryClient();
  const merchant = useSessionStore((s) => s.merchant);
  const language = useLocaleStore((s) => s.language);
  return () => void queryClient.prefetchQuery(hotGamesQuery(merchant, language));
}
