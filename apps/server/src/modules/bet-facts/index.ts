// The value engine (docs/architecture.md "Bet facts (value engine)"). Other modules receive the port
// shapes at composition (app.ts); they never import this module's internals.
export type * from './types';
export {
  createBetFacts,
  DEFAULT_BET_FACTS_SETTINGS,
  ROLLUP_CONSUMER,
  ROLLUP_JOB,
  type BetFacts,
  type BetFactsSettings,
  type BetFactsTree,
} from './service';
