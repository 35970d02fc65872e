import { useTranslation } from '../../lib/use-translation';
import type { GamePopupProps } from '../../lib/game-launch';
import { Modal } from '../../ui/modal/modal';
import { MaintenanceAlternatives } from './maintenance-alternatives';
import { RoomList } from './room-list';
import { VendorGamesList } from './vendor-games-list';

type Props = GamePopupProps & { open: boolean; onOpenChange(open: boolean): void };

/**
 * The `game` modal slot (spec §2 game popup): a VASSALAGE vendor's game list, a PVP game's rooms, or
 * the alternatives of a game under maintenance (spec §8 recommended-game notice).
 */
export function GamePopup(props: Props) {
  const { t } = useTranslation();
  const { open, onOpenChange } = props;
  if (props.kind === 'vendor') {
    return (
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        title={t('vendor_games_title', { 0: props.vendor.displayName })}
        width={880}
        minHeight={420}
        testId="vendor-games-popup"
        bodyClassName="p-5 max-sm:p-3"
      >
        <VendorGamesList vendor={props.vendor} />
      </Modal>
    );
  }
  if (props.kind === 'rooms') {
    return (
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        title={t('rooms_title', { 0: props.game.gameName })}
        width={560}
        minHeight={260}
        testId="rooms-popup"
      >
        <RoomList game={props.game} rooms={props.rooms} />
      </Modal>
    );
  }
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('game_maintenance_title')}
      width={720}
      minHeight={260}
      testId="maintenance-popup"
    >
      <MaintenanceAlternatives alternatives={props.alternatives} gameName={props.game.gameName} />
    </Modal>
  );
}
