import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { agentReportKeys, getTeamPnl, getTeamPnlDetail } from '../../../api/agents/reports';
import { formatMoney } from '../../../lib/money';
import { Button } from '../../../ui/button';
import { ChartIcon } from '../../../ui/icons';
import { StatusBadge } from '../../../ui/status-badge';
import { PageEmpty, PageError, PageLoading } from '../page-states';
import { daysOf, type DaySpan } from './report-days';
import { useReportNames } from './report-names';
import {
  DayRangeFilter,
  FilterPanel,
  MemberSearch,
  ReportPager,
  ReportTable,
  Signed,
  Tile,
  type Column,
} from './report-ui';

const PAGE_SIZE = 20;

interface Figures {
  betAmount: number;
  validBet: number;
  payout: number;
  winLoss: number;
  bets: number;
}

function figureColumns<R extends Figures>(
  t: (key: 'ar_bets' | 'ar_bet_amount' | 'ar_valid_bet' | 'ar_payout' | 'ar_win_loss') => string,
  footer: Figures | undefined,
  testId: string,
): Column<R>[] {
  return [
    { key: 'bets', label: t('ar_bets'), align: 'right', cell: (r) => r.bets, foot: footer?.bets },
    {
      key: 'betAmount',
      label: t('ar_bet_amount'),
      align: 'right',
      cell: (r) => formatMoney(r.betAmount),
      foot: footer && formatMoney(footer.betAmount),
    },
    {
      key: 'validBet',
      label: t('ar_valid_bet'),
      align: 'right',
      cell: (r) => formatMoney(r.validBet),
      foot: footer && formatMoney(footer.validBet),
    },
    {
      key: 'payout',
      label: t('ar_payout'),
      align: 'right',
      cell: (r) => formatMoney(r.payout),
      foot: footer && formatMoney(footer.payout),
    },
    {
      key: 'winLoss',
      label: t('ar_win_loss'),
      align: 'right',
      cell: (r) => <Signed value={r.winLoss} testId={`${testId}-winloss`} />,
      foot: footer && <Signed value={footer.winLoss} testId={`${testId}-footer-winloss`} />,
    },
  ];
}

/** One member's statement per day of the same range: the drill-down of a row. */
function MemberDays({ memberId, span, onBack }: { memberId: number; span: DaySpan; onBack(): void }) {
  const { t } = useTranslation();
  const names = useReportNames();
  const query = { memberId, startDate: span.startDate, endDate: span.endDate };
  const detail = useQuery({
    queryKey: agentReportKeys.of('teamPnlDetail', query),
    queryFn: () => getTeamPnlDetail(query),
  });
  type Day = NonNullable<typeof detail.data>['list'][number];
  const columns: Column<Day>[] = [
    { key: 'date', label: t('ar_date'), cell: (r) => names.day(r.date) },
    ...figureColumns<Day>(t, detail.data?.footer, 'ar-pnl-days'),
  ];
  return (
    <div className="grid gap-4" data-testid="ar-pnl-detail">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="outline" size="sm" onClick={onBack} data-testid="ar-pnl-back">
          <span aria-hidden="true">‹</span> {t('ar_back')}
        </Button>
        <p className="text-sm text-muted">
          {names.day(span.startDate)} – {names.day(span.endDate)}
        </p>
      </div>
      {detail.isError ? (
        <PageError error={detail.error} onRetry={() => void detail.refetch()} />
      ) : detail.isPending ? (
        <PageLoading />
      ) : (
        <>
          <h3 className="text-base font-bold" data-testid="ar-pnl-detail-title">
            {t('ar_daily_of', { 0: detail.data.username })}
          </h3>
          {detail.data.list.length === 0 ? (
            <PageEmpty testId="ar-pnl-days-empty" icon={<ChartIcon size={22} />} title={t('ar_no_bets')} />
          ) : (
            <ReportTable
              columns={columns}
              rows={detail.data.list}
              rowKey={(r) => r.date}
              footLabel={t('ar_period_totals')}
              testId="ar-pnl-days"
            />
          )}
        </>
      )}
    </div>
  );
}

/**
 * User loss statements (palStatementsAgentCopy): each team member’s own profit and loss over a range,
 * by username, with the totals of every row in the footer; a row opens its days.
 */
export function LossStatementsPage() {
  const { t } = useTranslation();
  const names = useReportNames();
  const [span, setSpan] = useState<DaySpan>(() => daysOf('last7'));
  const [username, setUsername] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const query = {
    startDate: span.startDate,
    endDate: span.endDate,
    pageNo: page,
    pageSize: PAGE_SIZE,
    ...(username ? { username } : {}),
  };
  const pnl = useQuery({
    queryKey: agentReportKeys.of('teamPnl', query),
    queryFn: () => getTeamPnl(query),
    placeholderData: keepPreviousData,
  });
  if (open !== null) return <MemberDays memberId={open} span={span} onBack={() => setOpen(null)} />;
  const footer = pnl.data?.footer;
  type Row = NonNullable<typeof pnl.data>['list'][number];
  const columns: Column<Row>[] = [
    {
      key: 'member',
      label: t('ar_member'),
      cell: (r) => (
        <span className="inline-flex min-w-0 items-center gap-2">
          <span className="truncate" data-testid="ar-pnl-username">
            {r.username}
          </span>
          {r.level === 0 ? (
            <StatusBadge tone="info">{t('ar_self')}</StatusBadge>
          ) : (
            <span className="text-xs font-normal text-muted">
              {names.memberType(r.memberType)} · {t('ar_level', { 0: r.level })}
            </span>
          )}
        </span>
      ),
    },
    ...figureColumns<Row>(t, footer, 'ar-pnl'),
  ];
  return (
    <div className="grid gap-4" data-testid="ar-loss-statements">
      <FilterPanel>
        <DayRangeFilter
          value={span}
          onChange={(next) => {
            setSpan(next);
            setPage(1);
          }}
        />
        <div className="md:max-w-md">
          <MemberSearch
            value={username}
            onSearch={(next) => {
              setUsername(next);
              setPage(1);
            }}
          />
        </div>
      </FilterPanel>
      {pnl.isError ? (
        <PageError error={pnl.error} onRetry={() => void pnl.refetch()} />
      ) : pnl.isPending ? (
        <PageLoading />
      ) : pnl.data.list.length === 0 ? (
        <PageEmpty
          testId="ar-pnl-empty"
          icon={<ChartIcon size={22} />}
          title={t('ar_no_bets')}
          text={t('ar_no_bets_text')}
        />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-2.5 md:grid-cols-4" data-testid="ar-pnl-summary">
            <Tile label={t('ar_team_loss')} tone="brand" testId="ar-pnl-team-loss">
              <Signed value={-pnl.data.footer.winLoss} />
            </Tile>
            <Tile label={t('ar_valid_bet')}>{formatMoney(pnl.data.footer.validBet)}</Tile>
            <Tile label={t('ar_bets')}>{pnl.data.footer.bets}</Tile>
            <Tile label={t('ar_active_members')}>{pnl.data.total}</Tile>
          </dl>
          <ReportTable
            columns={columns}
            rows={pnl.data.list}
            rowKey={(r) => String(r.memberId)}
            footLabel={t('ar_period_totals')}
            onRowClick={(r) => setOpen(r.memberId)}
            rowLabel={(r) => t('ar_daily_of', { 0: r.username })}
            testId="ar-pnl"
          />
          <ReportPager
            page={page}
            totalPages={pnl.data.totalPages}
            total={pnl.data.total}
            onChange={setPage}
            testId="ar-pnl-pages"
          />
        </>
      )}
    </div>
  );
}
