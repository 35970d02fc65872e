import type { ChangeEvent } from 'react';
import { cn } from '../../../lib/cn';
import { FilterSelect } from '../../ui/filter-bar';
import { useOpsText } from '../../lib/use-ops-text';

/** A compact input for a table cell (the column's heading is its label). */
export function CellInput({
  label,
  value,
  onChange,
  disabled,
  className,
  inputMode = 'decimal',
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  disabled?: boolean;
  className?: string;
  inputMode?: 'decimal' | 'numeric' | 'text';
}) {
  return (
    <input
      aria-label={label}
      value={value}
      disabled={disabled}
      inputMode={inputMode}
      onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
      className={cn(
        'h-9 w-28 rounded-lg border border-line-strong bg-surface-2 px-2 text-sm text-fg outline-none focus:border-brand disabled:border-transparent disabled:bg-transparent',
        className,
      )}
    />
  );
}

/** The region (a brand's country and currency) the settings below belong to. */
export function RegionSelect({
  regions,
  value,
  onChange,
}: {
  regions: readonly { code: string; name: string; currency: string }[];
  value: string;
  onChange(code: string): void;
}) {
  const { t } = useOpsText();
  return (
    <div className="w-72 max-w-full">
      <FilterSelect
        name="region"
        label={t('money_region')}
        value={value}
        options={regions.map((r) => ({ value: r.code, label: `${r.name} (${r.currency})` }))}
        onChange={(code) => code && onChange(code)}
      />
    </div>
  );
}

/** A card holding one form or table of the settings pages. */
export function Section({
  title,
  lead,
  children,
  testId,
}: {
  title: string;
  lead?: string;
  children: React.ReactNode;
  testId?: string;
}) {
  return (
    <section className="mb-6 rounded-2xl border border-line bg-surface p-5 shadow-card" data-testid={testId}>
      <h2 className="text-lg font-bold text-fg">{title}</h2>
      {lead && <p className="mt-1 mb-4 max-w-3xl text-sm text-muted">{lead}</p>}
      {!lead && <div className="mb-4" />}
      {children}
    </section>
  );
}

/** A wire amount as the form shows it: plain digits, no grouping, so that it can be typed back. */
export const amountText = (value: number | null | undefined) => (value == null ? '' : String(value));
