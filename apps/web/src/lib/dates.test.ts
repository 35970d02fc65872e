import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@jade/contract/languages';
import { DAY_FORMATS, DAY_FORMATS_CLDR } from './day-formats';
import { dateFormat, dayFromPatterns, formatDay } from './dates';

describe('dates', () => {
  it('builds one formatter per locale and style', () => {
    const first = dateFormat('en-GB', { dateStyle: 'medium' });
    expect(dateFormat('en-GB', { dateStyle: 'medium' })).toBe(first);
    expect(dateFormat('en-GB', { dateStyle: 'short' })).not.toBe(first);
    expect(dateFormat('en-US', { dateStyle: 'medium' })).not.toBe(first);
  });

  it('formats a day in the interface language', () => {
    const day = new Date(2026, 10, 21, 12).getTime();
    expect(formatDay(day, 'EN')).toBe('Nov 21, 2026');
    expect(formatDay(day, 'CN')).toBe('2026年11月21日');
    expect(formatDay(day, 'TH')).toBe('21 พ.ย. 2569');
    expect(formatDay(day, 'BN')).toBe('২১ নভে, ২০২৬');
  });

  // Under the CLDR the patterns were generated from (a Node with another ICU writes some months
  // otherwise; run scripts/generate-day-formats.mjs there to compare).
  it.runIf(process.versions.cldr === DAY_FORMATS_CLDR)(
    'writes from the generated patterns what Intl writes, for every language and each day of 2020–2032',
    () => {
      const withPatterns = LANGUAGES.filter((language) => DAY_FORMATS[language.code]);
      expect(withPatterns.length).toBeGreaterThanOrEqual(LANGUAGES.length - 1);
      for (const language of withPatterns) {
        const intl = new Intl.DateTimeFormat(language.tag, { dateStyle: 'medium' });
        const patterns = DAY_FORMATS[language.code]!;
        const mismatches: string[] = [];
        for (let day = new Date(2020, 0, 1, 12); day.getFullYear() <= 2032; day.setDate(day.getDate() + 1)) {
          const ours = dayFromPatterns(patterns, day.getTime());
          const theirs = intl.format(day);
          if (ours !== theirs) mismatches.push(`${language.code} ${day.toDateString()}: ${ours} ≠ ${theirs}`);
        }
        expect(mismatches.slice(0, 3)).toEqual([]);
      }
    },
  );

  it('leaves a language without patterns (Persian, its own calendar) to Intl', () => {
    expect(DAY_FORMATS.FA).toBeUndefined();
    const day = new Date(2026, 4, 5, 12).getTime();
    expect(formatDay(day, 'FA')).toBe(new Intl.DateTimeFormat('fa', { dateStyle: 'medium' }).format(day));
  });
});
