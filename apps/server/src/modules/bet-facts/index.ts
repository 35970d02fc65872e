// The value engine's port (docs/architecture.md "Bet facts (value engine)"). Other modules receive
// these shapes at composition (app.ts); they never import this module's internals.
export type * from './types';
