import { cn } from '../lib/cn';

/** Two or three tabs as a segmented control (login method, registration and recovery tabs). */
export function SegmentedTabs<T extends string>({
  value,
  options,
  onChange,
  label,
  className,
  testId,
}: {
  value: T;
  options: readonly { value: T; label: string }[];
  onChange(value: T): void;
  label: string;
  className?: string;
  testId?: string;
}) {
  return (
    <div
      role="tablist"
      aria-label={label}
      data-testid={testId}
      className={cn('flex rounded-xl bg-surface-3 p-1', className)}
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="tab"
          aria-selected={value === option.value}
          data-testid={testId ? `${testId}-${option.value}` : undefined}
          onClick={() => onChange(option.value)}
          className={cn(
            'h-9 flex-1 rounded-lg px-3 text-sm font-semibold whitespace-nowrap transition',
            value === option.value ? 'bg-surface text-brand-fg shadow-card' : 'text-muted hover:text-fg',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
