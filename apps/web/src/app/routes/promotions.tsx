import { PromotionsPage } from '../../features/promotions/promotions-page';

export function Component() {
  return <PromotionsPage />;
}
