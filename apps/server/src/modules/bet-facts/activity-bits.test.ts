import { describe, expect, it } from 'vitest';
import { dayOfYear, rangeMasks, yearMask } from './repository';
import { bandOf, bandsOf } from './service';

describe('activity bits', () => {
  it('numbers the days of a year from 0, leap days included', () => {
    expect(dayOfYear('2026-01-01')).toEqual({ year: 2026, index: 0 });
    expect(dayOfYear('2026-12-31')).toEqual({ year: 2026, index: 364 });
    expect(dayOfYear('2028-12-31')).toEqual({ year: 2028, index: 365 });
    expect(dayOfYear('2028-03-01')).toEqual({ year: 2028, index: 60 });
  });

  it('sets the given days of a 366-bit year', () => {
    const mask = yearMask([0, 2, 365]);
    expect(mask).toHaveLength(366);
    expect([...mask].flatMap((b, i) => (b === '1' ? [i] : []))).toEqual([0, 2, 365]);
  });

  it('splits a range into one mask per year, both ends included', () => {
    const masks = rangeMasks('2025-12-30', '2026-01-02');
    expect(masks.map((m) => m.year)).toEqual([2025, 2026]);
    const ones = (mask: string) => [...mask].flatMap((b, i) => (b === '1' ? [i] : []));
    expect(ones(masks[0]!.mask)).toEqual([363, 364, 365]);
    expect(ones(masks[1]!.mask)).toEqual([0, 1]);
    expect(ones(rangeMasks('2026-03-10', '2026-03-10')[0]!.mask)).toEqual([68]);
  });
});

describe('bands', () => {
  it('puts a member in band 0 for itself, 1 for its parent and 2 for every ancestor above', () => {
    expect([0, 1, 2, 3, 9].map(bandOf)).toEqual([0, 1, 2, 2, 2]);
    expect(bandsOf('team')).toEqual([0, 1, 2]);
    expect(bandsOf('direct')).toEqual([1]);
    expect(bandsOf('self')).toEqual([0]);
  });
});
