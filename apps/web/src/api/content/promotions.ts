import { useQuery } from '@tanstack/react-query';
import type { PromotionCategory } from '@jade/contract/content';
import { contentCalls } from '@jade/contract/call-routes';
import { callApi } from '../client';
import { useLocaleStore } from '../../stores/locale-store';
import { useSessionStore } from '../../stores/session-store';

/**
 * Promotions (PROMOFE_*). Statuses are personal once logged in, so the session is part of every key;
 * texts come in the interface language, so the language is too.
 */
function useContentKey() {
  const merchant = useSessionStore((s) => s.merchant);
  const token = useSessionStore((s) => s.token);
  const language = useLocaleStore((s) => s.language);
  return [merchant, language, token ?? 'visitor'] as const;
}

/** One page of promotions (all of them: the server caps a page at 100), optionally of one category. */
export function usePromotions(category: PromotionCategory | null) {
  const key = useContentKey();
  return useQuery({
    queryKey: ['content', 'promotions', ...key, category ?? 'all'],
    queryFn: ({ signal }) =>
      callApi(contentCalls.promotions, {
        query: { pageNo: 1, pageSize: 100, ...(category ? { category } : {}) },
        signal,
      }),
    staleTime: 60_000,
    // Keep the cards of the previous tab while the next loads (no flash of the skeleton).
    placeholderData: (previous) => previous,
  });
}

export function promotionDetailKey(id: number) {
  return ['content', 'promotion', id] as const;
}

/** One promotion with its HTML, the caller's status, application and what they may do. */
export function usePromotionDetail(id: number | null) {
  const key = useContentKey();
  return useQuery({
    queryKey: [...promotionDetailKey(id ?? 0), ...key],
    queryFn: ({ signal }) => callApi(contentCalls.promotionDetail, { query: { id: id ?? 0 }, signal }),
    enabled: id != null,
    staleTime: 30_000,
  });
}

/** The gift popups (before and after login) and the activity popup of this merchant and language. */
export function usePopupContent(enabled: boolean) {
  const merchant = useSessionStore((s) => s.merchant);
  const language = useLocaleStore((s) => s.language);
  return useQuery({
    queryKey: ['content', 'popups', merchant, language],
    queryFn: ({ signal }) => callApi(contentCalls.popupContent, { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** The activity application: multipart with the comment and up to three images. */
export function applyActivity(input: { promotionId: number; comment: string; images: readonly File[] }) {
  const form = new FormData();
  form.append('promotionId', String(input.promotionId));
  form.append('comment', input.comment);
  for (const image of input.images) form.append('images', image, image.name);
  return callApi(contentCalls.applyActivity, { form });
}

/** Claims a raffle once; the idempotency key makes a retried click answer the first result. */
export function claimRaffle(promotionId: number, idempotencyKey: string) {
  return callApi(contentCalls.claimRaffle, { body: { promotionId, idempotencyKey } });
}
