import { APPROVAL_STATUSES, type ApprovalStatus, type OpsApproval } from '@jade/contract/ops-players';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../ui/button';
import { StatusBadge } from '../../../ui/status-badge';
import { useApprovals, usePlayerAction } from '../../api/players';
import { formatAmount, formatTime } from '../../lib/format';
import { useOpsSession } from '../../lib/ops-session';
import { useCan } from '../../lib/permissions';
import { useOpsText } from '../../lib/use-ops-text';
import { DecisionDialog } from '../../ui/decision-dialog';
import { FilterBar, FilterSelect } from '../../ui/filter-bar';
import { PageTitle } from '../../ui/page-title';
import { QueryRows, Table, TableFooter, Td, Th } from '../../ui/table';
import type { OpsTextKey } from '../../texts/en';
import { TimeText } from '../../ui/time-cell';
import { APPROVAL_TONES, approvalStatusKey } from './player-tabs';

const PAGE_SIZE = 20;

/**
 * Four-eyes requests (issue 16): manual adjustments wait here until an operator other than the one
 * who asked approves (money moves then, once) or rejects them with a note.
 */
export function ApprovalsPage() {
  const { t } = useOpsText();
  const me = useOpsSession((s) => s.operator?.id);
  const canDecide = useCan('adjust');
  const [status, setStatus] = useState<ApprovalStatus | ''>('pending');
  const [draft, setDraft] = useState<ApprovalStatus | ''>('pending');
  const [pageNo, setPageNo] = useState(1);
  const [deciding, setDeciding] = useState<{ approval: OpsApproval; decision: 'approve' | 'reject' } | null>(
    null,
  );
  const [done, setDone] = useState<string | null>(null);
  const action = usePlayerAction();
  const query = useApprovals({ pageNo, pageSize: PAGE_SIZE, ...(status ? { status } : {}) });
  const columns = canDecide ? 7 : 6;

  return (
    <>
      <PageTitle title={t('approvals_title')} lead={t('approvals_lead')} />
      {done && (
        <p
          role="status"
          className="mb-4 rounded-xl bg-brand-soft px-4 py-2.5 text-sm font-semibold text-fg"
          data-testid="ops-approval-done"
        >
          {done}
        </p>
      )}
      <FilterBar
        onSubmit={() => {
          setStatus(draft);
          setPageNo(1);
        }}
        onReset={() => {
          setDraft('pending');
          setStatus('pending');
          setPageNo(1);
        }}
      >
        <FilterSelect<ApprovalStatus>
          name="status"
          label={t('filter_status')}
          value={draft}
          onChange={setDraft}
          options={[
            { value: '', label: t('all') },
            ...APPROVAL_STATUSES.map((s) => ({ value: s, label: t(approvalStatusKey(s)) })),
          ]}
        />
      </FilterBar>
      <Table label={t('approvals_title')} testId="ops-approvals">
        <thead>
          <tr>
            <Th>{t('col_id')}</Th>
            <Th>{t('approvals_requested')}</Th>
            <Th>{t('col_player')}</Th>
            <Th className="text-right">{t('col_amount')}</Th>
            <Th>{t('decision_reason')}</Th>
            <Th>{t('col_status')}</Th>
            {canDecide && <Th className="text-right">{t('col_actions')}</Th>}
          </tr>
        </thead>
        <tbody>
          <QueryRows query={query} rows={query.data?.list ?? []} colSpan={columns}>
            {(approval) => {
              const mine = approval.requestedById !== null && approval.requestedById === me;
              return (
                <tr
                  key={approval.id}
                  data-testid={`ops-approval-${approval.id}`}
                  className="hover:bg-surface-2"
                >
                  <Td className="font-mono text-xs">{approval.id}</Td>
                  <Td>
                    <TimeText ms={approval.requestedAt} />
                    <span className="block text-xs text-muted">{approval.requestedBy}</span>
                  </Td>
                  <Td>
                    <Link
                      to={`/players/${approval.memberId}`}
                      className="font-semibold text-brand-fg hover:underline"
                    >
                      {approval.username}
                    </Link>
                    <span className="block text-xs text-muted">{approval.merchant}</span>
                  </Td>
                  <Td
                    className={`text-right font-semibold whitespace-nowrap tabular-nums ${approval.amount < 0 ? 'text-danger' : 'text-success'}`}
                  >
                    {approval.amount > 0 ? '+' : ''}
                    {formatAmount(approval.amount, approval.currency)}
                  </Td>
                  <Td className="max-w-64 text-muted">
                    <span className="block truncate" title={approval.reason}>
                      {approval.reason}
                    </span>
                  </Td>
                  <Td>
                    <StatusBadge
                      tone={APPROVAL_TONES[approval.status] ?? 'neutral'}
                      testId="ops-approval-status"
                    >
                      {t(approvalStatusKey(approval.status))}
                    </StatusBadge>
                    {approval.decidedBy && (
                      <span className="mt-1 block text-xs text-muted">
                        {approval.decidedBy} · {formatTime(approval.decidedAt)}
                      </span>
                    )}
                    {approval.failure && (
                      <span className="mt-1 block text-xs text-danger">
                        {t(`error.${approval.failure}` as OpsTextKey, { defaultValue: approval.failure })}
                      </span>
                    )}
                  </Td>
                  {canDecide && (
                    <Td className="text-right whitespace-nowrap">
                      {approval.status === 'pending' &&
                        (mine ? (
                          <span className="text-xs text-muted">{t('approvals_yours')}</span>
                        ) : (
                          <span className="inline-flex gap-2">
                            <Button
                              size="sm"
                              onClick={() => setDeciding({ approval, decision: 'approve' })}
                              data-testid="ops-approval-approve"
                            >
                              {t('approve')}
                            </Button>
                            <Button
                              size="sm"
                              variant="outline"
                              onClick={() => setDeciding({ approval, decision: 'reject' })}
                              data-testid="ops-approval-reject"
                            >
                              {t('reject')}
                            </Button>
                          </span>
                        ))}
                    </Td>
                  )}
                </tr>
              );
            }}
          </QueryRows>
        </tbody>
      </Table>
      <TableFooter
        totalCount={query.data?.total}
        pageNo={pageNo}
        totalPages={query.data ? Math.max(1, Math.ceil(query.data.total / PAGE_SIZE)) : undefined}
        onPage={setPageNo}
      />
      {deciding && (
        <DecisionDialog
          open
          onOpenChange={(open) => !open && setDeciding(null)}
          testId={`ops-approval-${deciding.decision}-dialog`}
          title={t(deciding.decision === 'approve' ? 'approvals_approve_title' : 'approvals_reject_title', {
            0: deciding.approval.id,
          })}
          lead={t('approvals_decide_lead', {
            0: `${deciding.approval.amount > 0 ? '+' : ''}${formatAmount(deciding.approval.amount, deciding.approval.currency)}`,
            1: deciding.approval.username,
            2: deciding.approval.requestedBy,
            3: deciding.approval.reason,
          })}
          confirmLabel={t(deciding.decision)}
          tone={deciding.decision === 'approve' ? 'primary' : 'danger'}
          reasonRequired={deciding.decision === 'reject'}
          reasonHint={t('approvals_note_hint')}
          onConfirm={async ({ reason }) => {
            const { approval, decision } = deciding;
            const answer = (await action.mutateAsync({
              kind: 'decide',
              body: { id: approval.id, decision, ...(reason ? { note: reason } : {}) },
            })) as OpsApproval;
            setDone(t('approvals_done', { 0: approval.id, 1: t(approvalStatusKey(answer.status)) }));
          }}
        />
      )}
    </>
  );
}
