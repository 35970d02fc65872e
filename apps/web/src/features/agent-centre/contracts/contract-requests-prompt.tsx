import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { ContractKind, ContractValue } from '@jade/contract/agent-contracts';
import { contractOverviewQuery } from '../../../api/agents/contracts';
import { ContractDialog } from './contract-dialog';

/**
 * At login (spec §2): the first contract request waiting for the agent opens its contract screen.
 * Mounted by the watcher only when the consolidated flags say a request is waiting.
 */
export function ContractRequestsPrompt({ kinds, onDone }: { kinds: ContractKind[]; onDone(): void }) {
  useTranslation();
  const results = useQueries({ queries: kinds.map((kind) => contractOverviewQuery(kind)) });
  const [handled, setHandled] = useState<number[]>([]);
  const waiting: ContractValue[] = results
    .flatMap((r) => r.data?.requests ?? [])
    .filter((c) => !handled.includes(c.id));
  const loading = results.some((r) => r.isPending);
  const current = waiting[0];
  if (!loading && !current) {
    queueMicrotask(onDone);
    return null;
  }
  return (
    <ContractDialog
      screen={current ? { mode: 'review', contract: current } : null}
      onClose={() => {
        if (current) setHandled((h) => [...h, current.id]);
      }}
    />
  );
}
