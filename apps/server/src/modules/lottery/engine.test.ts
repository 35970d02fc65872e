import { PLAY_ODDS_X100, PLAY_TYPES, type PlayType } from '@jade/contract/lottery';
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

  it('settles a line: stake × odds rounded down to the cent, 0 on a loss', () => {
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
