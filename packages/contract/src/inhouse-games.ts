import { z } from 'zod';
import { idempotencyKeySchema, wireAmountSchema } from './wallet';

/**
 * Jade's own games (docs/api.md, "In-house games"): slots, baccarat and the fish shooter, every round
 * provably fair (docs/provably-fair.md) and moved through the ledger. Amounts on the wire are decimals
 * with two places; amounts INSIDE `outcome` are the engine's integer minor units (cents).
 */
export const INHOUSE_VENDOR = 'JADE';
export const INHOUSE_GAME_IDS = ['jade-dragon', 'lotus-fortune', 'koi-riches', 'baccarat', 'fish'] as const;
export type InhouseGameIdWire = (typeof INHOUSE_GAME_IDS)[number];
export const INHOUSE_GAME_TYPES = ['slot', 'table', 'fish'] as const;
export type InhouseGameType = (typeof INHOUSE_GAME_TYPES)[number];

/** Client seed: 1–64 printable ASCII characters, no spaces (docs/provably-fair.md). */
export const clientSeedSchema = z.string().regex(/^[\x21-\x7e]{1,64}$/);

export const fairnessStateSchema = z.object({
  /** SHA-256 of the active server seed: committed before the next round. */
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce of the next round. */
  nonce: z.number().int(),
  /**
   * SHA-256 of the NEXT server seed, committed before the player chooses a client seed: the next
   * rotation (or change of client seed) activates exactly this seed (docs/provably-fair.md).
   */
  nextServerSeedHash: z.string(),
});
export type FairnessState = z.infer<typeof fairnessStateSchema>;

export const gameInfoQuerySchema = z.object({ gameId: z.enum(INHOUSE_GAME_IDS) });

export const gameLimitsSchema = z.object({
  currency: z.string(),
  /** Total stake of one round (fish: of one shot). */
  minBet: z.number(),
  maxBet: z.number(),
  /** Slots: the total bet must be a multiple of this (one minor unit per line). */
  betStep: z.number(),
  /**
   * Baccarat: each bet's own minimum and step (banker: a multiple of 0.20, so its 0.95:1 win is exact
   * and every allowed stake pays the published return).
   */
  perBet: z.record(z.string(), z.object({ minBet: z.number(), betStep: z.number() })).optional(),
});

/** A rule sentence as data (inhouse-engine/rule-text.ts): an i18n key and its {0}, {1}… arguments. */
export const ruleTextSchema = z.object({
  key: z.string(),
  args: z.array(z.union([z.number(), z.object({ symbol: z.string() })])),
});

/**
 * A game's rules and paytable: the engine's describe() (InhouseDescription in inhouse-engine). The
 * common head is checked here; the per-game rest (paytable, lines, figures…) passes through as is.
 */
export const gameDescriptionSchema = z.looseObject({
  gameId: z.enum(INHOUSE_GAME_IDS),
  kind: z.enum(['slot', 'table', 'arcade']),
  name: z.string(),
  rules: z.array(ruleTextSchema),
});
export type GameDescription = z.infer<typeof gameDescriptionSchema>;

export const gameInfoValueSchema = z.object({
  gameId: z.enum(INHOUSE_GAME_IDS),
  gameType: z.enum(INHOUSE_GAME_TYPES),
  gameVersion: z.string(),
  /** Rules and paytable (the engine's describe()). */
  description: gameDescriptionSchema,
  limits: gameLimitsSchema,
  fairness: fairnessStateSchema,
});
export type GameInfoValue = z.infer<typeof gameInfoValueSchema>;

export const gameListValueSchema = z.object({
  list: z.array(
    z.object({
      gameId: z.enum(INHOUSE_GAME_IDS),
      gameType: z.enum(INHOUSE_GAME_TYPES),
      gameVersion: z.string(),
      description: gameDescriptionSchema,
    }),
  ),
});

export const setClientSeedBodySchema = z.object({ clientSeed: clientSeedSchema });
/** Without a client seed the server picks one; a player who wants the guarantee chooses their own. */
export const rotateSeedBodySchema = z.object({ clientSeed: clientSeedSchema.optional() });

export const rotateSeedValueSchema = z.object({
  /** The pair just retired, with its server seed: every round played with it can now be verified. */
  revealed: z.object({
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    /** Rounds played with this pair. */
    rounds: z.number().int(),
  }),
  next: fairnessStateSchema,
});

export const slotSpinBodySchema = z.object({
  gameId: z.enum(['jade-dragon', 'lotus-fortune', 'koi-riches']),
  /** Total bet (coin value × lines). */
  bet: wireAmountSchema,
  idempotencyKey: idempotencyKeySchema,
});

export const baccaratBodySchema = z.object({
  bets: z
    .object({
      player: wireAmountSchema.optional(),
      banker: wireAmountSchema.optional(),
      tie: wireAmountSchema.optional(),
      playerPair: wireAmountSchema.optional(),
      bankerPair: wireAmountSchema.optional(),
    })
    .strict(),
  idempotencyKey: idempotencyKeySchema,
});

export const fishBodySchema = z.object({
  /** Stake of each shot. */
  bet: wireAmountSchema,
  /** Fish aimed at, one per shot (1–100). */
  shots: z.array(z.string().max(32)).min(1).max(100),
  idempotencyKey: idempotencyKeySchema,
});

export const roundValueSchema = z.object({
  roundId: z.number().int(),
  /** The round's unguessable public id: the verify link (`/verify?id=`) carries it. */
  verifyId: z.string(),
  gameId: z.string(),
  gameType: z.string(),
  gameVersion: z.string(),
  currency: z.string(),
  bet: z.number(),
  win: z.number(),
  /** Everything to animate and replay the round (engine units: minor). */
  outcome: z.record(z.string(), z.unknown()),
  betDetail: z.record(z.string(), z.unknown()),
  fairness: fairnessStateSchema,
  createdAt: z.number().int(),
  /** The same idempotency key was played before: this is that round, nothing moved now. */
  replayed: z.boolean(),
  /** The main wallet after the round (on a replay: now). */
  balance: z.number(),
  /** The commitment for the next round. */
  next: fairnessStateSchema,
});
export type RoundValue = z.infer<typeof roundValueSchema>;

export const roundQuerySchema = z.object({ roundId: z.coerce.number().int().min(1) });

/**
 * A round to verify: by its public `verifyId` (anyone holding the link), or by `roundId` with the
 * owner's session. Sequential round ids are not a public handle.
 */
export const verifyQuerySchema = z
  .object({
    verifyId: z.uuid().optional(),
    roundId: z.coerce.number().int().min(1).optional(),
  })
  .refine((q) => (q.verifyId === undefined) !== (q.roundId === undefined), {
    message: 'give verifyId or roundId',
  });

export const verifyValueSchema = z.object({
  roundId: z.number().int(),
  verifyId: z.string(),
  gameId: z.string(),
  gameVersion: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** False while the seed pair is active: the server seed is still secret. */
  revealed: z.boolean(),
  serverSeed: z.string().nullable(),
  commitmentValid: z.boolean().nullable(),
  outcomeMatches: z.boolean().nullable(),
  valid: z.boolean().nullable(),
  betDetail: z.record(z.string(), z.unknown()),
  outcome: z.record(z.string(), z.unknown()),
});
export type VerifyValue = z.infer<typeof verifyValueSchema>;
