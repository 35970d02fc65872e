import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import Autoplay from 'embla-carousel-autoplay';
import { BANNER_SIZES } from '@jade/contract/artwork';
import type { BannerGroup } from '@jade/contract/content';
import { useBanners } from '../../api/content/banners';
import { cn } from '../../lib/cn';
import { bannerDrawn } from '../../lib/first-screen';
import { usePrefersReducedMotion } from '../../lib/reduced-motion';
import { useWakingCarousel } from '../../lib/waking-carousel';
import { LazyImage } from '../../ui/lazy-image';
import { BannerLink } from './banner-link';
import { BannerSkeleton } from './banner-skeleton';

/** Spec §9: the banner strip moves on every 5000 ms. */
export const BANNER_AUTOPLAY_MS = 5000;
/** The generated banner artwork is 1200 × 360. */
const BANNER_WIDTH = 1200;
const BANNER_HEIGHT = 360;

/**
 * The banner strip of a route group (spec §2): the group's banners in an Embla carousel that loops and
 * autoplays every 5000 ms (pausing while hovered or focused, so a reader can stop it), with clickable
 * pagination only when there is more than one banner. Its engine is created for its first move or
 * the visitor's first touch (useWakingCarousel). A banner opens its link by its link type.
 * `priority` marks the page's first image (the largest paint of the pages with a strip). With no banner the strip shows
 * `fallback`, if any.
 */
export function BannerStrip({
  group,
  priority = false,
  fallback = null,
  className,
}: {
  group: BannerGroup;
  priority?: boolean;
  fallback?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  const query = useBanners(group);
  const banners = query.data ?? [];
  const many = banners.length > 1;
  const still = usePrefersReducedMotion();
  const { viewportRef, api, run, wakeHandlers } = useWakingCarousel({
    options: { loop: many, active: many, duration: still ? 10 : 28 },
    plugins: many
      ? [
          Autoplay({
            delay: BANNER_AUTOPLAY_MS,
            playOnInit: false,
            stopOnInteraction: false,
            stopOnMouseEnter: true,
            stopOnFocusIn: true,
            // Reduced motion: the next banner replaces the last one without sliding.
            jump: still,
          }),
        ]
      : [],
    firstMoveMs: many ? BANNER_AUTOPLAY_MS : null,
    jump: still,
  });
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  const goTo = useCallback(
    (index: number) =>
      run((engine) => {
        engine.scrollTo(index);
        // A chosen slide stays its full 5 s.
        engine.plugins().autoplay?.reset();
      }),
    [run],
  );

  if (query.isPending) {
    return <BannerSkeleton className={className} />;
  }
  if (banners.length === 0) return fallback ? <>{fallback}</> : null;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('banner_carousel')}
      data-testid="banner-strip"
      data-group={group}
      data-count={banners.length}
      data-selected={selected}
      className={className}
      {...wakeHandlers}
    >
      <div className="banner-frame relative overflow-hidden rounded-[22px] border border-gold/30 bg-surface-3 shadow-pop max-sm:rounded-2xl">
        <div ref={viewportRef} className="overflow-hidden">
          <div className="flex touch-pan-y">
            {banners.map((banner, i) => (
              <div
                key={banner.bannerId}
                role="group"
                aria-roledescription="slide"
                aria-label={t('slide_of', { 0: i + 1, 1: banners.length })}
                aria-hidden={many && i !== selected ? true : undefined}
                inert={many && i !== selected ? true : undefined}
                className="min-w-0 shrink-0 grow-0 basis-full"
                data-testid="banner-slide"
                data-banner-id={banner.bannerId}
              >
                <BannerLink banner={banner} className="block w-full outline-offset-[-3px]">
                  <LazyImage
                    src={banner.url}
                    alt={banner.alt || banner.title}
                    width={BANNER_WIDTH}
                    height={BANNER_HEIGHT}
                    sizes={BANNER_SIZES}
                    priority={priority && i === 0}
                    onLoad={priority && i === 0 ? bannerDrawn : undefined}
                    draggable={false}
                    className="block aspect-[10/3] h-auto w-full object-cover select-none"
                  />
                </BannerLink>
              </div>
            ))}
          </div>
        </div>
        {many && (
          <div
            className="absolute inset-x-0 bottom-3 flex justify-center gap-2 max-sm:bottom-1 max-sm:gap-1"
            data-testid="banner-dots"
          >
            {banners.map((banner, i) => (
              <button
                key={banner.bannerId}
                type="button"
                onClick={() => goTo(i)}
                aria-label={t('go_to_slide', { 0: i + 1 })}
                aria-current={i === selected ? 'true' : undefined}
                className="group flex h-6 min-w-6 items-center justify-center"
              >
                <span
                  className={cn(
                    'block h-2 rounded-full shadow-[0_0_0_1px_rgb(0_0_0/0.25)] transition-all duration-300',
                    i === selected ? 'w-7 bg-gold-bright' : 'w-2 bg-white/70 group-hover:bg-white',
                  )}
                />
              </button>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
