import { useTranslation } from '../../lib/use-translation';
import type { VendorCard } from '@jade/contract/games';
import { GAME_LIST_MAX_PAGE_SIZE } from '@jade/contract/game-constants';
import { useGamePage } from '../../api/games/game-list';
import { EmptyState, GameGridSkeleton, TileList } from './game-grid';

/** A VASSALAGE vendor's games (the game list query with `vassalage`), shown in the game popup. */
export function VendorGamesList({ vendor }: { vendor: Pick<VendorCard, 'vassalage' | 'gameType'> }) {
  const { t } = useTranslation();
  const page = useGamePage(
    { vassalage: vendor.vassalage, gameType: vendor.gameType },
    GAME_LIST_MAX_PAGE_SIZE,
  );
  if (page.isPending) return <GameGridSkeleton count={8} />;
  const games = page.data?.games ?? [];
  if (games.length === 0) return <EmptyState />;
  return (
    <>
      <p className="mb-3 text-sm text-muted" data-testid="vendor-games-count">
        {t('search_count', { 0: page.data?.totalCount ?? games.length })}
      </p>
      <TileList
        games={games}
        className="grid grid-cols-[repeat(auto-fill,minmax(150px,1fr))] gap-3"
        testId="vendor-games"
        compact
      />
    </>
  );
}
