import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GameCategory } from '@jade/contract/games';
import type { GameTile } from '@jade/contract/game-catalogue';
import { gameCalls } from '@jade/contract/call-routes';
import { callApi } from '../client';
import { writeQueryData } from '../write-aware-query-client';
import { useLocaleStore } from '../../stores/locale-store';
import { useSessionStore } from '../../stores/session-store';

const idsKey = (token: string | null) => ['games', 'favourite-ids', token] as const;

/** The member's favourite node ids (MCSFE_getFavoriteGames); empty for visitors. */
export function useFavouriteIds() {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: idsKey(token),
    queryFn: ({ signal }) => callApi(gameCalls.favouriteIds, { signal }),
    enabled: Boolean(token),
    select: (ids) => new Set(ids),
  });
}

/** The member's favourite games of a category (MCSFE_getFavoriteGamesList, page size 999: no paging). */
export function useFavouriteList(gameType: GameCategory | undefined, enabled: boolean) {
  const token = useSessionStore((s) => s.token);
  const language = useLocaleStore((s) => s.language);
  return useQuery({
    queryKey: ['games', 'favourite-list', token, gameType ?? 'ALL', language],
    queryFn: ({ signal }) =>
      callApi(gameCalls.favouriteList, {
        query: { pageNo: 1, pageSize: 999, clientType: '3', language, ...(gameType ? { gameType } : {}) },
        signal,
      }),
    enabled: enabled && Boolean(token),
  });
}

/**
 * The favourite toggle of spec §4: remove when the game is already a favourite, else add; the local
 * list updates afterwards (the id set at once, the favourite lists on their next read).
 */
export function useToggleFavourite() {
  const client = useQueryClient();
  const token = useSessionStore((s) => s.token);
  return useMutation({
    mutationFn: ({ game, favourite }: { game: GameTile; favourite: boolean }) => {
      const fields = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
      return favourite
        ? callApi(gameCalls.removeFavourite, { query: fields })
        : callApi(gameCalls.addFavourite, { body: fields });
    },
    onSuccess: (result) => {
      writeQueryData<string[]>(client, idsKey(token), (ids = []) =>
        result.favourite
          ? [result.nodeId, ...ids.filter((id) => id !== result.nodeId)]
          : ids.filter((id) => id !== result.nodeId),
      );
      void client.invalidateQueries({ queryKey: ['games', 'favourite-list'] });
    },
  });
}
