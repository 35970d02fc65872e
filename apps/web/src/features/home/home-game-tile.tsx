import { useTranslation } from '../../lib/use-translation';
import type { GameTile } from '@jade/contract/game-catalogue';
import { launchGame } from '../../lib/game-launch';
import { cn } from '../../lib/cn';
import { FlameIcon, PlayIcon } from '../../ui/icons';
import { LazyImage } from '../../ui/lazy-image';

/** A game of the home page's rows: artwork, name, vendor, hot/new badges; choosing it launches it. */
export function HomeGameTile({
  game,
  rank,
  className,
}: {
  game: GameTile;
  rank?: number;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={() => void launchGame(game)}
      data-testid="home-game"
      data-node-id={game.nodeId}
      className={cn(
        'group relative flex w-full flex-col overflow-hidden rounded-2xl border border-line bg-surface text-left shadow-card transition duration-200',
        'hover:-translate-y-1 hover:border-gold hover:shadow-pop',
        className,
      )}
    >
      <span className="relative block aspect-square overflow-hidden bg-[linear-gradient(135deg,#0e3a2e,#072219)]">
        <LazyImage
          src={game.iconUrl || game.defaultIcon}
          alt=""
          width={300}
          height={300}
          // The rows' columns: three on a phone, four to six of about 200 px from 640 px.
          sizes="(min-width: 640px) 200px, 33vw"
          className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.04]"
        />
        <span className="absolute inset-x-0 bottom-0 flex translate-y-full items-center justify-center bg-black/55 py-2 opacity-0 transition group-hover:translate-y-0 group-hover:opacity-100 group-focus-visible:translate-y-0 group-focus-visible:opacity-100">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-[linear-gradient(180deg,#f6d98a,#d7a93a)] px-3.5 py-1.5 text-xs font-extrabold text-on-gold shadow-gold">
            <PlayIcon size={14} />
            {t('play_now')}
          </span>
        </span>
        <span className="absolute top-2 left-2 flex gap-1">
          {rank != null && (
            <span className="rounded-md bg-black/80 px-1.5 py-0.5 text-[11px] font-extrabold text-gold-bright tabular-nums">
              #{rank}
            </span>
          )}
          {game.isHot === 1 && (
            <span className="inline-flex items-center gap-0.5 rounded-md bg-hot-badge px-1.5 py-0.5 text-[10px] font-extrabold text-white uppercase">
              <FlameIcon size={10} />
              {t('hot')}
            </span>
          )}
          {game.isNew === 1 && (
            <span className="rounded-md bg-brand px-1.5 py-0.5 text-[10px] font-extrabold text-on-brand uppercase">
              {t('new_badge')}
            </span>
          )}
        </span>
      </span>
      <span className="block px-2.5 pt-2 pb-2.5">
        <span className="block truncate text-[13px] font-bold text-fg">{game.gameName}</span>
        <span className="block truncate text-[11px] text-muted">{game.vendorName}</span>
      </span>
    </button>
  );
}
