import { PointMallPage } from '../../features/points/point-mall-page';

export function Component() {
  return <PointMallPage />;
}
