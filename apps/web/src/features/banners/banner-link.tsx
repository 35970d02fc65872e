import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Banner } from '@jade/contract/content';
import { paths } from '../../config/paths';
import { openMemberCentre, MEMBER_CENTRE_PAGES, type MemberCentrePage } from '../../lib/centres';

/** Where a banner leads, by its link type (contract LINKAGE_TYPES); null when it leads nowhere. */
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

/**
 * Wraps a banner's image in what its link type asks for: a new tab for an external URL, a route link
 * inside the site, the member centre (login first for visitors), or nothing. The image's alt text
 * names the link.
 */
export function BannerLink({
  banner,
  className,
  children,
}: {
  banner: Banner;
  className?: string;
  children: ReactNode;
}) {
  const target = bannerTarget(banner);
  if (!target) return <div className={className}>{children}</div>;
  if (target.kind === 'external') {
    return (
      <a
        href={target.href}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        data-testid="banner-link"
      >
        {children}
      </a>
    );
  }
  if (target.kind === 'route') {
    return (
      <Link to={target.to} className={className} data-testid="banner-link">
        {children}
      </Link>
    );
  }
  return (
    <button
      type="button"
      onClick={() => openMemberCentre(target.page)}
      className={className}
      data-testid="banner-link"
    >
      {children}
    </button>
  );
}
