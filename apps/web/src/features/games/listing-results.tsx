import { useMemo } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { GameCategory } from '@jade/contract/games';
import type { GameTile } from '@jade/contract/game-catalogue';
import { useFavouriteList } from '../../api/games/favourites';
import { useGameList, type GameListFilters } from '../../api/games/game-list';
import { useHotGames } from '../../api/games/hot-games';
import { useRecentGames } from '../../api/games/recent-games';
import { errorText } from '../../lib/error-text';
import { passGate } from '../../lib/gates';
import { useIsLoggedIn } from '../../stores/session-store';
import { Button } from '../../ui/button';
import { EmptyState, GameGrid, GameGridSkeleton, LoadMore } from './game-grid';
import { isJackpotMode, type ListMode } from './listing-modes';

interface Results {
  games: GameTile[];
  total: number;
  pending: boolean;
  error: unknown;
  hasMore: boolean;
  loadingMore: boolean;
  more?: () => void;
  retry(): void;
}

/** The games of the current tab: paged lists (default, jackpot, recent) or whole lists (hot, fav). */
function useResults(category: GameCategory, mode: ListMode, filters: GameListFilters): Results {
  const paged = mode === 'default' || isJackpotMode(mode);
  // The jackpot-type tabs list every category's games of that type (table games, arcade…).
  const { gameType: _category, ...anyCategory } = filters;
  const listFilters: GameListFilters = isJackpotMode(mode) ? { ...anyCategory, jackpotType: mode } : filters;
  const list = useGameList(listFilters, paged);
  // Asked only on the hot tab (its trigger prefetches it): on the default tab it was the page's
  // largest answer, parsed on every first visit for nothing it shows.
  const hot = useHotGames({ enabled: mode === 'hot' });
  const fav = useFavouriteList(category, mode === 'fav');
  const recent = useRecentGames(category, mode === 'recent');

  const hotGames = useMemo(
    () => hot.data?.find((g) => g.gameType === category)?.list ?? [],
    [hot.data, category],
  );

  if (paged || mode === 'recent') {
    const query = paged ? list : recent;
    const pages = query.data?.pages ?? [];
    const games = pages.flatMap((p) => ('games' in p ? p.games : p.list));
    return {
      games,
      total: pages[0]?.totalCount ?? 0,
      pending: query.isPending,
      error: query.error,
      hasMore: query.hasNextPage,
      loadingMore: query.isFetchingNextPage,
      more: () => void query.fetchNextPage(),
      retry: () => void query.refetch(),
    };
  }
  if (mode === 'hot') {
    return {
      games: hotGames,
      total: hotGames.length,
      pending: hot.isPending,
      error: hot.error,
      hasMore: false,
      loadingMore: false,
      retry: () => void hot.refetch(),
    };
  }
  const content = fav.data?.content ?? [];
  return {
    games: content,
    total: content.length,
    pending: fav.isPending,
    error: fav.error,
    hasMore: false,
    loadingMore: false,
    retry: () => void fav.refetch(),
  };
}

export function ListingResults({
  category,
  mode,
  filters,
}: {
  category: GameCategory;
  mode: ListMode;
  filters: GameListFilters;
}) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const results = useResults(category, mode, filters);
  // Favourites and recent games are a member's own (spec §5): a visitor is asked to log in.
  if (!loggedIn && (mode === 'fav' || mode === 'recent')) {
    return (
      <EmptyState>
        <Button variant="gold" onClick={() => passGate('login', mode)} data-testid="games-login">
          {t('hd_login_button')}
        </Button>
      </EmptyState>
    );
  }
  if (results.pending) return <GameGridSkeleton />;
  if (results.error) {
    return (
      <div className="flex flex-col items-center gap-3 py-12 text-center" data-testid="games-error">
        <p className="text-sm text-danger">{errorText(t, results.error)}</p>
        <Button variant="outline" onClick={results.retry}>
          {t('reload')}
        </Button>
      </div>
    );
  }
  if (results.games.length === 0) return <EmptyState />;
  return (
    <>
      <GameGrid games={results.games} />
      {results.more ? (
        <LoadMore
          shown={results.games.length}
          total={results.total}
          hasMore={results.hasMore}
          loading={results.loadingMore}
          onMore={results.more}
        />
      ) : null}
    </>
  );
}
