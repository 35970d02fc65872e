import { describe, expect, it } from 'vitest';
import { drawSegment } from './wheel-rules';

describe('prize wheel draw', () => {
  it('gives each segment the run of the range its weight owns, never a weight of 0', () => {
    const weights = [5, 0, 3, 2];
    const landed = Array.from({ length: 10 }, (_, point) => drawSegment(weights, () => point));
    expect(landed).toEqual([0, 0, 0, 0, 0, 2, 2, 2, 3, 3]);
    expect(drawSegment(weights, (total) => total - 1)).toBe(3);
  });

  it('refuses a wheel without weight', () => {
    expect(() => drawSegment([0, 0], () => 0)).toThrow('no weight');
  });
});
