/**
 * Right-sized artwork (decision P29). The server's generated WebP pictures (/img/game, /img/banner,
 * /img/vendor) also answer at a width `w` from a short ladder per kind, so a phone decodes a picture of
 * about the size it shows (a banner 720 px wide instead of 1200; a vendor logo 180 instead of 480).
 * The site lists the ladder in each image's `srcset` and the browser picks; the server refuses a
 * width off the ladder, which keeps the drawn copies per picture few and the caches' hits high.
 */

/** The widths each kind of WebP artwork is drawn at, in pixels, smallest first; the last is the default. */
export const ARTWORK_WIDTHS = {
  /** Game tiles: a 300-px drawing. */
  game: [180, 270, 360, 450],
  /** Banners: 1200 × 360. */
  banner: [480, 720, 960, 1200],
  /** A promotion's round icon (shape `icon`): 160 × 160. */
  bannerIcon: [80, 120, 160],
  /** A promotion's button (shape `button`): 480 × 120. */
  bannerButton: [240, 360, 480],
  /** A promotion's popup card (shape `popup`): 600 × 800. */
  bannerPopup: [360, 480, 600],
  /** A vendor's logo: a 240 × 80 drawing. */
  vendor: [120, 180, 240, 360, 480],
  /** A vendor's square icon: 128 × 128. */
  vendorIcon: [48, 64, 96, 128],
} as const satisfies Record<string, readonly number[]>;

export type ArtworkKind = keyof typeof ARTWORK_WIDTHS;

/** The query parameter that asks for a width of {@link ARTWORK_WIDTHS}. */
export const ARTWORK_WIDTH_PARAM = 'w';

/**
 * The banner strip's width on the page (the content column, 16-px margins under 1232 px): the `sizes`
 * of a page's first banner, in the site and in the first screen the server writes into index.html,
 * which must match for the browser to fetch the picture once.
 */
export const BANNER_SIZES = '(min-width: 1232px) 1200px, calc(100vw - 32px)';

/** The kind of a promotion shape's picture (`/img/banner/…?shape=`). */
export const BANNER_SHAPE_KIND: Readonly<Record<string, ArtworkKind>> = {
  icon: 'bannerIcon',
  button: 'bannerButton',
  popup: 'bannerPopup',
};

/**
 * The kind of a generated WebP picture from its address (absolute or relative to the site), or null
 * for anything else: an SVG, an operator's own image, another host.
 */
export function artworkKind(url: string): ArtworkKind | null {
  const m = /^(?:https?:\/\/[^/]+)?\/img\/(game|banner|vendor)\/([^/?#]+)\.webp(?:\?([^#]*))?(?:#.*)?$/.exec(
    url,
  );
  if (!m) return null;
  const [, family, name = '', query = ''] = m;
  if (family === 'game') return 'game';
  if (family === 'vendor') return name.endsWith('-icon') ? 'vendorIcon' : 'vendor';
  const shape = parameters(query).find((p) => p.startsWith('shape='));
  if (shape === undefined) return 'banner';
  return BANNER_SHAPE_KIND[shape.slice('shape='.length)] ?? null;
}

/** The `name=value` parts of a query string, as written. */
const parameters = (query: string) => query.split('&').filter((p) => p !== '');

/**
 * `url` asking for width `w` (a `w` it already carries is replaced); its other parameters stay as
 * written, so every width's address differs from the picture's own only by `w`.
 */
export function artworkAt(url: string, w: number): string {
  const hashAt = url.indexOf('#');
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  const bare = hashAt < 0 ? url : url.slice(0, hashAt);
  const queryAt = bare.indexOf('?');
  const path = queryAt < 0 ? bare : bare.slice(0, queryAt);
  const kept = parameters(queryAt < 0 ? '' : bare.slice(queryAt + 1)).filter(
    (p) => p !== ARTWORK_WIDTH_PARAM && !p.startsWith(`${ARTWORK_WIDTH_PARAM}=`),
  );
  return `${path}?${[...kept, `${ARTWORK_WIDTH_PARAM}=${w}`].join('&')}${hash}`;
}

/**
 * The `srcset` of a generated picture (each width of its ladder, `w` descriptors), or undefined where
 * `url` is not one, or has a blank, which a `srcset` cannot carry (the image then has its `src` alone).
 */
export function artworkSrcSet(url: string): string | undefined {
  if (/\s/.test(url)) return undefined;
  const kind = artworkKind(url);
  if (!kind) return undefined;
  return ARTWORK_WIDTHS[kind].map((w) => `${artworkAt(url, w)} ${w}w`).join(', ');
}
