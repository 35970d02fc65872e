import { useTranslation } from '../lib/use-translation';
import { cn } from '../lib/cn';
import { ChevronRightIcon } from './icons';

/** The page numbers to show: all when few, else the first, the last and a window around the current. */
export function pageItems(page: number, totalPages: number, around = 1): (number | 'gap')[] {
  if (totalPages <= 2 * around + 5) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const items: (number | 'gap')[] = [1];
  const from = Math.max(2, page - around);
  const to = Math.min(totalPages - 1, page + around);
  if (from > 2) items.push('gap');
  for (let p = from; p <= to; p++) items.push(p);
  if (to < totalPages - 1) items.push('gap');
  items.push(totalPages);
  return items;
}

/** A compact paginator: previous, page numbers, next. Renders nothing for a single page. */
export function Pagination({
  page,
  totalPages,
  onChange,
  className,
  testId,
}: {
  page: number;
  totalPages: number;
  onChange(page: number): void;
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const button =
    'inline-flex h-8 min-w-8 items-center justify-center rounded-lg px-2 text-sm font-semibold tabular-nums transition disabled:opacity-40';
  return (
    <nav
      aria-label={t('pagination')}
      className={cn('flex items-center justify-center gap-1', className)}
      data-testid={testId}
    >
      <button
        type="button"
        className={cn(button, 'text-muted hover:bg-surface-3 hover:text-fg')}
        onClick={() => onChange(page - 1)}
        disabled={page <= 1}
        aria-label={t('previous_page')}
      >
        <ChevronRightIcon size={16} className="rotate-180 rtl:rotate-0" />
      </button>
      {pageItems(page, totalPages).map((item, i) =>
        item === 'gap' ? (
          <span key={`gap-${i}`} aria-hidden="true" className="px-1 text-subtle">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            onClick={() => onChange(item)}
            aria-current={item === page ? 'page' : undefined}
            aria-label={t('page_n', { 0: item })}
            className={cn(
              button,
              item === page
                ? 'bg-brand text-on-brand shadow-card'
                : 'text-muted hover:bg-surface-3 hover:text-fg',
            )}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className={cn(button, 'text-muted hover:bg-surface-3 hover:text-fg')}
        onClick={() => onChange(page + 1)}
        disabled={page >= totalPages}
        aria-label={t('next_page')}
      >
        <ChevronRightIcon size={16} className="rtl:rotate-180" />
      </button>
    </nav>
  );
}
