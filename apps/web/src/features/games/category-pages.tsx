import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import type { GameCategory } from '@jade/contract/games';
import { useGameVendors } from '../../api/system/get-game-vendors';
import { CATEGORY_BLURB_KEYS, CATEGORY_LABEL_KEYS, vendorsByCategory } from '../../lib/categories';
import { launchVendor } from '../../lib/game-launch';
import { PageHeader } from '../../ui/page-header';
import { VendorGrid, VendorGridSkeleton } from './vendor-grid';

function useCategoryVendors(category: GameCategory) {
  const query = useGameVendors();
  return { ...query, vendors: vendorsByCategory(query.data).get(category) ?? [] };
}

function ProvidersSection({ title, children, count }: { title: string; count: number; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="providers" className="content-width mt-8">
      <div className="mb-4 flex items-center justify-between">
        <h2 id="providers" className="flex items-center gap-3 text-xl font-extrabold">
          <span
            aria-hidden="true"
            className="h-6 w-1.5 rounded-full bg-[linear-gradient(180deg,#f0cc70,#b48412)]"
          />
          {title}
        </h2>
        <span className="rounded-full bg-brand-soft px-3 py-1 text-xs font-bold text-brand-fg">
          {t('vendor_count', { 0: count })}
        </span>
      </div>
      {children}
    </section>
  );
}

/** /sports, /esports, /lott, /elott: the category's vendors; choosing one launches its lobby. */
export function CategoryPage({ category }: { category: GameCategory }) {
  const { t } = useTranslation();
  const { vendors, isPending } = useCategoryVendors(category);
  const [params] = useSearchParams();
  return (
    <>
      <PageHeader
        title={t(CATEGORY_LABEL_KEYS[category])}
        subtitle={t(CATEGORY_BLURB_KEYS[category])}
        category={category}
      />
      <ProvidersSection title={t('game_providers')} count={vendors.length}>
        {isPending ? (
          <VendorGridSkeleton />
        ) : (
          <VendorGrid
            vendors={vendors}
            selected={params.get('vendor')}
            onChoose={launchVendor}
            actionLabel={t('enter_game')}
          />
        )}
      </ProvidersSection>
    </>
  );
}
