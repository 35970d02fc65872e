import type { CallValue } from '@jade/contract/call';
import type { operatorCalls } from '@jade/contract/call-routes';
import type { DepositStatusName } from '@jade/contract/payments';
import { useState } from 'react';
import { useOpsText } from '../../lib/use-ops-text';
import { Button } from '../../../ui/button';
import { StatusBadge } from '../../../ui/status-badge';
import { useDecision, useDeposits } from '../../api/payments';
import { formatAmount } from '../../lib/format';
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
import { DEPOSIT_STATUS_LIST, DEPOSIT_TONES } from './status-tones';

type Deposit = CallValue<typeof operatorCalls.deposits>['list'][number];

const INITIAL: PaymentFilterValues<DepositStatusName> = { status: 'pending', username: '', merchant: '' };
const statusKey = (status: DepositStatusName) => `deposit_status_${status}` as OpsTextKey;

/** The deposit queue (issue 16, payments desk): pending manual transfers first, each decided here. */
export function DepositsPage() {
  const { t } = useOpsText();
  const [filter, setFilter] = useState(INITIAL);
  const [pageNo, setPageNo] = useState(1);
  const [deciding, setDeciding] = useState<{ deposit: Deposit; action: 'approve' | 'reject' } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<number | null>(null);
  const canDecide = useCan('decideMoney');
  const role = useOpsSession((s) => s.operator?.role);
  const decision = useDecision();
  const query = useDeposits({
    pageNo,
    pageSize: 20,
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.username ? { username: filter.username } : {}),
    ...(filter.merchant ? { merchant: filter.merchant } : {}),
  });
  const rows = query.data?.list ?? [];
  const columns = canDecide ? 9 : 8;
  const me = useOpsSession((s) => s.operator?.id);
  /** Four eyes: this operator gave the first approval, so only another may credit it. */
  const approvedByMe = (d: Deposit) =>
    d.fourEyes && d.firstApprovedById !== null && d.firstApprovedById === me;
  function approveLead(d: Deposit) {
    const amount = formatAmount(d.amount, d.currency);
    if (!d.fourEyes) return t('approve_deposit_lead', { 0: amount, 1: d.username });
    if (d.firstApprovedById === null) return t('approve_deposit_first_lead', { 0: amount, 1: d.username });
    return t('approve_deposit_second_lead', { 0: amount, 1: d.username, 2: d.firstApprovedByName ?? '' });
  }

  return (
    <>
      <PageTitle title={t('deposits_title')} lead={t('deposits_lead')} />
      <QueueNotes canDecide={canDecide} role={role} done={done} />
      <PaymentFilters
        statuses={DEPOSIT_STATUS_LIST}
        statusKey={statusKey}
        value={filter}
        initial={INITIAL}
        onChange={(next) => {
          setFilter(next);
          setPageNo(1);
        }}
      />
      <Table label={t('deposits_title')} testId="ops-deposits">
        <thead>
          <tr>
            <Th>{t('col_id')}</Th>
            <Th>{t('col_created')}</Th>
            <Th>{t('col_player')}</Th>
            <Th>{t('col_method')}</Th>
            <Th className="text-right">{t('col_amount')}</Th>
            <Th>{t('col_reference')}</Th>
            <Th>{t('col_status')}</Th>
            <Th>{t('col_operator')}</Th>
            {canDecide && <Th className="text-right">{t('col_actions')}</Th>}
          </tr>
        </thead>
        <tbody>
          <QueryRows query={query} rows={rows} colSpan={columns}>
            {(deposit) => (
              <tr key={deposit.id} data-testid={`ops-deposit-${deposit.id}`} className="hover:bg-surface-2">
                <Td className="font-mono text-xs">{deposit.id}</Td>
                <Td>
                  <TimeText ms={deposit.createdAt} />
                </Td>
                <Td>
                  <span className="font-semibold">{deposit.username}</span>
                  <span className="block text-xs text-muted">{deposit.merchantCode}</span>
                </Td>
                <Td>{deposit.methodName}</Td>
                <Td className="text-right whitespace-nowrap tabular-nums">
                  <span className="font-semibold">{formatAmount(deposit.amount, deposit.currency)}</span>
                  {deposit.fourEyes && (
                    <span className="block text-xs font-semibold text-warning" data-testid="ops-four-eyes">
                      {t('four_eyes_badge')}
                    </span>
                  )}
                </Td>
                <Td className="max-w-44 text-muted">
                  <span className="block truncate">{deposit.reference ?? deposit.gatewayOrderId ?? '—'}</span>
                  {deposit.hasReceipt && (
                    <button
                      type="button"
                      onClick={() => setReceipt(deposit.id)}
                      className="text-xs font-semibold text-brand-fg hover:underline"
                      data-testid="ops-deposit-receipt"
                    >
                      {t('receipt_view')}
                    </button>
                  )}
                </Td>
                <Td>
                  <StatusBadge tone={DEPOSIT_TONES[deposit.status]} testId="ops-deposit-status">
                    {t(statusKey(deposit.status))}
                  </StatusBadge>
                  {deposit.reason && (
                    <span className="mt-1 block max-w-48 truncate text-xs text-muted">{deposit.reason}</span>
                  )}
                </Td>
                <Td className="text-muted">
                  {deposit.operatorName ??
                    (deposit.status === 'pending' && deposit.firstApprovedByName ? (
                      <>
                        {deposit.firstApprovedByName}
                        <span className="block text-xs">{t('deposit_first_approval')}</span>
                      </>
                    ) : (
                      '—'
                    ))}
                </Td>
                {canDecide && (
                  <Td className="text-right">
                    {deposit.status === 'pending' && (
                      <span className="inline-flex flex-col items-end gap-1.5">
                        {deposit.fourEyes && (
                          <span
                            className="block max-w-44 text-xs text-muted"
                            data-testid="ops-four-eyes-note"
                          >
                            {approvedByMe(deposit)
                              ? t('deposit_four_eyes_you_approved')
                              : deposit.firstApprovedById !== null
                                ? t('deposit_four_eyes_second', { 0: deposit.firstApprovedByName ?? '' })
                                : t('deposit_four_eyes_two')}
                          </span>
                        )}
                        <span className="inline-flex gap-2 whitespace-nowrap">
                          {!approvedByMe(deposit) && (
                            <Button
                              size="sm"
                              onClick={() => setDeciding({ deposit, action: 'approve' })}
                              data-testid="ops-deposit-approve"
                            >
                              {t('approve')}
                            </Button>
                          )}
                          <Button
                            size="sm"
                            variant="outline"
                            onClick={() => setDeciding({ deposit, action: 'reject' })}
                            data-testid="ops-deposit-reject"
                          >
                            {t('reject')}
                          </Button>
                        </span>
                      </span>
                    )}
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
      {receipt !== null && (
        <ReceiptDialog
          src={`/ops/deposits/receipt?id=${receipt}`}
          title={`${t('receipt')} · ${receipt}`}
          onClose={() => setReceipt(null)}
        />
      )}
      {deciding && (
        <DecisionDialog
          open
          onOpenChange={(open) => !open && setDeciding(null)}
          testId={`ops-deposit-${deciding.action}-dialog`}
          title={t(deciding.action === 'approve' ? 'approve_deposit_title' : 'reject_deposit_title', {
            0: deciding.deposit.id,
          })}
          lead={
            deciding.action === 'approve'
              ? approveLead(deciding.deposit)
              : `${formatAmount(deciding.deposit.amount, deciding.deposit.currency)} · ${deciding.deposit.username}`
          }
          confirmLabel={t(deciding.action)}
          tone={deciding.action === 'approve' ? 'primary' : 'danger'}
          reasonRequired={deciding.action === 'reject'}
          onConfirm={async ({ reason }) => {
            const id = deciding.deposit.id;
            const answer =
              deciding.action === 'approve'
                ? await decision.mutateAsync({
                    kind: 'approveDeposit',
                    body: { id, ...(reason ? { reason } : {}) },
                  })
                : await decision.mutateAsync({ kind: 'rejectDeposit', body: { id, reason } });
            const firstOfTwo = answer.status === 'pending' && 'fourEyes' in answer && answer.fourEyes;
            setDone(
              firstOfTwo
                ? t('deposit_first_approval_done', { 0: id })
                : t('decision_done', { 0: id, 1: t(statusKey(answer.status as DepositStatusName)) }),
            );
          }}
        />
      )}
    </>
  );
}
