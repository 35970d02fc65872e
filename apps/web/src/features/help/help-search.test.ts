import { describe, expect, it } from 'vitest';
import type { HelpCategory } from '@jade/contract/content';
import { htmlToText, searchHelp } from './help-search';

const category = (id: number, articles: [string, string][]): HelpCategory => ({
  id,
  title: `Category ${id}`,
  content: '',
  bgColor: '#000000',
  lang: 'EN',
  display: true,
  tag: 'faqs',
  children: articles.map(([title, content], i) => ({ id: id * 10 + i, title, content, lang: 'EN' })),
});

describe('help search', () => {
  const help = [
    category(1, [
      ['How do I deposit?', '<p>Open <strong>Deposit</strong> in the member centre.</p>'],
      ['My deposit has not arrived', '<p>Check the status in the records.</p>'],
    ]),
    category(2, [['How do I withdraw?', '<p>Set a payment password &amp; open Withdrawal.</p>']]),
  ];

  it('matches every word in the title or the text, title matches first', () => {
    expect(searchHelp(help, 'deposit').map((h) => h.article.id)).toEqual([10, 11]);
    expect(searchHelp(help, 'member centre').map((h) => h.article.id)).toEqual([10]);
    expect(searchHelp(help, 'RECORDS deposit').map((h) => h.article.id)).toEqual([11]);
  });

  it('finds nothing for an empty query or unknown words', () => {
    expect(searchHelp(help, '   ')).toEqual([]);
    expect(searchHelp(help, 'lottery')).toEqual([]);
  });

  it('searches the text, not the markup', () => {
    expect(searchHelp(help, 'strong')).toEqual([]);
    expect(htmlToText('<p>a &amp; b</p><p>c</p>')).toBe('a & b c');
  });
});
