import { describe, expect, it } from 'vitest';
import { checkFieldsOf, lotteryCheckHref, parseDigits } from './lottery-check';

describe('lottery checker link', () => {
  it('carries a drawn draw to the checker and back', () => {
    const draw = {
      gameCode: 'QDF_1M',
      drawNo: '20300101-0001',
      serverSeed: 'a'.repeat(64),
      serverSeedHash: 'b'.repeat(64),
      digits: [2, 2, 0, 1, 1],
    };
    const href = lotteryCheckHref(draw);
    expect(href.startsWith('/lottery-verify?')).toBe(true);
    const fields = checkFieldsOf(new URL(href, 'https://jade.test').searchParams);
    expect(fields).toEqual({
      gameCode: 'QDF_1M',
      drawNo: '20300101-0001',
      serverSeed: 'a'.repeat(64),
      serverSeedHash: 'b'.repeat(64),
      digits: '2,2,0,1,1',
    });
    expect(parseDigits(fields.digits)).toEqual([2, 2, 0, 1, 1]);
    expect(checkFieldsOf(new URLSearchParams())).toMatchObject({ gameCode: '', serverSeed: '' });
  });

  it('reads published digits in the usual spellings', () => {
    expect(parseDigits('12345')).toEqual([1, 2, 3, 4, 5]);
    expect(parseDigits(' 1, 2 ,3,4,5 ')).toEqual([1, 2, 3, 4, 5]);
    expect(parseDigits('1234')).toBeNull();
    expect(parseDigits('1,2,3,4,x')).toBeNull();
  });
});
