import { AgentCentreModal } from '../features/agent-centre/agent-centre-modal';
import { agentCentreRegistry } from './agent-centre-pages';

const registry = agentCentreRegistry();

/** The agent centre with the pages registered so far (its own chunk, loaded on first open). */
export function AgentCentreSlot(props: Omit<Parameters<typeof AgentCentreModal>[0], 'registry'>) {
  return <AgentCentreModal {...props} registry={registry} />;
}
