import { PrizeWheelPage } from '../../features/prize-wheel/prize-wheel-page';

export function Component() {
  return <PrizeWheelPage />;
}
