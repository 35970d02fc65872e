import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { agentReportKeys, getLottOrders, getLottTeamBet, getTeamBetting } from '../../../api/agents/reports';
import { cn } from '../../../lib/cn';
import { formatMoney } from '../../../lib/money';
import { SegmentedTabs } from '../../../ui/segmented-tabs';
import { StatusBadge } from '../../../ui/status-badge';
import { TicketIcon } from '../../../ui/icons';
import { PageEmpty, QueryStates } from '../page-states';
import { useReportNames } from './report-names';
import {
  betFigureColumns,
  DayRangeFilter,
  FilterPanel,
  MemberCell,
  MemberSearch,
  ReportSelect,
  ReportTable,
  Signed,
  useReportFilters,
  type BetFigures,
  type Column,
} from './report-ui';

const PAGE_SIZE = 20;
type Group = 'member' | 'category' | 'vendor';

interface BetRow extends BetFigures {
  key: string;
  username?: string | undefined;
  memberType?: number | undefined;
  level?: number | undefined;
}

function TeamBets() {
  const { t } = useTranslation();
  const names = useReportNames();
  const filters = useReportFilters();
  const [group, setGroup] = useState<Group>('member');
  const [category, setCategory] = useState('');
  const [vendor, setVendor] = useState('');
  const query = {
    ...filters.query,
    groupBy: group,
    pageNo: filters.page,
    pageSize: PAGE_SIZE,
    ...(category ? { category } : {}),
    ...(vendor ? { vendor } : {}),
  };
  const bets = useQuery({
    queryKey: agentReportKeys.of('teamBetting', query),
    queryFn: () => getTeamBetting(query),
    placeholderData: keepPreviousData,
  });
  const title = (r: BetRow) =>
    group === 'member' ? (
      <MemberCell
        username={r.username}
        typeName={names.memberType(r.memberType ?? 0)}
        level={r.level ?? 1}
        testId="ar-bets-username"
      />
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
    ...betFigureColumns<BetRow>(t, bets.data?.footer, 'ar-bets'),
  ];
  return (
    <div className="grid gap-4" data-testid="ar-team-bets">
      <FilterPanel>
        <DayRangeFilter value={filters.span} onChange={filters.setSpan} />
        <SegmentedTabs
          label={t('ar_group_by')}
          value={group}
          testId="ar-group"
          options={[
            { value: 'member', label: t('ar_by_member') },
            { value: 'category', label: t('ar_by_category') },
            { value: 'vendor', label: t('ar_by_vendor') },
          ]}
          onChange={filters.refilter((next: Group) => setGroup(next))}
        />
        {/* Every grouping narrows by member, category and vendor alike. */}
        <div className="grid gap-3 md:grid-cols-[1.4fr_1fr_1fr]">
          <MemberSearch value={filters.username} onSearch={filters.setUsername} />
          <ReportSelect
            label={t('ar_category')}
            value={category}
            options={names.categoryOptions}
            onChange={filters.refilter(setCategory)}
            testId="ar-category"
          />
          <ReportSelect
            label={t('ar_vendor')}
            value={vendor}
            options={names.vendorOptions}
            onChange={filters.refilter(setVendor)}
            testId="ar-vendor"
          />
        </div>
      </FilterPanel>
      <QueryStates
        query={bets}
        isEmpty={(data) => data.list.length === 0}
        empty={
          <PageEmpty
            testId="ar-bets-empty"
            icon={<TicketIcon size={22} />}
            title={t('ar_no_bets')}
            text={t('ar_no_bets_text')}
          />
        }
      >
        {(data) => (
          <ReportTable
            columns={columns}
            rows={data.list}
            rowKey={(r) => r.key}
            footLabel={t('ar_period_totals')}
            testId="ar-bets"
            pages={{
              page: filters.page,
              totalPages: data.totalPages,
              total: data.total,
              onChange: filters.setPage,
              testId: 'ar-bets-pages',
            }}
          />
        )}
      </QueryStates>
    </div>
  );
}

const STATUS_TONES = { pending: 'warning', won: 'success', lost: 'neutral' } as const;

type GamesQuery = ReturnType<typeof useReportFilters>['query'];

/** The team's lottery betting per game over the filter (one query for the summary and the select). */
const useLottTeamBet = (query: GamesQuery) =>
  useQuery({
    queryKey: agentReportKeys.of('lottTeamBet', query),
    queryFn: () => getLottTeamBet(query),
    placeholderData: keepPreviousData,
  });

/**
 * The team's lottery betting summed per game (lottTeamBet); a row's button narrows the orders below to
 * that game.
 */
function LotteryGames({
  query,
  game,
  onGame,
}: {
  query: GamesQuery;
  game: string;
  onGame(game: string): void;
}) {
  const { t } = useTranslation();
  const games = useLottTeamBet(query);
  const footer = games.data?.footer;
  type Game = NonNullable<typeof games.data>['list'][number];
  const money = (key: 'amount' | 'payout' | 'pendingAmount', label: string): Column<Game> => ({
    key,
    label,
    align: 'right',
    cell: (r) => formatMoney(r[key]),
    foot: footer && formatMoney(footer[key]),
  });
  const columns: Column<Game>[] = [
    {
      key: 'game',
      label: t('ar_game'),
      cell: (r) => (
        <span className={cn('font-semibold', r.gameCode === game && 'text-brand')}>{r.gameName}</span>
      ),
    },
    { key: 'orders', label: t('ar_lott_lines'), align: 'right', cell: (r) => r.orders, foot: footer?.orders },
    {
      key: 'bettors',
      label: t('ar_lott_bettors'),
      align: 'right',
      cell: (r) => r.bettors,
      foot: footer?.bettors,
    },
    money('amount', t('ar_amount')),
    money('payout', t('ar_payout')),
    money('pendingAmount', t('ar_lott_pending_amount')),
    {
      key: 'winLoss',
      label: t('ar_win_loss'),
      align: 'right',
      cell: (r) => <Signed value={r.winLoss} />,
      foot: footer && <Signed value={footer.winLoss} testId="ar-lott-games-winloss" />,
    },
  ];
  return (
    <section className="grid gap-2" aria-label={t('ar_lott_by_game')}>
      <h3 className="text-sm font-bold text-fg">{t('ar_lott_by_game')}</h3>
      <QueryStates
        query={games}
        isEmpty={(data) => data.list.length === 0}
        empty={
          <PageEmpty
            testId="ar-lott-games-empty"
            icon={<TicketIcon size={22} />}
            title={t('ar_no_lott_games')}
          />
        }
      >
        {(data) => (
          <ReportTable
            columns={columns}
            rows={data.list}
            rowKey={(r) => r.gameCode}
            footLabel={t('ar_period_totals')}
            onRowClick={(r) => onGame(r.gameCode === game ? '' : r.gameCode)}
            rowLabel={(r) => t('ar_lott_game_orders', { 0: r.gameName })}
            testId="ar-lott-games"
          />
        )}
      </QueryStates>
    </section>
  );
}

function LotteryOrders() {
  const { t } = useTranslation();
  const names = useReportNames();
  const filters = useReportFilters();
  const [status, setStatus] = useState<'' | 'pending' | 'won' | 'lost'>('');
  const [game, setGame] = useState('');
  const query = {
    ...filters.query,
    pageNo: filters.page,
    pageSize: PAGE_SIZE,
    ...(status ? { status } : {}),
    ...(game ? { gameCode: game } : {}),
  };
  const orders = useQuery({
    queryKey: agentReportKeys.of('lottOrders', query),
    queryFn: () => getLottOrders(query),
    placeholderData: keepPreviousData,
  });
  const games = useLottTeamBet(filters.query).data?.list ?? [];
  const footer = orders.data?.footer;
  type Order = NonNullable<typeof orders.data>['list'][number];
  const columns: Column<Order>[] = [
    { key: 'member', label: t('ar_member'), cell: (r) => r.username },
    {
      key: 'time',
      label: t('ar_time'),
      cell: (r) => {
        const at = names.dateAndTime(r.createdAt);
        return (
          <span className="grid">
            <span>{at.date}</span>
            <span className="text-xs text-muted">{at.time}</span>
          </span>
        );
      },
    },
    {
      key: 'game',
      label: t('ar_game'),
      cell: (r) => (
        <span className="grid">
          <span>{r.gameName}</span>
          <span className="text-xs text-muted">{r.drawNo}</span>
        </span>
      ),
    },
    {
      key: 'play',
      label: t('ar_selection'),
      cell: (r) => (
        <span className="grid">
          <span>{r.selection}</span>
          <span className="text-xs text-muted">{r.playType}</span>
        </span>
      ),
    },
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
        <DayRangeFilter value={filters.span} onChange={filters.setSpan} />
        <div className="grid gap-3 md:grid-cols-[1.4fr_1fr_1fr]">
          <MemberSearch value={filters.username} onSearch={filters.setUsername} />
          <ReportSelect
            label={t('ar_game')}
            value={game}
            options={[
              { value: '', label: t('ar_all_games') },
              // The games the team bet on; a chosen game stays listed when a new range has none of it.
              ...(game && !games.some((g) => g.gameCode === game) ? [{ value: game, label: game }] : []),
              ...games.map((g) => ({ value: g.gameCode, label: g.gameName })),
            ]}
            onChange={filters.refilter(setGame)}
            testId="ar-lott-game"
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
            onChange={filters.refilter((next: string) => setStatus(next as typeof status))}
            testId="ar-lott-status"
          />
        </div>
      </FilterPanel>
      <LotteryGames query={filters.query} game={game} onGame={filters.refilter(setGame)} />
      <QueryStates
        query={orders}
        isEmpty={(data) => data.list.length === 0}
        empty={<PageEmpty testId="ar-lott-empty" icon={<TicketIcon size={22} />} title={t('ar_no_orders')} />}
      >
        {(data) => (
          <ReportTable
            columns={columns}
            rows={data.list}
            rowKey={(r) => r.orderId}
            footLabel={t('ar_period_totals')}
            testId="ar-lott-orders"
            pages={{
              page: filters.page,
              totalPages: data.totalPages,
              total: data.total,
              onChange: filters.setPage,
              testId: 'ar-lott-pages',
            }}
          />
        )}
      </QueryStates>
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
