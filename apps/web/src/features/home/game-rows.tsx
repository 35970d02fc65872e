import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import type { GameCategory } from '@jade/contract/games';
import { usePopularGames } from '../../api/games/home-games';
import { useHotGames } from '../../api/games/hot-games';
import { categoryHref } from '../../config/paths';
import { CATEGORY_LABEL_KEYS } from '../../lib/categories';
import { cn } from '../../lib/cn';
import { CategoryIcon } from '../../ui/category-icon';
import { ChevronRightIcon, FlameIcon } from '../../ui/icons';
import { HomeGameTile } from './home-game-tile';
import { SectionTitle } from './section-title';
import { WinnerBoard } from './winner-board';

/** Wire reference §4: the home page shows 12 games per row group. */
const HOME_GAMES = 12;

function TilesSkeleton({ count, className }: { count: number; className?: string }) {
  return (
    <ul className={className} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="aspect-[3/4] animate-pulse rounded-2xl bg-surface-3" />
      ))}
    </ul>
  );
}

/**
 * The hot games of the home page (spec §3: hot games grouped by ELOTT, LOTT, LIVE, SPORTS, FISH, RNG,
 * PVP), one tab per group that has games, twelve tiles each and a link to the category page.
 */
export function HotGames() {
  const { t } = useTranslation();
  const query = useHotGames();
  const groups = (query.data ?? []).filter((group) => group.list.length > 0);
  const [chosen, setChosen] = useState<GameCategory | null>(null);
  const fallback = groups.find((g) => g.gameType === 'RNG') ?? groups[0];
  const active = groups.find((g) => g.gameType === chosen) ?? fallback;
  const grid = 'grid grid-cols-6 gap-3 max-lg:grid-cols-4 max-sm:grid-cols-3 max-sm:gap-2';

  if (!query.isPending && groups.length === 0) return null;
  return (
    <section aria-labelledby="hot-games" className="content-width mt-10" data-testid="hot-games">
      <SectionTitle
        id="hot-games"
        title={t('hot_games')}
        action={
          active && categoryHref(active.gameType) ? (
            <Link
              to={categoryHref(active.gameType)!}
              className="inline-flex items-center gap-1 text-sm font-semibold text-brand-fg hover:underline"
            >
              {t('view_all')}
              <ChevronRightIcon size={16} className="rtl:rotate-180" />
            </Link>
          ) : undefined
        }
      />
      {query.isPending || !active ? (
        <TilesSkeleton count={HOME_GAMES} className={grid} />
      ) : (
        <Tabs.Root value={active.gameType} onValueChange={(v) => setChosen(v as GameCategory)}>
          <Tabs.List
            aria-label={t('hot_games')}
            className="no-scrollbar mb-4 flex gap-2 overflow-x-auto pb-1"
            data-testid="hot-tabs"
          >
            {groups.map((g) => (
              <Tabs.Trigger
                key={g.gameType}
                value={g.gameType}
                data-testid={`hot-tab-${g.gameType}`}
                className={cn(
                  'inline-flex h-10 shrink-0 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition',
                  'data-[state=active]:border-transparent data-[state=active]:bg-[linear-gradient(180deg,#0b6b50,#064634)] data-[state=active]:text-white data-[state=active]:shadow-card',
                  'data-[state=inactive]:border-line data-[state=inactive]:bg-surface data-[state=inactive]:text-muted data-[state=inactive]:hover:border-gold data-[state=inactive]:hover:text-fg',
                )}
              >
                <CategoryIcon category={g.gameType} size={16} />
                {t(CATEGORY_LABEL_KEYS[g.gameType])}
                <span className="rounded-full bg-black/10 px-1.5 text-[11px] tabular-nums dark:bg-white/10">
                  {g.list.length}
                </span>
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {groups.map((g) => (
            <Tabs.Content key={g.gameType} value={g.gameType} className="outline-none">
              <ul className={grid}>
                {g.list.slice(0, HOME_GAMES).map((game) => (
                  <li key={game.nodeId}>
                    <HomeGameTile game={game} />
                  </li>
                ))}
              </ul>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </section>
  );
}

/**
 * The popular games (spec §7 /lgw/games/popular, 20, by real launches) beside the winner board. Before
 * anyone has played, the board stands alone.
 */
export function PopularAndWinners() {
  const { t } = useTranslation();
  const query = usePopularGames();
  const games = query.data ?? [];
  const showPopular = query.isPending || games.length > 0;
  return (
    <div
      className={cn(
        'content-width mt-10 grid items-start gap-6',
        showPopular && 'lg:grid-cols-[minmax(0,1fr)_340px]',
      )}
    >
      {showPopular && (
        <section aria-labelledby="popular-games" className="min-w-0" data-testid="popular-games">
          <SectionTitle
            id="popular-games"
            title={t('popular_games')}
            action={
              <span className="flex items-center gap-1.5 text-sm font-semibold text-hot">
                <FlameIcon size={16} />
                {t('most_played')}
              </span>
            }
          />
          {query.isPending ? (
            <TilesSkeleton count={10} className="grid grid-cols-5 gap-3 max-sm:grid-cols-3" />
          ) : (
            <ul
              className="no-scrollbar grid snap-x auto-cols-[148px] grid-flow-col grid-rows-2 gap-3 overflow-x-auto pb-1 max-sm:auto-cols-[118px] max-sm:gap-2"
              aria-label={t('popular_games')}
            >
              {games.map((game, i) => (
                <li key={game.nodeId} className="snap-start">
                  <HomeGameTile game={game} rank={i + 1} />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <WinnerBoard className={showPopular ? 'lg:mt-[52px]' : undefined} />
    </div>
  );
}
