import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import type { Withdrawal, WithdrawalStatusName } from '@jade/contract/payments';
import { confirmWithdrawal, getWithdrawReport, paymentKeys } from '../../api/wallet/payments';
import { cn } from '../../lib/cn';
import { formatMoney } from '../../lib/money';
import { refreshWallet } from '../../lib/wallet-refresh';
import { Button } from '../../ui/button';
import { ConfirmDialog } from './confirm-dialog';
import { RecordsCard, useRefreshOnStatusChange } from './records-card';
import { ImagePicker, StatusBadge, useFormatTime, type Tone } from './wallet-bits';

export const WITHDRAW_PAGE_SIZE = 6;

const TONE: Record<WithdrawalStatusName, Tone> = {
  pending: 'warning',
  approved: 'info',
  paid: 'info',
  partially_paid: 'warning',
  received: 'success',
  forced_received: 'success',
  not_received: 'danger',
  rejected: 'neutral',
};

/** Statuses that still change without the player: the list is read again while one is shown. */
const MOVING: readonly WithdrawalStatusName[] = [
  'pending',
  'approved',
  'paid',
  'partially_paid',
  'not_received',
];

export function useWithdrawals(page: number) {
  return useQuery({
    queryKey: [...paymentKeys.withdrawals, page],
    queryFn: () => getWithdrawReport({ pageNo: page, pageSize: WITHDRAW_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.list.some((w) => MOVING.includes(w.status)) ? 15_000 : false,
  });
}

function Line({
  label,
  value,
  testId,
  tone,
}: {
  label: string;
  value: string;
  testId?: string;
  tone?: string;
}) {
  return (
    <div className="flex items-center justify-between gap-3">
      <dt className="text-muted">{label}</dt>
      <dd className={cn('font-semibold tabular-nums', tone)} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function WithdrawalItem({
  withdrawal: w,
  autoMinutes,
  onAnswer,
}: {
  withdrawal: Withdrawal;
  autoMinutes: number;
  onAnswer(w: Withdrawal, result: 'received' | 'not_received'): void;
}) {
  const { t } = useTranslation();
  const time = useFormatTime();
  const paidSome = w.paymentState !== 'none';
  return (
    <li
      className="rounded-xl border border-line bg-surface-2 p-4"
      data-testid="withdrawal-record"
      data-withdrawal-id={w.id}
      data-status={w.status}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <span className="text-base font-extrabold tabular-nums" data-testid="withdrawal-amount">
          {formatMoney(w.amount)} <span className="text-xs font-semibold text-muted">{w.currency}</span>
        </span>
        <StatusBadge tone={TONE[w.status]} testId="withdrawal-status">
          {t(`withdraw_status_${w.status}`)}
        </StatusBadge>
        {w.paymentState !== 'none' && (
          <StatusBadge
            tone={w.paymentState === 'full_payment_made' ? 'success' : 'warning'}
            testId="withdrawal-payment-state"
          >
            {t(`payment_state_${w.paymentState}`)}
          </StatusBadge>
        )}
        <span className="ml-auto text-xs text-muted">
          #{w.id} · {time(w.createdAt)}
        </span>
      </div>
      <p className="mt-1.5 text-[13px] text-muted">
        {t('withdraw_to', { 0: w.provider, 1: w.accountNumber, 2: w.payeeName })}
      </p>
      <dl className="mt-3 grid gap-1 text-[13px] sm:grid-cols-2 sm:gap-x-8">
        <Line label={t('withdraw_fee')} value={formatMoney(w.fee)} />
        <Line label={t('withdraw_receive')} value={formatMoney(w.receiveAmount)} />
        {paidSome && (
          <Line label={t('withdraw_paid')} value={formatMoney(w.paidAmount)} testId="withdrawal-paid" />
        )}
        {w.paymentState === 'remaining_amount' && (
          <Line
            label={t('withdraw_remaining')}
            value={formatMoney(w.remainingAmount)}
            testId="withdrawal-remaining"
            tone="text-warning"
          />
        )}
        {w.returnedAmount > 0 && (
          <Line
            label={t('withdraw_returned')}
            value={formatMoney(w.returnedAmount)}
            testId="withdrawal-returned"
            tone="text-success"
          />
        )}
      </dl>
      {w.reason && (w.status === 'rejected' || w.status === 'forced_received') && (
        <p className="mt-2 text-xs text-muted">{t('record_reason', { 0: w.reason })}</p>
      )}
      {w.status === 'rejected' && (
        <p className="mt-2 text-xs font-semibold text-success">{t('withdraw_rejected_returned')}</p>
      )}
      {w.status === 'not_received' && (
        <p className="mt-2 text-xs font-semibold text-warning">{t('withdraw_not_received_review')}</p>
      )}
      {w.canConfirm && (
        <div
          className="mt-3 flex flex-wrap items-center gap-3 rounded-xl border border-gold/40 bg-gold-soft/60 p-3"
          data-testid="withdrawal-confirm-box"
        >
          <p className="min-w-[200px] flex-1 text-[13px] leading-snug">
            <span className="font-bold">
              {t('withdraw_confirm_question', { 0: formatMoney(w.paidAmount) })}
            </span>{' '}
            <span className="text-muted">
              {w.confirmDeadline
                ? t('withdraw_confirm_deadline', { 0: time(w.confirmDeadline), 1: autoMinutes })
                : ''}
            </span>
          </p>
          <div className="flex gap-2">
            <Button
              variant="gold"
              size="sm"
              onClick={() => onAnswer(w, 'received')}
              data-testid="withdrawal-received"
            >
              {t('withdraw_received')}
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => onAnswer(w, 'not_received')}
              data-testid="withdrawal-not-received"
            >
              {t('withdraw_not_received')}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}

/**
 * The player's withdrawals with their payout state (spec §4): paid in full or with a remaining
 * amount, and for a payout the payee's answer (received / not received with a proof image) before the
 * deadline, after which it counts as received. A status change read here refreshes the balance.
 */
export function WithdrawalRecords({ autoMinutes }: { autoMinutes: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const query = useWithdrawals(page);
  const [answering, setAnswering] = useState<{ w: Withdrawal; result: 'received' | 'not_received' } | null>(
    null,
  );
  const [remark, setRemark] = useState('');
  const [proof, setProof] = useState<File | null>(null);
  const [proofError, setProofError] = useState<string | undefined>(undefined);

  useRefreshOnStatusChange(query.data?.list);

  const open = (w: Withdrawal, result: 'received' | 'not_received') => {
    setRemark('');
    setProof(null);
    setProofError(undefined);
    setAnswering({ w, result });
  };

  return (
    <RecordsCard
      title={t('withdraw_records')}
      testId="withdrawal-records"
      emptyText={t('withdraw_records_empty')}
      query={query}
      page={page}
      onPage={setPage}
      listClassName="grid gap-3"
      renderItem={(w) => (
        <WithdrawalItem key={w.id} withdrawal={w} autoMinutes={autoMinutes} onAnswer={open} />
      )}
    >
      <ConfirmDialog
        open={answering !== null}
        onOpenChange={(next) => {
          if (!next) setAnswering(null);
        }}
        title={
          answering?.result === 'not_received'
            ? t('withdraw_not_received_title')
            : t('withdraw_received_title')
        }
        confirmLabel={answering?.result === 'not_received' ? t('withdraw_report') : t('withdraw_received')}
        tone={answering?.result === 'not_received' ? 'danger' : 'gold'}
        testId="withdrawal-answer-dialog"
        onConfirm={async () => {
          if (!answering) return;
          await confirmWithdrawal({
            withdrawalId: answering.w.id,
            result: answering.result,
            ...(answering.result === 'not_received'
              ? { ...(remark.trim() ? { remark: remark.trim() } : {}), proof }
              : {}),
          });
          await Promise.all([
            refreshWallet(),
            queryClient.invalidateQueries({ queryKey: paymentKeys.withdrawals }),
          ]);
        }}
      >
        {answering?.result === 'not_received' ? (
          <div className="grid gap-3.5">
            <p className="text-muted">
              {t('withdraw_not_received_text', { 0: formatMoney(answering.w.paidAmount) })}
            </p>
            <label className="grid gap-1.5">
              <span className="text-[13px] font-semibold text-muted">{t('withdraw_remark')}</span>
              <textarea
                value={remark}
                maxLength={280}
                rows={3}
                onChange={(e) => setRemark(e.target.value)}
                placeholder={t('withdraw_remark_placeholder')}
                data-testid="withdrawal-remark"
                className="rounded-xl border border-line-strong bg-surface-2 px-3 py-2 text-sm text-fg outline-none placeholder:text-subtle focus:border-brand focus:bg-surface"
              />
            </label>
            <ImagePicker
              label={t('withdraw_proof')}
              hint={t('upload_hint')}
              file={proof}
              error={proofError}
              testId="withdrawal-proof"
              onChange={(file, problem) => {
                setProof(file);
                setProofError(problem ? t(problem) : undefined);
              }}
            />
          </div>
        ) : answering ? (
          <p>{t('withdraw_received_text', { 0: formatMoney(answering.w.paidAmount) })}</p>
        ) : null}
      </ConfirmDialog>
    </RecordsCard>
  );
}
