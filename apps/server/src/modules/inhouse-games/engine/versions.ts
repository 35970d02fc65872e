/**
 * Versions of the in-house games' maths. A version is `<gameId>@<first 12 hex of SHA-256 of the game's
 * description (rules, paytable, figures), its definition (slot strips, pays, decks, fish multipliers)
 * and ENGINE_REVISION>`, so any change of maths gives a new version. Each round records the version
 * it was played with and is verified with that version's engine, not with whatever is current.
 *
 * Bump ENGINE_REVISION when the engine's code changes what a stream gives (order of draws, rules).
 * When a game's maths changes, freeze the old engine here under its old version (copy the module it
 * used to a versioned file and register its play function in FROZEN), so its rounds stay verifiable.
 */
import { createHash } from 'node:crypto';
import type { InhouseGameIdWire } from '@jade/contract/inhouse-games';
import { INHOUSE_GAME_IDS } from '@jade/contract/inhouse-games';
import {
  BACCARAT_BETS,
  BACCARAT_DECKS,
  BACCARAT_PAYS,
  describeBaccarat,
} from '@jade/contract/inhouse-engine/baccarat';
import { describeFish, FISH_RTP_DEN, FISH_RTP_NUM, FISH_TYPES } from '@jade/contract/inhouse-engine/fish';
import { playInhouseRound } from '@jade/contract/inhouse-engine/replay';
import { describeSlot, SLOT_MACHINES } from '@jade/contract/inhouse-engine/slots/index';

const ENGINE_REVISION = 1;

export type PlayRound = typeof playInhouseRound;

export function describeGame(gameId: InhouseGameIdWire) {
  if (gameId === 'baccarat') return describeBaccarat();
  if (gameId === 'fish') return describeFish();
  return describeSlot(gameId);
}

/** What decides a game's outcomes beyond its description. */
function definitionOf(gameId: InhouseGameIdWire): unknown {
  if (gameId === 'baccarat') return { decks: BACCARAT_DECKS, bets: BACCARAT_BETS, pays: BACCARAT_PAYS };
  if (gameId === 'fish') return { fish: FISH_TYPES, rtp: [FISH_RTP_NUM, FISH_RTP_DEN] };
  return SLOT_MACHINES.find((m) => m.id === gameId);
}

const versionOf = (gameId: string, content: unknown) =>
  `${gameId}@${createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 12)}`;

const CURRENT = new Map<InhouseGameIdWire, string>(
  INHOUSE_GAME_IDS.map((gameId) => [
    gameId,
    versionOf(gameId, {
      engine: ENGINE_REVISION,
      description: describeGame(gameId),
      definition: definitionOf(gameId),
    }),
  ]),
);

/**
 * Engines of earlier versions, kept so that their rounds still verify. The first entries are the
 * versions rounds were recorded with before the digest covered the definition (the description
 * alone): the maths have not changed since, so they replay with the current engine.
 */
const FROZEN: ReadonlyMap<string, PlayRound> = new Map(
  INHOUSE_GAME_IDS.map((gameId) => [versionOf(gameId, describeGame(gameId)), playInhouseRound]),
);

/** The current version of a game's maths. */
export function currentGameVersion(gameId: InhouseGameIdWire): string {
  return CURRENT.get(gameId)!;
}

/** The engine of a recorded version, or undefined when this server does not know that version. */
export function engineOfVersion(gameVersion: string): PlayRound | undefined {
  for (const version of CURRENT.values()) if (version === gameVersion) return playInhouseRound;
  return FROZEN.get(gameVersion);
}
