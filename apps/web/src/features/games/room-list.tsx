import { useTranslation } from '../../lib/use-translation';
import type { GameTile } from '@jade/contract/game-catalogue';
import { cn } from '../../lib/cn';
import { launchGame, type GamePopupProps } from '../../lib/game-launch';
import { Button } from '../../ui/button';
import { UsersIcon } from '../../ui/icons';

type Room = Extract<GamePopupProps, { kind: 'rooms' }>['rooms'][number];

/** A PVP game's rooms (GLS2_roomList): open rooms can be joined; full and closed ones say so. */
export function RoomList({ game, rooms }: { game: GameTile; rooms: readonly Room[] }) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-2" data-testid="room-list">
      {rooms.map((room) => {
        const open = room.status === 'open';
        return (
          <li
            key={room.roomId}
            data-testid="room"
            className="flex items-center gap-3 rounded-xl border border-line bg-surface-2 px-4 py-3"
          >
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand-fg">
              <UsersIcon size={18} />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate font-semibold">{room.name}</span>
              <span className="block text-xs text-muted">
                {t('room_detail', { 0: room.minBet.toFixed(2), 1: room.seated, 2: room.seats })}
              </span>
            </span>
            {open ? (
              <Button
                variant="gold"
                size="sm"
                data-testid="room-join"
                onClick={() => void launchGame(game, room.roomId)}
              >
                {t('room_join')}
              </Button>
            ) : (
              <span
                className={cn(
                  'rounded-full px-2.5 py-1 text-xs font-semibold',
                  room.status === 'full' ? 'bg-gold-soft text-gold-fg' : 'bg-surface-3 text-muted',
                )}
              >
                {t(room.status === 'full' ? 'room_full' : 'room_closed')}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
