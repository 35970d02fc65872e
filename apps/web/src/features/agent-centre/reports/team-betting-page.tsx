import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { agentReportKeys, getLottOrders, getTeamBetting } from '../../../api/agents/reports';
import { cn } from '../../../lib/cn';
import { formatMoney } from '../../../lib/money';
import { SegmentedTabs } from '../../../ui/segmented-tabs';
import { StatusBadge } from '../../../ui/status-badge';
import { TicketIcon } from '../../../ui/icons';
import { PageEmpty, PageError, PageLoading } from '../page-states';
import { daysOf, type DaySpan } from './report-days';
import { useReportNames } from './report-names';
import {
  DayRangeFilter,
  FilterPanel,
  MemberSearch,
  ReportPager,
  ReportSelect,
  ReportTable,
  Signed,
  type Column,
} from './report-ui';

const PAGE_SIZE = 20;
type Group = 'member' | 'category' | 'vendor';

interface BetRow {
  key: string;
  username?: string | undefined;
  memberType?: number | undefined;
  level?: number | undefined;
  betAmount: number;
  validBet: number;
  payout: number;
  winLoss: number;
  bets: number;
}

function TeamBets() {
  const { t } = useTranslation();
  const names = useReportNames();
  const [span, setSpan] = useState<DaySpan>(() => daysOf('last7'));
  const [group, setGroup] = useState<Group>('member');
  const [username, setUsername] = useState('');
  const [category, setCategory] = useState('');
  const [vendor, setVendor] = useState('');
  const [page, setPage] = useState(1);
  const query = {
    startDate: span.startDate,
    endDate: span.endDate,
    groupBy: group,
    pageNo: page,
    pageSize: PAGE_SIZE,
    ...(username ? { username } : {}),
    ...(group !== 'member' && category ? { category } : {}),
    ...(group === 'vendor' && vendor ? { vendor } : {}),
  };
  const bets = useQuery({
    queryKey: agentReportKeys.of('teamBetting', query),
    queryFn: () => getTeamBetting(query),
    placeholderData: keepPreviousData,
  });
  const footer = bets.data?.footer;
  const title = (r: BetRow) =>
    group === 'member' ? (
      <span className="inline-flex min-w-0 items-center gap-2">
        <span className="truncate" data-testid="ar-bets-username">
          {r.username}
        </span>
        {r.level === 0 ? (
          <StatusBadge tone="info">{t('ar_self')}</StatusBadge>
        ) : (
          <span className="text-xs font-normal text-muted">
            {names.memberType(r.memberType ?? 0)} · {t('ar_level', { 0: r.level ?? 1 })}
          </span>
        )}
      </span>
    ) : group === 'category' ? (
      names.categoryName(r.key)
    ) : (
      names.vendorName(r.key)
    );
  const columns: Column<BetRow>[] = [
    {
      key: 'key',
      label: group === 'member' ? t('ar_member') : group === 'category' ? t('ar_category') : t('ar_vendor'),
      cell: title,
    },
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
      cell: (r) => <Signed value={r.winLoss} />,
      foot: footer && <Signed value={footer.winLoss} testId="ar-bets-footer-winloss" />,
    },
  ];
  return (
    <div className="grid gap-4" data-testid="ar-team-bets">
      <FilterPanel>
        <DayRangeFilter
          value={span}
          onChange={(next) => {
            setSpan(next);
            setPage(1);
          }}
        />
        <SegmentedTabs
          label={t('ar_group_by')}
          value={group}
          testId="ar-group"
          options={[
            { value: 'member', label: t('ar_by_member') },
            { value: 'category', label: t('ar_by_category') },
            { value: 'vendor', label: t('ar_by_vendor') },
          ]}
          onChange={(next) => {
            setGroup(next);
            setPage(1);
          }}
        />
        <div
          className={cn(
            'grid gap-3',
            group === 'member'
              ? 'md:max-w-md'
              : group === 'category'
                ? 'md:grid-cols-[1.4fr_1fr]'
                : 'md:grid-cols-[1.4fr_1fr_1fr]',
          )}
        >
          <MemberSearch
            value={username}
            onSearch={(next) => {
              setUsername(next);
              setPage(1);
            }}
          />
          {group !== 'member' && (
            <ReportSelect
              label={t('ar_category')}
              value={category}
              options={names.categoryOptions}
              onChange={(next) => {
                setCategory(next);
                setPage(1);
              }}
              testId="ar-category"
            />
          )}
          {group === 'vendor' && (
            <ReportSelect
              label={t('ar_vendor')}
              value={vendor}
              options={names.vendorOptions}
              onChange={(next) => {
                setVendor(next);
                setPage(1);
              }}
              testId="ar-vendor"
            />
          )}
        </div>
      </FilterPanel>
      {bets.isError ? (
        <PageError error={bets.error} onRetry={() => void bets.refetch()} />
      ) : bets.isPending ? (
        <PageLoading />
      ) : bets.data.list.length === 0 ? (
        <PageEmpty
          testId="ar-bets-empty"
          icon={<TicketIcon size={22} />}
          title={t('ar_no_bets')}
          text={t('ar_no_bets_text')}
        />
      ) : (
        <>
          <ReportTable
            columns={columns}
            rows={bets.data.list}
            rowKey={(r) => r.key}
            footLabel={t('ar_period_totals')}
            testId="ar-bets"
          />
          <ReportPager
            page={page}
            totalPages={bets.data.totalPages}
            total={bets.data.total}
            onChange={setPage}
            testId="ar-bets-pages"
          />
        </>
      )}
    </div>
  );
}

const STATUS_TONES = { pending: 'warning', won: 'success', lost: 'neutral' } as const;

function LotteryOrders() {
  const { t } = useTranslation();
  const names = useReportNames();
  const [span, setSpan] = useState<DaySpan>(() => daysOf('last7'));
  const [username, setUsername] = useState('');
  const [status, setStatus] = useState<'' | 'pending' | 'won' | 'lost'>('');
  const [page, setPage] = useState(1);
  const query = {
    startDate: span.startDate,
    endDate: span.endDate,
    pageNo: page,
    pageSize: PAGE_SIZE,
    ...(username ? { username } : {}),
    ...(status ? { status } : {}),
  };
  const orders = useQuery({
    queryKey: agentReportKeys.of('lottOrders', query),
    queryFn: () => getLottOrders(query),
    placeholderData: keepPreviousData,
  });
  const footer = orders.data?.footer;
  type Order = NonNullable<typeof orders.data>['list'][number];
  const columns: Column<Order>[] = [
    { key: 'member', label: t('ar_member'), cell: (r) => r.username },
    { key: 'time', label: t('ar_time'), cell: (r) => names.dateTime(r.createdAt) },
    { key: 'game', label: t('ar_game'), cell: (r) => `${r.gameCode} · ${r.drawNo}` },
    { key: 'play', label: t('ar_selection'), cell: (r) => `${r.playType} ${r.selection}` },
    {
      key: 'amount',
      label: t('ar_amount'),
      align: 'right',
      cell: (r) => formatMoney(r.amount),
      foot: footer && formatMoney(footer.amount),
    },
    {
      key: 'payout',
      label: t('ar_payout'),
      align: 'right',
      cell: (r) => formatMoney(r.payout),
      foot: footer && formatMoney(footer.payout),
    },
    {
      key: 'status',
      label: t('ar_status'),
      align: 'right',
      cell: (r) => <StatusBadge tone={STATUS_TONES[r.status]}>{t(`ar_lott_${r.status}`)}</StatusBadge>,
      foot: footer && <Signed value={footer.winLoss} />,
    },
  ];
  return (
    <div className="grid gap-4" data-testid="ar-lott">
      <FilterPanel>
        <DayRangeFilter
          value={span}
          onChange={(next) => {
            setSpan(next);
            setPage(1);
          }}
        />
        <div className="grid gap-3 md:grid-cols-[1.4fr_1fr]">
          <MemberSearch
            value={username}
            onSearch={(next) => {
              setUsername(next);
              setPage(1);
            }}
          />
          <ReportSelect
            label={t('ar_status')}
            value={status}
            options={[
              { value: '', label: t('ar_all_statuses') },
              { value: 'pending', label: t('ar_lott_pending') },
              { value: 'won', label: t('ar_lott_won') },
              { value: 'lost', label: t('ar_lott_lost') },
            ]}
            onChange={(next) => {
              setStatus(next as typeof status);
              setPage(1);
            }}
            testId="ar-lott-status"
          />
        </div>
      </FilterPanel>
      {orders.isError ? (
        <PageError error={orders.error} onRetry={() => void orders.refetch()} />
      ) : orders.isPending ? (
        <PageLoading />
      ) : orders.data.list.length === 0 ? (
        <PageEmpty testId="ar-lott-empty" icon={<TicketIcon size={22} />} title={t('ar_no_orders')} />
      ) : (
        <>
          <ReportTable
            columns={columns}
            rows={orders.data.list}
            rowKey={(r) => r.orderId}
            footLabel={t('ar_period_totals')}
            testId="ar-lott-orders"
          />
          <ReportPager
            page={page}
            totalPages={orders.data.totalPages}
            total={orders.data.total}
            onChange={setPage}
            testId="ar-lott-pages"
          />
        </>
      )}
    </div>
  );
}

/** Team betting (personalHistoryCopy of the agent centre): the team's bets, and its lottery orders. */
export function TeamBettingPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'bets' | 'lottery'>('bets');
  return (
    <div className="grid gap-4" data-testid="ar-team-betting">
      <SegmentedTabs
        label={t('in_team_betting')}
        value={tab}
        testId="ar-betting-tab"
        className="max-w-md"
        options={[
          { value: 'bets', label: t('ar_tab_bets') },
          { value: 'lottery', label: t('ar_tab_lottery') },
        ]}
        onChange={(next) => setTab(next === 'lottery' ? 'lottery' : 'bets')}
      />
      {tab === 'bets' ? <TeamBets /> : <LotteryOrders />}
    </div>
  );
}
