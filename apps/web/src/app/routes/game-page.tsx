import { useSearchParams } from 'react-router';
import { INHOUSE_VENDOR } from '@jade/contract/inhouse-games';
import { GameFramePage } from '../../features/games/game-frame-page';
import { InhouseGamePage } from '../../features/inhouse-games/inhouse-game-page';

/** /game with vendor JADE is one of Jade's own games, played on the site; other vendors get the frame. */
export function Component() {
  const [params] = useSearchParams();
  const vendor = params.get('vendor') ?? params.get('vendorCode');
  const gameCode = params.get('gameCode') ?? params.get('gameId');
  if (vendor?.toUpperCase() === INHOUSE_VENDOR && gameCode) return <InhouseGamePage gameCode={gameCode} />;
  return <GameFramePage />;
}
