import { lazy, Suspense, useMemo, useState } from 'react';
import { formatMoney } from '../../../lib/money';
import { Button } from '../../../ui/button';
import { useDashboard, useDashboardCsv, type DashboardQuery } from '../../api/dashboard';
import { formatTime } from '../../lib/format';
import { opsErrorText } from '../../lib/ops-errors';
import { useOpsText } from '../../lib/use-ops-text';
import { PageTitle } from '../../ui/page-title';
import { Table, Td, Th } from '../../ui/table';
import { DashboardFilters, type DashboardChoice } from './dashboard-filters';
import { FigureCards } from './figure-cards';
import { GameBars } from './game-bars';

// The chart library comes with the chart, in its own chunk, after the figures are on screen.
const MoneyChart = lazy(async () => ({ default: (await import('./money-chart')).MoneyChart }));

const INITIAL: DashboardChoice = { period: 'last7' };

function queryOf(choice: DashboardChoice): DashboardQuery {
  return {
    period: choice.period,
    ...(choice.brandId !== undefined ? { brandId: choice.brandId } : {}),
    ...(choice.region ? { region: choice.region } : {}),
    ...(choice.period === 'custom' ? { from: choice.from, to: choice.to } : {}),
  };
}

const dayText = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const showDay = (day: string) => dayText.format(Date.parse(`${day}T00:00:00Z`));

/**
 * The console's first page (issue 16 item 2): one region's money, players and gaming revenue for a
 * period, against the period before it, with today beside it. Figures are defined in decision D-dash-1
 * and in the help under the page.
 */
export function DashboardPage() {
  const { t } = useOpsText();
  const [choice, setChoice] = useState<DashboardChoice>(INITIAL);
  const query = useMemo(() => queryOf(choice), [choice]);
  const summary = useDashboard(query);
  const csv = useDashboardCsv();
  const data = summary.data;

  const series = useMemo(
    () =>
      data && {
        days: data.days.map((d) => d.day),
        deposits: data.days.map((d) => d.depositAmount),
        withdrawals: data.days.map((d) => d.withdrawalAmount),
        ggr: data.days.map((d) => d.ggr),
        labels: {
          day: t('dashboard_col_day'),
          deposits: t('dashboard_deposits'),
          withdrawals: t('dashboard_withdrawals'),
          ggr: t('dashboard_ggr'),
        },
      },
    [data, t],
  );

  const currency = data?.region.currency ?? '';
  return (
    <>
      <PageTitle
        title={t('dashboard_title')}
        lead={data ? t('dashboard_lead', { 0: data.region.timeZone }) : undefined}
        actions={
          <Button
            variant="outline"
            disabled={!data || csv.isPending}
            onClick={() => csv.mutate(query)}
            data-testid="ops-dashboard-csv"
          >
            {t('dashboard_csv')}
          </Button>
        }
      />
      {csv.isError && (
        <p
          role="alert"
          className="mb-4 rounded-xl bg-danger-soft px-4 py-3 text-sm font-semibold text-danger"
        >
          {t('dashboard_csv_failed', { 0: opsErrorText(t, csv.error) })}
        </p>
      )}
      <DashboardFilters value={choice} data={data} onChange={setChoice} />

      {summary.isError && (
        <div
          role="alert"
          className="mb-5 rounded-2xl border border-line bg-surface p-6 text-center text-sm text-muted shadow-card"
        >
          {t('load_failed', { 0: opsErrorText(t, summary.error) })}{' '}
          <Button variant="ghost" size="sm" onClick={() => void summary.refetch()}>
            {t('retry')}
          </Button>
        </div>
      )}
      {summary.isPending && (
        <p
          className="rounded-2xl border border-line bg-surface p-10 text-center text-sm text-muted shadow-card"
          aria-live="polite"
        >
          {t('loading')}
        </p>
      )}

      {data && series && (
        <div
          aria-busy={summary.isFetching}
          data-testid="ops-dashboard"
          className={summary.isPlaceholderData ? 'opacity-70 transition-opacity' : undefined}
        >
          <p className="mb-3 text-sm font-semibold text-fg" data-testid="ops-dashboard-range">
            {data.from === data.to
              ? t('dashboard_showing_day', { 0: showDay(data.from), 1: showDay(data.previousFrom) })
              : t('dashboard_showing', {
                  0: showDay(data.from),
                  1: showDay(data.to),
                  2: showDay(data.previousFrom),
                  3: showDay(data.previousTo),
                })}
          </p>
          <FigureCards
            period={data.totals.period}
            previous={data.totals.previous}
            today={data.totals.today}
            currency={currency}
            showToday={!(data.from === data.today && data.to === data.today)}
          />

          <section
            className="mb-5 rounded-2xl border border-line bg-surface p-4 shadow-card"
            aria-labelledby="dashboard-chart-title"
          >
            <h2 id="dashboard-chart-title" className="mb-2 text-base font-extrabold text-fg">
              {t('dashboard_chart_money')}
            </h2>
            <p className="sr-only">
              {t('dashboard_chart_money_summary', {
                0: `${formatMoney(data.totals.period.depositAmount)} ${currency}`,
                1: `${formatMoney(data.totals.period.withdrawalAmount)} ${currency}`,
                2: `${formatMoney(data.totals.period.ggr)} ${currency}`,
              })}
            </p>
            <Suspense
              fallback={<div className="h-[220px] animate-pulse rounded-xl bg-surface-2 sm:h-[300px]" />}
            >
              <MoneyChart series={series} />
            </Suspense>
            <details className="mt-3">
              <summary className="cursor-pointer text-sm font-semibold text-brand-fg">
                {t('dashboard_chart_days')}
              </summary>
              <div className="mt-3">
                <Table label={t('dashboard_chart_days')} testId="ops-dashboard-days">
                  <thead>
                    <tr>
                      <Th>{t('dashboard_col_day')}</Th>
                      <Th className="text-right">{t('dashboard_registrations')}</Th>
                      <Th className="text-right">{t('dashboard_first_deposits')}</Th>
                      <Th className="text-right">{t('dashboard_deposits')}</Th>
                      <Th className="text-right">{t('dashboard_withdrawals')}</Th>
                      <Th className="text-right">{t('dashboard_active_players')}</Th>
                      <Th className="text-right">{t('dashboard_ggr')}</Th>
                      <Th className="text-right">{t('dashboard_bonuses')}</Th>
                      <Th className="text-right">{t('dashboard_ngr')}</Th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.days.map((d) => (
                      <tr key={d.day}>
                        <Td className="whitespace-nowrap">{showDay(d.day)}</Td>
                        <Td className="text-right tabular-nums">{d.registrations}</Td>
                        <Td className="text-right tabular-nums">{d.firstDeposits}</Td>
                        <Td className="text-right tabular-nums">{formatMoney(d.depositAmount)}</Td>
                        <Td className="text-right tabular-nums">{formatMoney(d.withdrawalAmount)}</Td>
                        <Td className="text-right tabular-nums">{d.activePlayers}</Td>
                        <Td className="text-right tabular-nums">{formatMoney(d.ggr)}</Td>
                        <Td className="text-right tabular-nums">{formatMoney(d.bonuses)}</Td>
                        <Td className="text-right tabular-nums">{formatMoney(d.ngr)}</Td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </div>
            </details>
          </section>

          <div className="mb-5 grid gap-5 xl:grid-cols-2">
            <GameBars
              title={t('dashboard_by_category')}
              rows={data.byCategory}
              nameOf={(r) => r.category}
              currency={currency}
              testId="ops-dashboard-categories"
            />
            <GameBars
              title={t('dashboard_by_vendor')}
              rows={data.byVendor}
              nameOf={(r) => `${r.vendorName ?? r.vendorCode ?? ''} · ${r.category}`}
              currency={currency}
              testId="ops-dashboard-vendors"
            />
          </div>

          <details
            className="rounded-2xl border border-line bg-surface p-4 text-sm text-muted shadow-card"
            data-testid="ops-dashboard-help"
          >
            <summary className="cursor-pointer font-semibold text-fg">{t('dashboard_help_title')}</summary>
            <div className="mt-3 grid max-w-3xl gap-2 leading-relaxed">
              <p>{t('dashboard_help_days', { 0: data.region.timeZone })}</p>
              <p>{t('dashboard_help_money')}</p>
              <p>{t('dashboard_help_ggr')}</p>
              <p>{t('dashboard_help_ngr')}</p>
              <p>{t('dashboard_help_active')}</p>
              <p className="text-xs">{t('dashboard_updated', { 0: formatTime(data.generatedAt) })}</p>
            </div>
          </details>
        </div>
      )}
    </>
  );
}
