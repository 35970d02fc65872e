import { CONTRACT_KINDS, type ContractKind } from '@jade/contract/agent-contracts';
import type { OpsSettlementPeriodRow } from '@jade/contract/ops-agent-settlement-calls';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/form-field';
import { downloadSettlementCsv, useRerunSettlement, useSettlementPeriods } from '../../api/agents';
import { formatAmount, formatTime } from '../../lib/format';
import { opsErrorText } from '../../lib/ops-errors';
import { useCan } from '../../lib/permissions';
import { useOpsText } from '../../lib/use-ops-text';
import { FilterBar, FilterSelect } from '../../ui/filter-bar';
import { PageTitle } from '../../ui/page-title';
import { QueryRows, Table, TableFooter, Td, Th } from '../../ui/table';
import { kindText } from './agent-text';
import { ConfirmDialog } from './contract-dialogs';

const PAGE_SIZE = 20;

/**
 * Commission periods (issue 16, item 5): the periods of a contract kind settled so far, per brand,
 * each with its CSV and a re-run that pays only what was not paid yet.
 */
export function SettlementsPage() {
  const { t } = useOpsText();
  const [params, setParams] = useSearchParams();
  const kindParam = params.get('kind') ?? '';
  const kind: ContractKind = (CONTRACT_KINDS as readonly string[]).includes(kindParam)
    ? (kindParam as ContractKind)
    : 'daily';
  const brand = params.get('brand') ?? '';
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState({ kind, brand });
  const query = useSettlementPeriods({ kind, merchantCode: brand || undefined, pageNo, pageSize: PAGE_SIZE });
  const canRerun = useCan('adjust');
  const [rerunning, setRerunning] = useState<OpsSettlementPeriodRow | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const rerun = useRerunSettlement();
  const rows = query.data?.list ?? [];

  const apply = (next: { kind: ContractKind; brand: string }, page = 1) =>
    setParams({
      kind: next.kind,
      ...(next.brand.trim() ? { brand: next.brand.trim() } : {}),
      ...(page > 1 ? { page: String(page) } : {}),
    });

  const download = async (p: OpsSettlementPeriodRow) => {
    setFailed(null);
    try {
      await downloadSettlementCsv(p.kind, p.periodEnd);
    } catch (error) {
      setFailed(t('load_failed', { 0: opsErrorText(t, error) }));
    }
  };

  return (
    <>
      <PageTitle title={t('settlements_title')} lead={t('settlements_lead')} />
      <FilterBar
        onSubmit={() => apply(draft)}
        onReset={() => {
          setDraft({ kind: 'daily', brand: '' });
          setParams({});
        }}
      >
        <FilterSelect
          name="kind"
          label={t('agents_kind')}
          value={draft.kind}
          onChange={(value) => setDraft({ ...draft, kind: (value || 'daily') as ContractKind })}
          options={CONTRACT_KINDS.map((k) => ({ value: k, label: kindText(t, k) }))}
        />
        <TextField
          label={t('agents_brand')}
          name="brand"
          value={draft.brand}
          onChange={(e) => setDraft({ ...draft, brand: e.currentTarget.value })}
          maxLength={32}
          autoComplete="off"
        />
      </FilterBar>
      {(done || failed) && (
        <p
          role="status"
          className={
            failed
              ? 'mb-4 rounded-xl bg-danger/10 px-4 py-2.5 text-sm font-semibold text-danger'
              : 'mb-4 rounded-xl bg-brand-soft px-4 py-2.5 text-sm font-semibold text-fg'
          }
          data-testid="ops-settlements-done"
        >
          {failed ?? done}
        </p>
      )}
      <Table label={t('settlements_title')} testId="ops-settlement-periods">
        <thead>
          <tr>
            <Th>{t('settlements_period')}</Th>
            <Th>{t('agents_brand')}</Th>
            <Th className="text-right">{t('settlements_rows')}</Th>
            <Th className="text-right">{t('settlements_amount')}</Th>
            <Th>{t('settlements_settled')}</Th>
            <Th>{t('agents_actions')}</Th>
          </tr>
        </thead>
        <tbody>
          <QueryRows query={query} rows={rows} colSpan={6}>
            {(p) => (
              <tr
                key={`${p.merchantCode}-${p.currency}-${p.periodEnd}`}
                className="hover:bg-surface-2"
                data-testid="ops-settlement-period"
              >
                <Td className="whitespace-nowrap">
                  <span className="block font-semibold">{formatTime(p.periodStart)}</span>
                  <span className="block text-xs text-muted">→ {formatTime(p.periodEnd)}</span>
                </Td>
                <Td>{p.merchantCode}</Td>
                <Td className="text-right tabular-nums">
                  <span className="block">{p.settlements}</span>
                  <span className="block text-xs whitespace-nowrap text-muted">
                    {t('settlements_statuses', {
                      0: p.statuses.paid,
                      1: p.statuses.zero,
                      2: p.statuses.withheld,
                    })}
                  </span>
                </Td>
                <Td className="text-right font-semibold whitespace-nowrap tabular-nums">
                  {formatAmount(p.amount, p.currency)}
                </Td>
                <Td className="whitespace-nowrap">{formatTime(p.lastSettledAt)}</Td>
                <Td>
                  <div className="flex gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => void download(p)}
                      data-testid="ops-settlement-csv"
                    >
                      {t('settlements_csv')}
                    </Button>
                    {canRerun && (
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => setRerunning(p)}
                        data-testid="ops-settlement-rerun"
                      >
                        {t('settlements_rerun')}
                      </Button>
                    )}
                  </div>
                </Td>
              </tr>
            )}
          </QueryRows>
        </tbody>
      </Table>
      <TableFooter
        totalCount={query.data?.total}
        pageNo={pageNo}
        totalPages={query.data?.totalPages}
        onPage={(page) => apply({ kind, brand }, page)}
      />
      <ConfirmDialog
        open={rerunning !== null}
        onClose={() => setRerunning(null)}
        title={t('settlements_rerun_title')}
        confirmLabel={t('settlements_rerun')}
        testId="ops-settlement-rerun-dialog"
        onConfirm={async () => {
          if (!rerunning) return;
          const run = await rerun.mutateAsync({ kind: rerunning.kind, periodEnd: rerunning.periodEnd });
          setFailed(null);
          setDone(
            t('settlements_rerun_done', {
              0: run.contracts,
              1: run.settled,
              2: formatAmount(run.paid, rerunning.currency),
            }),
          );
        }}
      >
        {rerunning && (
          <p className="text-sm text-fg">
            {t('settlements_rerun_lead', {
              0: kindText(t, rerunning.kind),
              1: formatTime(rerunning.periodEnd),
            })}
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
