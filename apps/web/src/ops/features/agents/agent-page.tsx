import type { ContractValue } from '@jade/contract/agent-contracts';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '../../../ui/button';
import { StatusBadge } from '../../../ui/status-badge';
import { useAgentContracts, useAgents, useAgentTree } from '../../api/agents';
import { formatTime } from '../../lib/format';
import { opsErrorText } from '../../lib/ops-errors';
import { useCan } from '../../lib/permissions';
import { useOpsText } from '../../lib/use-ops-text';
import { PageTitle } from '../../ui/page-title';
import { QueryRows, Table, TableState, Td, Th } from '../../ui/table';
import { AgentTree } from './agent-tree';
import { agentPath, kindText, percent, STATUS_TONES, statusText } from './agent-text';
import { PauseDialog, SetContractDialog } from './contract-dialogs';

/**
 * An agent's page (issue 16, item 5): its uplines as a breadcrumb, its downline as a tree, and its
 * contracts (as downline or upline); a top-level agent's house contract can be set here, and any
 * contract paused or resumed, by roles with `settings`.
 */
export function AgentPage() {
  const { t } = useOpsText();
  const memberId = Number(useParams().memberId);
  const [params] = useSearchParams();
  const tree = useAgentTree(memberId, 2);
  const root = tree.data?.nodes.find((n) => n.memberId === memberId);
  // The brand and level come from the agents list (the tree call has neither).
  const brandParam = params.get('brand') ?? undefined;
  const lookup = { search: root?.username, merchantCode: brandParam, pageNo: 1, pageSize: 100 };
  const row = useAgents(lookup, !!root).data?.list.find((a) => a.memberId === memberId);
  const topLevel = useAgents({ ...lookup, topLevel: true }, !!root).data?.list.some(
    (a) => a.memberId === memberId,
  );
  const merchantCode = brandParam ?? row?.merchantCode;
  const canSet = useCan('settings');
  const [setting, setSetting] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  if (tree.isPending) return <p className="text-sm text-muted">{t('loading')}</p>;
  if (tree.isError || !root)
    return (
      <div className="grid justify-items-start gap-3">
        <p className="text-sm text-danger">{t('load_failed', { 0: opsErrorText(t, tree.error) })}</p>
        <Link to="/agents" className="text-sm font-semibold text-brand-fg hover:underline">
          {t('agents_back')}
        </Link>
      </div>
    );

  return (
    <>
      <nav aria-label={t('agents_uplines')} className="mb-3 text-sm" data-testid="ops-agent-uplines">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link to="/agents" className="font-semibold text-brand-fg hover:underline">
              {t('agents_title')}
            </Link>
          </li>
          {tree.data.uplines.map((u) => (
            <li key={u.memberId} className="flex items-center gap-1.5">
              <span aria-hidden="true" className="text-muted">
                /
              </span>
              <Link to={agentPath(u.memberId, merchantCode)} className="text-brand-fg hover:underline">
                {u.username}
              </Link>
            </li>
          ))}
          <li className="flex items-center gap-1.5">
            <span aria-hidden="true" className="text-muted">
              /
            </span>
            <span aria-current="page" className="font-semibold text-fg">
              {root.username}
            </span>
          </li>
        </ol>
      </nav>
      <PageTitle
        title={root.username}
        lead={t('agents_page_lead', {
          0: merchantCode ?? '—',
          1: row?.direct ?? '—',
          2: root.teamSize,
        })}
        actions={
          canSet && topLevel && merchantCode ? (
            <Button onClick={() => setSetting(true)} data-testid="ops-agent-set-contract">
              {t('agents_set_contract')}
            </Button>
          ) : undefined
        }
      />
      <div className="mb-4 flex flex-wrap gap-2">
        {topLevel && <StatusBadge tone="info">{t('agents_level_top')}</StatusBadge>}
        {root.status !== 'active' && <StatusBadge tone="danger">{t('players_locked')}</StatusBadge>}
      </div>
      {done && (
        <p
          role="status"
          className="mb-4 rounded-xl bg-brand-soft px-4 py-2.5 text-sm font-semibold text-fg"
          data-testid="ops-agent-done"
        >
          {done}
        </p>
      )}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section className="min-w-0">
          <h2 id="ops-agent-tree-title" className="mb-3 text-lg font-bold text-fg">
            {t('agents_tree')}
          </h2>
          <AgentTree
            nodes={tree.data.nodes}
            rootId={memberId}
            merchantCode={merchantCode}
            truncated={tree.data.truncated}
          />
        </section>
        <section className="min-w-0">
          <h2 id="ops-agent-contracts-title" className="mb-3 text-lg font-bold text-fg">
            {t('agents_contracts')}
          </h2>
          <Contracts
            username={root.username}
            memberId={memberId}
            merchantCode={merchantCode}
            onDone={setDone}
          />
        </section>
      </div>
      {merchantCode && (
        <SetContractDialog
          open={setting}
          onOpenChange={setSetting}
          merchantCode={merchantCode}
          account={root.username}
          onDone={setDone}
        />
      )}
    </>
  );
}

function Contracts({
  username,
  memberId,
  merchantCode,
  onDone,
}: {
  username: string;
  memberId: number;
  merchantCode: string | undefined;
  onDone(text: string): void;
}) {
  const { t } = useOpsText();
  const canPause = useCan('settings');
  const query = useAgentContracts(
    { account: username, merchantCode, pageNo: 1, pageSize: 100 },
    merchantCode !== undefined,
  );
  const [pausing, setPausing] = useState<ContractValue | null>(null);
  const rows = query.data?.list ?? [];
  return (
    <>
      <Table label={t('agents_contracts')} testId="ops-agent-contracts">
        <thead>
          <tr>
            <Th>{t('agents_kind')}</Th>
            <Th>{t('agents_parties')}</Th>
            <Th className="text-right">{t('agents_top_rate')}</Th>
            <Th>{t('col_status')}</Th>
            <Th>{t('agents_since')}</Th>
            {canPause && <Th>{t('agents_actions')}</Th>}
          </tr>
        </thead>
        <tbody>
          {merchantCode === undefined ? (
            <TableState colSpan={6}>{t('loading')}</TableState>
          ) : (
            <QueryRows query={query} rows={rows} colSpan={canPause ? 6 : 5}>
              {(c) => (
                <tr key={c.id} data-testid="ops-agent-contract" className="hover:bg-surface-2">
                  <Td className="font-semibold">{kindText(t, c.kind)}</Td>
                  <Td>
                    <span className="block">
                      {c.downline.id === memberId
                        ? t('agents_from', { 0: c.upline?.account ?? t('agents_house') })
                        : t('agents_to', { 0: c.downline.account })}
                    </span>
                    <span className="block text-xs text-muted">
                      {c.tiers.map((tier) => percent(tier.rateBps)).join(' / ')}
                    </span>
                  </Td>
                  <Td className="text-right tabular-nums">{percent(c.maxRateBps)}</Td>
                  <Td>
                    <StatusBadge tone={STATUS_TONES[c.status]}>{statusText(t, c.status)}</StatusBadge>
                  </Td>
                  <Td className="whitespace-nowrap">{formatTime(c.acceptedAt ?? c.createdAt)}</Td>
                  {canPause && (
                    <Td>
                      {(c.status === 'approved' || c.status === 'paused') && (
                        <Button
                          variant="outline"
                          size="sm"
                          onClick={() => setPausing(c)}
                          data-testid="ops-contract-pause"
                        >
                          {t(c.status === 'paused' ? 'agents_resume' : 'agents_pause')}
                        </Button>
                      )}
                    </Td>
                  )}
                </tr>
              )}
            </QueryRows>
          )}
        </tbody>
      </Table>
      <PauseDialog contract={pausing} onClose={() => setPausing(null)} onDone={onDone} />
    </>
  );
}
