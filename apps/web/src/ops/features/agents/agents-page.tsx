import { Link, useSearchParams } from 'react-router';
import { useState } from 'react';
import { TextField } from '../../../ui/form-field';
import { StatusBadge } from '../../../ui/status-badge';
import { useAgents } from '../../api/agents';
import { useOpsText } from '../../lib/use-ops-text';
import { FilterBar, FilterSelect } from '../../ui/filter-bar';
import { PageTitle } from '../../ui/page-title';
import { QueryRows, Table, TableFooter, Td, Th } from '../../ui/table';
import { TimeText } from '../../ui/time-cell';
import { agentPath, memberTypeText } from './agent-text';

const PAGE_SIZE = 20;

/**
 * Agents (issue 16, item 5): every brand's agents by part of their username, brand and level, with
 * their direct and team sizes. The filters live in the address, so a list can be shared.
 */
export function AgentsPage() {
  const { t } = useOpsText();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const brand = params.get('brand') ?? '';
  const level = params.get('level') === 'top' ? 'top' : '';
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState({ q: search, brand, level });
  const query = useAgents({
    search: search || undefined,
    merchantCode: brand || undefined,
    topLevel: level === 'top' ? true : undefined,
    pageNo,
    pageSize: PAGE_SIZE,
  });
  const rows = query.data?.list ?? [];

  const apply = (next: typeof draft, page = 1) => {
    const entries = { q: next.q.trim(), brand: next.brand.trim(), level: next.level };
    setParams({
      ...Object.fromEntries(Object.entries(entries).filter(([, v]) => v)),
      ...(page > 1 ? { page: String(page) } : {}),
    });
  };

  return (
    <>
      <PageTitle title={t('agents_title')} lead={t('agents_lead')} />
      <FilterBar
        onSubmit={() => apply(draft)}
        onReset={() => {
          setDraft({ q: '', brand: '', level: '' });
          setParams({});
        }}
      >
        <TextField
          label={t('agents_username')}
          name="q"
          value={draft.q}
          onChange={(e) => setDraft({ ...draft, q: e.currentTarget.value })}
          maxLength={64}
          autoComplete="off"
          data-testid="ops-agent-search"
        />
        <TextField
          label={t('agents_brand')}
          name="brand"
          value={draft.brand}
          onChange={(e) => setDraft({ ...draft, brand: e.currentTarget.value })}
          maxLength={32}
          autoComplete="off"
        />
        <FilterSelect
          name="level"
          label={t('agents_level')}
          value={draft.level}
          onChange={(value) => setDraft({ ...draft, level: value })}
          options={[
            { value: '', label: t('agents_level_any') },
            { value: 'top', label: t('agents_level_top') },
          ]}
        />
      </FilterBar>
      <Table label={t('agents_title')} testId="ops-agents">
        <thead>
          <tr>
            <Th>{t('agents_agent')}</Th>
            <Th>{t('agents_upline')}</Th>
            <Th className="text-right">{t('agents_direct')}</Th>
            <Th className="text-right">{t('agents_team')}</Th>
            <Th>{t('col_status')}</Th>
            <Th>{t('agents_joined')}</Th>
          </tr>
        </thead>
        <tbody>
          <QueryRows query={query} rows={rows} colSpan={6}>
            {(agent) => (
              <tr key={agent.memberId} className="hover:bg-surface-2" data-testid="ops-agent-row">
                <Td>
                  <Link
                    to={agentPath(agent.memberId, agent.merchantCode)}
                    className="font-semibold text-brand-fg hover:underline"
                  >
                    {agent.username}
                  </Link>
                  <span className="block text-xs text-muted">
                    {agent.merchantCode} · {memberTypeText(t, agent.memberType)}
                  </span>
                </Td>
                <Td className="text-muted">{agent.uplineUsername ?? t('agents_no_upline')}</Td>
                <Td className="text-right tabular-nums">{agent.direct}</Td>
                <Td className="text-right tabular-nums">{agent.teamSize}</Td>
                <Td>
                  <StatusBadge tone={agent.status === 'active' ? 'success' : 'danger'}>
                    {t(agent.status === 'active' ? 'players_active' : 'players_locked')}
                  </StatusBadge>
                </Td>
                <Td>
                  <TimeText ms={agent.createdAt} />
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
        onPage={(page) => apply({ q: search, brand, level }, page)}
      />
    </>
  );
}
