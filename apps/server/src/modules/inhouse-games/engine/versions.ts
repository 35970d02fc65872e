/**
 * Versions of the in-house games' maths. A version is `<gameId>@<first 12 hex of SHA-256 of the game's
 * description>` (rules, paytable, strips, figures), so any change of maths gives a new version. Each
 * round records the version it was played with and is verified with that version's engine, not with
 * whatever is current.
 *
 * When a game's maths changes, freeze the old engine here under its old version (copy the module it
 * used to a versioned file and register its play function in FROZEN), so its rounds stay verifiable.
 */
import { createHash } from 'node:crypto';
import type { InhouseGameIdWire } from '@jade/contract/inhouse-games';
import { INHOUSE_GAME_IDS } from '@jade/contract/inhouse-games';
import {
  describeBaccarat,
  describeFish,
  describeSlot,
  playInhouseRound,
} from '@jade/contract/inhouse-engine/index';

export type PlayRound = typeof playInhouseRound;

export function describeGame(gameId: InhouseGameIdWire) {
  if (gameId === 'baccarat') return describeBaccarat();
  if (gameId === 'fish') return describeFish();
  return describeSlot(gameId);
}

function versionOfDescription(gameId: string, description: unknown): string {
  const digest = createHash('sha256').update(JSON.stringify(description)).digest('hex').slice(0, 12);
  return `${gameId}@${digest}`;
}

const CURRENT = new Map<InhouseGameIdWire, string>(
  INHOUSE_GAME_IDS.map((gameId) => [gameId, versionOfDescription(gameId, describeGame(gameId))]),
);

/** Engines of earlier versions, kept so that their rounds still verify (none yet). */
const FROZEN: ReadonlyMap<string, PlayRound> = new Map();

/** The current version of a game's maths. */
export function currentGameVersion(gameId: InhouseGameIdWire): string {
  return CURRENT.get(gameId)!;
}

/** The engine of a recorded version, or undefined when this server does not know that version. */
export function engineOfVersion(gameVersion: string): PlayRound | undefined {
  for (const version of CURRENT.values()) if (version === gameVersion) return playInhouseRound;
  return FROZEN.get(gameVersion);
}
