/**
 * Issue 12 item 11: every baccarat stake the server accepts pays exactly the published odds, so each
 * bet returns exactly its published RTP (no rounding to the minor unit). Banker: 0.95:1 is exact for a
 * multiple of 20 minor units, checked here for every allowed banker stake; the other bets pay whole
 * odds (exact for any whole stake), checked over every stake up to a bound.
 */
import { describe, expect, it } from 'vitest';
import {
  BACCARAT_BETS,
  BACCARAT_PAYS,
  dealCoup,
  settleBaccarat,
  type BaccaratBet,
  type BaccaratCoup,
} from '@jade/contract/inhouse-engine/baccarat';
import { baccaratBetLimits, BACCARAT_PER_BET, limitsOf } from './service';

const deal = (...cards: string[]) => dealCoup([...cards, 'KS', 'KS', 'KS', 'KS', 'KS', 'KS']);
/** A coup each bet wins: banker natural 8 with a banker pair; player natural 8 with a pair; a tie. */
const WINS: Record<BaccaratBet, BaccaratCoup> = {
  banker: deal('2S', '4H', 'KC', '4D'),
  bankerPair: deal('2S', '4H', 'KC', '4D'),
  player: deal('9S', 'KH', '9D', 'KC'),
  playerPair: deal('9S', 'KH', '9D', 'KC'),
  tie: deal('4S', '4H', '4D', '4C'),
};

/** stake × (1 + num/den), exactly, or null when it is not a whole number of minor units. */
function exactReturn(bet: BaccaratBet, stake: number): number | null {
  const { num, den } = BACCARAT_PAYS[bet];
  return (stake * num) % den === 0 ? stake + (stake * num) / den : null;
}

function paysExactly(bet: BaccaratBet, stake: number) {
  const [result] = settleBaccarat(WINS[bet], { [bet]: stake });
  return result!.result === 'win' && result!.return === exactReturn(bet, stake);
}

const CURRENCIES = ['MMK', 'USD', 'VND', 'KRW'];

describe('baccarat stakes', () => {
  it('has a coup that each bet wins', () => {
    for (const bet of BACCARAT_BETS) expect(settleBaccarat(WINS[bet], { [bet]: 100 })[0]!.result).toBe('win');
  });

  it('pays every allowed banker stake exactly 0.95:1, in every currency', () => {
    for (const currency of CURRENCIES) {
      const { min, step } = baccaratBetLimits('banker', currency);
      const max = Number(limitsOf('baccarat', currency).max);
      expect(step % 20n).toBe(0n);
      expect(min % step).toBe(0n);
      let bad = 0;
      let count = 0;
      // Every allowed stake: min, min + step, … up to the table maximum.
      for (let stake = Number(min); stake <= max; stake += Number(step)) {
        count++;
        if (!paysExactly('banker', stake)) bad++;
      }
      expect(bad, currency).toBe(0);
      expect(count).toBeGreaterThan(1000);
    }
  });

  it('pays the whole-odds bets exactly for every stake (checked to 200,000 minor units)', () => {
    for (const bet of BACCARAT_BETS.filter((b) => b !== 'banker')) {
      expect(BACCARAT_PAYS[bet].den).toBe(1);
      const { min, step } = baccaratBetLimits(bet, 'USD');
      let bad = 0;
      for (let stake = Number(min); stake <= 200_000; stake += Number(step))
        if (!paysExactly(bet, stake)) bad++;
      expect(bad, bet).toBe(0);
    }
  });

  it('would pay less than the odds on the stakes it refuses (why the step exists)', () => {
    // 0.01 on the banker: 1 + floor(0.95) = 1, a 0 % win; 0.30 pays 0.58 instead of 0.585.
    expect(paysExactly('banker', 1)).toBe(false);
    expect(paysExactly('banker', 30)).toBe(false);
    expect(BACCARAT_PER_BET.banker).toEqual({ min: 20n, step: 20n });
  });
});
