import { useTranslation } from '../../lib/use-translation';
import { ClockIcon } from '../../ui/game-icons';
import { CloseIcon } from '../../ui/icons';

/** Past searches as chips: a chip searches again, its cross removes it (one by one). */
export function SearchHistoryList({
  items,
  onPick,
  onRemove,
}: {
  items: readonly string[];
  onPick(text: string): void;
  onRemove(text: string): void;
}) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="search-history-title" className="grid gap-2">
      <h3 id="search-history-title" className="text-xs font-bold tracking-wider text-subtle uppercase">
        {t('search_history')}
      </h3>
      <ul className="flex flex-wrap gap-2" data-testid="search-history">
        {items.map((item) => (
          <li
            key={item}
            data-testid="search-history-item"
            className="inline-flex h-8 items-center rounded-full border border-line bg-surface-2 text-[13px]"
          >
            <button
              type="button"
              onClick={() => onPick(item)}
              className="inline-flex h-full items-center gap-1.5 rounded-l-full pr-1 pl-3 font-medium hover:text-brand-fg"
            >
              <ClockIcon size={13} className="text-subtle" />
              {item}
            </button>
            <button
              type="button"
              aria-label={t('search_history_remove', { 0: item })}
              data-testid="search-history-remove"
              onClick={() => onRemove(item)}
              className="mr-1 inline-flex h-6 w-6 items-center justify-center rounded-full text-subtle hover:bg-surface-3 hover:text-danger"
            >
              <CloseIcon size={12} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
