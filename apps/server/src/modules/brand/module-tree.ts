import type { WhitelabelNode } from '@jade/contract/module-ids';

export interface ModuleFlagRow {
  modId: string;
  parentModId: string | null;
  enabled: boolean;
}

/**
 * Builds the white-label tree from flat rows, keeping row order among siblings. A row whose parent is
 * missing becomes a root, so a typo in the data hides nothing.
 */
export function buildModuleTree(rows: readonly ModuleFlagRow[]): WhitelabelNode[] {
  const nodes = new Map<string, WhitelabelNode>();
  for (const row of rows)
    nodes.set(row.modId, { modId: row.modId, enabled: row.enabled ? '1' : '0', childrenNodes: [] });
  const roots: WhitelabelNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.modId)!;
    const parent =
      row.parentModId != null && row.parentModId !== row.modId ? nodes.get(row.parentModId) : undefined;
    if (parent) parent.childrenNodes.push(node);
    else roots.push(node);
  }
  return roots;
}
