import { useRef, useState } from 'react';
import { artworkSrcSet } from '@jade/contract/artwork';
import type { VendorCard } from '@jade/contract/games';
import { cn } from '../lib/cn';
import { useSeenOnce } from './lazy-image';

/** The vendor's logo: the card's own image when it has one, else the server's vendor artwork. */
export function vendorLogoUrl(card: Pick<VendorCard, 'vassalage' | 'lagerIcon'>): string {
  return card.lagerIcon || `/img/vendor/${encodeURIComponent(card.vassalage)}.webp`;
}

export function vendorIconUrl(card: Pick<VendorCard, 'vassalage' | 'smallIcon'>): string {
  return card.smallIcon || `/img/vendor/${encodeURIComponent(card.vassalage)}-icon.webp`;
}

/**
 * A vendor logo with alt text; if the image cannot load, the vendor's initials stand in. It loads when
 * a tenth of it is in view (spec §9 lazy images), not at the browser's own lazy distance: a short page
 * (promotions) had the footer's fifty logos, 600 KB, all loading on a phone's first visit.
 */
export function VendorLogo({
  card,
  variant = 'logo',
  className,
  decorative = false,
}: {
  card: Pick<VendorCard, 'vassalage' | 'displayName' | 'lagerIcon' | 'smallIcon'>;
  variant?: 'logo' | 'icon';
  className?: string;
  /** When the name is shown next to the logo, the image adds nothing for screen readers. */
  decorative?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  const inView = useSeenOnce(ref);
  const src = variant === 'icon' ? vendorIconUrl(card) : vendorLogoUrl(card);
  // The server's logos come at several widths (decision P29); the browser measures the box.
  const srcSet = inView ? artworkSrcSet(src) : undefined;
  if (failed) {
    return (
      <span
        className={cn(
          'inline-flex items-center justify-center rounded-lg bg-brand-soft font-bold tracking-wide text-brand-fg',
          className,
        )}
        role={decorative ? undefined : 'img'}
        aria-label={decorative ? undefined : card.displayName}
        aria-hidden={decorative || undefined}
      >
        {card.displayName
          .replace(/[^A-Za-z0-9]/g, '')
          .slice(0, 3)
          .toUpperCase() || card.vassalage.slice(0, 3)}
      </span>
    );
  }
  return (
    <img
      ref={ref}
      sizes={srcSet && `auto, ${variant === 'icon' ? '36px' : '128px'}`}
      srcSet={srcSet}
      src={inView ? src : undefined}
      alt={decorative ? '' : card.displayName}
      loading="lazy"
      decoding="async"
      draggable={false}
      onError={() => setFailed(true)}
      // Until it loads, no alt text shows in the box (an image without a source draws its alt).
      className={cn('object-contain', !inView && 'invisible', className)}
    />
  );
}
