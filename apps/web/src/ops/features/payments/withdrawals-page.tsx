import type { CallValue } from '@jade/contract/call';
import type { operatorCalls } from '@jade/contract/call-routes';
import type { WithdrawalStatusName } from '@jade/contract/payments';
import { useState } from 'react';
import { useOpsText } from '../../lib/use-ops-text';
import { Button } from '../../../ui/button';
import { StatusBadge } from '../../../ui/status-badge';
import { useDecision, useWithdrawalProof, useWithdrawals } from '../../api/payments';
import { formatAmount } from '../../lib/format';
import { opsErrorText } from '../../lib/ops-errors';
import { useCan } from '../../lib/permissions';
import { useOpsSession } from '../../lib/ops-session';
import type { OpsTextKey } from '../../texts/en';
import { PageTitle } from '../../ui/page-title';
import { TimeText } from '../../ui/time-cell';
import { QueryRows, Table, TableFooter, Td, Th } from '../../ui/table';
import { DecisionDialog } from '../../ui/decision-dialog';
import { QueueNotes } from './queue-notes';
import { ReceiptDialog } from './receipt-dialog';
import { PaymentFilters, type PaymentFilterValues } from './payment-filters';
import { WITHDRAWAL_STATUS_LIST, WITHDRAWAL_TONES } from './status-tones';

type Withdrawal = CallValue<typeof operatorCalls.withdrawals>['list'][number];
type Action = 'approve' | 'reject' | 'pay';

const INITIAL: PaymentFilterValues<WithdrawalStatusName> = { status: 'pending', username: '', merchant: '' };
const statusKey = (status: WithdrawalStatusName) => `withdrawal_status_${status}` as OpsTextKey;

const ACTIONS: Record<Action, readonly WithdrawalStatusName[]> = {
  approve: ['pending'],
  reject: ['pending', 'approved'],
  pay: ['approved', 'partially_paid'],
};

/** The withdrawal queue (issue 16, payments desk): approve, pay in full or in part, or reject. */
export function WithdrawalsPage() {
  const { t } = useOpsText();
  const [filter, setFilter] = useState(INITIAL);
  const [pageNo, setPageNo] = useState(1);
  const [deciding, setDeciding] = useState<{ withdrawal: Withdrawal; action: Action } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [proof, setProof] = useState<{ src: string; title: string } | null>(null);
  const attachProof = useWithdrawalProof();
  const canDecide = useCan('decideMoney');
  const role = useOpsSession((s) => s.operator?.role);
  const decision = useDecision();
  const query = useWithdrawals({
    pageNo,
    pageSize: 20,
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.username ? { username: filter.username } : {}),
    ...(filter.merchant ? { merchant: filter.merchant } : {}),
  });
  const rows = query.data?.list ?? [];
  const columns = canDecide ? 8 : 7;
  const me = useOpsSession((s) => s.operator?.id);
  /** Four eyes: this operator may not pay it (approved by them, or by nobody yet). */
  const secondPairNeeded = (w: Withdrawal) =>
    w.fourEyes && ACTIONS.pay.includes(w.status) && (w.approvedById === null || w.approvedById === me);

  const dialog = deciding && describe(deciding.withdrawal, deciding.action);
  function describe(w: Withdrawal, action: Action) {
    const amount = formatAmount(w.amount, w.currency);
    switch (action) {
      case 'approve':
        return {
          title: t('approve_withdrawal_title', { 0: w.id }),
          lead: t('approve_withdrawal_lead', {
            0: amount,
            1: w.username,
            2: `${w.payeeName} · ${w.provider} ${w.accountNumber}`,
          }),
        };
      case 'reject':
        return {
          title: t('reject_withdrawal_title', { 0: w.id }),
          lead: t('reject_withdrawal_lead', { 0: amount, 1: w.username }),
        };
      case 'pay':
        return {
          title: t('pay_withdrawal_title', { 0: w.id }),
          lead: t('pay_withdrawal_lead', {
            0: formatAmount(w.remainingAmount > 0 ? w.remainingAmount : w.receiveAmount, w.currency),
            1: w.payeeName,
            2: `${w.provider} ${w.accountNumber}`,
          }),
        };
    }
  }

  return (
    <>
      <PageTitle title={t('withdrawals_title')} lead={t('withdrawals_lead')} />
      <QueueNotes canDecide={canDecide} role={role} done={done} />
      <PaymentFilters
        statuses={WITHDRAWAL_STATUS_LIST}
        statusKey={statusKey}
        value={filter}
        initial={INITIAL}
        onChange={(next) => {
          setFilter(next);
          setPageNo(1);
        }}
      />
      <Table label={t('withdrawals_title')} testId="ops-withdrawals">
        <thead>
          <tr>
            <Th>{t('col_id')}</Th>
            <Th>{t('col_created')}</Th>
            <Th>{t('col_player')}</Th>
            <Th>{t('col_payee')}</Th>
            <Th className="text-right">{t('col_amount')}</Th>
            <Th>{t('col_status')}</Th>
            <Th>{t('col_operator')}</Th>
            {canDecide && <Th className="text-right">{t('col_actions')}</Th>}
          </tr>
        </thead>
        <tbody>
          <QueryRows query={query} rows={rows} colSpan={columns}>
            {(w) => (
              <tr key={w.id} data-testid={`ops-withdrawal-${w.id}`} className="hover:bg-surface-2">
                <Td className="font-mono text-xs">{w.id}</Td>
                <Td>
                  <TimeText ms={w.createdAt} />
                </Td>
                <Td>
                  <span className="font-semibold">{w.username}</span>
                  <span className="block text-xs text-muted">{w.merchantCode}</span>
                  {w.riskFlags.length > 0 && (
                    <span className="mt-1 flex flex-wrap gap-1" data-testid="ops-withdrawal-flags">
                      {w.riskFlags.map((flag) => (
                        <StatusBadge key={flag} tone="warning">
                          {t(`risk_${flag}` as OpsTextKey)}
                        </StatusBadge>
                      ))}
                    </span>
                  )}
                </Td>
                <Td>
                  <span className="font-medium">{w.payeeName}</span>
                  <span className="block text-xs text-muted">
                    {w.provider} · <span className="font-mono">{w.accountNumber}</span>
                  </span>
                  {w.proofs.length > 0 && (
                    <span className="mt-1 flex flex-wrap gap-x-3 gap-y-1" data-testid="ops-withdrawal-proofs">
                      {w.proofs.map((proof, n) => (
                        <button
                          key={n}
                          type="button"
                          onClick={() =>
                            setProof({
                              src: `/ops/withdrawals/proof?id=${w.id}&n=${n}`,
                              title: `${t(proof.source === 'operator' ? 'proof_payout' : 'proof_payee')} · ${w.id}`,
                            })
                          }
                          className="text-xs font-semibold text-brand-fg hover:underline"
                        >
                          {t(proof.source === 'operator' ? 'proof_payout' : 'proof_payee')} {n + 1}
                        </button>
                      ))}
                    </span>
                  )}
                </Td>
                <Td className="text-right whitespace-nowrap tabular-nums">
                  <span className="font-semibold">{formatAmount(w.amount, w.currency)}</span>
                  {w.fourEyes && (
                    <span className="block text-xs font-semibold text-warning" data-testid="ops-four-eyes">
                      {t('four_eyes_badge')}
                    </span>
                  )}
                  {w.paidAmount > 0 && (
                    <span className="block text-xs text-muted">
                      {t('col_paid')} {formatAmount(w.paidAmount, w.currency)}
                    </span>
                  )}
                </Td>
                <Td>
                  <StatusBadge tone={WITHDRAWAL_TONES[w.status]} testId="ops-withdrawal-status">
                    {t(statusKey(w.status))}
                  </StatusBadge>
                  {w.reason && (
                    <span className="mt-1 block max-w-48 truncate text-xs text-muted">{w.reason}</span>
                  )}
                </Td>
                <Td className="text-muted">{w.operatorName ?? '—'}</Td>
                {canDecide && (
                  <Td className="text-right whitespace-nowrap">
                    <span className="inline-flex gap-2">
                      {secondPairNeeded(w) && (
                        <span className="self-center text-xs text-muted" data-testid="ops-four-eyes-note">
                          {t(w.approvedById === me ? 'four_eyes_you_approved' : 'four_eyes_approve_first')}
                        </span>
                      )}
                      {(Object.keys(ACTIONS) as Action[])
                        .filter((action) => ACTIONS[action].includes(w.status))
                        .filter((action) => action !== 'pay' || !secondPairNeeded(w))
                        .map((action) => (
                          <Button
                            key={action}
                            size="sm"
                            variant={action === 'reject' ? 'outline' : 'primary'}
                            onClick={() => setDeciding({ withdrawal: w, action })}
                            data-testid={`ops-withdrawal-${action}`}
                          >
                            {t(action)}
                          </Button>
                        ))}
                    </span>
                  </Td>
                )}
              </tr>
            )}
          </QueryRows>
        </tbody>
      </Table>
      <TableFooter
        totalCount={query.data?.totalCount}
        pageNo={pageNo}
        totalPages={query.data?.totalPages}
        onPage={setPageNo}
      />
      {deciding && dialog && (
        <DecisionDialog
          open
          onOpenChange={(open) => !open && setDeciding(null)}
          testId={`ops-withdrawal-${deciding.action}-dialog`}
          title={dialog.title}
          lead={dialog.lead}
          confirmLabel={t(deciding.action)}
          tone={deciding.action === 'reject' ? 'danger' : 'primary'}
          reasonRequired={deciding.action === 'reject'}
          {...(deciding.action === 'pay'
            ? {
                fileLabel: t('proof_attach'),
                payable:
                  deciding.withdrawal.remainingAmount > 0
                    ? deciding.withdrawal.remainingAmount
                    : deciding.withdrawal.receiveAmount,
              }
            : {})}
          onConfirm={async ({ reason, amount, file }) => {
            const id = deciding.withdrawal.id;
            const why = reason ? { reason } : {};
            const answer =
              deciding.action === 'approve'
                ? await decision.mutateAsync({ kind: 'approveWithdrawal', body: { id, ...why } })
                : deciding.action === 'reject'
                  ? await decision.mutateAsync({ kind: 'rejectWithdrawal', body: { id, reason } })
                  : await decision.mutateAsync({
                      kind: 'payWithdrawal',
                      body: { id, ...why, ...(amount ? { amount } : {}) },
                    });
            let message = t('decision_done', {
              0: id,
              1: t(statusKey(answer.status as WithdrawalStatusName)),
            });
            // The payout stands either way; a proof that fails can be attached again from the row.
            if (file) {
              try {
                await attachProof.mutateAsync({ id, file });
                message = `${message} ${t('proof_attached')}`;
              } catch (failure) {
                message = `${message} ${t('proof_failed', { 0: opsErrorText(t, failure) })}`;
              }
            }
            setDone(message);
          }}
        />
      )}
      {proof && <ReceiptDialog src={proof.src} title={proof.title} onClose={() => setProof(null)} />}
    </>
  );
}
