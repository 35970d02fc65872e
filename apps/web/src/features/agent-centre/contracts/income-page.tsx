import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { incomeQuery } from '../../../api/agents/contracts';
import { formatMoney } from '../../../lib/money';
import { CoinsIcon } from '../../../ui/game-icons';
import { Pagination } from '../../../ui/pagination';
import { SegmentedTabs } from '../../../ui/segmented-tabs';
import { PageEmpty, PageError, PageLoading } from '../page-states';
import { INCOME_PICKS, spanQuery } from '../reports/report-days';
import { DayRangeFilter, useReportFilters } from '../reports/report-ui';

function Tile({
  label,
  value,
  testId,
  accent,
}: {
  label: string;
  value: number;
  testId: string;
  accent?: boolean;
}) {
  return (
    <div className="rounded-2xl border border-line bg-surface p-4 shadow-card">
      <p className="text-[13px] text-muted">{label}</p>
      <p
        className={`mt-1 text-xl font-extrabold tabular-nums ${accent ? 'text-brand-fg' : ''}`}
        data-testid={testId}
      >
        {formatMoney(value)}
      </p>
    </div>
  );
}

/** My income (agentRevenueReport): wages, dividends, what was paid to downlines and kept, by day or month. */
export function IncomePage() {
  const { t } = useTranslation();
  const [groupBy, setGroupBy] = useState<'day' | 'month'>('day');
  const filters = useReportFilters('last30');
  const income = useQuery(
    incomeQuery({ groupBy, ...spanQuery(filters.span), pageNo: filters.page, pageSize: 10 }),
  );
  const data = income.data;
  return (
    <div className="grid gap-5" data-testid="income-page">
      <SegmentedTabs
        value={groupBy}
        onChange={filters.refilter((v: 'day' | 'month') => setGroupBy(v))}
        options={[
          { value: 'day', label: t('inc_by_day') },
          { value: 'month', label: t('inc_by_month') },
        ]}
        label={t('in_my_income')}
        className="max-w-xs"
        testId="income-group"
      />
      <DayRangeFilter value={filters.span} picks={INCOME_PICKS} onChange={filters.setSpan} />
      {income.isPending ? (
        <PageLoading />
      ) : income.isError ? (
        <PageError error={income.error} onRetry={() => void income.refetch()} />
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Tile label={t('inc_wages')} value={data!.footer.wages} testId="income-wages" />
            <Tile label={t('inc_dividends')} value={data!.footer.dividends} testId="income-dividends" />
            <Tile label={t('inc_paid_out')} value={data!.footer.paidOut} testId="income-paid-out" />
            <Tile label={t('inc_commission')} value={data!.footer.commission} testId="income-kept" accent />
          </div>
          {data!.list.length === 0 ? (
            <PageEmpty
              title={t('inc_no_income')}
              text={t('inc_no_income_hint')}
              icon={<CoinsIcon size={22} />}
              testId="income-empty"
            />
          ) : (
            <div className="overflow-hidden rounded-2xl border border-line bg-surface shadow-card">
              <div className="overflow-x-auto">
                <table className="w-full min-w-[520px] text-sm" data-testid="income-table">
                  <thead className="bg-surface-2 text-left text-xs text-muted">
                    <tr>
                      <th className="px-3 py-2.5 font-semibold">{t('ct_period')}</th>
                      <th className="px-3 py-2.5 text-right font-semibold">{t('inc_wages')}</th>
                      <th className="px-3 py-2.5 text-right font-semibold">{t('inc_dividends')}</th>
                      <th className="px-3 py-2.5 text-right font-semibold">{t('inc_paid_out')}</th>
                      <th className="px-3 py-2.5 text-right font-semibold">{t('inc_commission')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data!.list.map((row) => (
                      <tr key={row.period} className="border-t border-line" data-testid="income-row">
                        <td className="px-3 py-2.5 font-medium tabular-nums">{row.period}</td>
                        <td className="px-3 py-2.5 text-right tabular-nums">{formatMoney(row.wages)}</td>
                        <td className="px-3 py-2.5 text-right tabular-nums">{formatMoney(row.dividends)}</td>
                        <td className="px-3 py-2.5 text-right text-muted tabular-nums">
                          {formatMoney(row.paidOut)}
                        </td>
                        <td className="px-3 py-2.5 text-right font-bold text-success tabular-nums">
                          {formatMoney(row.commission)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot className="border-t-2 border-line-strong bg-surface-2 font-bold">
                    <tr>
                      <td className="px-3 py-2.5">{t('ct_total')}</td>
                      <td className="px-3 py-2.5 text-right tabular-nums">
                        {formatMoney(data!.footer.wages)}
                      </td>
                      <td className="px-3 py-2.5 text-right tabular-nums">
                        {formatMoney(data!.footer.dividends)}
                      </td>
                      <td className="px-3 py-2.5 text-right tabular-nums">
                        {formatMoney(data!.footer.paidOut)}
                      </td>
                      <td className="px-3 py-2.5 text-right tabular-nums">
                        {formatMoney(data!.footer.commission)}
                      </td>
                    </tr>
                  </tfoot>
                </table>
              </div>
              <Pagination
                page={filters.page}
                totalPages={data!.totalPages}
                onChange={filters.setPage}
                className="py-3"
              />
            </div>
          )}
        </>
      )}
    </div>
  );
}
