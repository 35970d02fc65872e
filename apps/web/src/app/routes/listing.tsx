import { useLocation } from 'react-router';
import type { GameCategory } from '@jade/contract/games';
import { ListingPage } from '../../features/games/listing-page';

/** /rng, /fish, /live, /pvp: the route name upper-cased is the game type (spec §2). */
export function Component() {
  const { pathname } = useLocation();
  const gameType = pathname.replace(/^\//, '').toUpperCase() as GameCategory;
  return <ListingPage key={gameType} category={gameType} />;
}
