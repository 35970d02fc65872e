import type { Cache } from '../../platform/cache/cache';
import type { Database } from '../../platform/db/client';
import type { CounterStore } from '../../platform/rate-limit/counter-store';
import type { LedgerService } from '../ledger/ledger-service';
import { createApplicationReview } from './applications';
import { createBannerService } from './banners';
import { createFeedbackService } from './feedback';
import { createHelpService } from './help';
import { createJackpotService } from './jackpot';
import { createMessageService } from './messages';
import { createNoticeService } from './notices';
import { createPopupService } from './popups';
import { createPromotionService } from './promotions';

/** Home and content: one service per capability, sharing the database, cache and clock. */
export function createContent(deps: {
  db: Database;
  cache: Cache;
  counters: CounterStore;
  ledger: Pick<LedgerService, 'transfer' | 'balance'>;
  merchantCurrency: (code: string) => Promise<string>;
  now?: (() => number) | undefined;
}) {
  const base = { db: deps.db, cache: deps.cache, now: deps.now ?? Date.now };
  const promo = { ...base, ledger: deps.ledger, merchantCurrency: deps.merchantCurrency };
  return {
    banners: createBannerService(base),
    notices: createNoticeService(base),
    promotions: createPromotionService(promo),
    applications: createApplicationReview(promo),
    popups: createPopupService(base),
    help: createHelpService(base),
    feedback: createFeedbackService({ ...base, counters: deps.counters }),
    messages: createMessageService(base),
    jackpot: createJackpotService(base),
  };
}

export type Content = ReturnType<typeof createContent>;
