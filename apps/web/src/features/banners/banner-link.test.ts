import { describe, expect, it } from 'vitest';
import { bannerTarget } from './banner-link';

const banner = (linkageType: string, linkage = '', redirectPromotionId: number | null = null) =>
  ({ linkageType, linkage, redirectPromotionId }) as Parameters<typeof bannerTarget>[0];

describe('bannerTarget (by link type)', () => {
  it('opens https links in a new tab and refuses other schemes', () => {
    expect(bannerTarget(banner('URL', 'https://jade.example/promo'))).toEqual({
      kind: 'external',
      href: 'https://jade.example/promo',
    });
    expect(bannerTarget(banner('URL', 'javascript:alert(1)'))).toBeNull();
    expect(bannerTarget(banner('URL', 'http://plain.example'))).toBeNull();
  });

  it('navigates to site paths only', () => {
    expect(bannerTarget(banner('ROUTE', '/promotions'))).toEqual({ kind: 'route', to: '/promotions' });
    expect(bannerTarget(banner('ROUTE', '//evil.example'))).toBeNull();
  });

  it('opens a promotion detail, or the list without an id', () => {
    expect(bannerTarget(banner('PROMOTION', '', 7))).toEqual({ kind: 'route', to: '/promoDetail?id=7' });
    expect(bannerTarget(banner('PROMOTION', '12'))).toEqual({ kind: 'route', to: '/promoDetail?id=12' });
    expect(bannerTarget(banner('PROMOTION'))).toEqual({ kind: 'route', to: '/promotions' });
  });

  it('opens known member-centre pages and nothing for NONE', () => {
    expect(bannerTarget(banner('MEMBER_CENTRE', 'depositv2'))).toEqual({
      kind: 'member-centre',
      page: 'depositv2',
    });
    expect(bannerTarget(banner('MEMBER_CENTRE', 'nope'))).toBeNull();
    expect(bannerTarget(banner('NONE'))).toBeNull();
  });
});
