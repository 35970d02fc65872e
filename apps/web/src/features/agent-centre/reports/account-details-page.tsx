import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { agentReportKeys, getDownlineTransactions } from '../../../api/agents/reports';
import { formatMoney } from '../../../lib/money';
import { ReceiptIcon } from '../../../ui/icons';
import { PageEmpty, QueryStates } from '../page-states';
import { useReportNames } from './report-names';
import {
  DayRangeFilter,
  FilterPanel,
  MemberSearch,
  ReportSelect,
  ReportTable,
  Signed,
  Tile,
  useReportFilters,
  type Column,
} from './report-ui';

const PAGE_SIZE = 20;

/** The ledger types a member's wallet sees, in the order an agent looks for them. */
const TYPES = [
  'deposit',
  'withdrawal_hold',
  'withdrawal_release',
  'agent_transfer',
  'bet',
  'win',
  'rollback',
  'vendor_transfer_in',
  'vendor_transfer_out',
  'bonus',
  'rebate',
  'adjustment',
] as const;

/**
 * Account details (agentDownlineTransactionDetailsCopy): the wallet transactions of the team, by
 * member, type and range, with the money in and out of every row of the filter.
 */
export function AccountDetailsPage() {
  const { t } = useTranslation();
  const names = useReportNames();
  const filters = useReportFilters();
  const [type, setType] = useState('');
  const query = { ...filters.query, pageNo: filters.page, pageSize: PAGE_SIZE, ...(type ? { type } : {}) };
  const list = useQuery({
    queryKey: agentReportKeys.of('downlineTransactions', query),
    queryFn: () => getDownlineTransactions(query),
    placeholderData: keepPreviousData,
  });
  type Row = NonNullable<typeof list.data>['list'][number];
  const columns: Column<Row>[] = [
    { key: 'member', label: t('ar_member'), cell: (r) => r.username },
    { key: 'time', label: t('ar_time'), cell: (r) => names.dateTime(r.createdAt) },
    {
      key: 'type',
      label: t('ar_type'),
      cell: (r) => <span data-testid="ar-tx-type">{names.transferType(r.type)}</span>,
    },
    {
      key: 'amount',
      label: t('ar_amount'),
      align: 'right',
      cell: (r) => <Signed value={r.amount} testId="ar-tx-amount" />,
    },
    {
      key: 'balance',
      label: t('ar_balance_after'),
      align: 'right',
      cell: (r) => formatMoney(r.balanceAfter),
    },
  ];
  return (
    <div className="grid gap-4" data-testid="ar-account-details">
      <FilterPanel>
        <DayRangeFilter value={filters.span} onChange={filters.setSpan} />
        <div className="grid gap-3 md:grid-cols-[1.4fr_1fr]">
          <MemberSearch value={filters.username} onSearch={filters.setUsername} />
          <ReportSelect
            label={t('ar_type')}
            value={type}
            options={[
              { value: '', label: t('ar_all_types') },
              ...TYPES.map((value) => ({ value, label: names.transferType(value) })),
            ]}
            onChange={filters.refilter(setType)}
            testId="ar-tx-type-filter"
          />
        </div>
      </FilterPanel>
      <QueryStates query={list}>
        {(data) => (
          <>
            <dl className="grid grid-cols-2 gap-2.5 md:grid-cols-4" data-testid="ar-tx-summary">
              <Tile label={t('ar_money_in')} testId="ar-tx-in">
                <span className="text-success">{formatMoney(data.footer.moneyIn)}</span>
              </Tile>
              <Tile label={t('ar_money_out')} testId="ar-tx-out">
                <span className="text-danger">{formatMoney(data.footer.moneyOut)}</span>
              </Tile>
              <Tile label={t('ar_net')} tone="brand" testId="ar-tx-net">
                <Signed value={data.footer.net} />
              </Tile>
              <Tile label={t('ar_transactions')} testId="ar-tx-count">
                {data.footer.count}
              </Tile>
            </dl>
            {data.list.length === 0 ? (
              <PageEmpty
                testId="ar-tx-empty"
                icon={<ReceiptIcon size={22} />}
                title={t('ar_no_transactions')}
                text={t('ar_no_transactions_text')}
              />
            ) : (
              <ReportTable
                columns={columns}
                rows={data.list}
                rowKey={(r) => String(r.id)}
                testId="ar-tx"
                pages={{
                  page: filters.page,
                  totalPages: data.totalPages,
                  total: data.total,
                  onChange: filters.setPage,
                  testId: 'ar-tx-pages',
                }}
              />
            )}
          </>
        )}
      </QueryStates>
    </div>
  );
}
