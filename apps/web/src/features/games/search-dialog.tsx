import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useGameList } from '../../api/games/game-list';
import { useRecentRngGames } from '../../api/games/recent-games';
import { addSearchHistory, readSearchHistory, removeSearchHistory } from '../../lib/search-history';
import { useIsLoggedIn } from '../../stores/session-store';
import { Modal } from '../../ui/modal/modal';
import { EmptyState, GameGridSkeleton, LoadMore, TileList } from './game-grid';
import { SearchBox } from './search-box';
import { SearchHistoryList } from './search-history-list';

const POPUP_GRID = 'grid grid-cols-[repeat(auto-fill,minmax(140px,1fr))] gap-3 max-sm:grid-cols-2';

/** Every category's games whose name contains the term, 24 a page with load-more. */
function Results({ term }: { term: string }) {
  const { t } = useTranslation();
  const list = useGameList({ gameName: term });
  if (list.isPending) return <GameGridSkeleton count={6} />;
  const pages = list.data?.pages ?? [];
  const games = pages.flatMap((p) => p.games);
  const total = pages[0]?.totalCount ?? 0;
  if (games.length === 0) return <EmptyState />;
  return (
    <section aria-labelledby="search-results-title" className="grid gap-3">
      <h3 id="search-results-title" className="text-sm font-semibold text-muted" data-testid="search-count">
        {t('search_count', { 0: total })}
      </h3>
      <TileList games={games} className={POPUP_GRID} testId="search-results" compact />
      {list.hasNextPage && (
        <LoadMore
          shown={games.length}
          total={total}
          hasMore
          loading={list.isFetchingNextPage}
          onMore={() => void list.fetchNextPage()}
        />
      )}
    </section>
  );
}

/** Up to 9 recent slots games of a logged-in member (GCS_recentGame page 1 size 9, RNG). */
function RecentGames() {
  const { t } = useTranslation();
  const recent = useRecentRngGames(true);
  const list = recent.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="search-recent-title" className="grid gap-3">
      <h3 id="search-recent-title" className="text-xs font-bold tracking-wider text-subtle uppercase">
        {t('games_recent')}
      </h3>
      <TileList games={list} className={POPUP_GRID} testId="search-recent" compact />
    </section>
  );
}

/**
 * The search popup of spec §2: game-name search on Enter, a search history kept in local storage with
 * one-by-one removal, results with a count ('no data' when empty) and, for members, recent slots games.
 */
export function SearchDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const [term, setTerm] = useState('');
  const [history, setHistory] = useState(readSearchHistory);

  function search(text: string) {
    setTerm(text);
    if (text) setHistory(addSearchHistory(text));
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('search_title')}
      width={900}
      minHeight={380}
      testId="search-dialog"
      bodyClassName="grid content-start gap-5 p-5 max-sm:p-3"
    >
      <SearchBox value={term} onSearch={search} debounce={false} autoFocus testId="search-input" />
      <SearchHistoryList
        items={history}
        onPick={search}
        onRemove={(item) => setHistory(removeSearchHistory(item))}
      />
      {term ? <Results term={term} /> : loggedIn ? <RecentGames /> : null}
    </Modal>
  );
}
