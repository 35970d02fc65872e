import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { NAV_CATEGORIES } from '@jade/contract/game-constants';
import type { RebateAccrued, RebateClaim, RebateRecord, RebateSettings } from '@jade/contract/rewards';
import {
  rebateAccruedQuery,
  rebateRecordsQuery,
  rebateSettingsQuery,
  useClaimRebate,
} from '../../api/rewards/rebate';
import { CATEGORY_LABEL_KEYS } from '../../lib/categories';
import { cn } from '../../lib/cn';
import { errorText } from '../../lib/error-text';
import { useIdempotentSubmit } from '../../lib/money-action';
import { formatMoney } from '../../lib/money';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { FormMessage, Spinner } from '../../ui/form-field';
import { RebateIcon } from '../../ui/icons';
import { StatusBadge } from '../../ui/status-badge';
import { useDates, useMoney } from '../../lib/region-format';

/** The grid of the product table's columns from 640 px (below it each row is a card). */
const PRODUCT_GRID = 'sm:grid-cols-[1.4fr_0.7fr_1.1fr_1fr]';
/** The grid of the records' columns from 768 px (five columns need the room). */
const RECORD_GRID = 'md:grid-cols-[0.9fr_1fr_1fr_1.3fr_1.2fr]';

/** A cool-down end further than setTimeout can wait is checked again after this long. */
const MAX_TIMER_MS = 2 ** 31 - 1;

const percent = (rate: number) => `${rate.toFixed(2)}%`;

/** Why the claim button is off, as its label; null when a claim may pay now. */
function claimBlocker(
  t: TFunction,
  accrued: RebateAccrued,
  money: (value: number) => string,
  dateTime: (ms: number) => string,
): string | null {
  if (accrued.total <= 0) return t('rb_claim_nothing');
  if (accrued.nextClaimAt != null) return t('rb_claim_wait', { 0: dateTime(accrued.nextClaimAt) });
  if (accrued.total < accrued.minClaim) return t('rb_claim_below_min', { 0: money(accrued.minClaim) });
  if (!accrued.claimable) return t('rb_claim_nothing');
  return null;
}

/**
 * The member centre's manualRebate page (issue 15, decision R2): the rebate accrued at the member's
 * rates and not yet paid, a claim of it now (a minimum and a cool-down apply), what it is made of per
 * product type, and the payouts so far (daily and claimed), 20 at a time.
 */
export function ManualRebatePage() {
  const settings = useQuery(rebateSettingsQuery());
  const accrued = useQuery(rebateAccruedQuery());
  const nextClaimAt = accrued.data?.nextClaimAt ?? null;
  const { refetch } = accrued;

  // When the cool-down ends the server's answer changes: read it again then, so the button wakes up.
  useEffect(() => {
    if (nextClaimAt == null) return;
    const delay = Math.min(Math.max(nextClaimAt - Date.now(), 0) + 1_000, MAX_TIMER_MS);
    const timer = setTimeout(() => void refetch(), Math.max(delay, 3_000));
    return () => clearTimeout(timer);
  }, [nextClaimAt, refetch]);

  return (
    <div className="grid gap-5" data-testid="rebate-page">
      <SummaryCard settings={settings.data} accrued={accrued.data} error={accrued.error} />
      <ProductTable settings={settings.data} accrued={accrued.data} error={settings.error} />
      <RecordsSection />
    </div>
  );
}

function SummaryCard({
  settings,
  accrued,
  error,
}: {
  settings: RebateSettings | undefined;
  accrued: RebateAccrued | undefined;
  error: Error | null;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const { dateTime } = useDates();
  const claim = useClaimRebate();
  const submit = useIdempotentSubmit();
  const [paid, setPaid] = useState<RebateClaim | null>(null);

  const blocker = accrued ? claimBlocker(t, accrued, money, dateTime) : null;
  const busy = claim.isPending;

  const onClaim = () => {
    setPaid(null);
    claim.reset();
    void submit('rebate-claim', (key) => claim.mutateAsync(key))
      .then((result) => {
        if (result) setPaid(result);
      })
      .catch(() => undefined);
  };

  return (
    <section
      aria-labelledby="rebate-claimable-title"
      className="header-surface relative overflow-hidden rounded-2xl p-5 text-on-header shadow-card sm:p-6"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-16 -right-12 h-48 w-48 rounded-full bg-gold/15 blur-2xl"
      />
      <div className="relative flex flex-wrap items-end justify-between gap-x-6 gap-y-4">
        <div className="flex min-w-0 items-center gap-4">
          <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl bg-[linear-gradient(160deg,#ffe7a3,#c8962a)] text-on-gold shadow-gold max-sm:h-12 max-sm:w-12">
            <RebateIcon size={28} />
          </span>
          <div className="min-w-0">
            <p id="rebate-claimable-title" className="text-[13px] font-semibold text-on-header-muted">
              {t('rb_claimable')}
            </p>
            <p
              className="mt-0.5 text-3xl leading-tight font-extrabold tracking-tight text-gold-bright tabular-nums sm:text-[34px]"
              data-testid="rebate-claimable"
            >
              {accrued ? (
                money(accrued.total)
              ) : (
                <span className="inline-block h-9 w-36 animate-pulse rounded-lg bg-white/10 align-middle" />
              )}
            </p>
          </div>
        </div>
        <Button
          variant="gold"
          size="lg"
          className="min-w-44 max-sm:w-full max-sm:whitespace-normal"
          data-testid="rebate-claim"
          disabled={!accrued?.claimable || busy || blocker !== null}
          aria-busy={busy}
          onClick={onClaim}
        >
          {busy && <Spinner />}
          {blocker ?? t('rb_claim')}
        </Button>
      </div>

      <dl className="relative mt-5 grid gap-x-6 gap-y-2 border-t border-white/10 pt-4 text-sm sm:grid-cols-2">
        <div className="flex items-baseline justify-between gap-3 sm:justify-start">
          <dt className="text-on-header-muted">{t('rb_min_claim')}</dt>
          <dd className="font-bold tabular-nums" data-testid="rebate-min-claim">
            {accrued ? money(accrued.minClaim) : '—'}
          </dd>
        </div>
        {accrued?.nextClaimAt != null && (
          <div className="flex items-baseline justify-between gap-3 sm:justify-start">
            <dt className="text-on-header-muted">{t('rb_next_claim')}</dt>
            <dd className="font-bold tabular-nums" data-testid="rebate-next-claim">
              {dateTime(accrued.nextClaimAt)}
            </dd>
          </div>
        )}
        {settings && settings.cooldownMinutes > 0 && (
          <div className="flex items-baseline justify-between gap-3 sm:justify-start">
            <dt className="text-on-header-muted">{t('rb_cooldown')}</dt>
            <dd className="font-bold tabular-nums">{t('rb_minutes', { 0: settings.cooldownMinutes })}</dd>
          </div>
        )}
        {accrued?.lastClaimAt != null && (
          <div className="flex items-baseline justify-between gap-3 sm:justify-start">
            <dt className="text-on-header-muted">{t('rb_last_claim')}</dt>
            <dd className="font-bold tabular-nums">{dateTime(accrued.lastClaimAt)}</dd>
          </div>
        )}
      </dl>

      {settings?.autoPay && (
        <p
          className="relative mt-3 text-[13px] leading-relaxed text-on-header-muted"
          data-testid="rebate-autopay"
        >
          {t('rb_auto_pay')}
        </p>
      )}

      {(error || claim.isError || paid) && (
        <div className="relative mt-4 grid gap-2">
          {error && <FormMessage>{errorText(t, error)}</FormMessage>}
          {claim.isError && (
            <div data-testid="rebate-claim-error">
              <FormMessage>{errorText(t, claim.error)}</FormMessage>
            </div>
          )}
          {paid && (
            <div data-testid="rebate-claim-result">
              <FormMessage tone="success">{t('rb_claim_done', { 0: money(paid.amount) })}</FormMessage>
            </div>
          )}
        </div>
      )}
    </section>
  );
}

/** Every product type: the member's rate and what has accrued on it since the last payout. */
function ProductTable({
  settings,
  accrued,
  error,
}: {
  settings: RebateSettings | undefined;
  accrued: RebateAccrued | undefined;
  error: Error | null;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const rows = NAV_CATEGORIES.map((productType) => {
    const item = accrued?.items.find((i) => i.productType === productType);
    const rate = settings?.rates.find((r) => r.productType === productType)?.rate ?? 0;
    return { productType, rate, validBet: item?.validBet ?? 0, amount: item?.amount ?? 0 };
  });
  const totalBet = rows.reduce((sum, row) => sum + row.validBet, 0);
  const ready = Boolean(settings && accrued);

  return (
    <section aria-labelledby="rebate-products-title" className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id="rebate-products-title" className="text-base font-bold">
          {t('rb_by_product')}
        </h3>
        {settings && (
          <p className="text-xs text-muted" data-testid="rebate-rate-source">
            {settings.source === 'agent'
              ? t('rb_source_agent')
              : t('rb_source_vip', { 0: settings.vipLevel })}
          </p>
        )}
      </div>
      {error && <FormMessage>{errorText(t, error)}</FormMessage>}
      <div className="overflow-hidden rounded-2xl border border-line bg-surface shadow-card">
        <div
          aria-hidden="true"
          className={cn(
            'hidden gap-3 border-b border-line bg-surface-2 px-4 py-2.5 text-xs font-semibold text-muted sm:grid',
            PRODUCT_GRID,
          )}
        >
          <span>{t('rb_product')}</span>
          <span className="text-right">{t('rb_rate')}</span>
          <span className="text-right">{t('rb_pending_bet')}</span>
          <span className="text-right">{t('rb_amount')}</span>
        </div>
        <ul data-testid="rebate-products" aria-busy={!ready}>
          {rows.map((row) => (
            <li
              key={row.productType}
              data-testid="rebate-row"
              data-product-type={row.productType}
              className={cn(
                'grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 border-b border-line px-4 py-3 last:border-b-0 sm:items-center',
                PRODUCT_GRID,
              )}
            >
              <span className="min-w-0 truncate text-sm font-semibold">
                {t(CATEGORY_LABEL_KEYS[row.productType])}
              </span>
              <span className="text-right text-sm">
                <span className="inline-flex rounded-full bg-brand-soft px-2 py-0.5 text-xs font-bold text-brand-fg tabular-nums">
                  {settings ? percent(row.rate) : '—'}
                </span>
              </span>
              <span className="text-xs text-muted sm:text-right sm:text-sm sm:text-fg">
                <span className="sm:hidden">{t('rb_pending_bet')}: </span>
                <span className="tabular-nums" data-testid="rebate-row-bet">
                  {accrued ? formatMoney(row.validBet) : '—'}
                </span>
              </span>
              <span
                className={cn(
                  'text-right text-sm font-bold tabular-nums',
                  row.amount > 0 ? 'text-gold-fg' : 'text-muted',
                )}
                data-testid="rebate-row-amount"
              >
                {accrued ? money(row.amount) : '—'}
              </span>
            </li>
          ))}
        </ul>
        <div
          className={cn(
            'grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 border-t border-line-strong bg-surface-2 px-4 py-3 text-sm font-bold sm:items-center',
            PRODUCT_GRID,
          )}
        >
          <span>{t('rb_total')}</span>
          <span aria-hidden="true" className="max-sm:hidden" />
          <span className="text-right tabular-nums max-sm:hidden">
            {accrued ? formatMoney(totalBet) : '—'}
          </span>
          <span className="text-right text-gold-fg tabular-nums" data-testid="rebate-total">
            {accrued ? money(accrued.total) : '—'}
          </span>
        </div>
      </div>
    </section>
  );
}

/** The payouts so far, newest first: daily ones after a brand day closed, and claims. */
function RecordsSection() {
  const { t } = useTranslation();
  const records = useInfiniteQuery(rebateRecordsQuery());
  const items = records.data?.pages.flatMap((p) => p.list) ?? [];
  const total = records.data?.pages[0]?.total ?? 0;

  return (
    <section aria-labelledby="rebate-records-title" className="grid gap-3">
      <h3 id="rebate-records-title" className="text-base font-bold">
        {t('rb_records')}
      </h3>
      {records.isError ? (
        <FormMessage>{errorText(t, records.error)}</FormMessage>
      ) : records.isPending ? (
        <div className="grid gap-2" aria-hidden="true">
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} className="h-14 animate-pulse rounded-xl bg-surface-3" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <div
          className="flex flex-col items-center justify-center gap-2 rounded-2xl border border-dashed border-line-strong bg-surface px-6 py-10 text-center"
          data-testid="rebate-records-empty"
        >
          <RebateIcon size={40} className="text-line-strong" />
          <p className="text-sm font-semibold text-muted">{t('rb_records_empty')}</p>
        </div>
      ) : (
        <>
          <div className="overflow-hidden rounded-2xl border border-line bg-surface shadow-card">
            <div
              aria-hidden="true"
              className={cn(
                'hidden gap-3 border-b border-line bg-surface-2 px-4 py-2.5 text-xs font-semibold text-muted md:grid',
                RECORD_GRID,
              )}
            >
              <span>{t('record_type')}</span>
              <span className="text-right">{t('record_amount')}</span>
              <span className="text-right">{t('rb_valid_bet')}</span>
              <span>{t('rb_days')}</span>
              <span className="text-right">{t('record_time')}</span>
            </div>
            <ul data-testid="rebate-records">
              {items.map((record) => (
                <RecordRow key={record.id} record={record} />
              ))}
            </ul>
          </div>
          <div className="flex flex-col items-center gap-2 pt-1">
            <p className="text-xs text-muted" data-testid="rebate-records-count">
              {t('records_shown', { 0: items.length, 1: total })}
            </p>
            {records.hasNextPage && (
              <Button
                variant="outline"
                onClick={() => void records.fetchNextPage()}
                disabled={records.isFetchingNextPage}
                data-testid="rebate-records-more"
              >
                {records.isFetchingNextPage && <Spinner />}
                {t('load_more')}
              </Button>
            )}
          </div>
        </>
      )}
    </section>
  );
}

function RecordRow({ record }: { record: RebateRecord }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { dateTime, day } = useDates();
  const days =
    record.fromDay === record.toDay ? day(record.fromDay) : `${day(record.fromDay)} – ${day(record.toDay)}`;
  return (
    <li
      data-testid="rebate-record-row"
      data-kind={record.kind}
      className={cn(
        'grid grid-cols-[1fr_auto] gap-x-3 gap-y-1.5 border-b border-line px-4 py-3 last:border-b-0 md:items-center',
        RECORD_GRID,
      )}
    >
      <span>
        <StatusBadge tone={record.kind === 'claim' ? 'success' : 'info'}>
          {record.kind === 'claim' ? t('rb_kind_claim') : t('rb_kind_daily')}
        </StatusBadge>
      </span>
      <span className="text-right text-sm font-bold text-gold-fg tabular-nums">{money(record.amount)}</span>
      <span className="text-xs text-muted md:text-right md:text-sm md:text-fg">
        <span className="md:hidden">{t('rb_valid_bet')}: </span>
        <span className="tabular-nums">{formatMoney(record.validBet)}</span>
      </span>
      <span className="text-right text-xs text-muted md:text-left md:text-sm md:text-fg">{days}</span>
      <span className="col-span-2 text-xs text-muted md:col-span-1 md:text-right md:text-sm">
        {dateTime(record.at)}
      </span>
    </li>
  );
}
