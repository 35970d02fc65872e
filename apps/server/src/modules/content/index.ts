import type { Cache } from '../../platform/cache/cache';
import type { Database } from '../../platform/db/client';
import type { CounterStore } from '../../platform/rate-limit/counter-store';
import type { LedgerService } from '../ledger/ledger-service';
import { createApplicationReview } from './applications';
import { createBannerService } from './banners';
import { createFeedbackService } from './feedback';
import { createHelpService } from './help';
import { createContentImageRepository } from './image-repository';
import { createContentImages } from './images';
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
    images: createContentImages({ db: deps.db, repo: createContentImageRepository(deps.db), now: base.now }),
  };
}

export type Content = ReturnType<typeof createContent>;
