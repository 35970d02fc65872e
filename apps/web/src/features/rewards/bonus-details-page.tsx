import {
  useInfiniteQuery,
  useQuery,
  type InfiniteData,
  type UseInfiniteQueryResult,
} from '@tanstack/react-query';
import { useState } from 'react';
import { BONUS_STATUSES, type BonusGrant, type BonusList, type BonusStatus } from '@jade/contract/rewards';
import { bonusListQuery, bonusSummaryQuery } from '../../api/rewards/bonuses';
import { CATEGORY_LABEL_KEYS } from '../../lib/categories';
import { cn } from '../../lib/cn';
import { errorText } from '../../lib/error-text';
import { formatMoney } from '../../lib/money';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { FormMessage, Spinner } from '../../ui/form-field';
import { ChevronDownIcon, GiftIcon } from '../../ui/icons';
import { ProgressBar, percentOf } from '../../ui/progress-bar';
import { SegmentedTabs } from '../../ui/segmented-tabs';
import { StatusBadge, type Tone } from '../../ui/status-badge';
import { HighlightCard } from './highlight-card';
import { useDates, useMoney } from '../../lib/region-format';

type Filter = BonusStatus | 'all';

const STATUS_TONES: Record<BonusStatus, Tone> = {
  active: 'info',
  completed: 'success',
  expired: 'neutral',
  forfeited: 'danger',
  cancelled: 'neutral',
};

/** The wagering bar's fill: gold while it runs, green once released, grey once it ended unmet. */
const PROGRESS_FILLS: Record<BonusStatus, string> = {
  active: 'bg-[linear-gradient(90deg,#c8962a,#f0cc70)]',
  completed: 'bg-success',
  expired: 'bg-subtle',
  forfeited: 'bg-danger/70',
  cancelled: 'bg-subtle',
};

/**
 * The member centre's bonusDetails page (issue 15, decision R3): what the member's active bonuses
 * lock and the brand's withdrawal rule, then every bonus, newest first and filtered by status, with
 * its wagering progress, dates and the weight each product type's valid bets count for.
 */
export function BonusDetailsPage() {
  const [filter, setFilter] = useState<Filter>('all');
  const list = useInfiniteQuery(bonusListQuery(filter === 'all' ? undefined : filter));
  const summaryOnly = useQuery(bonusSummaryQuery());
  const summary = list.data?.pages[0]?.summary ?? summaryOnly.data;

  return (
    <div className="grid gap-5" data-testid="bonus-details-page">
      <SummaryStrip summary={summary} />
      <BonusList filter={filter} onFilter={setFilter} list={list} />
    </div>
  );
}

function SummaryStrip({ summary }: { summary: BonusList['summary'] | undefined }) {
  const { t } = useTranslation();
  const money = useMoney();
  const placeholder = (width: string) => (
    <span className={cn('inline-block h-8 animate-pulse rounded-lg bg-white/10 align-middle', width)} />
  );
  return (
    <section
      aria-labelledby="bonus-summary-title"
      className="header-surface relative overflow-hidden rounded-2xl p-5 text-on-header shadow-card sm:p-6"
      data-testid="bonus-summary"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-16 -right-12 h-48 w-48 rounded-full bg-gold/15 blur-2xl"
      />
      <h3 id="bonus-summary-title" className="sr-only">
        {t('mc_bonus_details')}
      </h3>
      <div className="relative flex items-center gap-4">
        <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl bg-[linear-gradient(160deg,#ffe7a3,#c8962a)] text-on-gold shadow-gold max-sm:h-12 max-sm:w-12">
          <GiftIcon size={28} />
        </span>
        <dl className="flex min-w-0 flex-1 flex-wrap gap-x-8 gap-y-3 sm:gap-x-12">
          <div className="min-w-0">
            <dt className="text-[13px] font-semibold text-on-header-muted">{t('bn_active')}</dt>
            <dd
              className="mt-0.5 text-[26px] leading-tight font-extrabold tracking-tight tabular-nums sm:text-3xl"
              data-testid="bonus-active-count"
            >
              {summary ? summary.active : placeholder('w-10')}
            </dd>
          </div>
          <div className="min-w-0">
            <dt className="text-[13px] font-semibold text-on-header-muted">{t('bn_locked')}</dt>
            <dd
              className="mt-0.5 text-[26px] leading-tight font-extrabold tracking-tight [overflow-wrap:anywhere] text-gold-bright tabular-nums sm:text-3xl"
              data-testid="bonus-locked"
            >
              {summary ? money(summary.locked) : placeholder('w-32')}
            </dd>
          </div>
        </dl>
      </div>
      <div className="relative mt-5 grid gap-1.5 border-t border-white/10 pt-4 text-[13px] leading-relaxed">
        {summary && (
          <p
            className="flex items-start gap-2 font-semibold text-on-header"
            data-testid="bonus-rule"
            data-rule={summary.withdrawalRule}
          >
            <span
              aria-hidden="true"
              className={cn(
                'mt-1.5 h-2 w-2 shrink-0 rounded-full',
                summary.withdrawalRule === 'forfeit' ? 'bg-hot' : 'bg-gold',
              )}
            />
            {summary.withdrawalRule === 'forfeit' ? t('bn_rule_forfeit') : t('bn_rule_block')}
          </p>
        )}
        <p className="text-on-header-muted">{t('bn_how')}</p>
      </div>
    </section>
  );
}

function BonusList({
  filter,
  onFilter,
  list,
}: {
  filter: Filter;
  onFilter(filter: Filter): void;
  list: UseInfiniteQueryResult<InfiniteData<BonusList>>;
}) {
  const { t } = useTranslation();
  const items = list.data?.pages.flatMap((p) => p.list) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const options = [
    { value: 'all' as const, label: t('bn_filter_all') },
    ...BONUS_STATUSES.map((status) => ({ value: status, label: t(`bonus_status_${status}`) })),
  ];

  return (
    <section aria-label={t('mc_bonus_details')} className="grid gap-3">
      <SegmentedTabs<Filter>
        value={filter}
        options={options}
        onChange={onFilter}
        label={t('bn_filter')}
        testId="bonus-filter"
        className="no-scrollbar gap-1 overflow-x-auto"
      />
      {list.isError ? (
        <FormMessage>{errorText(t, list.error)}</FormMessage>
      ) : list.isPending ? (
        <div className="grid gap-3" aria-hidden="true" data-testid="bonus-loading">
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} className="rounded-2xl border border-line bg-surface p-4 shadow-card">
              <div className="flex items-center gap-3">
                <div className="h-11 w-11 animate-pulse rounded-xl bg-surface-3" />
                <div className="grid flex-1 gap-2">
                  <div className="h-3 w-24 animate-pulse rounded bg-surface-3" />
                  <div className="h-4 w-40 animate-pulse rounded bg-surface-3" />
                </div>
              </div>
              <div className="mt-4 h-2 animate-pulse rounded-full bg-surface-3" />
            </div>
          ))}
        </div>
      ) : items.length === 0 ? (
        <div
          className="flex flex-col items-center justify-center gap-2 rounded-2xl border border-dashed border-line-strong bg-surface px-6 py-10 text-center"
          data-testid="bonus-empty"
        >
          <GiftIcon size={40} className="text-line-strong" />
          <p className="max-w-sm text-sm font-semibold text-muted">
            {filter === 'all' ? t('bn_empty') : t('bn_empty_filtered')}
          </p>
        </div>
      ) : (
        <>
          <ul className="grid gap-3" data-testid="bonus-list">
            {items.map((bonus) => (
              <BonusCard key={bonus.id} bonus={bonus} />
            ))}
          </ul>
          <div className="flex flex-col items-center gap-2 pt-1">
            <p className="text-xs text-muted" data-testid="bonus-count">
              {t('records_shown', { 0: items.length, 1: total })}
            </p>
            {list.hasNextPage && (
              <Button
                variant="outline"
                onClick={() => void list.fetchNextPage()}
                disabled={list.isFetchingNextPage}
                data-testid="bonus-more"
              >
                {list.isFetchingNextPage && <Spinner />}
                {t('load_more')}
              </Button>
            )}
          </div>
        </>
      )}
    </section>
  );
}

function BonusCard({ bonus }: { bonus: BonusGrant }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { dateTime } = useDates();
  const active = bonus.status === 'active';
  const done = Math.min(bonus.progress, bonus.requirement);
  const percent = percentOf(done, bonus.requirement);
  const remaining = Math.max(0, bonus.requirement - bonus.progress);
  const weights = bonus.weights.filter((w) => w.weight > 0);
  const kind = t(`bonus_kind_${bonus.kind}`);
  const endLabel =
    bonus.closedAt == null
      ? t('bn_expires')
      : bonus.status === 'completed'
        ? t('bn_released')
        : t('bn_ended');

  return (
    <HighlightCard
      highlighted={active}
      data-testid="bonus-row"
      data-status={bonus.status}
      data-kind={bonus.kind}
    >
      <div className="relative flex items-start gap-3">
        <span
          className={cn(
            'flex h-11 w-11 shrink-0 items-center justify-center rounded-xl',
            active
              ? 'bg-[linear-gradient(160deg,#ffe7a3,#c8962a)] text-on-gold shadow-gold'
              : 'bg-surface-3 text-muted',
          )}
        >
          <GiftIcon size={22} />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-[11px] font-bold tracking-wide text-muted uppercase" data-testid="bonus-kind">
            {kind}
          </p>
          <h4 className="text-[15px] leading-snug font-bold break-words" data-testid="bonus-name">
            {bonus.name || kind}
          </h4>
        </div>
        <StatusBadge tone={STATUS_TONES[bonus.status]} testId="bonus-status">
          {t(`bonus_status_${bonus.status}`)}
        </StatusBadge>
      </div>

      <div className="relative mt-3 flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <p className="text-xs font-semibold text-muted">{t('bn_amount')}</p>
          <p
            className={cn(
              'text-2xl leading-tight font-extrabold tracking-tight tabular-nums',
              active || bonus.status === 'completed' ? 'text-gold-fg' : 'text-muted line-through',
            )}
            data-testid="bonus-amount"
          >
            {money(bonus.amount)}
          </p>
        </div>
        {bonus.depositAmount > 0 && (
          <div className="text-right">
            <p className="text-xs font-semibold text-muted">{t('bn_deposit')}</p>
            <p className="text-sm font-bold tabular-nums" data-testid="bonus-deposit">
              {money(bonus.depositAmount)}
            </p>
          </div>
        )}
      </div>

      <div className="relative mt-4 rounded-xl bg-surface-2 p-3">
        <div className="flex items-baseline justify-between gap-3 text-xs">
          <span className="font-semibold text-muted">{t('bn_wagering')}</span>
          <span className="text-[13px] font-bold tabular-nums" data-testid="bonus-progress">
            {formatMoney(done)} / {formatMoney(bonus.requirement)}
          </span>
        </div>
        <ProgressBar
          label={t('bn_wagering')}
          percent={percent}
          className="mt-2 h-2.5 bg-surface-3 ring-1 ring-line ring-inset"
          fillClassName={PROGRESS_FILLS[bonus.status]}
        />
        <div className="mt-1.5 flex items-baseline justify-between gap-3 text-xs text-muted">
          {active ? (
            <span className="font-semibold text-fg" data-testid="bonus-remaining">
              {t('bn_remaining', { 0: money(remaining) })}
            </span>
          ) : (
            <span />
          )}
          <span className="font-bold tabular-nums">{percent}%</span>
        </div>
      </div>

      <dl className="relative mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-xs">
        <div className="min-w-0">
          <dt className="text-muted">{t('bn_granted')}</dt>
          <dd className="font-semibold tabular-nums" data-testid="bonus-granted">
            {dateTime(bonus.grantedAt)}
          </dd>
        </div>
        <div className="min-w-0 text-right">
          <dt className="text-muted">{endLabel}</dt>
          <dd className="font-semibold tabular-nums" data-testid="bonus-ends">
            {dateTime(bonus.closedAt ?? bonus.expiresAt)}
          </dd>
        </div>
      </dl>

      {weights.length > 0 && (
        <details className="group relative mt-3 border-t border-line pt-2.5" data-testid="bonus-weights">
          <summary className="flex cursor-pointer list-none items-center gap-1.5 text-xs font-semibold text-brand-fg select-none [&::-webkit-details-marker]:hidden">
            {t('bn_weights')}
            <ChevronDownIcon size={14} className="transition-transform group-open:rotate-180" />
          </summary>
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {weights.map((w) => (
              <li
                key={w.productType}
                className="inline-flex items-center gap-1 rounded-full bg-surface-3 px-2.5 py-1 text-xs"
                data-product-type={w.productType}
              >
                <span className="text-muted">{t(CATEGORY_LABEL_KEYS[w.productType])}</span>
                <span className="font-bold tabular-nums">{w.weight}%</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </HighlightCard>
  );
}
