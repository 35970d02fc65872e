import { describe, expect, it } from 'vitest';
import { parseTierList } from './agents-cli';
import { UsageError } from './parse-args';

describe('agents CLI tiers', () => {
  it('reads threshold:minActive:rateBps lists', () => {
    expect(parseTierList('0:0:100,5000.50:3:150')).toEqual([
      { threshold: '0', minActive: 0, rateBps: 100 },
      { threshold: '5000.50', minActive: 3, rateBps: 150 },
    ]);
  });
  it('refuses malformed tiers', () => {
    for (const bad of [undefined, '', '0:0', 'a:0:1', '0:-1:5', '1.234:0:5'])
      expect(() => parseTierList(bad)).toThrow(UsageError);
  });
});
