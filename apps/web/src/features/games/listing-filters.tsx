import { useTranslation } from '../../lib/use-translation';
import { MIN_BET_OPTIONS } from '@jade/contract/game-constants';
import type { GameClassify } from '@jade/contract/game-catalogue';
import { cn } from '../../lib/cn';
import { CoinsIcon } from '../../ui/game-icons';
import { ChevronDownIcon } from '../../ui/icons';
import { SearchBox } from './search-box';

export type MinBetOption = (typeof MIN_BET_OPTIONS)[number];

export interface ListingFilterValues {
  search: string;
  classify: string;
  minBet: MinBetOption;
}

export const NO_FILTERS: ListingFilterValues = { search: '', classify: 'all', minBet: 'all' };

/** The classification chips (the server's classify counts) with 'all' first. */
function ClassifyChips({
  options,
  value,
  onChange,
}: {
  options: readonly GameClassify[];
  value: string;
  onChange(key: string): void;
}) {
  const { t } = useTranslation();
  const total = options.reduce((sum, o) => sum + o.gameCount, 0);
  const all = [{ key: 'all', displayName: t('classify_all'), gameCount: total }, ...options];
  return (
    <div
      role="radiogroup"
      aria-label={t('classify_label')}
      data-testid="classify-filter"
      className="no-scrollbar -mx-1 flex gap-2 overflow-x-auto px-1 py-0.5"
    >
      {all.map((option) => {
        const active = option.key === value;
        return (
          <button
            key={option.key}
            type="button"
            role="radio"
            aria-checked={active}
            data-testid={`classify-${option.key}`}
            onClick={() => onChange(option.key)}
            className={cn(
              'inline-flex h-8 shrink-0 items-center gap-1.5 rounded-lg border px-3 text-[13px] font-semibold whitespace-nowrap transition',
              active
                ? 'border-gold bg-gold-soft text-gold-fg'
                : 'border-line bg-surface-2 text-muted hover:border-gold/60 hover:text-fg',
            )}
          >
            {option.displayName}
            <span
              className={cn(
                'rounded-md px-1.5 text-[11px] leading-5',
                active ? 'bg-gold/25 text-gold-fg' : 'bg-surface-3 text-muted',
              )}
            >
              {option.gameCount}
            </span>
          </button>
        );
      })}
    </div>
  );
}

function MinBetSelect({ value, onChange }: { value: MinBetOption; onChange(v: MinBetOption): void }) {
  const { t } = useTranslation();
  return (
    <label className="relative inline-flex h-11 shrink-0 items-center gap-2 rounded-xl border border-line bg-surface pr-9 pl-3 text-sm shadow-card focus-within:border-gold focus-within:ring-2 focus-within:ring-gold/30">
      <CoinsIcon size={17} className="text-gold-fg" />
      <span className="font-semibold whitespace-nowrap text-muted">{t('min_bet')}</span>
      <select
        value={value}
        data-testid="min-bet-filter"
        onChange={(e) => onChange(e.target.value as MinBetOption)}
        className="absolute inset-0 cursor-pointer opacity-0"
        aria-label={t('min_bet')}
      >
        {MIN_BET_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {option === 'all' ? t('min_bet_all') : option}
          </option>
        ))}
      </select>
      <span className="font-bold text-fg" aria-hidden="true">
        {value === 'all' ? t('min_bet_all') : value}
      </span>
      <ChevronDownIcon size={16} className="pointer-events-none absolute right-3 text-subtle" />
    </label>
  );
}

/** Search by game name, classification filter and minimum-bet filter of the listing page (spec §2). */
export function ListingFilters({
  values,
  classify,
  classifyPending = false,
  onChange,
}: {
  values: ListingFilterValues;
  classify: readonly GameClassify[];
  /** The classifications are still loading: their row's place is held, so the page does not move. */
  classifyPending?: boolean;
  onChange(next: ListingFilterValues): void;
}) {
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3" data-testid="listing-filters">
      <div className="flex gap-3 max-sm:flex-col">
        <SearchBox
          value={values.search}
          onSearch={(search) => onChange({ ...values, search })}
          testId="listing-search"
          className="flex-1"
        />
        <MinBetSelect value={values.minBet} onChange={(minBet) => onChange({ ...values, minBet })} />
      </div>
      {classify.length > 1 ? (
        <ClassifyChips
          options={classify}
          value={values.classify}
          onChange={(key) => onChange({ ...values, classify: key })}
        />
      ) : (
        classifyPending && <div aria-hidden="true" className="h-9" data-testid="classify-placeholder" />
      )}
    </div>
  );
}
