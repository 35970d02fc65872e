import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Banner } from '@jade/contract/content';
import { openMemberCentre } from '../../lib/centres';
import { bannerTarget } from '../../lib/link-target';

export { bannerTarget, type BannerTarget } from '../../lib/link-target';

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
