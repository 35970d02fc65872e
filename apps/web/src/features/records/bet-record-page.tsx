import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { BetRecord } from '@jade/contract/bet-records';
import { getBetRecords } from '../../api/records/records';
import { errorText } from '../../lib/error-text';
import { formatMoney } from '../../lib/money';
import { FormMessage } from '../../ui/form-field';
import { ChevronRightIcon } from '../../ui/icons';
import { ListSkeleton } from './account-record-page';
import {
  EmptyState,
  GameRecordFilters,
  LoadMore,
  SignedMoney,
  Stat,
  useDateTime,
  useGameRecordFilters,
} from './record-filters';
import { useRecordNames } from './record-names';
import { RoundDetailDialog } from './round-detail-dialog';

const PAGE_SIZE = 20;

/**
 * The member centre's personalHistoryCopy page (betting record): the member's rounds by vendor, game
 * type and date range with the totals of the whole range; a row opens the round's detail and replay.
 */
export function BetRecordPage() {
  const { t } = useTranslation();
  const filters = useGameRecordFilters();
  const [open, setOpen] = useState<string | null>(null);
  const names = useRecordNames();
  const formatTime = useDateTime();
  const records = useInfiniteQuery({
    queryKey: ['member', 'records', 'bets', ...filters.key],
    queryFn: ({ pageParam }) =>
      getBetRecords({
        ...filters.query,
        pageNo: pageParam,
        pageSize: PAGE_SIZE,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
  });
  const items = records.data?.pages.flatMap((p) => p.list) ?? [];
  const first = records.data?.pages[0];

  return (
    <div className="grid gap-4" data-testid="bet-record-page">
      <GameRecordFilters filters={filters} names={names} testPrefix="bet" />

      {records.isError ? (
        <FormMessage>{errorText(t, records.error)}</FormMessage>
      ) : records.isPending ? (
        <ListSkeleton />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="bet-totals">
            <Stat label={t('record_rounds')} testId="bet-total-rounds">
              {first?.footer.rounds ?? 0}
            </Stat>
            <Stat label={t('record_total_bet')} testId="bet-total-bet">
              {formatMoney(first?.footer.totalBet)}
            </Stat>
            <Stat label={t('record_total_win')} testId="bet-total-win">
              {formatMoney(first?.footer.totalWin)}
            </Stat>
            <Stat label={t('record_net')} testId="bet-total-net">
              <SignedMoney value={first?.footer.net ?? 0} />
            </Stat>
          </dl>
          {items.length === 0 ? (
            <EmptyState />
          ) : (
            <>
              <ul
                className="overflow-hidden rounded-2xl border border-line bg-surface shadow-card"
                data-testid="bet-record-list"
              >
                {items.map((item) => (
                  <BetRow
                    key={item.recordId}
                    item={item}
                    names={names}
                    formatTime={formatTime}
                    onOpen={() => setOpen(item.recordId)}
                  />
                ))}
              </ul>
              <LoadMore
                hasMore={records.hasNextPage}
                loading={records.isFetchingNextPage}
                onClick={() => void records.fetchNextPage()}
                shown={items.length}
                total={first?.total ?? 0}
              />
            </>
          )}
        </>
      )}
      {open && <RoundDetailDialog recordId={open} onClose={() => setOpen(null)} />}
    </div>
  );
}

function BetRow({
  item,
  names,
  formatTime,
  onOpen,
}: {
  item: BetRecord;
  names: ReturnType<typeof useRecordNames>;
  formatTime(ms: number): string;
  onOpen(): void;
}) {
  const { t } = useTranslation();
  return (
    <li className="border-b border-line last:border-b-0">
      <button
        type="button"
        onClick={onOpen}
        data-testid="bet-record-row"
        data-record-id={item.recordId}
        aria-label={`${item.gameName} ${formatTime(item.createdAt)}: ${t('record_detail')}`}
        className="grid w-full grid-cols-[1fr_auto_auto] items-center gap-x-3 gap-y-0.5 px-4 py-3 text-left transition hover:bg-surface-2 md:grid-cols-[1.4fr_1fr_1fr_1fr_auto]"
      >
        <span className="min-w-0">
          <span className="block truncate text-sm font-semibold">{item.gameName}</span>
          <span className="block truncate text-xs text-muted">
            {names.vendorName(item.vendor)} · {names.typeName(item.gameType)} · {formatTime(item.createdAt)}
          </span>
        </span>
        <span className="hidden text-right text-sm tabular-nums md:block">
          <span className="block text-[11px] text-muted">{t('record_bet')}</span>
          {formatMoney(item.bet)}
        </span>
        <span className="hidden text-right text-sm tabular-nums md:block">
          <span className="block text-[11px] text-muted">{t('record_win')}</span>
          {formatMoney(item.win)}
        </span>
        <span className="text-right text-sm">
          <span className="block text-[11px] text-muted">{t('record_net')}</span>
          <SignedMoney value={item.net} testId="bet-row-net" />
        </span>
        <ChevronRightIcon size={18} className="text-muted" />
      </button>
    </li>
  );
}
