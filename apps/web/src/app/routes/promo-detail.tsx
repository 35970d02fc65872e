import { PromotionDetailPage } from '../../features/promotions/promotion-detail-page';

export function Component() {
  return <PromotionDetailPage />;
}
