import { memo, useDeferredValue, useMemo, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { NAV_CATEGORIES, type GameCategory } from '@jade/contract/game-constants';
import type { VendorCard } from '@jade/contract/games';
import { useGameVendors } from '../../api/system/get-game-vendors';
import { categoryHref, paths } from '../../config/paths';
import { CATEGORY_BLURB_KEYS, CATEGORY_LABEL_KEYS, vendorsByCategory } from '../../lib/categories';
import { cn } from '../../lib/cn';
import { launchVendor } from '../../lib/game-launch';
import { useIsLoggedIn } from '../../stores/session-store';
import { useBrandName } from '../../stores/site-store';
import { buttonClass } from '../../ui/button';
import { CategoryIcon } from '../../ui/category-icon';
import { Deferred } from '../../ui/deferred';
import { ChevronRightIcon, FlameIcon, PlayIcon } from '../../ui/icons';
import { VendorBadges } from '../../ui/vendor-badges';
import { VendorLogo } from '../../ui/vendor-logo';
import { HeroArt } from './hero-art';
import { AppPromo } from './app-promo';
import { HotGames, PopularAndWinners } from './game-rows';
import { SectionTitle } from './section-title';
import { ComingPlaces, useProgressiveCount } from '../../ui/after-first-screen';
import { JackpotCounter } from './jackpot-counter';

/** Each category's tile has its own jade-to-tone gradient, so the showcase reads at a glance. */
const TILE_TONES: Partial<Record<GameCategory, string>> = {
  RNG: 'from-[#0b7a5c] to-[#04372a]',
  LIVE: 'from-[#8c1d2a] to-[#3d0b12]',
  FISH: 'from-[#0f6f93] to-[#06303f]',
  PVP: 'from-[#5a2d91] to-[#241040]',
  SPORTS: 'from-[#1f7a2f] to-[#0a3312]',
  ESPORTS: 'from-[#3440a8] to-[#141a4d]',
  LOTT: 'from-[#a8761a] to-[#4a3008]',
  ELOTT: 'from-[#0e7f7a] to-[#053b39]',
  COCKFIGHT: 'from-[#a2431b] to-[#451806]',
};

/** The no-banner fallback of the home banner strip: the brand's own hero with its SVG art. */
export function HomeHero() {
  const { t } = useTranslation();
  const brand = useBrandName();
  const loggedIn = useIsLoggedIn();
  return (
    <section aria-labelledby="hero-title" className="content-width pt-6 max-sm:pt-4">
      <div className="header-surface relative overflow-hidden rounded-[22px] border border-header-line text-on-header shadow-pop">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0"
          style={{
            backgroundImage:
              'radial-gradient(circle at 78% 40%, rgb(62 224 176 / 0.28), transparent 42%), radial-gradient(circle at 10% 110%, rgb(230 189 85 / 0.22), transparent 40%), repeating-linear-gradient(135deg, rgb(255 255 255 / 0.03) 0 2px, transparent 2px 16px)',
          }}
        />
        <div className="relative grid items-center gap-4 px-12 py-10 md:grid-cols-[1.05fr_1fr] max-md:px-6 max-md:py-7">
          <div className="relative z-10">
            <p className="inline-flex items-center gap-2 rounded-full border border-gold/40 bg-black/20 px-3 py-1 text-xs font-bold tracking-[0.14em] text-gold uppercase">
              <span className="h-1.5 w-1.5 rounded-full bg-gold" />
              {t('hero_eyebrow', { 0: brand })}
            </p>
            <h1
              id="hero-title"
              className="mt-4 text-[44px] leading-[1.08] font-extrabold tracking-tight max-md:text-[30px]"
            >
              <span className="block">{t('hero_title_1')}</span>
              <span className="gold-text block">{t('hero_title_2')}</span>
            </h1>
            <p className="mt-4 max-w-md text-[15px] leading-relaxed text-on-header-muted max-md:text-sm">
              {t('hero_text')}
            </p>
            <div className="mt-7 flex gap-3 max-md:mt-5">
              <Link
                to={paths.rng}
                className={buttonClass('gold', 'lg', 'min-w-40 max-sm:min-w-0 max-sm:flex-1')}
              >
                <PlayIcon size={18} />
                {t('hero_cta_play')}
              </Link>
              {!loggedIn && (
                <Link
                  to={paths.register}
                  className={buttonClass('header-ghost', 'lg', 'min-w-36 max-sm:min-w-0 max-sm:flex-1')}
                >
                  {t('hd_sign_button')}
                </Link>
              )}
            </div>
          </div>
          <div className="relative -my-6 max-md:pointer-events-none max-md:absolute max-md:-top-4 max-md:-right-20 max-md:my-0 max-md:w-[230px] max-md:opacity-25">
            <HeroArt className="mx-auto w-full max-w-[500px] animate-float drop-shadow-2xl" />
          </div>
        </div>
        <div aria-hidden="true" className="gold-rule absolute inset-x-0 bottom-0 h-px" />
      </div>
    </section>
  );
}

/** Memoised: the showcase grows in idle turns, and each turn renders only its new tiles. */
const CategoryTile = memo(function CategoryTile({
  category,
  vendors,
}: {
  category: GameCategory;
  vendors: VendorCard[];
}) {
  const { t } = useTranslation();
  const href = categoryHref(category);
  const label = t(CATEGORY_LABEL_KEYS[category]);
  const body = (
    <>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-8 -right-8 h-36 w-36 rounded-full bg-white/10 blur-sm"
      />
      <div aria-hidden="true" className="pointer-events-none absolute -right-3 -bottom-5 text-white/10">
        <CategoryIcon category={category} size={132} />
      </div>
      {/* Off screen (most tiles on a phone's first load), the words and icons are neither styled, laid
          out nor painted: the Burmese text's shaping was most of the page's first layout. The
          decorations above stay outside, so the tile's own clip, not this box's, cuts them. */}
      <div className="relative flex flex-1 flex-col [contain-intrinsic-size:auto_170px] [content-visibility:auto]">
        <div className="relative flex items-start justify-between gap-3">
          <span className="flex h-12 w-12 items-center justify-center rounded-xl border border-white/25 bg-white/12 text-[#ffe39a]">
            <CategoryIcon category={category} size={28} />
          </span>
          <span className="rounded-full bg-black/25 px-2.5 py-1 text-xs font-semibold text-white/90">
            {t('vendor_count', { 0: vendors.length })}
          </span>
        </div>
        <div className="relative mt-4">
          <h3 className="text-lg font-extrabold text-white">{label}</h3>
          <p className="mt-1 line-clamp-2 text-[13px] leading-snug text-white/80">
            {t(CATEGORY_BLURB_KEYS[category])}
          </p>
        </div>
        <div className="relative mt-4 flex items-center justify-between gap-2">
          <ul className="flex -space-x-2" aria-label={t('vendors_of', { 0: label })}>
            {vendors.slice(0, 4).map((card) => (
              <li
                key={card.vassalage}
                className="flex h-9 w-9 items-center justify-center overflow-hidden rounded-full border-2 border-white/80 bg-white p-1 shadow"
              >
                <VendorLogo card={card} variant="icon" className="h-full w-full" />
              </li>
            ))}
            {vendors.length > 4 && (
              <li className="flex h-9 w-9 items-center justify-center rounded-full border-2 border-white/80 bg-black/40 text-[11px] font-bold text-white">
                +{vendors.length - 4}
              </li>
            )}
          </ul>
          <span className="inline-flex shrink-0 items-center gap-1 text-sm font-bold whitespace-nowrap text-[#ffe39a] transition group-hover:gap-2">
            {t('play_now')}
            <ChevronRightIcon size={16} />
          </span>
        </div>
      </div>
    </>
  );
  const tileClass = cn(
    'group relative flex flex-col overflow-hidden rounded-2xl bg-gradient-to-br p-5 text-left shadow-card transition duration-200',
    'hover:-translate-y-1 hover:shadow-pop ring-1 ring-black/5 hover:ring-gold/70',
    TILE_TONES[category],
  );
  if (!href) {
    const first = vendors[0];
    return (
      <button
        type="button"
        className={tileClass}
        onClick={() => first && launchVendor(first)}
        data-testid={`tile-${category}`}
      >
        {body}
      </button>
    );
  }
  return (
    <Link to={href} className={tileClass} data-testid={`tile-${category}`}>
      {body}
    </Link>
  );
});

function HotVendors({ vendors }: { vendors: VendorCard[] }) {
  const { t } = useTranslation();
  if (vendors.length === 0) return null;
  return (
    <section aria-labelledby="hot-vendors" className="content-width mt-10">
      <SectionTitle id="hot-vendors" title={t('hot_vendors')} />
      <ul
        className="grid grid-cols-4 gap-3 max-sm:grid-cols-2 lg:grid-cols-[repeat(var(--cols),minmax(0,1fr))]"
        style={{ '--cols': Math.min(Math.max(vendors.length, 4), 8) } as CSSProperties}
      >
        {vendors.map((card) => (
          <li key={`${card.gameType}-${card.vassalage}`}>
            <Link
              to={categoryHref(card.gameType, card.vassalage) ?? paths.home}
              className="group flex flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-card transition hover:-translate-y-0.5 hover:border-gold hover:shadow-pop"
            >
              <span className="logo-plate relative flex h-[76px] items-center justify-center px-2.5">
                <VendorLogo card={card} className="h-[50px] w-full" />
                <VendorBadges card={card} compact className="absolute top-2 right-2" />
              </span>
              <span className="flex items-center justify-center gap-1.5 px-2 py-2 text-xs font-semibold text-muted group-hover:text-fg">
                <CategoryIcon category={card.gameType} size={14} />
                {t(CATEGORY_LABEL_KEYS[card.gameType])}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ShowcaseSkeleton() {
  return (
    <ul className="grid grid-cols-4 gap-4 max-lg:grid-cols-2 max-sm:grid-cols-1" aria-hidden="true">
      {Array.from({ length: 8 }, (_, i) => (
        <li key={i} className="h-[214px] animate-pulse rounded-2xl bg-surface-3" />
      ))}
    </ul>
  );
}

/** Category tiles in the first render: the first row of the desktop grid. */
const FIRST_CATEGORY_TILES = 4;

/**
 * The lobby below the banner strip and notice bar (composed in app/routes/home.tsx): the jackpot, one
 * tile per category that has vendors, the hot games per category, the popular games and the winner
 * board, the hot providers and the app strip.
 */
export function HomePage() {
  const { t } = useTranslation();
  const brand = useBrandName();
  const vendorsQuery = useGameVendors();
  // The vendors' answer draws the category tiles in a deferred (time-sliced) render: see H-homeperf-5.
  const lanes = useDeferredValue(vendorsQuery.data);
  const pending = vendorsQuery.isPending || (lanes === undefined && vendorsQuery.data !== undefined);
  const { categories, hot } = useMemo(() => {
    const byCategory = vendorsByCategory(lanes);
    const categories = NAV_CATEGORIES.flatMap((category) => {
      const vendors = byCategory.get(category) ?? [];
      return vendors.length > 0 ? [{ category, vendors }] : [];
    });
    const seen = new Set<string>();
    const hot = categories
      .flatMap((c) => c.vendors)
      .filter((v) => v.isHot === 1 && !seen.has(v.vassalage) && seen.add(v.vassalage))
      .slice(0, 12);
    return { categories, hot };
  }, [lanes]);
  // A phone's first screen holds the first tiles; the rest render in an idle turn of their own.
  const shownCategories = useProgressiveCount(categories.length, FIRST_CATEGORY_TILES);
  // The sections below wait for the tiles above them: only then is their distance from view known.
  const tilesDrawn = !pending && shownCategories >= categories.length;

  return (
    <div className="pb-4">
      {/* The banners carry the visual headline; the page still needs its one heading of level 1. */}
      <h1 className="sr-only">{t('hero_eyebrow', { 0: brand })}</h1>
      <JackpotCounter />
      <section aria-labelledby="categories" className="content-width mt-10">
        <SectionTitle
          id="categories"
          title={t('home_categories')}
          action={
            <span className="flex items-center gap-1.5 text-sm font-semibold text-hot">
              <FlameIcon size={16} />
              {t('popular_nav')}
            </span>
          }
        />
        {pending ? (
          <ShowcaseSkeleton />
        ) : (
          <ul
            className="grid auto-rows-fr grid-cols-4 gap-4 max-lg:grid-cols-2 max-sm:grid-cols-1"
            data-testid="category-showcase"
            aria-busy={shownCategories < categories.length || undefined}
          >
            {categories.slice(0, shownCategories).map(({ category, vendors }) => (
              <li key={category} className="grid">
                <CategoryTile category={category} vendors={vendors} />
              </li>
            ))}
            <ComingPlaces count={categories.length - shownCategories} className="rounded-2xl bg-surface-3" />
          </ul>
        )}
      </section>
      {/* Below the fold: mounted as they come near the viewport (placeholders sized like them). */}
      <Deferred placeholderClassName="mt-10 h-[609px] max-lg:h-[700px] max-sm:h-[800px]" settled={tilesDrawn}>
        <HotGames />
      </Deferred>
      <Deferred placeholderClassName="mt-10 h-[440px] max-lg:h-[800px]" settled={tilesDrawn}>
        <PopularAndWinners />
      </Deferred>
      <Deferred placeholderClassName="mt-10 h-[159px] max-lg:h-[340px] max-sm:h-[520px]" settled={tilesDrawn}>
        <HotVendors vendors={hot} />
      </Deferred>
      <Deferred placeholderClassName="mt-10 h-[220px] max-sm:h-[287px]" settled={tilesDrawn}>
        <AppPromo />
      </Deferred>
    </div>
  );
}
