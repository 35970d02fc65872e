import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import type { VendorCard } from '@jade/contract/games';
import { cn } from '../../lib/cn';
import { CategoryIcon } from '../../ui/category-icon';
import { ChevronRightIcon } from '../../ui/icons';
import { VendorBadges } from '../../ui/vendor-badges';
import { VendorLogo } from '../../ui/vendor-logo';

function CardBody({ card, action }: { card: VendorCard; action: string }) {
  return (
    <>
      <span
        className={cn(
          'logo-plate relative flex h-[112px] items-center justify-center overflow-hidden rounded-t-2xl px-4',
        )}
      >
        <span aria-hidden="true" className="absolute -right-4 -bottom-6 text-white/[0.06]">
          <CategoryIcon category={card.gameType} size={96} />
        </span>
        <VendorLogo
          card={card}
          decorative
          className={cn('relative h-14 w-full max-w-[170px]', card.maintenance && 'grayscale')}
        />
        <VendorBadges card={card} className="absolute top-2.5 left-2.5" />
      </span>
      <span className="flex items-center justify-between gap-2 px-4 py-3">
        <span className="min-w-0 truncate text-[15px] font-bold">{card.displayName}</span>
        <span className="inline-flex shrink-0 items-center gap-0.5 text-xs font-bold text-brand-fg transition group-hover:gap-1.5">
          {action}
          <ChevronRightIcon size={14} />
        </span>
      </span>
    </>
  );
}

const cardClass = (selected: boolean, maintenance: boolean) =>
  cn(
    'group flex w-full flex-col rounded-2xl border bg-surface text-left shadow-card transition duration-200',
    'hover:-translate-y-1 hover:border-gold hover:shadow-pop',
    selected ? 'border-gold ring-2 ring-gold/60' : 'border-line',
    maintenance && 'opacity-80',
  );

/**
 * The vendors of one category as a grid of cards (logo, name, hot and maintenance badges). A card is
 * either a link (`hrefFor`) or a button (`onChoose`).
 */
export function VendorGrid({
  vendors,
  selected,
  hrefFor,
  onChoose,
  actionLabel,
}: {
  vendors: VendorCard[];
  selected?: string | null;
  hrefFor?: (card: VendorCard) => string;
  onChoose?: (card: VendorCard) => void;
  actionLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <ul
      className="grid grid-cols-[repeat(auto-fill,minmax(214px,1fr))] gap-4 max-sm:grid-cols-2 max-sm:gap-3"
      data-testid="vendor-grid"
    >
      {vendors.map((card) => {
        const isSelected = selected === card.vassalage;
        const label = card.maintenance ? `${card.displayName}, ${t('vendor_maintenance')}` : card.displayName;
        return (
          <li key={card.vassalage} data-testid="vendor-card" data-vendor={card.vassalage}>
            {hrefFor ? (
              <Link
                to={hrefFor(card)}
                aria-label={label}
                aria-current={isSelected ? 'true' : undefined}
                preventScrollReset
                className={cardClass(isSelected, card.maintenance)}
              >
                <CardBody card={card} action={actionLabel} />
              </Link>
            ) : (
              <button
                type="button"
                aria-label={label}
                onClick={() => onChoose?.(card)}
                className={cardClass(isSelected, card.maintenance)}
              >
                <CardBody card={card} action={actionLabel} />
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function VendorGridSkeleton() {
  return (
    <ul
      className="grid grid-cols-[repeat(auto-fill,minmax(214px,1fr))] gap-4 max-sm:grid-cols-2"
      aria-hidden="true"
    >
      {Array.from({ length: 8 }, (_, i) => (
        <li key={i} className="h-[152px] animate-pulse rounded-2xl bg-surface-3" />
      ))}
    </ul>
  );
}
