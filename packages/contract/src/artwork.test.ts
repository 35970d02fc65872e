import { describe, expect, it } from 'vitest';
import { ARTWORK_WIDTHS, artworkAt, artworkKind, artworkSrcSet } from './artwork';

describe('artworkKind', () => {
  it('reads the kind from a generated WebP address, relative or absolute', () => {
    expect(artworkKind('/img/game/G1.webp?name=Lucky&category=RNG')).toBe('game');
    expect(artworkKind('https://ph.jade.local/img/game/G1.webp')).toBe('game');
    expect(artworkKind('/img/banner/home-1.webp?title=Hi')).toBe('banner');
    expect(artworkKind('/img/banner/topup.webp?title=Hi&shape=icon')).toBe('bannerIcon');
    expect(artworkKind('/img/banner/topup.webp?shape=button')).toBe('bannerButton');
    expect(artworkKind('/img/banner/gift.webp?shape=popup#top')).toBe('bannerPopup');
    expect(artworkKind('/img/vendor/PG.webp')).toBe('vendor');
    expect(artworkKind('/img/vendor/PG-icon.webp')).toBe('vendorIcon');
  });

  it('is null for what the server does not draw at widths', () => {
    for (const url of [
      '/img/game/G1.svg',
      '/img/category/RNG.svg',
      '/img/brand/logo.svg',
      '/img/banner/x.webp?shape=ring',
      'https://cdn.example.com/banner.webp',
      '/uploads/banner.webp',
      '',
    ])
      expect(artworkKind(url), url).toBeNull();
  });
});

describe('artworkAt and artworkSrcSet', () => {
  it('adds or replaces `w`, keeping the rest of the address', () => {
    expect(artworkAt('/img/vendor/PG.webp', 180)).toBe('/img/vendor/PG.webp?w=180');
    expect(artworkAt('/img/game/G1.webp?name=A%20B&w=450#x', 270)).toBe(
      '/img/game/G1.webp?name=A%20B&w=270#x',
    );
    expect(artworkAt('/img/game/G1.webp?w=450&name=W', 180)).toBe('/img/game/G1.webp?name=W&w=180');
  });

  it('lists every width of the ladder as a `w` candidate, with no space or comma inside an address', () => {
    const set = artworkSrcSet('/img/banner/home-1.webp?title=Up%20to%208%2C888&subtitle=x');
    const candidates = set!.split(', ');
    expect(candidates.map((c) => c.split(' ')[1])).toEqual(ARTWORK_WIDTHS.banner.map((w) => `${w}w`));
    for (const candidate of candidates) {
      const [url, descriptor, ...rest] = candidate.split(' ');
      expect(rest).toEqual([]);
      expect(url).not.toMatch(/[ ,]/);
      expect(url).toBe(
        `/img/banner/home-1.webp?title=Up%20to%208%2C888&subtitle=x&w=${descriptor!.slice(0, -1)}`,
      );
    }
    expect(artworkSrcSet('/img/brand/logo.svg')).toBeUndefined();
    // An address a srcset cannot carry keeps its src alone.
    expect(artworkSrcSet('/img/banner/b.webp?title=Up to 8')).toBeUndefined();
  });

  it('keeps every ladder ascending', () => {
    for (const ladder of Object.values(ARTWORK_WIDTHS))
      expect([...ladder].sort((a, b) => a - b)).toEqual([...ladder]);
  });
});
