import { useEffect, useRef, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Deposit, DepositStatusName } from '@jade/contract/payments';
import { cancelDeposit, getDepositReport, paymentKeys } from '../../api/wallet/payments';
import { formatMoney } from '../../lib/money';
import { refreshWallet } from '../../lib/wallet-refresh';
import { Button } from '../../ui/button';
import { RefreshIcon } from '../../ui/icons';
import { ClockIcon } from '../../ui/money-icons';
import { cn } from '../../lib/cn';
import { ConfirmDialog } from './confirm-dialog';
import { Pager, StatusBadge, useFormatTime, WalletCard, type Tone } from './wallet-bits';

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
  const { data, isPending, isError, isFetching, refetch } = useDepositRecords(page);

  const seen = useRef(new Map<number, DepositStatusName>());
  useEffect(() => {
    if (!data) return;
    let credited = false;
    for (const d of data.list) {
      const before = seen.current.get(d.id);
      if (before && before !== d.status && d.status === 'credited') credited = true;
      seen.current.set(d.id, d.status);
    }
    if (credited) void refreshWallet();
  }, [data]);

  return (
    <WalletCard
      title={t('deposit_records')}
      icon={<ClockIcon size={18} />}
      testId="deposit-records"
      actions={
        <button
          type="button"
          onClick={() => void refetch()}
          aria-label={t('records_refresh')}
          title={t('records_refresh')}
          aria-busy={isFetching}
          data-testid="deposit-records-refresh"
          className="inline-flex h-8 w-8 items-center justify-center rounded-lg text-muted hover:bg-surface-3 hover:text-fg"
        >
          <RefreshIcon size={16} className={cn(isFetching && 'animate-spin')} />
        </button>
      }
    >
      {isPending ? (
        <p className="py-6 text-center text-sm text-subtle">{t('loading')}</p>
      ) : isError ? (
        <p className="py-6 text-center text-sm text-danger">{t('records_failed')}</p>
      ) : data.list.length === 0 ? (
        <p className="py-6 text-center text-sm text-subtle" data-testid="deposit-records-empty">
          {t('deposit_records_empty')}
        </p>
      ) : (
        <ul className="divide-y divide-line">
          {data.list.map((deposit) => (
            <DepositRow key={deposit.id} deposit={deposit} onCancel={setCancelling} />
          ))}
        </ul>
      )}
      <Pager page={page} pages={data?.totalPages ?? 1} onPage={setPage} testId="deposit-pager" />
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
    </WalletCard>
  );
}
