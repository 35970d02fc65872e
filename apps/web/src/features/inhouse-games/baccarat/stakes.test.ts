import { describe, expect, it } from 'vitest';
import { stakeProblem } from './stakes';

// As the server sends them for a currency scale of 1 (wire amounts).
const PER_BET = {
  player: { minBet: 0.1, betStep: 0.01 },
  banker: { minBet: 0.2, betStep: 0.2 },
  tie: { minBet: 0.1, betStep: 0.01 },
  playerPair: { minBet: 0.1, betStep: 0.01 },
  bankerPair: { minBet: 0.1, betStep: 0.01 },
};

describe('baccarat stakes on the table', () => {
  it('accepts banker stakes in steps of 0.20 and any cent on the other bets', () => {
    expect(stakeProblem({ banker: 100, player: 537, tie: 10 }, PER_BET)).toBeNull();
    expect(stakeProblem({ banker: 2_000_020 }, PER_BET)).toBeNull();
  });

  it('names the bet below its minimum or off its step', () => {
    expect(stakeProblem({ banker: 110 }, PER_BET)).toEqual({ bet: 'banker', kind: 'step', amount: 20 });
    expect(stakeProblem({ tie: 5 }, PER_BET)).toEqual({ bet: 'tie', kind: 'min', amount: 10 });
    expect(stakeProblem({ banker: 1 }, PER_BET)).toEqual({ bet: 'banker', kind: 'min', amount: 20 });
  });

  it('has nothing to check without per-bet rules', () => {
    expect(stakeProblem({ banker: 1 }, undefined)).toBeNull();
  });
});
