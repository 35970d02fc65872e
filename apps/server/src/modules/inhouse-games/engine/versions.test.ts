import { createHash } from 'node:crypto';
import { INHOUSE_GAME_IDS } from '@jade/contract/inhouse-games';
import { describe, expect, it } from 'vitest';
import { createFairRng, generateServerSeed, verifyRound } from './index';
import { currentGameVersion, describeGame, engineOfVersion, type PlayRound } from './versions';

describe('game versions', () => {
  it('names every game’s current maths and knows its engine', () => {
    for (const gameId of INHOUSE_GAME_IDS) {
      const version = currentGameVersion(gameId);
      expect(version).toMatch(new RegExp(`^${gameId}@[0-9a-f]{12}$`));
      expect(engineOfVersion(version)).toBeTypeOf('function');
    }
    expect(engineOfVersion('jade-dragon@000000000000')).toBeUndefined();
  });

  it('still knows the versions rounds were recorded with before the digest covered the strips', () => {
    for (const gameId of INHOUSE_GAME_IDS) {
      const digest = createHash('sha256')
        .update(JSON.stringify(describeGame(gameId)))
        .digest('hex');
      const legacy = `${gameId}@${digest.slice(0, 12)}`;
      expect(legacy).not.toBe(currentGameVersion(gameId));
      expect(engineOfVersion(legacy)).toBeTypeOf('function');
    }
  });

  it('replays a round with the engine it is given, not the current one', () => {
    const seeds = { serverSeed: generateServerSeed(), clientSeed: 'c', nonce: 0 };
    const current = engineOfVersion(currentGameVersion('jade-dragon'))!;
    const outcome = current(createFairRng(seeds), { gameId: 'jade-dragon', bet: { coinValue: 1 } });
    const older: PlayRound = (rng, round) => ({ ...current(rng, round), totalWin: -1 }) as never;
    const input = {
      gameId: 'jade-dragon' as const,
      bet: { coinValue: 1 },
      ...seeds,
      serverSeedHash: '',
      outcome,
    };
    expect(verifyRound({ ...input, play: current }).outcomeMatches).toBe(true);
    expect(verifyRound({ ...input, play: older }).outcomeMatches).toBe(false);
  });
});
