import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import {
  agentReportKeys,
  getMemberCount,
  getTeamCount,
  getTeamKpi,
  getTeamOverviewDaily,
  getTeamOverviewSum,
} from '../../../api/agents/reports';
import { cn } from '../../../lib/cn';
import { formatMoney } from '../../../lib/money';
import { useSessionStore } from '../../../stores/session-store';
import { Avatar } from '../../../ui/avatar';
import { ChartIcon } from '../../../ui/icons';
import { PageEmpty, PageError, QueryStates } from '../page-states';
import { useReportNames } from './report-names';
import {
  betFigureColumns,
  DayRangeFilter,
  FilterPanel,
  ReportTable,
  Signed,
  Tile,
  useReportFilters,
  type BetFigures,
  type Column,
} from './report-ui';
import { spanQuery } from './report-days';

const PAGE_SIZE = 10;

/** A change against the period before, as an arrow and a percentage (— when there is nothing to compare). */
function Trend({ current, previous }: { current: number; previous: number }) {
  if (previous === 0) return null;
  const change = ((current - previous) / Math.abs(previous)) * 100;
  return (
    <span className="inline-flex items-center gap-1">
      <span
        className={cn('font-bold', change > 0 ? 'text-success' : change < 0 ? 'text-danger' : 'text-muted')}
      >
        {change > 0 ? '▲' : change < 0 ? '▼' : '•'} {Math.abs(change).toFixed(0)}%
      </span>
    </span>
  );
}

function KpiGroup({
  title,
  testId,
  kpis,
}: {
  title: string;
  testId: string;
  kpis: {
    validBet: { current: number; previous: number };
    winLoss: { current: number; previous: number };
    activeMembers: { current: number; previous: number };
    newMembers: { current: number; previous: number };
  };
}) {
  const { t } = useTranslation();
  const item = (label: string, key: keyof typeof kpis, value: ReactNode, previous: string) => (
    <div className="min-w-0 rounded-xl bg-surface-2 p-3" data-testid={`${testId}-${key}`}>
      <dt className="truncate text-xs font-semibold text-muted">{label}</dt>
      <dd className="mt-0.5 truncate text-lg font-extrabold tabular-nums">{value}</dd>
      <dd className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-muted">
        <Trend current={kpis[key].current} previous={kpis[key].previous} />
        <span className="truncate">{t('ar_previous', { 0: previous })}</span>
      </dd>
    </div>
  );
  return (
    <section className="rounded-2xl border border-line bg-surface p-4 shadow-card" data-testid={testId}>
      <h3 className="mb-3 text-sm font-bold">{title}</h3>
      <dl className="grid grid-cols-2 gap-2.5 lg:grid-cols-4">
        {item(
          t('ar_valid_bet'),
          'validBet',
          formatMoney(kpis.validBet.current),
          formatMoney(kpis.validBet.previous),
        )}
        {item(
          t('ar_win_loss'),
          'winLoss',
          <Signed value={kpis.winLoss.current} />,
          formatMoney(kpis.winLoss.previous),
        )}
        {item(
          t('ar_active_members'),
          'activeMembers',
          kpis.activeMembers.current,
          String(kpis.activeMembers.previous),
        )}
        {item(t('ar_new_members'), 'newMembers', kpis.newMembers.current, String(kpis.newMembers.previous))}
      </dl>
    </section>
  );
}

/** Who is looking, the team's size and who is online now. */
function TeamHeader() {
  const { t } = useTranslation();
  const info = useSessionStore((s) => s.memberInfo);
  const avatar = useSessionStore((s) => s.avatar);
  const count = useQuery({ queryKey: agentReportKeys.of('teamCount'), queryFn: getTeamCount });
  const online = useQuery({
    queryKey: agentReportKeys.of('memberCount'),
    queryFn: getMemberCount,
    refetchInterval: 60_000,
  });
  return (
    <section
      className="grid gap-4 rounded-2xl border border-line bg-surface p-4 shadow-card"
      data-testid="ar-team-header"
    >
      <div className="flex flex-wrap items-center gap-3.5">
        <Avatar avatar={avatar} size={48} />
        <div className="min-w-0 flex-1">
          <p className="truncate text-base font-bold">{info?.nickname || info?.account || '…'}</p>
          <p className="truncate text-[13px] text-muted">
            {t('mc_account')}: <span className="font-semibold text-fg">{info?.account ?? '…'}</span>
          </p>
        </div>
        {info?.affiliateCode && (
          <div className="text-right">
            <p className="text-xs text-muted">{t('ac_affiliate_code')}</p>
            <p className="font-mono text-base font-bold text-gold-fg" data-testid="ac-affiliate-code">
              {info.affiliateCode}
            </p>
          </div>
        )}
        <div
          className="flex items-center gap-2 rounded-full bg-success/10 px-3 py-1.5 text-sm font-semibold text-success"
          data-testid="ar-online"
        >
          <span aria-hidden="true" className="relative flex h-2.5 w-2.5">
            <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-success opacity-60 motion-reduce:animate-none" />
            <span className="relative inline-flex h-2.5 w-2.5 rounded-full bg-success" />
          </span>
          <span>
            {t('ar_online_now')}{' '}
            <span className="tabular-nums" data-testid="ar-online-count">
              {online.data?.online ?? '…'}
            </span>
          </span>
        </div>
      </div>
      {count.isError ? (
        <PageError error={count.error} onRetry={() => void count.refetch()} />
      ) : (
        <dl className="grid grid-cols-2 gap-2.5 sm:grid-cols-5" data-testid="ar-team-count">
          <Tile
            label={t('ar_team_size')}
            tone="brand"
            testId="ar-count-total"
            valueTestId="ac-total"
            className="max-sm:col-span-2"
          >
            {count.data?.total ?? '…'}
          </Tile>
          <Tile label={t('ar_direct')} testId="ar-count-direct" valueTestId="ac-direct">
            {count.data?.direct ?? '…'}
          </Tile>
          <Tile label={t('ar_agents')} testId="ar-count-agents">
            {count.data?.agents ?? '…'}
          </Tile>
          <Tile label={t('ar_players')} testId="ar-count-players">
            {count.data?.players ?? '…'}
          </Tile>
          <Tile label={t('ar_new_today')} tone="gold" testId="ar-count-new">
            {count.data?.newToday ?? '…'}
          </Tile>
        </dl>
      )}
    </section>
  );
}

interface DayRow extends BetFigures {
  date: string;
  activeMembers: number;
}

/**
 * Team overview (agentTeamOverview): the team's size and who is online, the KPIs of today and of
 * the month, the sums of a range and its day-by-day list with the range's totals.
 */
export function TeamOverviewPage() {
  const { t } = useTranslation();
  const names = useReportNames();
  const filters = useReportFilters();
  const { page } = filters;
  const range = spanQuery(filters.span);
  const kpi = useQuery({ queryKey: agentReportKeys.of('teamKpi'), queryFn: getTeamKpi });
  const sum = useQuery({
    queryKey: agentReportKeys.of('teamOverviewSum', range),
    queryFn: () => getTeamOverviewSum(range),
    placeholderData: keepPreviousData,
  });
  const daily = useQuery({
    queryKey: agentReportKeys.of('teamOverviewDaily', { ...range, page }),
    queryFn: () => getTeamOverviewDaily({ ...range, pageNo: page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const columns: Column<DayRow>[] = [
    { key: 'date', label: t('ar_date'), cell: (r) => names.day(r.date) },
    ...betFigureColumns<DayRow>(t, daily.data?.footer, 'ar-daily'),
    { key: 'active', label: t('ar_active_members'), align: 'right', cell: (r) => r.activeMembers },
  ];
  return (
    <div className="grid gap-4" data-testid="agent-overview">
      <TeamHeader />
      <QueryStates query={kpi} loadingTestId="ar-kpi-loading">
        {(data) => (
          <div className="grid gap-4">
            <KpiGroup title={t('ar_kpi_today')} testId="ar-kpi-daily" kpis={data.daily} />
            <KpiGroup title={t('ar_kpi_month')} testId="ar-kpi-monthly" kpis={data.monthly} />
          </div>
        )}
      </QueryStates>
      <FilterPanel>
        <DayRangeFilter value={filters.span} onChange={filters.setSpan} />
      </FilterPanel>
      <QueryStates query={sum}>
        {(data) => (
          <dl className="grid grid-cols-2 gap-2.5 md:grid-cols-4" data-testid="ar-sum">
            <Tile label={t('ar_win_loss')} tone="brand" testId="ar-sum-winloss">
              <Signed value={data.winLoss} />
            </Tile>
            {(
              [
                ['ar_valid_bet', 'valid', formatMoney(data.validBet)],
                ['ar_bet_amount', 'bet', formatMoney(data.betAmount)],
                ['ar_payout', 'payout', formatMoney(data.payout)],
                ['ar_bets', 'bets', data.bets],
                ['ar_active_members', 'active', data.activeMembers],
                ['ar_new_members', 'new', data.newMembers],
                ['ar_currency', 'currency', data.currency],
              ] as const
            ).map(([label, id, value]) => (
              <Tile key={id} label={t(label)} testId={`ar-sum-${id}`}>
                {value}
              </Tile>
            ))}
          </dl>
        )}
      </QueryStates>
      <section className="grid gap-3">
        <h3 className="text-sm font-bold">{t('ar_daily')}</h3>
        <QueryStates
          query={daily}
          isEmpty={(data) => data.footer.bets === 0}
          empty={
            <PageEmpty
              testId="ar-daily-empty"
              icon={<ChartIcon size={22} />}
              title={t('ar_no_bets')}
              text={t('ar_no_bets_text')}
            />
          }
        >
          {(data) => (
            <ReportTable
              columns={columns}
              rows={data.list}
              rowKey={(r) => r.date}
              footLabel={t('ar_period_totals')}
              testId="ar-daily"
              pages={{
                page,
                totalPages: data.totalPages,
                total: data.total,
                onChange: filters.setPage,
                testId: 'ar-daily-pages',
              }}
            />
          )}
        </QueryStates>
      </section>
    </div>
  );
}
