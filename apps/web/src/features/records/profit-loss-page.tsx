import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import { getMemPnl } from '../../api/records/records';
import { errorText } from '../../lib/error-text';
import { formatMoney } from '../../lib/money';
import { FormMessage } from '../../ui/form-field';
import { ListSkeleton } from './account-record-page';
import { EmptyState, GameRecordFilters, SignedMoney, Stat, useGameRecordFilters } from './record-filters';
import { useRecordNames } from './record-names';

interface PnlRow {
  key: string;
  title: string;
  subtitle?: string;
  bet: number;
  win: number;
  net: number;
  rounds: number;
}

function PnlTable({ title, rows, testId }: { title: string; rows: PnlRow[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <section
      className="overflow-hidden rounded-2xl border border-line bg-surface shadow-card"
      data-testid={testId}
    >
      <h3 className="border-b border-line bg-surface-2 px-4 py-2.5 text-sm font-bold">{title}</h3>
      <div
        aria-hidden="true"
        className="hidden grid-cols-[1.4fr_0.6fr_1fr_1fr_1fr] gap-3 border-b border-line px-4 py-2 text-xs font-semibold text-muted sm:grid"
      >
        <span />
        <span className="text-right">{t('record_rounds')}</span>
        <span className="text-right">{t('record_bet')}</span>
        <span className="text-right">{t('record_win')}</span>
        <span className="text-right">{t('record_net')}</span>
      </div>
      <ul>
        {rows.map((row) => (
          <li
            key={row.key}
            data-testid={`${testId}-row`}
            data-key={row.key}
            className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 border-b border-line px-4 py-2.5 text-sm last:border-b-0 sm:grid-cols-[1.4fr_0.6fr_1fr_1fr_1fr] sm:items-center"
          >
            <span className="min-w-0">
              <span className="block truncate font-semibold">{row.title}</span>
              {row.subtitle && <span className="block truncate text-xs text-muted">{row.subtitle}</span>}
            </span>
            <span className="hidden text-right tabular-nums sm:block">{row.rounds}</span>
            <span className="hidden text-right tabular-nums sm:block">{formatMoney(row.bet)}</span>
            <span className="hidden text-right tabular-nums sm:block">{formatMoney(row.win)}</span>
            <span className="row-span-2 self-center text-right sm:row-span-1">
              <SignedMoney value={row.net} testId={`${testId}-net`} />
            </span>
            <span className="text-xs text-muted sm:hidden">
              {t('pnl_row_summary', { 0: row.rounds, 1: formatMoney(row.bet), 2: formatMoney(row.win) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The member centre's personalProfit page (ODSFE2_MemPNL): the member's profit and loss over the chosen
 * range, by vendor and game type and by day, with the totals of the whole range.
 */
export function ProfitLossPage() {
  const { t } = useTranslation();
  const filters = useGameRecordFilters();
  const names = useRecordNames();
  const pnl = useQuery({
    queryKey: ['member', 'records', 'pnl', ...filters.key],
    queryFn: () =>
      getMemPnl({
        ...filters.query,
      }),
  });
  const footer = pnl.data?.footer;
  return (
    <div className="grid gap-4" data-testid="profit-loss-page">
      <GameRecordFilters filters={filters} names={names} testPrefix="pnl" />
      {pnl.isError ? (
        <FormMessage>{errorText(t, pnl.error)}</FormMessage>
      ) : pnl.isPending ? (
        <ListSkeleton />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="pnl-totals">
            <Stat label={t('record_net')} testId="pnl-total-net">
              <SignedMoney value={footer?.net ?? 0} className="text-xl" />
            </Stat>
            <Stat label={t('record_total_bet')} testId="pnl-total-bet">
              {formatMoney(footer?.totalBet)}
            </Stat>
            <Stat label={t('record_total_win')} testId="pnl-total-win">
              {formatMoney(footer?.totalWin)}
            </Stat>
            <Stat label={t('record_rounds')} testId="pnl-total-rounds">
              {footer?.rounds ?? 0}
            </Stat>
          </dl>
          {pnl.data.byGame.length === 0 ? (
            <EmptyState />
          ) : (
            <div className="grid gap-4 xl:grid-cols-2">
              <PnlTable
                title={t('pnl_by_game')}
                testId="pnl-by-game"
                rows={pnl.data.byGame.map((row) => ({
                  key: `${row.vendor}:${row.gameType}`,
                  title: names.vendorName(row.vendor),
                  subtitle: names.typeName(row.gameType),
                  ...row,
                }))}
              />
              <PnlTable
                title={t('pnl_by_day')}
                testId="pnl-by-day"
                rows={pnl.data.list.map((row) => ({ key: row.date, title: row.date, ...row }))}
              />
            </div>
          )}
        </>
      )}
    </div>
  );
}
