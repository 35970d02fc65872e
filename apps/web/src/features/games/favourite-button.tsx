import { useTranslation } from '../../lib/use-translation';
import type { GameTile } from '@jade/contract/game-catalogue';
import { cn } from '../../lib/cn';
import { passGate } from '../../lib/gates';
import { HeartIcon } from '../../ui/game-icons';
import { useFavourites } from './favourites-scope';

/** The tile's heart (spec §4 favourite toggle); visitors get the login popup. */
export function FavouriteButton({ game, className }: { game: GameTile; className?: string }) {
  const { t } = useTranslation();
  const { ids, pendingId, toggle } = useFavourites();
  const favourite = ids?.has(game.nodeId) ?? false;
  return (
    <button
      type="button"
      aria-pressed={favourite}
      aria-label={t(favourite ? 'fav_remove' : 'fav_add', { 0: game.gameName })}
      data-testid="tile-favourite"
      disabled={pendingId === game.nodeId}
      onClick={(event) => {
        event.stopPropagation();
        if (!passGate('login', 'favourite')) return;
        toggle(game, favourite);
      }}
      // No backdrop blur on the tiles' buttons: each made a compositor layer and render surface of its
      // own, 40 on a page of tiles (decision P14).
      className={cn(
        'inline-flex h-8 w-8 items-center justify-center rounded-full transition',
        'bg-black/55 text-white hover:scale-110 hover:bg-black/70',
        favourite && 'text-[#ff5a6e]',
        className,
      )}
    >
      <HeartIcon size={17} filled={favourite} />
    </button>
  );
}
