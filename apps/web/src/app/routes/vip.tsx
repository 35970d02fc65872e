import { VipPage } from '../../features/rewards/vip-page';

export function Component() {
  return <VipPage />;
}
