import { useTranslation } from '../../lib/use-translation';
import type { GameTile } from '@jade/contract/game-catalogue';
import { useFavouriteIds, useToggleFavourite } from '../../api/games/favourites';
import { cn } from '../../lib/cn';
import { passGate } from '../../lib/gates';
import { useAlertStore } from '../../stores/alert-store';
import { HeartIcon } from '../../ui/game-icons';

/** The tile's heart (spec §4 favourite toggle); visitors get the login popup. */
export function FavouriteButton({ game, className }: { game: GameTile; className?: string }) {
  const { t } = useTranslation();
  const ids = useFavouriteIds();
  const toggle = useToggleFavourite();
  const favourite = ids.data?.has(game.nodeId) ?? false;
  return (
    <button
      type="button"
      aria-pressed={favourite}
      aria-label={t(favourite ? 'fav_remove' : 'fav_add', { 0: game.gameName })}
      data-testid="tile-favourite"
      disabled={toggle.isPending}
      onClick={(event) => {
        event.stopPropagation();
        if (!passGate('login', 'favourite')) return;
        toggle.mutate(
          { game, favourite },
          { onError: () => useAlertStore.getState().show({ kind: 'warning', key: 'system.error' }) },
        );
      }}
      className={cn(
        'inline-flex h-8 w-8 items-center justify-center rounded-full backdrop-blur-sm transition',
        'bg-black/45 text-white hover:scale-110 hover:bg-black/60',
        favourite && 'text-[#ff5a6e]',
        className,
      )}
    >
      <HeartIcon size={17} filled={favourite} />
    </button>
  );
}
