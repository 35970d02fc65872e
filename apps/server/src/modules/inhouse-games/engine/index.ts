/**
 * Engines of Jade's in-house games. The pure maths (slots, baccarat, fish, round replay) lives in
 * @jade/contract/inhouse-engine so that the site's verify page replays rounds with the same code;
 * the server adds the node:crypto fair stream and the verification against a recorded round.
 */
export * from './fair-rng';
export * from './verify';
export * from './versions';
export * from '@jade/contract/inhouse-engine/index';
export { SimulationRng } from '@jade/contract/inhouse-engine/sim-rng';
