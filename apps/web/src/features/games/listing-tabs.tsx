import { useTranslation } from '../../lib/use-translation';
import { cn } from '../../lib/cn';
import { ClockIcon, GridIcon, HeartIcon, SparkleIcon } from '../../ui/game-icons';
import { CrownIcon, FlameIcon } from '../../ui/icons';
import { isJackpotMode, MODE_LABEL_KEYS, type ListMode } from './listing-modes';

function ModeIcon({ mode }: { mode: ListMode }) {
  if (mode === 'default') return <GridIcon size={16} />;
  if (mode === 'hot') return <FlameIcon size={15} />;
  if (mode === 'fav') return <HeartIcon size={16} />;
  if (mode === 'recent') return <ClockIcon size={16} />;
  return mode === 'JP' ? <CrownIcon size={16} /> : <SparkleIcon size={14} />;
}

/** The listing page's tabs: default list, hot, favourite, recent and the jackpot-type tabs. */
export function ListingTabs({
  modes,
  value,
  onChange,
  onIntent,
}: {
  modes: readonly ListMode[];
  value: ListMode;
  onChange(mode: ListMode): void;
  /** A tab is about to be chosen (a pointer over it, a finger on it, a focus): time to fetch what it shows. */
  onIntent?(mode: ListMode): void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="tablist"
      aria-label={t('games_tabs')}
      data-testid="listing-tabs"
      className="no-scrollbar -mx-1 flex gap-2 overflow-x-auto px-1 py-1"
    >
      {modes.map((mode, i) => {
        const active = mode === value;
        return (
          <button
            key={mode}
            type="button"
            role="tab"
            id={`games-tab-${mode}`}
            aria-selected={active}
            aria-controls="games-panel"
            tabIndex={active ? 0 : -1}
            data-testid={`tab-${mode}`}
            onClick={() => onChange(mode)}
            onPointerEnter={() => onIntent?.(mode)}
            onFocus={() => onIntent?.(mode)}
            onKeyDown={(event) => {
              const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
              if (!step) return;
              event.preventDefault();
              const next = modes[(i + step + modes.length) % modes.length]!;
              onChange(next);
              document.getElementById(`games-tab-${next}`)?.focus();
            }}
            className={cn(
              'inline-flex h-10 shrink-0 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition',
              active
                ? 'border-transparent bg-[linear-gradient(180deg,#0e7a5b,#065a43)] text-white shadow-[0_8px_20px_-10px_rgb(6_90_67/0.9)]'
                : 'border-line bg-surface text-muted hover:border-gold/70 hover:text-fg',
              isJackpotMode(mode) && !active && 'text-gold-fg',
            )}
          >
            <span className={cn(active ? 'text-gold-bright' : mode === 'hot' ? 'text-hot' : undefined)}>
              <ModeIcon mode={mode} />
            </span>
            {t(MODE_LABEL_KEYS[mode])}
          </button>
        );
      })}
    </div>
  );
}
