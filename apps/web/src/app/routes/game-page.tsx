import { GameFramePage } from '../../features/games/game-frame-page';

export function Component() {
  return <GameFramePage />;
}
