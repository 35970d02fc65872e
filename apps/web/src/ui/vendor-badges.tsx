import { useTranslation } from '../lib/use-translation';
import type { VendorCard } from '@jade/contract/games';
import { cn } from '../lib/cn';
import { FlameIcon, WrenchIcon } from './icons';

/** The hot flame and the maintenance marker of a vendor, with text for screen readers. */
export function VendorBadges({
  card,
  compact = false,
  className,
}: {
  card: Pick<VendorCard, 'isHot' | 'maintenance'>;
  compact?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  if (card.isHot !== 1 && !card.maintenance) return null;
  return (
    <span className={cn('pointer-events-none flex items-center gap-1', className)}>
      {card.isHot === 1 && (
        <span
          className={cn(
            'inline-flex items-center gap-0.5 rounded-full bg-hot font-bold text-white uppercase shadow-sm',
            compact ? 'h-5 w-5 justify-center' : 'h-5 px-1.5 text-[10px] tracking-wide',
          )}
          data-testid="vendor-hot"
          title={t('hot')}
        >
          <FlameIcon size={12} />
          {compact ? <span className="sr-only">{t('hot')}</span> : t('hot')}
        </span>
      )}
      {card.maintenance && (
        <span
          className={cn(
            'inline-flex items-center gap-1 rounded-full bg-fg/85 font-semibold text-surface',
            compact ? 'h-5 w-5 justify-center' : 'h-5 px-1.5 text-[10px]',
          )}
          data-testid="vendor-maintenance"
          title={t('vendor_maintenance')}
        >
          <WrenchIcon size={11} />
          {compact ? <span className="sr-only">{t('vendor_maintenance')}</span> : t('vendor_maintenance')}
        </span>
      )}
    </span>
  );
}
