import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { ContractKind } from '@jade/contract/agent-contracts';
import { getConsolidatedFunds, walletKeys } from '../../../api/wallet/wallet';
import { lazyWithTimeout } from '../../../lib/lazy-with-timeout';
import { useIsAgent, useSessionStore } from '../../../stores/session-store';
import { useSiteStore } from '../../../stores/site-store';

const Prompt = lazy(async () => ({
  default: (await lazyWithTimeout(() => import('./contract-requests-prompt'))).ContractRequestsPrompt,
}));

/** The request flag of each kind in the consolidated-funds call, and the kind's module switch. */
const REQUEST_FLAGS = [
  ['daily', 'dailysalreqtype', 'DAILYSALCONT3'],
  ['dividend', 'divtypereq', 'SIGNCONDIV3'],
  ['hourly', 'contracthoursalreq', 'HOURSAL3'],
  ['realtime', 'realtimesalreqtype', 'RTSALARY3'],
] as const;

const SEEN_KEY = 'ctPrompted';

/**
 * Shell-side and tiny: after an agent logs in, reads the consolidated-funds flags (AGENTPOLICY3 on)
 * and, when a contract request is waiting, loads the contract screen (its own chunk) once per session.
 */
export function ContractRequestsWatcher() {
  const token = useSessionStore((s) => s.token);
  const agent = useIsAgent();
  // A visitor's or a player's shell makes no query observer for it (the first render's cost).
  return token && agent ? <AgentWatcher token={token} /> : null;
}

function AgentWatcher({ token }: { token: string }) {
  const flags = useSiteStore((s) => s.flags);
  const [seen, setSeen] = useState(() => sessionStorage.getItem(SEEN_KEY));
  const funds = useQuery({
    queryKey: walletKeys.consolidated(token),
    queryFn: getConsolidatedFunds,
    enabled: flags.AGENTPOLICY3 === true && seen !== token,
    staleTime: 5 * 60_000,
  });
  if (seen === token || !funds.data) return null;
  const kinds: ContractKind[] = REQUEST_FLAGS.filter(
    ([, flag, module]) => funds.data[flag] === 1 && flags[module] === true,
  ).map(([kind]) => kind);
  if (kinds.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Prompt
        kinds={kinds}
        onDone={() => {
          sessionStorage.setItem(SEEN_KEY, token);
          setSeen(token);
        }}
      />
    </Suspense>
  );
}
