import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { GameTile as Game } from '@jade/contract/game-catalogue';
import { cn } from '../../lib/cn';
import { ComingPlaces, useProgressiveCount } from '../../ui/after-first-screen';
import { Button } from '../../ui/button';
import { GridIcon } from '../../ui/game-icons';
import { GameTile } from './game-tile';
import { FavouritesScope } from './favourites-scope';

export const GRID_CLASS =
  'grid grid-cols-[repeat(auto-fill,minmax(168px,1fr))] gap-4 max-sm:grid-cols-2 max-sm:gap-3';

/**
 * Tiles per render: the first screen's (a row of the widest grid, three rows of a phone's), then as
 * many again in each idle turn; 12 tiles at once made a render of 80–100 ms on a slow phone.
 */
const TILES_PER_TURN = 6;

/** A list of game tiles sharing one favourites scope: the grids of pages, popups and search. */
export function TileList({
  games,
  className,
  testId,
  compact = false,
  coming = 0,
}: {
  games: readonly Game[];
  className: string;
  testId: string;
  compact?: boolean;
  /** Tiles still to come in idle turns: their places are kept, so that the page below stays put. */
  coming?: number;
}) {
  return (
    <FavouritesScope>
      <ul className={className} data-testid={testId} aria-busy={coming > 0 || undefined}>
        {games.map((game) => (
          <li key={game.nodeId}>
            <GameTile game={game} compact={compact} />
          </li>
        ))}
        <ComingPlaces count={coming} className="rounded-2xl border border-line bg-surface" />
      </ul>
    </FavouritesScope>
  );
}

export function GameGrid({ games, className }: { games: readonly Game[]; className?: string }) {
  const shown = useProgressiveCount(games.length, TILES_PER_TURN);
  return (
    <TileList
      games={games.slice(0, shown)}
      className={cn(GRID_CLASS, 'auto-rows-fr', className)}
      testId="game-grid"
      coming={games.length - shown}
    />
  );
}

export function GameGridSkeleton({ count = 12 }: { count?: number }) {
  return (
    <ul className={GRID_CLASS} aria-hidden="true" data-testid="game-grid-loading">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="overflow-hidden rounded-2xl border border-line bg-surface">
          <div className="aspect-square animate-pulse bg-surface-3" />
          <div className="space-y-2 p-3">
            <div className="h-3.5 w-3/4 animate-pulse rounded bg-surface-3" />
            <div className="h-3 w-1/2 animate-pulse rounded bg-surface-3" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Spec §8: a search or list with no results says 'no data'. */
export function EmptyState({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="games-empty"
      className="flex flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-line-strong bg-surface-2 px-6 py-14 text-center"
    >
      <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-soft text-brand-fg">
        <GridIcon size={26} />
      </span>
      <p className="text-base font-bold">{t('no_data')}</p>
      {children}
    </div>
  );
}

/** Load-more appends the next page while there is one, then says there are no more (spec §4). */
export function LoadMore({
  shown,
  total,
  hasMore,
  loading,
  onMore,
}: {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  onMore(): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-8 flex flex-col items-center gap-3">
      <p className="text-sm text-muted" data-testid="games-shown">
        {t('games_shown', { 0: shown, 1: total })}
      </p>
      <div className="h-1 w-56 overflow-hidden rounded-full bg-surface-3" aria-hidden="true">
        <div
          className="h-full rounded-full bg-[linear-gradient(90deg,#b48412,#f0cc70)]"
          style={{ width: `${total ? Math.min(100, (shown / total) * 100) : 100}%` }}
        />
      </div>
      {hasMore ? (
        <Button variant="outline" size="lg" onClick={onMore} disabled={loading} data-testid="games-more">
          {loading ? t('loading') : t('load_more')}
        </Button>
      ) : (
        <p className="text-sm font-semibold text-subtle" data-testid="games-no-more">
          {t('no_more')}
        </p>
      )}
    </div>
  );
}
