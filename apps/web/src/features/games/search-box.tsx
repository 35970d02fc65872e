import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { cn } from '../../lib/cn';
import { SearchIcon } from '../../ui/game-icons';
import { CloseIcon } from '../../ui/icons';

const DEBOUNCE_MS = 450;

/**
 * A game-name search field: Enter searches at once; typing searches after a short pause (`debounce`);
 * the clear button empties it.
 */
export function SearchBox({
  value,
  onSearch,
  debounce = true,
  autoFocus = false,
  testId,
  className,
}: {
  value: string;
  onSearch(text: string): void;
  debounce?: boolean;
  autoFocus?: boolean;
  testId: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [prev, setPrev] = useState(value);
  if (prev !== value) {
    setPrev(value);
    setText(value);
  }
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });
  useEffect(() => {
    if (!debounce || text.trim() === value) return;
    const id = window.setTimeout(() => onSearchRef.current(text.trim()), DEBOUNCE_MS);
    return () => window.clearTimeout(id);
  }, [text, value, debounce]);

  return (
    <div className={cn('relative', className)}>
      <SearchIcon
        size={18}
        className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-subtle"
      />
      <input
        type="search"
        value={text}
        maxLength={100}
        autoFocus={autoFocus}
        aria-label={t('search_games')}
        placeholder={t('search_placeholder')}
        data-testid={testId}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
          e.preventDefault();
          e.stopPropagation();
          onSearch(text.trim());
        }}
        className="h-11 w-full rounded-xl border border-line bg-surface pr-10 pl-10 text-sm text-fg shadow-card transition outline-none placeholder:text-subtle focus:border-gold focus:ring-2 focus:ring-gold/30 [&::-webkit-search-cancel-button]:hidden"
      />
      {text && (
        <button
          type="button"
          aria-label={t('search_clear')}
          onClick={() => {
            setText('');
            onSearch('');
          }}
          className="absolute top-1/2 right-2 inline-flex h-7 w-7 -translate-y-1/2 items-center justify-center rounded-lg text-subtle hover:bg-surface-3 hover:text-fg"
        >
          <CloseIcon size={15} />
        </button>
      )}
    </div>
  );
}
