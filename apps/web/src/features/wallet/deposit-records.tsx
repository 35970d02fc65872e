import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import type { Deposit, DepositStatusName } from '@jade/contract/payments';
import { cancelDeposit, getDepositReport, paymentKeys } from '../../api/wallet/payments';
import { formatMoney } from '../../lib/money';
import { Button } from '../../ui/button';
import { ConfirmDialog } from './confirm-dialog';
import { RecordsCard, useRefreshOnStatusChange } from './records-card';
import { StatusBadge, useFormatTime, type Tone } from './wallet-bits';

export const DEPOSIT_PAGE_SIZE = 8;

const TONE: Record<DepositStatusName, Tone> = {
  pending: 'warning',
  awaiting_payment: 'info',
  approved: 'success',
  credited: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
  failed: 'danger',
};

const CREDITED: readonly DepositStatusName[] = ['credited'];
const OPEN: readonly DepositStatusName[] = ['pending', 'awaiting_payment'];

/**
 * A page of deposit records (page 1 is shared by the list and the "you came back" banner). While one
 * is open it is read again: every 15 s, or every 2 s while `watch` names a deposit still unpaid.
 */
export function useDepositRecords(page: number, watch: number | null = null) {
  return useQuery({
    queryKey: [...paymentKeys.deposits, page],
    queryFn: () => getDepositReport({ pageNo: page, pageSize: DEPOSIT_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => {
      const list = query.state.data?.list ?? [];
      if (watch !== null && list.some((d) => d.id === watch && d.status === 'awaiting_payment')) return 2_000;
      return list.some((d) => OPEN.includes(d.status)) ? 15_000 : false;
    },
  });
}

export function DepositStatus({ status }: { status: DepositStatusName }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={TONE[status]} testId="deposit-status">
      {t(`deposit_status_${status}`)}
    </StatusBadge>
  );
}

function DepositRow({ deposit, onCancel }: { deposit: Deposit; onCancel(deposit: Deposit): void }) {
  const { t } = useTranslation();
  const time = useFormatTime();
  return (
    <li
      className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3.5"
      data-testid="deposit-record"
      data-deposit-id={deposit.id}
      data-status={deposit.status}
    >
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold">
          {deposit.methodName}
          <span className="ml-2 text-xs font-normal text-muted">#{deposit.id}</span>
        </p>
        <p className="mt-0.5 text-xs text-muted">
          {time(deposit.createdAt)}
          {deposit.reference ? ` · ${t('deposit_reference')}: ${deposit.reference}` : ''}
        </p>
        {deposit.reason && deposit.status === 'rejected' && (
          <p className="mt-1 text-xs text-danger">{t('record_reason', { 0: deposit.reason })}</p>
        )}
      </div>
      <div className="flex items-center gap-3">
        <span className="text-sm font-bold tabular-nums" data-testid="deposit-amount">
          {formatMoney(deposit.amount)}{' '}
          <span className="text-xs font-semibold text-muted">{deposit.currency}</span>
        </span>
        <DepositStatus status={deposit.status} />
        {OPEN.includes(deposit.status) && (
          <Button variant="outline" size="sm" onClick={() => onCancel(deposit)} data-testid="deposit-cancel">
            {t('in_more_cancel')}
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * The player's deposits, newest first, with their status; pending and unpaid ones can be cancelled.
 * While one is open the list is read again every 15 s, and a deposit that turned credited refreshes
 * the balance everywhere.
 */
export function DepositRecords() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [cancelling, setCancelling] = useState<Deposit | null>(null);

  const query = useDepositRecords(page);
  useRefreshOnStatusChange(query.data?.list, CREDITED);

  return (
    <RecordsCard
      title={t('deposit_records')}
      testId="deposit-records"
      emptyText={t('deposit_records_empty')}
      query={query}
      page={page}
      onPage={setPage}
      listClassName="divide-y divide-line"
      renderItem={(deposit) => <DepositRow key={deposit.id} deposit={deposit} onCancel={setCancelling} />}
    >
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => {
          if (!open) setCancelling(null);
        }}
        title={t('deposit_cancel_title')}
        confirmLabel={t('deposit_cancel_confirm')}
        tone="danger"
        testId="deposit-cancel-dialog"
        onConfirm={async () => {
          if (!cancelling) return;
          await cancelDeposit({ depositId: cancelling.id });
          await queryClient.invalidateQueries({ queryKey: paymentKeys.deposits });
        }}
      >
        <p>
          {cancelling &&
            t('deposit_cancel_text', { 0: formatMoney(cancelling.amount), 1: cancelling.methodName })}
        </p>
      </ConfirmDialog>
    </RecordsCard>
  );
}
