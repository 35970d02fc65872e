import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { agentReportKeys, getTeamPnl, getTeamPnlDetail } from '../../../api/agents/reports';
import { formatMoney } from '../../../lib/money';
import { Button } from '../../../ui/button';
import { ChartIcon } from '../../../ui/icons';
import { PageEmpty, QueryStates } from '../page-states';
import { spanQuery, type DaySpan } from './report-days';
import { useReportNames } from './report-names';
import {
  betFigureColumns,
  DayRangeFilter,
  FilterPanel,
  MemberCell,
  MemberSearch,
  ReportTable,
  Signed,
  Tile,
  useReportFilters,
  type Column,
} from './report-ui';

const PAGE_SIZE = 20;

/** One member's statement per day of the same range: the drill-down of a row. */
function MemberDays({ memberId, span, onBack }: { memberId: number; span: DaySpan; onBack(): void }) {
  const { t } = useTranslation();
  const names = useReportNames();
  const query = { memberId, ...spanQuery(span) };
  const detail = useQuery({
    queryKey: agentReportKeys.of('teamPnlDetail', query),
    queryFn: () => getTeamPnlDetail(query),
  });
  type Day = NonNullable<typeof detail.data>['list'][number];
  const columns: Column<Day>[] = [
    { key: 'date', label: t('ar_date'), cell: (r) => names.day(r.date) },
    ...betFigureColumns<Day>(t, detail.data?.footer, 'ar-pnl-days'),
  ];
  return (
    <div className="grid gap-4" data-testid="ar-pnl-detail">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="outline" size="sm" onClick={onBack} data-testid="ar-pnl-back">
          <span aria-hidden="true">‹</span> {t('ar_back')}
        </Button>
        <p className="text-sm text-muted">
          {detail.data
            ? `${names.day(detail.data.range.startDate)} – ${names.day(detail.data.range.endDate)}`
            : null}
        </p>
      </div>
      <QueryStates query={detail}>
        {(data) => (
          <>
            <h3 className="text-base font-bold" data-testid="ar-pnl-detail-title">
              {t('ar_daily_of', { 0: data.username })}
            </h3>
            {data.list.length === 0 ? (
              <PageEmpty testId="ar-pnl-days-empty" icon={<ChartIcon size={22} />} title={t('ar_no_bets')} />
            ) : (
              <ReportTable
                columns={columns}
                rows={data.list}
                rowKey={(r) => r.date}
                footLabel={t('ar_period_totals')}
                testId="ar-pnl-days"
              />
            )}
          </>
        )}
      </QueryStates>
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
  const filters = useReportFilters();
  const [open, setOpen] = useState<number | null>(null);
  const query = { ...filters.query, pageNo: filters.page, pageSize: PAGE_SIZE };
  const pnl = useQuery({
    queryKey: agentReportKeys.of('teamPnl', query),
    queryFn: () => getTeamPnl(query),
    placeholderData: keepPreviousData,
  });
  if (open !== null) return <MemberDays memberId={open} span={filters.span} onBack={() => setOpen(null)} />;
  type Row = NonNullable<typeof pnl.data>['list'][number];
  const columns: Column<Row>[] = [
    {
      key: 'member',
      label: t('ar_member'),
      cell: (r) => (
        <MemberCell
          username={r.username}
          typeName={names.memberType(r.memberType)}
          level={r.level}
          testId="ar-pnl-username"
        />
      ),
    },
    ...betFigureColumns<Row>(t, pnl.data?.footer, 'ar-pnl'),
  ];
  return (
    <div className="grid gap-4" data-testid="ar-loss-statements">
      <FilterPanel>
        <DayRangeFilter value={filters.span} onChange={filters.setSpan} />
        <div className="md:max-w-md">
          <MemberSearch value={filters.username} onSearch={filters.setUsername} />
        </div>
      </FilterPanel>
      <QueryStates
        query={pnl}
        isEmpty={(data) => data.list.length === 0}
        empty={
          <PageEmpty
            testId="ar-pnl-empty"
            icon={<ChartIcon size={22} />}
            title={t('ar_no_bets')}
            text={t('ar_no_bets_text')}
          />
        }
      >
        {(data) => (
          <>
            <dl className="grid grid-cols-2 gap-2.5 md:grid-cols-4" data-testid="ar-pnl-summary">
              <Tile label={t('ar_team_loss')} tone="brand" testId="ar-pnl-team-loss">
                <Signed value={-data.footer.winLoss} />
              </Tile>
              <Tile label={t('ar_valid_bet')}>{formatMoney(data.footer.validBet)}</Tile>
              <Tile label={t('ar_bets')}>{data.footer.bets}</Tile>
              <Tile label={t('ar_active_members')}>{data.total}</Tile>
            </dl>
            <ReportTable
              columns={columns}
              rows={data.list}
              rowKey={(r) => String(r.memberId)}
              footLabel={t('ar_period_totals')}
              onRowClick={(r) => setOpen(r.memberId)}
              rowLabel={(r) => t('ar_daily_of', { 0: r.username })}
              testId="ar-pnl"
              pages={{
                page: filters.page,
                totalPages: data.totalPages,
                total: data.total,
                onChange: filters.setPage,
                testId: 'ar-pnl-pages',
              }}
            />
          </>
        )}
      </QueryStates>
    </div>
  );
}
