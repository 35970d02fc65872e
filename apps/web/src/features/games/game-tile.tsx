import { memo } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { GameTile as Game } from '@jade/contract/game-catalogue';
import { cn } from '../../lib/cn';
import { launchGame, launchTrial } from '../../lib/game-launch';
import { SparkleIcon } from '../../ui/game-icons';
import { FlameIcon, PlayIcon, WrenchIcon } from '../../ui/icons';
import { LazyImage } from '../../ui/lazy-image';
import { FavouriteButton } from './favourite-button';

/**
 * The game's artwork: loaded once a tenth of the tile is in view (spec §9; the browser's own lazy
 * loading fetched a page's worth of tiles ahead, each SVG a document to parse and lay out on a slow
 * phone's main thread), with alt text; initials on a jade plate if it cannot load.
 */
function GameArt({ game }: { game: Game }) {
  const src = game.iconUrl || game.showIcon || game.defaultIcon;
  const plate = (
    <span
      role="img"
      aria-label={game.gameName}
      className="flex h-full w-full items-center justify-center bg-[radial-gradient(circle_at_50%_35%,#11684f,#03140f)] text-2xl font-extrabold text-gold-bright"
    >
      {game.gameName.slice(0, 2).toUpperCase()}
    </span>
  );
  if (!src) return plate;
  return (
    <LazyImage
      src={src}
      alt={game.gameName}
      width={300}
      height={300}
      // The grid's columns: two on a phone, about 170–200 px wide from 640 px.
      sizes="(min-width: 640px) 200px, 50vw"
      draggable={false}
      fallback={plate}
      className={cn(
        'h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.06]',
        game.maintenance && 'grayscale',
      )}
    />
  );
}

function Badges({ game }: { game: Game }) {
  const { t } = useTranslation();
  return (
    <span className="pointer-events-none absolute top-11 right-2 flex flex-col items-end gap-1">
      {game.isHot === 1 && (
        <span
          data-testid="tile-hot"
          className="inline-flex h-5 items-center gap-0.5 rounded-full bg-hot-badge px-1.5 text-[10px] font-bold tracking-wide text-white uppercase shadow-sm"
        >
          <FlameIcon size={11} />
          {t('hot')}
        </span>
      )}
      {game.isNew === 1 && (
        <span
          data-testid="tile-new"
          className="inline-flex h-5 items-center gap-0.5 rounded-full bg-[linear-gradient(180deg,#ffe7a3,#d7a93a)] px-1.5 text-[10px] font-bold tracking-wide text-on-gold uppercase shadow-sm"
        >
          <SparkleIcon size={10} />
          {t('game_new')}
        </span>
      )}
      {game.maintenance && (
        <span
          data-testid="tile-maintenance"
          className="inline-flex h-5 items-center gap-1 rounded-full bg-black/75 px-1.5 text-[10px] font-semibold text-white"
        >
          <WrenchIcon size={10} />
          {t('vendor_maintenance')}
        </span>
      )}
    </span>
  );
}

/**
 * A game tile of spec §2: artwork, vendor name, game name, favourite heart, hot and new badges, the
 * 'immediate game' button and the 'free trial' button (only when supportPlay is 0). Memoised: a grid
 * that grows in idle turns (GameGrid) renders only its new tiles, not again every tile before them.
 */
export const GameTile = memo(function GameTile({ game, compact = false }: { game: Game; compact?: boolean }) {
  const { t } = useTranslation();
  const trial = game.supportPlay === 0;
  return (
    <article
      data-testid="game-tile"
      data-node={game.nodeId}
      data-vendor={game.vassalage}
      aria-label={game.gameName}
      className="group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-card transition duration-200 hover:-translate-y-1 hover:border-gold/80 hover:shadow-pop"
    >
      {/* Off screen, the art is neither laid out nor painted (each artwork is an SVG document of its
          own, 5–15 ms to paint on a slow phone). The box already clips, so nothing changes on screen. */}
      <div className="relative aspect-square overflow-hidden bg-header [content-visibility:auto]">
        <GameArt game={game} />
        <Badges game={game} />
        <FavouriteButton game={game} className="absolute top-2 right-2" />
        <div
          className={cn(
            'absolute inset-x-0 bottom-0 flex flex-col items-stretch gap-1.5 p-2.5 pt-10 transition duration-200',
            'bg-[linear-gradient(180deg,transparent,rgb(3_20_15/0.92)_55%)]',
            'translate-y-2 opacity-0 group-focus-within:translate-y-0 group-focus-within:opacity-100 group-hover:translate-y-0 group-hover:opacity-100',
            'pointer-coarse:translate-y-0 pointer-coarse:opacity-100',
          )}
        >
          <button
            type="button"
            data-testid="tile-play"
            aria-label={`${t('immediate_game')}: ${game.gameName}`}
            onClick={() => void launchGame(game)}
            className="inline-flex h-8 items-center justify-center gap-1.5 rounded-lg bg-[linear-gradient(180deg,#ffe7a3_0%,#e6bd55_48%,#c8962a_100%)] text-[13px] font-bold text-on-gold shadow-gold transition hover:brightness-105"
          >
            <PlayIcon size={13} />
            {t('immediate_game')}
          </button>
          {trial && (
            <button
              type="button"
              data-testid="tile-trial"
              aria-label={`${t('free_trial')}: ${game.gameName}`}
              onClick={() => void launchTrial(game)}
              className="inline-flex h-7 items-center justify-center rounded-lg border border-white/35 bg-white/10 text-xs font-semibold text-white transition hover:bg-white/20"
            >
              {t('free_trial')}
            </button>
          )}
        </div>
      </div>
      <div className={cn('flex min-w-0 flex-col gap-0.5 px-3 py-2.5', compact && 'px-2.5 py-2')}>
        <h3
          className="truncate text-[14px] leading-snug font-bold"
          data-testid="tile-name"
          title={game.gameName}
        >
          {game.gameName}
        </h3>
        <p className="truncate text-xs text-muted" data-testid="tile-vendor">
          {game.vendorName}
        </p>
      </div>
    </article>
  );
});
