import type { FastifyInstance } from 'fastify';
import type { Agents } from './index';

/**
 * The agent centre's calls: the one registration point app.ts knows. Each part of the agents module
 * (team, reports, contracts) registers its own calls from here.
 */
export async function agentRoutes(app: FastifyInstance, deps: { agents: Agents }): Promise<void> {
  void app;
  void deps;
}
