import { contentCalls } from '@jade/contract/call-routes';
import type { PromotionSummary } from '@jade/contract/content';
import { callApi } from '../client';
import { queryClient } from '../query-client';
import { useSessionStore } from '../../stores/session-store';

/** Statuses of a promotion that is open to the viewer (neither not yet started nor ended). */
const CLOSED = new Set<PromotionSummary['status']>(['coming_soon', 'closed']);

/**
 * availablePromo.REFERRAL.enabled (spec §3, §4 share button): Jade has no separate flag, so the
 * referral promotion is enabled when the merchant runs a REFERRAL promotion the member can see.
 * Answers that promotion (its page is the referral page) or null. Cached a minute per session.
 */
export function fetchReferralPromotion(): Promise<PromotionSummary | null> {
  const { merchant, token } = useSessionStore.getState();
  return queryClient.fetchQuery({
    queryKey: ['content', 'referral-promotion', merchant, token],
    queryFn: async ({ signal }) => {
      const page = await callApi(contentCalls.promotions, { query: { pageNo: 1, pageSize: 100 }, signal });
      return page.list.find((p) => p.promotionType === 'REFERRAL' && !CLOSED.has(p.status)) ?? null;
    },
    staleTime: 60_000,
  });
}
