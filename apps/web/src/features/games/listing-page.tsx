import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import type { GameCategory, VendorCard } from '@jade/contract/games';
import { useGameVendors } from '../../api/system/get-game-vendors';
import { usePrefetchHotGames } from '../../api/games/hot-games';
import { useVassGameTypes } from '../../api/games/vass-game-type';
import { CATEGORY_BLURB_KEYS, CATEGORY_LABEL_KEYS, vendorsByCategory } from '../../lib/categories';
import { launchVendor } from '../../lib/game-launch';
import { passGate } from '../../lib/gates';
import { useIsLoggedIn } from '../../stores/session-store';
import { useSiteStore } from '../../stores/site-store';
import { PageHeader } from '../../ui/page-header';
import { ListingFilters, NO_FILTERS, type ListingFilterValues } from './listing-filters';
import { listModes, MODE_LABEL_KEYS, modeFromParam, type ListMode } from './listing-modes';
import { ListingResults } from './listing-results';
import { ListingTabs } from './listing-tabs';
import { VendorCarousel } from './vendor-carousel';

/** Bingo tabs show only when one of the brand's regions offers the TY language (spec §2). */
function useBrandHasTy() {
  return useSiteStore((s) => s.status?.info.regions.some((r) => r.langList.includes('TY' as never)) ?? false);
}

/**
 * /rng, /fish, /live, /pvp: the games listing page of spec §2. The vendor (`?vendor=`) and the tab
 * (`?page=`, the games tab widget rule) live in the address; search and filters in the page. Changing
 * the vendor clears the other filters; every change starts the list again at page 1 (spec §4).
 */
export function ListingPage({ category }: { category: GameCategory }) {
  const { t } = useTranslation();
  const vendorsQuery = useGameVendors();
  const lane = vendorsQuery.data?.find((l) => l.title === category);
  const vendors = useMemo(
    () => vendorsByCategory(vendorsQuery.data).get(category) ?? [],
    [vendorsQuery.data, category],
  );
  const [params, setParams] = useSearchParams();
  const vendor = params.get('vendor');
  // A vendor's classifications are needed once a vendor is chosen; the whole category's come with the
  // vendors' answer (its lane).
  const classifyByVendor = useVassGameTypes({ enabled: vendor !== null });
  const prefetchHot = usePrefetchHotGames();
  const loggedIn = useIsLoggedIn();
  const bingo = useBrandHasTy();
  const modes = listModes(category, { loggedIn, bingo });
  const mode = modeFromParam(params.get('page'), modes);
  const [filters, setFilters] = useState<ListingFilterValues>(NO_FILTERS);

  const classify = vendor ? (classifyByVendor.data?.[category]?.[vendor] ?? []) : (lane?.gameClassify ?? []);

  function update(next: { vendor?: string | null; mode?: ListMode }) {
    const nextParams = new URLSearchParams(params);
    if (next.vendor !== undefined) {
      if (next.vendor) nextParams.set('vendor', next.vendor);
      else nextParams.delete('vendor');
    }
    if (next.mode !== undefined) {
      if (next.mode === 'default') nextParams.delete('page');
      else nextParams.set('page', next.mode);
    }
    setParams(nextParams, { preventScrollReset: true });
  }

  function selectVendor(card: VendorCard | null) {
    if (card?.isGame === 'VASSALAGE') {
      void launchVendor(card);
      return;
    }
    setFilters(NO_FILTERS);
    update({ vendor: card?.vassalage ?? null, mode: 'default' });
  }

  function selectMode(next: ListMode) {
    // Favourites and recent games need a session (spec §5): visitors get the login popup.
    if (next === 'recent' && !passGate('login', 'recent')) return;
    update({ mode: next });
  }

  function changeFilters(next: ListingFilterValues) {
    setFilters(next);
    if (mode !== 'default') update({ mode: 'default' });
  }

  const tabTitle = mode === 'default' ? t(CATEGORY_LABEL_KEYS[category]) : t(MODE_LABEL_KEYS[mode]);
  const listFilters = {
    gameType: category,
    ...(vendor ? { vassalage: vendor } : {}),
    ...(filters.search ? { gameName: filters.search } : {}),
    ...(filters.classify !== 'all' ? { gameClassify: filters.classify } : {}),
    ...(filters.minBet !== 'all' ? { minBet: filters.minBet } : {}),
  };
  const selectedVendor = vendors.find((v) => v.vassalage === vendor);

  return (
    <>
      <PageHeader
        title={t(CATEGORY_LABEL_KEYS[category])}
        subtitle={t(CATEGORY_BLURB_KEYS[category])}
        category={category}
      />
      <div
        className="content-width grid grid-cols-[minmax(0,1fr)] gap-6 py-7 max-sm:gap-4 max-sm:py-5"
        data-testid="listing-page"
      >
        {vendors.length > 0 ? (
          <VendorCarousel category={category} vendors={vendors} selected={vendor} onSelect={selectVendor} />
        ) : (
          vendorsQuery.isPending && (
            // The carousel's height while the vendors load, so the filters and games below stay put.
            <div
              aria-hidden="true"
              data-testid="vendor-carousel-placeholder"
              className="h-[104px] rounded-2xl bg-surface-2/70 max-sm:h-[90px]"
            />
          )
        )}
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4 rounded-2xl border border-line bg-surface p-4 shadow-card max-sm:p-3">
          <ListingTabs
            modes={modes}
            value={mode}
            onChange={selectMode}
            onIntent={(next) => next === 'hot' && prefetchHot()}
          />
          <ListingFilters
            values={filters}
            classify={classify}
            classifyPending={vendorsQuery.isPending || (vendor !== null && classifyByVendor.isPending)}
            onChange={changeFilters}
          />
        </div>
        <section id="games-panel" role="tabpanel" aria-labelledby={`games-tab-${mode}`}>
          <div className="mb-4 flex items-end justify-between gap-3">
            <h2
              className="flex items-center gap-3 text-xl font-extrabold max-sm:text-lg"
              data-testid="games-title"
            >
              <span
                aria-hidden="true"
                className="h-6 w-1.5 rounded-full bg-[linear-gradient(180deg,#f0cc70,#b48412)]"
              />
              {t('game_hall_title', { 0: tabTitle })}
            </h2>
            {selectedVendor && mode === 'default' && (
              <span className="truncate rounded-full bg-brand-soft px-3 py-1 text-xs font-bold text-brand-fg">
                {selectedVendor.displayName}
              </span>
            )}
          </div>
          <ListingResults category={category} mode={mode} filters={listFilters} />
        </section>
      </div>
    </>
  );
}
