import { describe, expect, it } from 'vitest';
import { BANNER_SHAPES, promoShapeSvg } from './promo-shapes';
import { checkXml } from './xml-check';

describe('promo shapes', () => {
  it('draws well-formed, distinct SVG for each shape, escaping text', () => {
    const svgs = BANNER_SHAPES.map((shape) =>
      promoShapeSvg({ key: 'topup', theme: 'PROMO', title: 'Top up <now> & win', subtitle: '+20%' }, shape),
    );
    for (const svg of svgs) {
      expect(() => checkXml(svg)).not.toThrow();
      expect(svg).not.toContain('<now>');
    }
    expect(svgs[0]).toContain('viewBox="0 0 160 160"');
    expect(svgs[1]).toContain('viewBox="0 0 480 120"');
    expect(svgs[2]).toContain('viewBox="0 0 600 800"');
  });
});
