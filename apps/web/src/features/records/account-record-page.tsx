import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { TRANSACTION_TYPES } from '@jade/contract/wallet-amounts';
import type { MemTransItem, TransactionType } from '@jade/contract/wallet';
import { getTransactionHistory, walletQueryKeys } from '../../api/transfers/transfers';
import { cn } from '../../lib/cn';
import { errorText } from '../../lib/error-text';
import { formatMoney } from '../../lib/money';
import { FormMessage } from '../../ui/form-field';
import { rangeOf, type DateRange } from './date-range';
import {
  DateRangePicker,
  EmptyState,
  FilterBar,
  FilterSelect,
  LoadMore,
  SignedMoney,
  useDateTime,
} from './record-filters';

const PAGE_SIZE = 20;

const STATUS_STYLE = {
  success: 'bg-brand-soft text-brand-fg',
  pending: 'bg-gold-soft text-gold-fg',
  cancelled: 'bg-surface-3 text-muted',
} as const;

/**
 * The member centre's transactionHistory page (account record, ODSFE2_MemTransDet): every movement of
 * the main wallet, newest first, by type and date range, 20 at a time with "load more".
 */
export function AccountRecordPage() {
  const { t } = useTranslation();
  const [type, setType] = useState<TransactionType | ''>('');
  const [range, setRange] = useState<DateRange>(() => rangeOf('last7'));
  const formatTime = useDateTime();
  // Under the wallet's key root: a transfer anywhere on the site refreshes this list too.
  const history = useInfiniteQuery({
    queryKey: walletQueryKeys.history({ type, start: range.start, end: range.end }),
    queryFn: ({ pageParam }) =>
      getTransactionHistory({
        ...(type ? { type } : {}),
        startDate: range.start,
        endDate: range.end,
        pageNo: pageParam,
        pageSize: PAGE_SIZE,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
  });
  const items = history.data?.pages.flatMap((p) => p.list) ?? [];
  const total = history.data?.pages[0]?.total ?? 0;
  const typeLabel = (value: string) =>
    (TRANSACTION_TYPES as readonly string[]).includes(value) ? t(`tx_${value as TransactionType}`) : value;

  return (
    <div className="grid gap-4" data-testid="account-record-page">
      <FilterBar>
        <div className="grid gap-3 md:grid-cols-[minmax(0,220px)_1fr] md:items-end">
          <FilterSelect
            label={t('record_type')}
            value={type}
            onChange={(value) => setType(value as TransactionType | '')}
            options={[
              { value: '', label: t('record_all_types') },
              ...TRANSACTION_TYPES.map((value) => ({ value, label: typeLabel(value) })),
            ]}
            testId="record-type"
          />
          <DateRangePicker value={range} onChange={setRange} />
        </div>
      </FilterBar>

      {history.isError ? (
        <FormMessage>{errorText(t, history.error)}</FormMessage>
      ) : history.isPending ? (
        <ListSkeleton />
      ) : items.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <div className="overflow-hidden rounded-2xl border border-line bg-surface shadow-card">
            <div
              aria-hidden="true"
              className="hidden grid-cols-[1.3fr_1fr_1fr_1.2fr_0.8fr] gap-3 border-b border-line bg-surface-2 px-4 py-2.5 text-xs font-semibold text-muted md:grid"
            >
              <span>{t('record_type')}</span>
              <span className="text-right">{t('record_amount')}</span>
              <span className="text-right">{t('record_balance_after')}</span>
              <span>{t('record_time')}</span>
              <span className="text-right">{t('record_status')}</span>
            </div>
            <ul data-testid="account-record-list">
              {items.map((item) => (
                <Row key={item.id} item={item} typeLabel={typeLabel} formatTime={formatTime} />
              ))}
            </ul>
          </div>
          <LoadMore
            hasMore={history.hasNextPage}
            loading={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
            shown={items.length}
            total={total}
          />
        </>
      )}
    </div>
  );
}

function Row({
  item,
  typeLabel,
  formatTime,
}: {
  item: MemTransItem;
  typeLabel(value: string): string;
  formatTime(ms: number): string;
}) {
  const { t } = useTranslation();
  return (
    <li
      data-testid="account-record-row"
      data-type={item.type}
      className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 border-b border-line px-4 py-3 last:border-b-0 md:grid-cols-[1.3fr_1fr_1fr_1.2fr_0.8fr] md:items-center"
    >
      <span className="min-w-0">
        <span className="block truncate text-sm font-semibold" data-testid="record-row-type">
          {typeLabel(item.type)}
        </span>
        {item.reference && <span className="block truncate text-xs text-muted">{item.reference}</span>}
      </span>
      <span className="text-right">
        <SignedMoney value={item.amount} testId="record-row-amount" />
      </span>
      <span className="text-xs text-muted md:text-right md:text-sm md:text-fg">
        <span className="md:hidden">{t('record_balance_after')}: </span>
        <span className="tabular-nums" data-testid="record-row-balance">
          {formatMoney(item.balanceAfter)}
        </span>
      </span>
      <span className="text-right text-xs text-muted md:text-left md:text-sm md:text-muted">
        {formatTime(item.time)}
      </span>
      <span className="col-span-2 md:col-span-1 md:text-right">
        <span
          className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-bold', STATUS_STYLE[item.status])}
          data-testid="record-row-status"
        >
          {t(`tx_status_${item.status}`)}
        </span>
      </span>
    </li>
  );
}

export function ListSkeleton() {
  return (
    <div className="grid gap-2" aria-hidden="true" data-testid="records-loading">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="h-14 animate-pulse rounded-xl bg-surface-3" />
      ))}
    </div>
  );
}
