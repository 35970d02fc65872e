import type { HelpCategory } from '@jade/contract/content';

export interface HelpHit {
  category: HelpCategory;
  article: HelpCategory['children'][number];
}

/** Plain text of server HTML for searching (tags dropped, common entities decoded, spaces folded). */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The articles matching every word of `query` (case-insensitive) in their title or text, title
 * matches first. Searching happens in the browser over the loaded help, in the site language.
 */
export function searchHelp(categories: readonly HelpCategory[], query: string): HelpHit[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const scored: { hit: HelpHit; score: number }[] = [];
  for (const category of categories) {
    for (const article of category.children) {
      const title = article.title.toLocaleLowerCase();
      const body = `${title} ${htmlToText(article.content).toLocaleLowerCase()}`;
      if (!words.every((w) => body.includes(w))) continue;
      scored.push({ hit: { category, article }, score: words.filter((w) => title.includes(w)).length });
    }
  }
  return scored.sort((a, b) => b.score - a.score).map((s) => s.hit);
}
