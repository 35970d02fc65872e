import {
  isOnStakeStep,
  PLAY_ODDS_X100,
  PLAY_TYPES,
  STAKE_STEP_MINOR,
  type PlayType,
} from '@jade/contract/lottery';
import { checkLotteryDraw, lotteryDigitsWebCrypto } from '@jade/contract/lottery-fair';
import { describe, expect, it } from 'vitest';
import {
  digitsFromSeed,
  hashSeed,
  isValidSelection,
  newDrawSeed,
  payoutOf,
  returnToPlayer,
  settleLine,
  WIN_PROBABILITY,
  wins,
} from './engine';
import { currentSlot, slotTimes } from './schedule';
import { lotteryLimits } from './service';

/** Every one of the 10^5 draws, for exact counts. */
function* allDraws(): Generator<number[]> {
  for (let n = 0; n < 100_000; n++) yield String(n).padStart(5, '0').split('').map(Number);
}

describe('lottery odds', () => {
  it('each play type wins with its stated probability, counted over all 100 000 draws', () => {
    const picks: Record<PlayType, string> = {
      BIG_SMALL: 'BIG',
      ODD_EVEN: 'ODD',
      DIGIT: '3:7',
      TWO_D: '42',
      THREE_D: '907',
    };
    const counts = Object.fromEntries(PLAY_TYPES.map((p) => [p, 0])) as Record<PlayType, number>;
    let small = 0;
    let even = 0;
    for (const digits of allDraws()) {
      for (const p of PLAY_TYPES) if (wins(p, picks[p], digits)) counts[p]++;
      if (wins('BIG_SMALL', 'SMALL', digits)) small++;
      if (wins('ODD_EVEN', 'EVEN', digits)) even++;
    }
    for (const p of PLAY_TYPES) expect(counts[p] / 100_000).toBe(WIN_PROBABILITY[p]);
    expect(small).toBe(50_000);
    expect(even).toBe(50_000);
  });

  it('pays a return to player of 98% (big/small, odd/even) or 97% (digits): house edge 2–3%', () => {
    expect(returnToPlayer('BIG_SMALL')).toBeCloseTo(0.98, 12);
    expect(returnToPlayer('ODD_EVEN')).toBeCloseTo(0.98, 12);
    expect(returnToPlayer('DIGIT')).toBeCloseTo(0.97, 12);
    expect(returnToPlayer('TWO_D')).toBeCloseTo(0.97, 12);
    expect(returnToPlayer('THREE_D')).toBeCloseTo(0.97, 12);
  });

  it('pays every allowed stake exactly stake × odds, for every play type and currency scale', () => {
    // Every stake from the minimum to the maximum (base currency) on the play type's step: the payout
    // has no rounding, so every allowed bet returns the published odds (and RTP) to the minor unit.
    const { min, max } = lotteryLimits('CNY');
    for (const p of PLAY_TYPES) {
      const step = BigInt(STAKE_STEP_MINOR[p]);
      const odds = BigInt(PLAY_ODDS_X100[p]);
      let checked = 0;
      for (let amount = min; amount <= max; amount += step) {
        if (!isOnStakeStep(p, amount) || payoutOf(amount, PLAY_ODDS_X100[p]) * 100n !== amount * odds)
          throw new Error(`${p} ${amount} is rounded`);
        checked++;
      }
      expect(checked).toBe(Number((max - min) / step) + 1);
    }
    // Scaled currencies: whether stake × odds / 100 is exact depends only on the stake mod 100, so the
    // limits on the step and every step multiple below 100 cover every allowed stake.
    for (const currency of ['VND', 'IDR', 'KRW', 'MMK']) {
      const limits = lotteryLimits(currency);
      for (const p of PLAY_TYPES) {
        const step = BigInt(STAKE_STEP_MINOR[p]);
        expect(limits.min % step).toBe(0n);
        expect(limits.max % step).toBe(0n);
        for (let r = 0n; r < 100n; r += step) expect((r * BigInt(PLAY_ODDS_X100[p])) % 100n).toBe(0n);
      }
    }
    expect(STAKE_STEP_MINOR).toEqual({ BIG_SMALL: 25, ODD_EVEN: 25, DIGIT: 10, TWO_D: 1, THREE_D: 1 });
    // Off-step stakes (refused when placed) are exactly the ones that would be rounded.
    for (const p of PLAY_TYPES)
      for (let amount = 100n; amount < 200n; amount++)
        expect(isOnStakeStep(p, amount)).toBe((amount * BigInt(PLAY_ODDS_X100[p])) % 100n === 0n);
  });

  it('settles a line: stake × odds, 0 on a loss', () => {
    const digits = [1, 2, 3, 4, 5]; // sum 15: SMALL, ODD
    expect(
      settleLine({ playType: 'BIG_SMALL', selection: 'SMALL', amount: 1000n, oddsX100: 196 }, digits),
    ).toBe(1960n);
    expect(
      settleLine({ playType: 'BIG_SMALL', selection: 'BIG', amount: 1000n, oddsX100: 196 }, digits),
    ).toBe(0n);
    expect(settleLine({ playType: 'ODD_EVEN', selection: 'ODD', amount: 155n, oddsX100: 196 }, digits)).toBe(
      303n,
    );
    expect(settleLine({ playType: 'DIGIT', selection: '5:5', amount: 100n, oddsX100: 970 }, digits)).toBe(
      970n,
    );
    expect(settleLine({ playType: 'TWO_D', selection: '45', amount: 100n, oddsX100: 9700 }, digits)).toBe(
      9700n,
    );
    expect(settleLine({ playType: 'THREE_D', selection: '345', amount: 100n, oddsX100: 97000 }, digits)).toBe(
      97000n,
    );
    expect(payoutOf(1n, PLAY_ODDS_X100.BIG_SMALL)).toBe(1n);
  });

  it('validates selections per play type', () => {
    expect(isValidSelection('BIG_SMALL', 'BIG')).toBe(true);
    expect(isValidSelection('BIG_SMALL', 'ODD')).toBe(false);
    expect(isValidSelection('DIGIT', '6:1')).toBe(false);
    expect(isValidSelection('DIGIT', '1:0')).toBe(true);
    expect(isValidSelection('TWO_D', '7')).toBe(false);
    expect(isValidSelection('THREE_D', '007')).toBe(true);
  });
});

describe('lottery draws', () => {
  const SEED = '8f3c2a1b9d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a';

  it('keeps the published derivation (known answers, also computed with Python hmac)', () => {
    expect(digitsFromSeed(SEED, 'QDF_1M', '20300101-0001')).toEqual([2, 2, 0, 1, 1]);
    expect(digitsFromSeed(SEED, 'ELOTT_5M', '20261125-0042')).toEqual([1, 3, 8, 3, 6]);
    // First block 234, 32, 250 (skipped), 145, 4, 203 …
    expect(digitsFromSeed(SEED, 'QDF_1M', '20300101-0012')).toEqual([4, 2, 5, 4, 3]);
  });

  it("the browser checker's WebCrypto derivation equals the server's for many seeds", async () => {
    for (let i = 0; i < 300; i++) {
      const { serverSeed, serverSeedHash } = newDrawSeed();
      const drawNo = `20300101-${String(i).padStart(4, '0')}`;
      const server = digitsFromSeed(serverSeed, 'QDF_1M', drawNo);
      expect(await lotteryDigitsWebCrypto(serverSeed, 'QDF_1M', drawNo)).toEqual(server);
      if (i % 30 === 0) {
        const check = await checkLotteryDraw({
          serverSeed,
          serverSeedHash,
          gameCode: 'QDF_1M',
          drawNo,
          digits: server,
        });
        expect(check).toEqual({ commitmentOk: true, digits: server, digitsOk: true });
        const other = newDrawSeed().serverSeedHash;
        const bad = await checkLotteryDraw({
          serverSeed,
          serverSeedHash: other,
          gameCode: 'QDF_1M',
          drawNo,
          digits: [9, 9, 9, 9, 9],
        });
        expect(bad.commitmentOk).toBe(false);
        expect(bad.digitsOk).toBe(server.join() === '9,9,9,9,9');
      }
    }
  });

  it('derives five uniform digits from the committed seed, the same every time', () => {
    const { serverSeed, serverSeedHash } = newDrawSeed();
    expect(hashSeed(serverSeed)).toBe(serverSeedHash);
    const digits = digitsFromSeed(serverSeed, 'QDF_1M', '20300101-0001');
    expect(digits).toHaveLength(5);
    expect(digitsFromSeed(serverSeed, 'QDF_1M', '20300101-0001')).toEqual(digits);
    expect(digits.every((d) => Number.isInteger(d) && d >= 0 && d <= 9)).toBe(true);
    // Roughly uniform over many seeds (a chi-square far below the 0.1% critical value, 27.9 for 9 dof).
    const counts = new Array<number>(10).fill(0);
    for (let i = 0; i < 4000; i++)
      for (const d of digitsFromSeed(newDrawSeed().serverSeed, 'G', String(i))) counts[d]!++;
    const expected = 20_000 / 10;
    const chi = counts.reduce((a, c) => a + (c - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(27.9);
  });

  it('schedules draws on multiples of the interval, betting closing before the draw', () => {
    const at = Date.parse('2030-01-01T10:00:30Z');
    const slot = currentSlot(at, 60);
    const t = slotTimes(slot, 60, 5);
    expect(t.opensAt.toISOString()).toBe('2030-01-01T10:00:00.000Z');
    expect(t.drawAt.toISOString()).toBe('2030-01-01T10:01:00.000Z');
    expect(t.closesAt.toISOString()).toBe('2030-01-01T10:00:55.000Z');
    expect(t.drawNo).toBe('20300101-0601');
    // The last draw of a day (at midnight) is number 1440 of that day, not 0 of the next.
    const last = slotTimes(currentSlot(Date.parse('2030-01-01T23:59:30Z'), 60), 60, 5);
    expect(last.drawNo).toBe('20300101-1440');
    expect(slotTimes(currentSlot(Date.parse('2030-01-02T00:00:10Z'), 60), 60, 5).drawNo).toBe(
      '20300102-0001',
    );
    // A close lead longer than half the interval is cut to half.
    expect(slotTimes(slot, 10, 8).closesAt.getTime() - slotTimes(slot, 10, 8).opensAt.getTime()).toBe(5000);
  });
});
