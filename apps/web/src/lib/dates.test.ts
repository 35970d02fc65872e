import { describe, expect, it } from 'vitest';
import { dateFormat, formatDay } from './dates';

describe('dates', () => {
  it('builds one formatter per locale and style', () => {
    const first = dateFormat('en-GB', { dateStyle: 'medium' });
    expect(dateFormat('en-GB', { dateStyle: 'medium' })).toBe(first);
    expect(dateFormat('en-GB', { dateStyle: 'short' })).not.toBe(first);
    expect(dateFormat('en-US', { dateStyle: 'medium' })).not.toBe(first);
  });

  it('formats a day in the interface language', () => {
    const day = Date.UTC(2026, 10, 21, 12);
    expect(formatDay(day, 'EN')).toMatch(/21/);
    expect(formatDay(day, 'EN')).toMatch(/2026/);
  });
});
