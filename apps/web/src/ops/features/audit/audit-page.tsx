import type { CallValue } from '@jade/contract/call';
import type { opsSessionCalls } from '@jade/contract/call-routes';
import { Fragment, useState } from 'react';
import { useOpsText } from '../../lib/use-ops-text';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/form-field';
import { ChevronDownIcon } from '../../../ui/icons';
import { useAudit } from '../../api/audit';
import { FilterBar } from '../../ui/filter-bar';
import { PageTitle } from '../../ui/page-title';
import { TimeText } from '../../ui/time-cell';
import { QueryRows, Table, TableFooter, Td, Th } from '../../ui/table';

type Entry = CallValue<typeof opsSessionCalls.audit>['list'][number];

interface Filter {
  operator: string;
  action: string;
  targetId: string;
  from: string;
  to: string;
}
const EMPTY: Filter = { operator: '', action: '', targetId: '', from: '', to: '' };

/** `yyyy-mm-dd` of a date input as the start (or end) of that day in the browser's zone. */
function dayBound(day: string, end: boolean): number | undefined {
  if (!day) return undefined;
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return undefined;
  return end ? new Date(y, m - 1, d, 23, 59, 59, 999).getTime() : new Date(y, m - 1, d).getTime();
}

function Values({ label, value }: { label: string; value: unknown }) {
  if (value === null || value === undefined) return null;
  return (
    <div className="min-w-0">
      <p className="mb-1 text-xs font-bold tracking-wide text-muted uppercase">{label}</p>
      <pre className="max-h-64 overflow-auto rounded-lg bg-surface-3 p-3 font-mono text-xs whitespace-pre-wrap text-fg">
        {JSON.stringify(value, null, 2)}
      </pre>
    </div>
  );
}

function EntryRow({ entry }: { entry: Entry }) {
  const { t } = useOpsText();
  const [open, setOpen] = useState(false);
  const hasDetails = entry.before != null || entry.after != null;
  return (
    <Fragment>
      <tr className="hover:bg-surface-2" data-testid="ops-audit-entry" data-action={entry.action}>
        <Td>
          <TimeText ms={entry.at} />
        </Td>
        <Td className="font-semibold">{entry.operatorName}</Td>
        <Td>
          <code className="rounded bg-surface-3 px-1.5 py-0.5 font-mono text-xs">{entry.action}</code>
        </Td>
        <Td className="text-muted">
          {entry.targetType} <span className="font-mono text-fg">{entry.targetId}</span>
        </Td>
        <Td className="max-w-64 truncate">{entry.reason ?? '—'}</Td>
        <Td className="font-mono text-xs text-muted">{entry.ip}</Td>
        <Td className="text-right">
          {hasDetails && (
            <Button variant="ghost" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
              {t('audit_details')}
              <ChevronDownIcon size={14} className={open ? 'rotate-180' : undefined} />
            </Button>
          )}
        </Td>
      </tr>
      {open && (
        <tr>
          <td colSpan={7} className="border-b border-line bg-surface-2 px-4 py-3">
            <div className="grid gap-3 md:grid-cols-2">
              <Values label={t('audit_before')} value={entry.before} />
              <Values label={t('audit_after')} value={entry.after} />
            </div>
          </td>
        </tr>
      )}
    </Fragment>
  );
}

/** The audit log (issue 16): every write by an operator or the CLI, newest first, filtered. */
export function AuditPage() {
  const { t } = useOpsText();
  const [draft, setDraft] = useState(EMPTY);
  const [filter, setFilter] = useState(EMPTY);
  const [pageNo, setPageNo] = useState(1);
  const startDate = dayBound(filter.from, false);
  const endDate = dayBound(filter.to, true);
  const query = useAudit({
    pageNo,
    pageSize: 50,
    ...(filter.operator ? { operator: filter.operator } : {}),
    ...(filter.action ? { action: filter.action } : {}),
    ...(filter.targetId ? { targetId: filter.targetId } : {}),
    ...(startDate !== undefined ? { startDate } : {}),
    ...(endDate !== undefined ? { endDate } : {}),
  });
  const rows = query.data?.list ?? [];
  const field = (key: keyof Filter) => ({
    name: key,
    value: draft[key],
    onChange: (e: { currentTarget: HTMLInputElement }) =>
      setDraft({ ...draft, [key]: e.currentTarget.value }),
  });
  return (
    <>
      <PageTitle title={t('audit_title')} lead={t('audit_lead')} />
      <FilterBar
        onSubmit={() => {
          setFilter({
            ...draft,
            operator: draft.operator.trim(),
            action: draft.action.trim(),
            targetId: draft.targetId.trim(),
          });
          setPageNo(1);
        }}
        onReset={() => {
          setDraft(EMPTY);
          setFilter(EMPTY);
          setPageNo(1);
        }}
      >
        <TextField label={t('audit_operator')} maxLength={64} {...field('operator')} />
        <TextField label={t('audit_action')} maxLength={64} placeholder="deposit." {...field('action')} />
        <TextField label={t('audit_target')} maxLength={64} {...field('targetId')} />
        <TextField type="date" label={t('audit_from')} {...field('from')} />
        <TextField type="date" label={t('audit_to')} {...field('to')} />
      </FilterBar>
      <Table label={t('audit_title')} testId="ops-audit">
        <thead>
          <tr>
            <Th>{t('audit_at')}</Th>
            <Th>{t('audit_operator')}</Th>
            <Th>{t('audit_action')}</Th>
            <Th>{t('audit_target')}</Th>
            <Th>{t('audit_reason')}</Th>
            <Th>{t('audit_ip')}</Th>
            <Th>
              <span className="sr-only">{t('audit_details')}</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          <QueryRows query={query} rows={rows} colSpan={7}>
            {(entry) => <EntryRow key={entry.id} entry={entry} />}
          </QueryRows>
        </tbody>
      </Table>
      <TableFooter
        totalCount={query.data?.totalCount}
        pageNo={pageNo}
        totalPages={query.data?.totalPages}
        onPage={setPageNo}
      />
    </>
  );
}
