import type { PromotionSummary } from '@jade/contract/content';
import type { LanguageCode } from '@jade/contract/languages';
import { formatDay } from '../../lib/dates';

type Translate = (
  key: 'promo_period' | 'promo_no_end' | 'promo_starts',
  args?: Record<string, string>,
) => string;

/** "1 Nov 2026 – 30 Nov 2026", "Starts 5 Dec 2026" (not started yet) or "1 Nov 2026 – Ongoing". */
export function promotionPeriod(
  promotion: Pick<PromotionSummary, 'startAt' | 'endAt' | 'status'>,
  language: LanguageCode,
  t: Translate,
): string {
  const start = formatDay(promotion.startAt, language);
  if (promotion.status === 'coming_soon') return t('promo_starts', { 0: start });
  const end = promotion.endAt == null ? t('promo_no_end') : formatDay(promotion.endAt, language);
  return t('promo_period', { 0: start, 1: end });
}
