import { defineCall } from './call';
import {
  baccaratBodySchema,
  fairnessStateSchema,
  fishBodySchema,
  gameInfoQuerySchema,
  gameInfoValueSchema,
  gameListValueSchema,
  rotateSeedBodySchema,
  rotateSeedValueSchema,
  roundQuerySchema,
  roundValueSchema,
  setClientSeedBodySchema,
  slotSpinBodySchema,
  verifyQuerySchema,
  verifyValueSchema,
} from './inhouse-games';

/** In-house game calls (docs/api.md, "In-house games"). Trial accounts play with their demo money. */
export const inhouseGameCalls = {
  list: defineCall({
    method: 'GET',
    path: '/wps/inhouse/games',
    module: 'COMM3',
    auth: 'public',
    summary: 'Every in-house game with its rules, paytable and version',
    value: gameListValueSchema,
  }),
  info: defineCall({
    method: 'GET',
    path: '/wps/inhouse/game/info',
    module: 'COMM3',
    auth: 'member',
    summary:
      "A game's rules and paytable, bet limits, and the caller's committed server-seed hash, client seed, next nonce and next server-seed hash",
    query: gameInfoQuerySchema,
    value: gameInfoValueSchema,
  }),
  setClientSeed: defineCall({
    method: 'POST',
    path: '/wps/inhouse/fairness/clientSeed',
    module: 'COMM3',
    auth: 'member',
    summary:
      'Chooses the client seed: reveals the active pair, activates the committed next server seed with this client seed, commits a fresh next seed',
    body: setClientSeedBodySchema,
    value: rotateSeedValueSchema,
  }),
  rotateSeed: defineCall({
    method: 'POST',
    path: '/wps/inhouse/fairness/rotate',
    module: 'COMM3',
    auth: 'member',
    summary:
      'Reveals the active server seed and activates the committed next one (with the given client seed, or one the server picks); commits a fresh next seed',
    body: rotateSeedBodySchema,
    value: rotateSeedValueSchema,
  }),
  fairness: defineCall({
    method: 'GET',
    path: '/wps/inhouse/fairness',
    module: 'COMM3',
    auth: 'member',
    summary:
      "The caller's active commitment (server-seed hash, client seed, next nonce) and the committed next server-seed hash",
    value: fairnessStateSchema,
  }),
  spin: defineCall({
    method: 'POST',
    path: '/wps/inhouse/slot/spin',
    module: 'COMM3',
    auth: 'member',
    summary:
      'One slot round (base spin and its free spins): the bet debited, then the outcome drawn and the win credited, in one transaction',
    body: slotSpinBodySchema,
    value: roundValueSchema,
  }),
  baccarat: defineCall({
    method: 'POST',
    path: '/wps/inhouse/baccarat/play',
    module: 'COMM3',
    auth: 'member',
    summary: 'One baccarat coup (player, banker, tie, pairs) from a fresh provably shuffled 8-deck shoe',
    body: baccaratBodySchema,
    value: roundValueSchema,
  }),
  fish: defineCall({
    method: 'POST',
    path: '/wps/inhouse/fish/shoot',
    module: 'COMM3',
    auth: 'member',
    summary: 'A volley of fish-shooter shots (1–100), settled as one round',
    body: fishBodySchema,
    value: roundValueSchema,
  }),
  round: defineCall({
    method: 'GET',
    path: '/wps/inhouse/round',
    module: 'COMM3',
    auth: 'member',
    summary: "One of the caller's own rounds, with the data to animate and verify it",
    query: roundQuerySchema,
    value: roundValueSchema,
  }),
  verify: defineCall({
    method: 'GET',
    path: '/wps/inhouse/verify',
    module: 'COMM3',
    auth: 'public',
    summary:
      "Verifies a finished round — by its public verifyId, or by roundId with the owner's session: the revealed server seed (once rotated), its commitment and the replayed outcome",
    query: verifyQuerySchema,
    value: verifyValueSchema,
  }),
} as const;
