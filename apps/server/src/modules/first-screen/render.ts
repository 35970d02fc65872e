import { artworkSrcSet, BANNER_SIZES } from '@jade/contract/artwork';

/**
 * Fills the first screen of the site's index.html (apps/web/index.html): the brand name between
 * `<!--first-screen:brand-->` and `<!--/first-screen:brand-->`, and the `<!--first-screen:banner … -->`
 * block, which is uncommented with the banner's address (and, for the server's own artwork, its widths
 * and the strip's `sizes`, as the site's banner strip lists them: decision P29) when the page has a
 * first banner and dropped otherwise. Pure: the template is read once, each request only fills it.
 */
export interface FirstScreenView {
  brand: string;
  /** The image of the page's first banner, or null for a first screen without one. */
  bannerSrc: string | null;
}

const BRAND = /<!--first-screen:brand-->[\s\S]*?<!--\/first-screen:brand-->/;
const BANNER = /<!--first-screen:banner\n([\s\S]*?)-->\n?/;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function hasFirstScreen(template: string): boolean {
  return BRAND.test(template) && BANNER.test(template);
}

export function renderFirstScreen(template: string, view: FirstScreenView): string {
  const withBrand = template.replace(BRAND, () => escapeHtml(view.brand));
  const src = view.bannerSrc;
  return withBrand.replace(BANNER, (_, block: string) => {
    if (src === null) return '';
    const srcset = artworkSrcSet(src);
    return block
      .replace('{src}', escapeHtml(src))
      .replace(' srcset="{srcset}"', srcset === undefined ? '' : ` srcset="${escapeHtml(srcset)}"`)
      .replace(' sizes="{sizes}"', srcset === undefined ? '' : ` sizes="${escapeHtml(BANNER_SIZES)}"`);
  });
}
