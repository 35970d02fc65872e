import type { FormEvent, ReactNode } from 'react';
import { useOpsText } from '../lib/use-ops-text';
import { Button } from '../../ui/button';
import { SearchIcon } from '../../ui/game-icons';

/** Filters above a table: fields in a row that wraps, then search and reset. */
export function FilterBar({
  children,
  onSubmit,
  onReset,
}: {
  children: ReactNode;
  onSubmit(): void;
  onReset(): void;
}) {
  const { t } = useOpsText();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form
      onSubmit={submit}
      className="mb-4 grid grid-cols-[repeat(auto-fill,minmax(190px,1fr))] items-end gap-3 rounded-2xl border border-line bg-surface p-4 shadow-card"
      role="search"
    >
      {children}
      <div className="flex gap-2">
        <Button type="submit" size="md" className="h-12">
          <SearchIcon size={16} />
          {t('search')}
        </Button>
        <Button type="button" variant="outline" size="md" className="h-12" onClick={onReset}>
          {t('reset_filters')}
        </Button>
      </div>
    </form>
  );
}

/** A labelled select of a filter bar. */
export function FilterSelect<T extends string>({
  label,
  value,
  options,
  onChange,
  name,
}: {
  label: string;
  value: T | '';
  options: { value: T | ''; label: string }[];
  onChange(value: T | ''): void;
  name: string;
}) {
  return (
    <label className="grid gap-1.5 text-[13px] font-semibold text-muted">
      {label}
      <select
        name={name}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value as T | '')}
        className="h-12 w-full rounded-xl border border-line-strong bg-surface-2 px-3 text-sm text-fg outline-none focus:border-brand"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
