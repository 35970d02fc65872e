import type { Banner } from '@jade/contract/content';
import { paths } from '../config/paths';
import { MEMBER_CENTRE_PAGES, type MemberCentrePage } from './centres';

/** Where a banner or a popup leads, by its link type (contract LINKAGE_TYPES); null when it leads nowhere. */
export type BannerTarget =
  | { kind: 'external'; href: string }
  | { kind: 'route'; to: string }
  | { kind: 'member-centre'; page: MemberCentrePage }
  | null;

/** Only https links leave the site, and only site paths (not `//host`) stay in it. */
export function bannerTarget(
  banner: Pick<Banner, 'linkageType' | 'linkage' | 'redirectPromotionId'>,
): BannerTarget {
  const { linkageType, linkage } = banner;
  switch (linkageType) {
    case 'URL':
      return /^https:\/\/[^\s"'<>]+$/.test(linkage) ? { kind: 'external', href: linkage } : null;
    case 'ROUTE':
      return /^\/(?!\/)/.test(linkage) ? { kind: 'route', to: linkage } : null;
    case 'PROMOTION': {
      const id = banner.redirectPromotionId ?? (/^\d+$/.test(linkage) ? Number(linkage) : null);
      return id
        ? { kind: 'route', to: `${paths.promoDetail}?id=${id}` }
        : { kind: 'route', to: paths.promotions };
    }
    case 'MEMBER_CENTRE':
      return (MEMBER_CENTRE_PAGES as readonly string[]).includes(linkage)
        ? { kind: 'member-centre', page: linkage as MemberCentrePage }
        : null;
    default:
      return null;
  }
}
