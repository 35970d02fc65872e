import { useId } from 'react';
import { useTranslation } from '../lib/use-translation';
import { cn } from '../lib/cn';

/**
 * The look of a date-range filter: a row of quick picks (pills) and, when the custom pick is on, a
 * from–to pair of date inputs. It keeps no state: the caller decides which pick is on, what a pick
 * means (timestamps, brand days…) and what the typed days become.
 */
export function QuickRangePicker<P extends string>({
  picks,
  labelOf,
  isActive,
  onPick,
  custom,
  testId,
  groupTestId = testId,
  fieldsTestId = `${testId}-custom`,
}: {
  picks: readonly P[];
  labelOf(pick: P): string;
  isActive(pick: P): boolean;
  onPick(pick: P): void;
  /** The custom from–to (yyyy-mm-dd), shown when given; `bounded` keeps from ≤ to in the inputs. */
  custom?: {
    from: string;
    to: string;
    onFrom(day: string): void;
    onTo(day: string): void;
    bounded?: boolean;
  };
  /** Prefix of the test ids: `<testId>-<pick>`, `<testId>-from`, `<testId>-to`. */
  testId: string;
  groupTestId?: string;
  fieldsTestId?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = 'h-9 rounded-lg border border-line-strong bg-surface-2 px-2.5 text-sm text-fg';
  return (
    <div className="grid gap-2">
      <div
        role="group"
        aria-label={t('range_label')}
        className="flex flex-wrap gap-1.5"
        data-testid={groupTestId}
      >
        {picks.map((pick) => (
          <button
            key={pick}
            type="button"
            aria-pressed={isActive(pick)}
            data-testid={`${testId}-${pick}`}
            onClick={() => onPick(pick)}
            className={cn(
              'h-8 rounded-full border px-3 text-[13px] font-semibold whitespace-nowrap transition',
              isActive(pick)
                ? 'border-brand bg-brand text-on-brand'
                : 'border-line-strong bg-surface text-muted hover:border-brand hover:text-fg',
            )}
          >
            {labelOf(pick)}
          </button>
        ))}
      </div>
      {custom && (
        <div className="flex flex-wrap items-center gap-2" data-testid={fieldsTestId}>
          <label htmlFor={`${id}-from`} className="sr-only">
            {t('range_from')}
          </label>
          <input
            id={`${id}-from`}
            type="date"
            value={custom.from}
            max={custom.bounded ? custom.to : undefined}
            onChange={(e) => custom.onFrom(e.target.value)}
            data-testid={`${testId}-from`}
            className={input}
          />
          <span aria-hidden="true" className="text-muted">
            –
          </span>
          <label htmlFor={`${id}-to`} className="sr-only">
            {t('range_to')}
          </label>
          <input
            id={`${id}-to`}
            type="date"
            value={custom.to}
            min={custom.bounded ? custom.from : undefined}
            onChange={(e) => custom.onTo(e.target.value)}
            data-testid={`${testId}-to`}
            className={input}
          />
        </div>
      )}
    </div>
  );
}
