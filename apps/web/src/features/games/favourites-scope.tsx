import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { GameTile } from '@jade/contract/game-catalogue';
import { useFavouriteIds, useToggleFavourite } from '../../api/games/favourites';
import { useAlertStore } from '../../stores/alert-store';

interface Favourites {
  /** The member's favourite games' node ids; empty for a visitor or until they are read. */
  ids: ReadonlySet<string> | undefined;
  /** The game whose heart is being toggled. */
  pendingId: string | undefined;
  toggle(game: GameTile, favourite: boolean): void;
}

const FavouritesContext = createContext<Favourites | null>(null);

/**
 * One favourites query and one toggle for a whole list of tiles, instead of a query observer and a
 * mutation per heart: a page of tiles rendered 24 of each, a sixth of the list's render time on a
 * slow phone (docs/performance.md).
 */
export function FavouritesScope({ children }: { children: ReactNode }) {
  const ids = useFavouriteIds();
  const mutation = useToggleFavourite();
  const { mutate } = mutation;
  const pendingId = mutation.isPending ? mutation.variables?.game.nodeId : undefined;
  const value = useMemo<Favourites>(
    () => ({
      ids: ids.data,
      pendingId,
      toggle: (game, favourite) =>
        mutate(
          { game, favourite },
          { onError: () => useAlertStore.getState().show({ kind: 'warning', key: 'system.error' }) },
        ),
    }),
    [ids.data, pendingId, mutate],
  );
  return <FavouritesContext.Provider value={value}>{children}</FavouritesContext.Provider>;
}

/** The favourites of the enclosing list; a tile outside a FavouritesScope is a programming error. */
export function useFavourites(): Favourites {
  const favourites = useContext(FavouritesContext);
  if (!favourites) throw new Error('A game tile needs a FavouritesScope around its list');
  return favourites;
}
