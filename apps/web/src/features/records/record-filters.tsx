import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { cn } from '../../lib/cn';
import { formatMoney } from '../../lib/money';
import { useLocaleStore } from '../../stores/locale-store';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/form-field';
import { QuickRangePicker } from '../../ui/quick-range-picker';
import { customRange, RANGE_PICKS, rangeOf, toDateInput, type DateRange } from './date-range';
import type { RecordNames } from './record-names';

const PICK_LABELS = {
  last7: 'range_last7',
  last30: 'range_last30',
  next7: 'range_next7',
  next30: 'range_next30',
  custom: 'range_custom',
} as const;

/** The quick picks (last and next 7 and 30 days) and a custom from–to. */
export function DateRangePicker({ value, onChange }: { value: DateRange; onChange(range: DateRange): void }) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(toDateInput(value.start));
  const [to, setTo] = useState(toDateInput(value.end - 1));
  const [custom, setCustom] = useState(value.pick === 'custom');
  const apply = (a: string, b: string) => {
    const range = customRange(a, b);
    if (range) onChange(range);
  };
  return (
    <QuickRangePicker
      picks={RANGE_PICKS}
      labelOf={(pick) => t(PICK_LABELS[pick])}
      isActive={(pick) => (pick === 'custom' ? custom : !custom && value.pick === pick)}
      onPick={(pick) => {
        if (pick === 'custom') {
          setCustom(true);
          apply(from, to);
        } else {
          setCustom(false);
          const range = rangeOf(pick);
          setFrom(toDateInput(range.start));
          setTo(toDateInput(range.end - 1));
          onChange(range);
        }
      }}
      custom={
        custom
          ? {
              from,
              to,
              onFrom: (day) => {
                setFrom(day);
                apply(day, to);
              },
              onTo: (day) => {
                setTo(day);
                apply(from, day);
              },
            }
          : undefined
      }
      testId="range"
      groupTestId="range-picks"
      fieldsTestId="range-custom-fields"
    />
  );
}

/** A labelled native select of the filter bar. */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
  testId,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  options: { value: string; label: string }[];
  testId: string;
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-xs font-semibold text-muted">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
        className="h-10 w-full rounded-xl border border-line-strong bg-surface-2 px-3 text-sm text-fg outline-none focus:border-brand"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <div
      className="grid gap-3 rounded-2xl border border-line bg-surface p-4 shadow-card"
      data-testid="record-filters"
    >
      {children}
    </div>
  );
}

/** A signed amount: green when the member gained, red when they lost, with its sign. */
export function SignedMoney({
  value,
  className,
  testId,
}: {
  value: number;
  className?: string;
  testId?: string;
}) {
  return (
    <span
      data-testid={testId}
      className={cn(
        'font-bold tabular-nums',
        value > 0 ? 'text-success' : value < 0 ? 'text-danger' : 'text-muted',
        className,
      )}
    >
      {value > 0 ? '+' : ''}
      {formatMoney(value)}
    </span>
  );
}

/** Date and time in the interface language. */
export function useDateTime() {
  const language = useLocaleStore((s) => s.language);
  const locale = language === 'CN' ? 'zh-CN' : language === 'MY' ? 'my-MM' : 'en-GB';
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (ms: number) => format.format(new Date(ms));
}

/** 'no data' (spec §8) for an empty list. */
export function EmptyState({ testId = 'records-empty' }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <div
      className="flex flex-col items-center justify-center gap-2 rounded-2xl border border-dashed border-line-strong bg-surface px-6 py-12 text-center"
      data-testid={testId}
    >
      <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true" className="text-line-strong">
        <rect
          x="10"
          y="8"
          width="36"
          height="42"
          rx="6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        />
        <path d="M18 20h20M18 28h20M18 36h12" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <p className="text-sm font-semibold text-muted">{t('no_data')}</p>
    </div>
  );
}

/** "Load more" under a list, while pages remain. */
export function LoadMore({
  hasMore,
  loading,
  onClick,
  shown,
  total,
}: {
  hasMore: boolean;
  loading: boolean;
  onClick(): void;
  shown: number;
  total: number;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-2 pt-1">
      <p className="text-xs text-muted" data-testid="records-count">
        {t('records_shown', { 0: shown, 1: total })}
      </p>
      {hasMore && (
        <Button variant="outline" onClick={onClick} disabled={loading} data-testid="records-load-more">
          {loading && <Spinner />}
          {t('load_more')}
        </Button>
      )}
    </div>
  );
}

/** A figure tile of a totals row. */
export function Stat({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="rounded-xl border border-line bg-surface px-4 py-3 shadow-card">
      <dt className="text-xs font-semibold text-muted">{label}</dt>
      <dd className="mt-1 text-lg font-bold tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** The vendor, game type and date range of the betting record and of profit and loss. */
export function useGameRecordFilters() {
  const [vendor, setVendor] = useState('');
  const [gameType, setGameType] = useState('');
  const [range, setRange] = useState<DateRange>(() => rangeOf('last7'));
  return {
    vendor,
    setVendor,
    gameType,
    setGameType,
    range,
    setRange,
    /** The query fields of both calls (empty selects are left out). */
    query: {
      ...(vendor ? { vendor } : {}),
      ...(gameType ? { gameType } : {}),
      startDate: range.start,
      endDate: range.end,
    },
    /** For the query key. */
    key: [vendor, gameType, range.start, range.end] as const,
  };
}

/** Vendor and game-type selects over the date range picker; `testPrefix` names the selects. */
export function GameRecordFilters({
  filters,
  names,
  testPrefix,
}: {
  filters: ReturnType<typeof useGameRecordFilters>;
  names: Pick<RecordNames, 'vendorOptions' | 'typeOptions'>;
  testPrefix: string;
}) {
  const { t } = useTranslation();
  return (
    <FilterBar>
      <div className="grid gap-3 sm:grid-cols-2">
        <FilterSelect
          label={t('record_vendor')}
          value={filters.vendor}
          onChange={filters.setVendor}
          options={names.vendorOptions}
          testId={`${testPrefix}-vendor`}
        />
        <FilterSelect
          label={t('record_game_type')}
          value={filters.gameType}
          onChange={filters.setGameType}
          options={names.typeOptions}
          testId={`${testPrefix}-game-type`}
        />
      </div>
      <DateRangePicker value={filters.range} onChange={filters.setRange} />
    </FilterBar>
  );
}
