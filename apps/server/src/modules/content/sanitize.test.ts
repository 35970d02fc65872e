import { describe, expect, it } from 'vitest';
import { plainText, sanitizeContentHtml } from './sanitize';

describe('plainText', () => {
  it('keeps typed entities as text and never turns them into markup', () => {
    const typed = '&lt;img src=x onerror=alert(1)&gt;';
    expect(plainText(typed)).toBe(typed);
    expect(plainText(typed)).not.toContain('<img');
  });

  it('stores what was typed, tags included, trimmed', () => {
    expect(plainText('  Please add <b>more</b> games & "slots" \n')).toBe(
      'Please add <b>more</b> games & "slots"',
    );
  });
});

describe('sanitizeContentHtml', () => {
  it('keeps escaped text escaped in rich content', () => {
    expect(sanitizeContentHtml('<p>&lt;img src=x onerror=alert(1)&gt;</p>')).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt;</p>',
    );
  });
});
