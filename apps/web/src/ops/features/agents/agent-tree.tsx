import { isAgentType } from '@jade/contract/account-types';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAgentTree } from '../../api/agents';
import { opsErrorText } from '../../lib/ops-errors';
import { useOpsText } from '../../lib/use-ops-text';
import { agentPath, memberTypeText } from './agent-text';

interface TreeNode {
  memberId: number;
  parentId: number | null;
  depth: number;
  username: string;
  memberType: number;
  status: string;
  teamSize: number;
}

/** Levels loaded per tree call (the root's, and each node opened below the loaded ones). */
const DEPTH = 2;

/**
 * The downline of a member as a nested list: each member with a team has a button that shows or
 * hides its direct members (aria-expanded). A member below the loaded levels loads its own tree
 * when opened, so a deep team is read a few levels at a time.
 */
export function AgentTree({
  nodes,
  rootId,
  merchantCode,
  truncated,
}: {
  nodes: TreeNode[];
  rootId: number;
  merchantCode: string | undefined;
  truncated: boolean;
}) {
  const { t } = useOpsText();
  const root = nodes.find((n) => n.memberId === rootId);
  return (
    <div className="rounded-2xl border border-line bg-surface p-4 shadow-card" data-testid="ops-agent-tree">
      {root && root.teamSize === 0 ? (
        <p className="text-sm text-muted">{t('agents_tree_empty')}</p>
      ) : (
        <Branch nodes={nodes} parentId={rootId} merchantCode={merchantCode} label={t('agents_tree')} />
      )}
      {truncated && <p className="mt-3 text-xs text-muted">{t('agents_tree_truncated')}</p>}
    </div>
  );
}

function Branch({
  nodes,
  parentId,
  merchantCode,
  label,
}: {
  nodes: TreeNode[];
  parentId: number;
  merchantCode: string | undefined;
  /** The top list only: named for assistive technology; nested lists are indented under their member. */
  label?: string;
}) {
  const children = nodes.filter((n) => n.parentId === parentId && n.memberId !== parentId);
  return (
    <ul className={label ? 'grid gap-1' : 'ml-4 grid gap-1 border-l border-line pl-3'} aria-label={label}>
      {children.map((node) => (
        <Member key={node.memberId} node={node} nodes={nodes} merchantCode={merchantCode} />
      ))}
    </ul>
  );
}

function Member({
  node,
  nodes,
  merchantCode,
}: {
  node: TreeNode;
  nodes: TreeNode[];
  merchantCode: string | undefined;
}) {
  const { t } = useOpsText();
  const [open, setOpen] = useState(false);
  const hasTeam = node.teamSize > 0;
  // Children already in this tree call, or (a node on its last level) none yet: loaded when opened.
  const loaded = nodes.some((n) => n.parentId === node.memberId && n.memberId !== node.memberId);
  const groupId = `ops-tree-${node.memberId}`;
  return (
    <li data-testid="ops-tree-member" data-member={node.username}>
      <div className="flex min-h-10 items-center gap-2">
        {hasTeam ? (
          <button
            type="button"
            className="grid h-8 w-8 shrink-0 place-items-center rounded-lg border border-line-strong text-fg hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-brand"
            aria-expanded={open}
            aria-controls={open ? groupId : undefined}
            aria-label={t(open ? 'agents_tree_hide' : 'agents_tree_show', { 0: node.username })}
            onClick={() => setOpen(!open)}
            data-testid="ops-tree-toggle"
          >
            <span aria-hidden="true" className={open ? 'rotate-90 transition' : 'transition'}>
              ▸
            </span>
          </button>
        ) : (
          <span className="w-8 shrink-0" aria-hidden="true" />
        )}
        <Link
          to={
            isAgentType(node.memberType)
              ? agentPath(node.memberId, merchantCode)
              : `/players/${node.memberId}`
          }
          className="font-semibold text-brand-fg hover:underline"
        >
          {node.username}
        </Link>
        <span className="text-xs text-muted">
          {memberTypeText(t, node.memberType)}
          {hasTeam ? ` · ${t('agents_team_n', { 0: node.teamSize })}` : ''}
          {node.status !== 'active' ? ` · ${t('players_locked')}` : ''}
        </span>
      </div>
      {open && (
        <div id={groupId}>
          {loaded ? (
            <Branch nodes={nodes} parentId={node.memberId} merchantCode={merchantCode} />
          ) : (
            <DeeperBranch memberId={node.memberId} merchantCode={merchantCode} />
          )}
        </div>
      )}
    </li>
  );
}

/** The levels below a node the first call did not reach. */
function DeeperBranch({ memberId, merchantCode }: { memberId: number; merchantCode: string | undefined }) {
  const { t } = useOpsText();
  const tree = useAgentTree(memberId, DEPTH);
  if (tree.isPending) return <p className="py-1 pl-10 text-sm text-muted">{t('loading')}</p>;
  if (tree.isError)
    return (
      <p className="py-1 pl-10 text-sm text-danger">{t('load_failed', { 0: opsErrorText(t, tree.error) })}</p>
    );
  return (
    <>
      <Branch nodes={tree.data.nodes} parentId={memberId} merchantCode={merchantCode} />
      {tree.data.truncated && <p className="pl-10 text-xs text-muted">{t('agents_tree_truncated')}</p>}
    </>
  );
}
