/**
 * Fills the first screen of the site's index.html (apps/web/index.html): the brand name between
 * `<!--first-screen:brand-->` and `<!--/first-screen:brand-->`, and the `<!--first-screen:banner … -->`
 * block, which is uncommented with the banner's address when the page has a first banner and dropped
 * otherwise. Pure: the template is read once, each request only fills it.
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
  return withBrand.replace(BANNER, (_, block: string) =>
    view.bannerSrc === null ? '' : block.replace('{src}', escapeHtml(view.bannerSrc)),
  );
}
